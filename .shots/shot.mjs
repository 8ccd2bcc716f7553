import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [390, 768, 1440, 1920]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto('http://127.0.0.1:4311/#portfolio');
  await page.waitForTimeout(800);
  await page.locator('#portfolio').screenshot({ path: `.shots/portfolio-${width}.png` });
  await page.close();
}
await browser.close();
