import { ROADMAP_PATH } from '@/content/navigation';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_SOURCE, compileBootScript, readBoot } from '@/scripts/build/boot-after-paint.mjs';
import { expect, test } from './support/fixtures';
import { largestContentfulPaint, layoutShifts, networkQuiet, recordPerformance, scrollThroughToBottom } from './support/performance';
import { visit } from './support/site';

// Rendering: nothing blocks the first paint (the page's CSS is written into it:
// scripts/build/export/inline-css.mjs), the largest paint is text, inline SVG or the hero's drawing
// fetched first (never a late image), and nothing shifts. Next's scripts are requested only once the
// page has painted (scripts/build/boot-after-paint.mjs).

/** The hero drawing may be the largest paint only while it stays this light (it is ~6 KB). */
const HERO_IMAGE_MAX_BYTES = 16 * 1024;

/** Script types a browser runs; anything else in a <script> (JSON-LD, JSON) is data. */
const EXECUTABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);

for (const path of ['/', ROADMAP_PATH]) {
  test.describe(`rendering of ${path}`, () => {
    test('nothing blocks rendering: the CSS is in the page, no stylesheet is requested, before or after hydration; no synchronous script in the head but the boot script', async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(request.url())) requested.push(request.url());
      });
      const response = await visit(page, path);
      const html = (await response?.text()) ?? '';
      const boot = readBoot(html);
      const head = await page.evaluate((markup) => {
        const doc = new DOMParser().parseFromString(markup, 'text/html');
        return {
          scripts: [...doc.head.querySelectorAll('script')].map((script) => ({
            src: script.getAttribute('src'),
            async: script.hasAttribute('async'),
            defer: script.hasAttribute('defer'),
            type: (script.getAttribute('type') ?? '').toLowerCase(),
            noModule: script.hasAttribute('nomodule'),
            text: script.textContent ?? '',
          })),
          stylesheets: [...doc.head.querySelectorAll('link[rel~="stylesheet"]:not([disabled])')].map((link) => link.getAttribute('href')),
          inlined: [...doc.head.querySelectorAll('style[data-href]')].map((style) => ({
            href: style.getAttribute('data-href'),
            length: style.textContent?.length ?? 0,
            // The link React looks the sheet up by, kept disabled (never fetched).
            link: doc.head.querySelector(`link[rel="stylesheet"][href="${style.getAttribute('data-href')}"][disabled]`) !== null,
          })),
        };
      }, html);

      // The one inline script allowed is the boot script, exactly as the export step writes it
      // from lib/boot/boot-script.js, the same on every page: it adds Next's scripts after the
      // first paint, from the page's JSON data block.
      expect(boot, 'the boot script').not.toBeNull();
      const bootCode = compileBootScript(readFileSync(join(__dirname, '..', '..', BOOT_SOURCE), 'utf8'));
      const blocking = head.scripts.filter(
        (script) =>
          EXECUTABLE.has(script.type) &&
          !(script.src && (script.async || script.defer || script.type === 'module' || script.noModule)) &&
          !(!script.src && script.text === bootCode),
      );
      expect(blocking, 'synchronous or inline scripts in <head>').toEqual([]);
      expect(
        head.scripts.filter((script) => script.text === bootCode),
        'one boot script',
      ).toHaveLength(1);
      // 2,048 until it also retried failed scripts, reported them and fixed repeated slashes; 3,072
      // until it also kept what brought the visit (3,632 characters then; its gzip bytes are in
      // every page's HTML budget).
      expect(bootCode.length, 'the boot script stays small').toBeLessThan(4096);
      expect(head.stylesheets, 'stylesheets linked').toEqual([]);
      expect(head.inlined.length, 'the page has its CSS').toBeGreaterThan(0);
      for (const sheet of head.inlined)
        expect(sheet, `${sheet.href}: its text in the page, its link disabled`).toEqual({ href: sheet.href, length: expect.any(Number), link: true });
      expect(Math.min(...head.inlined.map((sheet) => sheet.length))).toBeGreaterThan(100);
      // The page is styled by it: the header sticks, the skip link is out of sight.
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('header')!).position)).toBe('sticky');

      // What the browser itself found render-blocking while loading the page.
      const renderBlocking = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as (PerformanceResourceTiming & { renderBlockingStatus?: string })[])
          .filter((entry) => entry.renderBlockingStatus === 'blocking')
          .map((entry) => entry.name),
      );
      expect(renderBlocking, 'render-blocking requests').toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(requested, 'stylesheets requested, before or after hydration').toEqual([]);
    });

    test('Next’s scripts are requested after the first contentful paint, each once, and hydrate the page', { tag: '@both' }, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') requested.push(request.url());
      });
      const response = await visit(page, path);
      const boot = readBoot((await response?.text()) ?? '');
      const first = [...(boot?.scripts ?? []), ...(boot?.preloads ?? [])].map((src) => new URL(src, page.url()).href);
      expect(first.length, 'chunks in the boot script').toBeGreaterThan(0);
      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        started: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime])),
      }));
      expect(timing.fcp, 'first contentful paint').toBeGreaterThan(0);
      for (const url of first) {
        expect(timing.started[url], `${url} requested after the first contentful paint (${timing.fcp} ms)`).toBeGreaterThanOrEqual(timing.fcp);
        expect(
          requested.filter((r) => r === url),
          `${url} requested once`,
        ).toHaveLength(1);
      }
      // visit() has waited for React to hydrate the footer; the fixture fails the test on any
      // console error, page error or failed request.
    });

    test('the largest contentful paint is text, inline SVG or the hero drawing the HTML fetches first', { tag: '@both' }, async ({ page }) => {
      await recordPerformance(page);
      const response = await visit(page, path);
      await page.evaluate(() => document.fonts.ready);
      await networkQuiet(page);
      const paint = await largestContentfulPaint(page);
      const described = `LCP element: ${JSON.stringify(paint)}`;
      if (paint.tag === 'img' && !paint.inSvg) {
        // The hero's picture (an image, never a late one): the drawing on wide screens, or the photo
        // the company chose (content/company/pictures.json), in the size the browser picked. Named by
        // the HTML itself, fetched eagerly and first, from the site, and light.
        const heroImages = page.locator('#home img');
        const shown = await heroImages.evaluateAll((images) => images.map((img) => (img as HTMLImageElement).currentSrc));
        expect(shown, described).toContain(paint.url);
        const hero = heroImages.nth(shown.indexOf(paint.url));
        const { origin, pathname } = new URL(paint.url);
        expect(origin, described).toBe(new URL(page.url()).origin);
        expect((await response?.text()) ?? '', 'in the HTML as served').toContain(pathname);
        await expect(hero).toHaveAttribute('fetchpriority', 'high');
        await expect(hero).toHaveAttribute('loading', 'eager');
        const bytes = await page.evaluate(
          (url) => (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)?.decodedBodySize ?? -1,
          paint.url,
        );
        expect(bytes, `${paint.url} bytes`).toBeGreaterThan(0);
        // A drawing is ours to keep light; a photo is the company's, made AVIF or WebP at the width shown.
        if (pathname.endsWith('.svg')) expect(bytes, `${paint.url} bytes`).toBeLessThanOrEqual(HERO_IMAGE_MAX_BYTES);
        else expect(pathname, described).toMatch(/\.(avif|webp)$/);
        return;
      }
      // Text has no URL; an image inside inline SVG may only be inline data, never a file.
      expect(paint.url === '' || (paint.inSvg && paint.url.startsWith('data:')), described).toBe(true);
      if (!paint.inSvg) {
        expect(['img', 'video', 'input', 'image'], described).not.toContain(paint.tag);
        expect(paint.text, described).not.toBe('');
      }
    });

    test('CLS is 0 through load and a full scroll to the bottom', { tag: '@both' }, async ({ page }) => {
      await recordPerformance(page);
      await visit(page, path);
      await networkQuiet(page);
      await scrollThroughToBottom(page);
      await networkQuiet(page);
      expect(await page.evaluate(() => window.scrollY + window.innerHeight), 'at the bottom').toBeGreaterThanOrEqual(
        await page.evaluate(() => document.documentElement.scrollHeight - 1),
      );
      const { cls, shifts } = await layoutShifts(page);
      expect(shifts, 'layout shifts').toEqual([]);
      expect(cls).toBe(0);
    });
  });
}
