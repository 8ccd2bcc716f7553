import type { Page } from '@playwright/test';
import { simulatorCopy, SIMULATOR_SECTION_ID } from '@/content/simulator';
import { WHATSAPP_DELAY_MS } from '@/content/ui';
import { expect, test } from './support/fixtures';
import { blockScripts, discoverLazyChunks, firstLoadScripts, LAZY_PARTS, watchChunkFailures } from './support/lazy';
import { expectAtHeaderOffset } from './support/scroll';
import { chooseMenuItem, floatingWhatsApp, scrollToPageEnd, visit } from './support/site';
import { scaled } from './support/time-scale';

// The lazy parts (spec sections 2 and 8): the floating WhatsApp button, the savings
// simulator's island and web-vitals load after the first load, and a failed load never
// breaks the page.

const ALL_PARTS = Object.values(LAZY_PARTS);

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** When each script URL was requested, on the page's clock, and when the load event began. */
const scriptTimeline = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const started = Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]));
    return { load: navigation?.loadEventStart ?? Number.NaN, started };
  });

/** Resolves once the page's own clock is `ms` past its load event. */
const pastLoadBy = (page: Page, ms: number) =>
  page.waitForFunction((delay) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return Boolean(navigation?.loadEventEnd) && performance.now() > (navigation?.loadEventStart ?? 0) + delay;
  }, ms);

test.describe('lazy parts', () => {
  test('are not in the first-load scripts: with every script the HTML does not name blocked, the page works and each part fails once', async ({
    page,
    issues,
  }) => {
    const firstLoad = new Set(await firstLoadScripts(page, '/'));
    expect(firstLoad.size, 'the HTML names its scripts').toBeGreaterThan(0);
    const failures = watchChunkFailures(page);
    const pageErrors = collectPageErrors(page);
    const { blocked } = await blockScripts(page, (url) => !firstLoad.has(url), issues);

    await visit(page, '/');
    await page.locator(`#${SIMULATOR_SECTION_ID}`).scrollIntoViewIfNeeded();
    await expect.poll(() => failures.map((failure) => failure.part).sort(), { timeout: scaled(15_000) }).toEqual([...ALL_PARTS].sort());
    for (const failure of failures) {
      expect(failure.type, `${failure.part}: a dropped connection`).toBe('error');
      expect(firstLoad.has(failure.url), `${failure.part} needed ${failure.url}, not a first-load script`).toBe(false);
      expect(blocked.has(failure.url)).toBe(true);
      expect(failure.text).toContain(`ChunkLoadError [${failure.type}] ${failure.url}`);
    }
    await expect(page.getByRole('alert').filter({ hasText: simulatorCopy.loadFailed })).toBeVisible();

    await chooseMenuItem(page, 'contact');
    await expectAtHeaderOffset(page, 'contact');
    expect(failures, 'each failure reported once').toHaveLength(ALL_PARTS.length);
    expect(pageErrors).toEqual([]);
  });

  test('load only when needed: the button and web-vitals after the load event, the simulator as its section nears', async ({ page, context }) => {
    const chunks = await discoverLazyChunks(context, '/', ALL_PARTS);
    const chunkOf = (part: string) => chunks.get(part) ?? `no chunk for ${part}`;
    const firstLoad = await firstLoadScripts(page, '/');
    for (const part of ALL_PARTS) expect(firstLoad, `${part}'s chunk`).not.toContain(chunkOf(part));

    await visit(page, '/');
    // Not scrolled to where the button could show: that would pass the simulator.
    for (const part of [LAZY_PARTS.whatsapp, LAZY_PARTS.vitals]) {
      await expect.poll(async () => chunkOf(part) in (await scriptTimeline(page)).started, { timeout: scaled(10_000) }).toBe(true);
    }
    const { load, started } = await scriptTimeline(page);
    for (const part of [LAZY_PARTS.whatsapp, LAZY_PARTS.vitals]) {
      expect(started[chunkOf(part)], `${part} requested after the load event (${load} ms)`).toBeGreaterThanOrEqual(load);
    }
    expect(started[chunkOf(LAZY_PARTS.simulator)], 'the simulator is not loaded at the top of the page').toBeUndefined();

    await page.locator(`#${SIMULATOR_SECTION_ID}`).scrollIntoViewIfNeeded();
    await expect.poll(async () => chunkOf(LAZY_PARTS.simulator) in (await scriptTimeline(page)).started).toBe(true);
  });

  for (const retryEvent of ['online', 'visibilitychange'] as const) {
    test(`a blocked WhatsApp button chunk leaves the page working, is reported once, and loads on a later '${retryEvent}'`, async ({
      page,
      context,
      issues,
    }) => {
      const chunkUrl = (await discoverLazyChunks(context, '/', [LAZY_PARTS.whatsapp])).get(LAZY_PARTS.whatsapp) ?? '';
      const failures = watchChunkFailures(page);
      const pageErrors = collectPageErrors(page);
      const block = await blockScripts(page, (url) => url === chunkUrl, issues);

      await visit(page, '/');
      await expect.poll(() => failures.length, { timeout: scaled(10_000) }).toBe(1);
      expect(failures[0]).toMatchObject({ part: LAZY_PARTS.whatsapp, type: 'error', url: chunkUrl });
      expect(failures[0]?.text).toContain(`ChunkLoadError [error] ${chunkUrl}`);

      // Past the moment it would have appeared: no button, and the page still works.
      await pastLoadBy(page, WHATSAPP_DELAY_MS + 500);
      await expect(floatingWhatsApp(page)).toHaveCount(0);
      await chooseMenuItem(page, 'contact');
      await expectAtHeaderOffset(page, 'contact');

      await block.lift();
      // loadPart retries by importing again, counting on Turbopack to request a chunk whose
      // import() failed once more rather than remember the failure: this pins that.
      const fetched = page
        .waitForResponse((response) => response.url() === chunkUrl && response.ok(), { timeout: scaled(15_000) })
        .catch(() => {
          throw new Error(
            'A later import() no longer requests the chunk that failed: the bundler now remembers the failure, ' +
              'so loadPart (components/lazy/load-part.ts) must load that chunk itself before importing again.',
          );
        });
      // What the browser fires when the connection returns, or when the visitor comes back to the tab.
      await page.evaluate((type) => (type === 'online' ? window : document).dispatchEvent(new Event(type)), retryEvent);
      await fetched;
      await scrollToPageEnd(page);
      await expect(floatingWhatsApp(page)).toBeVisible();
      expect(failures, 'the failure was reported once').toHaveLength(1);
      expect(pageErrors).toEqual([]);
    });
  }
});
