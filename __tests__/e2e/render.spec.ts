import { ROADMAP_PATH } from '@/content/navigation';
import { expect, test } from './support/fixtures';
import { largestContentfulPaint, layoutShifts, networkQuiet, recordPerformance, scrollThroughToBottom } from './support/performance';
import { visit } from './support/site';

// Rendering (issue 6): only the page's own CSS blocks the first paint, the largest paint is
// text or inline SVG (never a late image), and nothing shifts.

/** Script types a browser runs; anything else in a <script> (JSON-LD, JSON) is data. */
const EXECUTABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);

for (const path of ['/', ROADMAP_PATH]) {
  test.describe(`rendering of ${path}`, () => {
    test('nothing blocks rendering but the page’s own CSS; no synchronous script in the head', async ({ page, baseURL }) => {
      const response = await visit(page, path);
      const html = (await response?.text()) ?? '';
      const head = await page.evaluate((markup) => {
        const doc = new DOMParser().parseFromString(markup, 'text/html');
        return {
          scripts: [...doc.head.querySelectorAll('script')].map((script) => ({
            src: script.getAttribute('src'),
            async: script.hasAttribute('async'),
            defer: script.hasAttribute('defer'),
            type: (script.getAttribute('type') ?? '').toLowerCase(),
            noModule: script.hasAttribute('nomodule'),
          })),
          stylesheets: [...doc.head.querySelectorAll('link[rel~="stylesheet"]')].map((link) => new URL(link.getAttribute('href') ?? '', document.baseURI).href),
        };
      }, html);

      const blocking = head.scripts.filter(
        (script) => EXECUTABLE.has(script.type) && !(script.src && (script.async || script.defer || script.type === 'module' || script.noModule)),
      );
      expect(blocking, 'synchronous or inline scripts in <head>').toEqual([]);
      expect(head.stylesheets.length, 'the page has its CSS').toBeGreaterThan(0);
      const origin = new URL(baseURL ?? page.url()).origin;
      for (const href of head.stylesheets) expect(new URL(href).origin, `${href} is the site's own`).toBe(origin);

      // What the browser itself found render-blocking while loading the page.
      const renderBlocking = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as (PerformanceResourceTiming & { renderBlockingStatus?: string })[])
          .filter((entry) => entry.renderBlockingStatus === 'blocking')
          .map((entry) => entry.name),
      );
      expect(renderBlocking.sort(), 'render-blocking requests: the page’s stylesheets only').toEqual([...head.stylesheets].sort());
    });

    test('the largest contentful paint is text or inline SVG', { tag: '@both' }, async ({ page }) => {
      await recordPerformance(page);
      await visit(page, path);
      await page.evaluate(() => document.fonts.ready);
      await networkQuiet(page);
      const paint = await largestContentfulPaint(page);
      const described = `LCP element: ${JSON.stringify(paint)}`;
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
