import type { Page } from '@playwright/test';
import { ROADMAP_PATH } from '@/content/navigation';
import { expect, test } from './support/fixtures';
import { visit } from './support/site';

// The brand's typeface: Outfit Bold for headings and figures, one Latin woff2 from the
// site itself, never preloaded and never waited for (font-display optional), with a fallback face
// matched to its metrics (app/globals.css). Whether Outfit arrives in time on a first visit depends
// on the network, so each test decides it: the font held back, refused, or allowed to block.

const PAGES = ['/', ROADMAP_PATH];
/** What draws in the brand's face: every heading, the figures, the brand's name in the header. */
const BRAND_TEXT = 'h1, h2, h3, h4, dd, strong, [class*="brand"], [class*="value"], [class*="Value"], [class*="headline"]';
const FONT_FILE = /\.woff2$/;

/** The site's own stylesheets, with font-display optional turned into block: Outfit is then always drawn. */
async function drawBrandFace(page: Page) {
  await page.route(/\/_next\/static\/.*\.css$/, async (route) => {
    const response = await route.fetch();
    const css = await response.text();
    expect(css, 'the rewrite below must find its descriptor').not.toContain('font-display:block');
    await route.fulfill({ response, body: css.replace(/font-display:\s*optional/g, 'font-display:block') });
  });
}

/** The platform fonts Chromium drew an element's text with. */
async function fontsOf(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, selector).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}
const isOutfit = (family: string) => /^Outfit\b/.test(family);

/**
 * Every element drawn in the brand's face (by its text, in page order): its text's width on one line,
 * whatever wraps it, and the page's length.
 */
function brandTextWidths(page: Page) {
  return page.evaluate((selector) => {
    const widths = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => getComputedStyle(element).fontFamily.startsWith('Outfit') && element.checkVisibility())
      .map((element) => {
        const before = element.style.whiteSpace;
        element.style.whiteSpace = 'nowrap';
        const range = document.createRange();
        range.selectNodeContents(element);
        const width = range.getBoundingClientRect().width;
        element.style.whiteSpace = before;
        return { text: (element.textContent ?? '').trim().slice(0, 40), width };
      });
    return { widths, length: document.documentElement.scrollHeight };
  }, BRAND_TEXT);
}

test('the brand typeface is one Latin woff2 of the site, never preloaded and never waited for', async ({ request }) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, `${path}: no font preload (it held the first paint)`).not.toMatch(/<link[^>]+as="font"/);
    const sheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1] as string);
    expect(sheets.length, path).toBeGreaterThan(0);
    const css = (await Promise.all(sheets.map(async (href) => (await request.get(href)).text()))).join('\n');
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] as string);
    const brand = faces.filter((face) => /font-family:\s*"?Outfit"?\s*;/.test(face));
    expect(brand, `${path}: one face of Outfit`).toHaveLength(1);
    const face = brand[0] as string;
    expect(face).toMatch(/font-display:\s*optional/);
    expect(face).toMatch(/font-weight:\s*700/);
    expect(face, 'Latin only').toMatch(/unicode-range:[^;]*U\+(0000-00FF|\?\?)/);
    const urls = [...face.matchAll(/url\(\s*"?([^")]+)"?\s*\)/g)].map((m) => m[1] as string);
    expect(urls, 'one woff2').toHaveLength(1);
    const url = new URL(urls[0] as string, new URL(sheets[0] as string, 'http://site/')).pathname;
    expect(url).toMatch(/^\/_next\/static\/media\/outfit-latin-700-normal\.[\w-]+\.woff2$/);
    const font = await request.get(url);
    expect(font.status()).toBe(200);
    expect(font.headers()['content-type']).toBe('font/woff2');
    expect(font.headers()['cache-control']).toContain('immutable');
    // The fallback is a local face: it costs no request.
    const fallback = faces.find((f) => /font-family:\s*"?Outfit Fallback"?\s*;/.test(f)) ?? '';
    expect(fallback).toMatch(/src:\s*local\(/);
    expect(fallback).not.toMatch(/url\(/);
    expect(fallback).toMatch(/size-adjust:\s*\d/);
  }
});

test('headings and figures are drawn in Outfit when it is there, the text in the phone’s own face', async ({ page }) => {
  await drawBrandFace(page);
  await visit(page, '/');
  await page.evaluate(() => document.fonts.ready);
  for (const selector of ['h1', '#solutions h2', '#solutions h3', 'header a[href="/"] span', '[aria-labelledby="numeros-titulo"] [class*="value"]']) {
    expect((await fontsOf(page, selector)).every(isOutfit), selector).toBe(true);
  }
  expect((await fontsOf(page, '#home p')).some(isOutfit), 'body text').toBe(false);
});

test('a font that arrives late changes nothing on the page it arrives at: no swap, no shift', async ({ page, issues }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let held = 0;
  await page.route(FONT_FILE, async (route) => {
    held++;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await visit(page, '/');
  // The font is in the page now (loaded), and still not drawn: the fallback stays for this page.
  await expect.poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family === 'Outfit' && f.status === 'loaded'))).toBe(true);
  await page.waitForTimeout(300);
  expect(held, 'the font was requested').toBe(1);
  expect((await fontsOf(page, 'h1')).some(isOutfit), 'h1 after the late font').toBe(false);
  expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
  expect(await issues.list()).toEqual([]);
});

for (const width of [390, 1440]) {
  test(`at ${width} px the fallback is as wide as Outfit, heading by heading: the pages keep their length`, async ({ browser }) => {
    for (const path of PAGES) {
      const measure = async (face: 'brand' | 'fallback') => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        if (face === 'brand') await drawBrandFace(page);
        else await page.route(FONT_FILE, (route) => route.abort());
        await visit(page, path);
        await page.evaluate(() => document.fonts.ready);
        const drawn = await fontsOf(page, 'h1');
        expect(drawn.some(isOutfit), `${face}: h1 in ${drawn.join()}`).toBe(face === 'brand');
        const measured = await brandTextWidths(page);
        await context.close();
        return measured;
      };
      const brand = await measure('brand');
      const fallback = await measure('fallback');
      expect(fallback.widths.map((w) => w.text)).toEqual(brand.widths.map((w) => w.text));
      expect(brand.widths.length, path).toBeGreaterThan(5);
      // Widths on one line, not line counts: where a heading breaks depends on the room the browser
      // gives it (a scrollbar, the headless shell's text metrics), its width does not. Measured: short
      // figures such as "500+" differ most (13%: Outfit's digits are wide), every heading is within 15%
      // and all of them together within 2%; size-adjust 90% or 100% puts the whole about 5% off (90%
      // fails here: checked).
      const ratios = brand.widths.map((w, i) => ({ text: w.text, ratio: (fallback.widths[i]?.width ?? 0) / w.width }));
      const far = ratios.filter((r) => Math.abs(r.ratio - 1) > 0.15).map((r) => `${r.text}: ${r.ratio.toFixed(3)}`);
      expect(far, `${path}: headings more than 15% wider or narrower in the fallback`).toEqual([]);
      const total = (list: { width: number }[]) => list.reduce((sum, w) => sum + w.width, 0);
      expect(Math.abs(total(fallback.widths) / total(brand.widths) - 1), `${path}: all headings together`).toBeLessThan(0.02);
      expect(Math.abs(fallback.length - brand.length) / brand.length, `${path}: page length ${brand.length} vs ${fallback.length}`).toBeLessThan(0.015);
    }
  });
}
