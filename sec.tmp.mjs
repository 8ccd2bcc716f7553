import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [port, name] of [[3300, 'default'], [3301, 'edited'], [3302, 'filled']]) {
  const p = await b.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await p.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
  await p.waitForTimeout(800);
  const r = await p.evaluate(() => {
    const h = (el) => el ? Math.round(el.getBoundingClientRect().height) : 0;
    const q = (s) => document.querySelector(s);
    const qa = (s) => [...document.querySelectorAll(s)];
    return {
      total: document.documentElement.scrollHeight,
      hero: h(q('#home')), eyebrow: h(q('#home p')), rating: h(q('#home [class*=rating]')),
      portfolio: h(q('#portfolio')), cards: qa('#portfolio article').map(h),
      testimonials: h(q('#depoimentos')), brands: h(q('#equipamentos')), about: h(q('#about')),
      aboutPhoto: h(q('#about img')), team: h(q('#equipe')), teamItems: qa('#equipe li').map(h),
      contact: h(q('#contact')), sites: qa('#contact address').map(h),
      creds: qa('#contact [class*=credential], #contact [class*=registr]').map(h),
      footer: h(q('footer')), footerSites: qa('footer address').map(h),
    };
  });
  console.log(name, JSON.stringify(r));
}
await b.close();
