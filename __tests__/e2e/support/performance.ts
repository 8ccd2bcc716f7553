import type { Page } from '@playwright/test';

// Layout shifts and the largest contentful paint, recorded by PerformanceObservers the page
// gets before any of its own code runs (addInitScript), so nothing from the load is missed.

export type Shift = { value: number; startTime: number; hadRecentInput: boolean; sources: string[] };
export type Paint = { tag: string; inSvg: boolean; url: string; text: string; size: number; startTime: number };

type Recorded = { shifts: Shift[]; paints: Paint[]; supported: string[] };

/** Call before the page loads: from then on the page records every layout shift and LCP candidate. */
export async function recordPerformance(page: Page) {
  await page.addInitScript(() => {
    const recorded: Recorded = { shifts: [], paints: [], supported: [...PerformanceObserver.supportedEntryTypes] };
    Object.assign(window, { __e2ePerformance: recorded });
    const describe = (node: Node | null | undefined) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        recorded.shifts.push({
          value: entry.value,
          startTime: entry.startTime,
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string; size: number })[]) {
        const element = entry.element;
        recorded.paints.push({
          tag: element?.tagName.toLowerCase() ?? '',
          inSvg: Boolean(element?.closest('svg')),
          url: entry.url,
          text: (element?.textContent ?? '').trim().slice(0, 80),
          size: entry.size,
          startTime: entry.startTime,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(() => {
    const data = (window as unknown as { __e2ePerformance?: Recorded }).__e2ePerformance;
    if (!data) throw new Error('recordPerformance(page) was not called before the page loaded');
    return data;
  });
}

/** Every layout shift so far, and the CLS they add up to (shifts right after input excluded, as CLS does). */
export async function layoutShifts(page: Page) {
  const { shifts, supported } = await recorded(page);
  if (!supported.includes('layout-shift')) throw new Error('This browser does not report layout shifts');
  const counted = shifts.filter((shift) => !shift.hadRecentInput);
  return { cls: counted.reduce((sum, shift) => sum + shift.value, 0), shifts: counted };
}

/** The current largest-contentful-paint candidate (the last one reported). */
export async function largestContentfulPaint(page: Page): Promise<Paint> {
  const { paints, supported } = await recorded(page);
  if (!supported.includes('largest-contentful-paint')) throw new Error('This browser does not report LCP');
  const last = paints.at(-1);
  if (!last) throw new Error('No largest-contentful-paint entry yet');
  return last;
}

/**
 * Scrolls the page to its bottom a viewport at a time, without input (so every shift counts),
 * letting each position render, until the bottom stays the bottom (lazy parts may grow it).
 */
export async function scrollThroughToBottom(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const step = Math.round(window.innerHeight * 0.8);
    let stillAtBottom = 0;
    while (stillAtBottom < 5) {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo({ top: Math.min(window.scrollY + step, max), behavior: 'instant' });
      await frame();
      stillAtBottom = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1 ? stillAtBottom + 1 : 0;
    }
  });
}

/**
 * Waits until the page has started no new request for `quietMs` (measured in the page from
 * its resource timeline), so that whatever a scroll or a timer set loading has arrived.
 */
export async function networkQuiet(page: Page, quietMs = 500) {
  await page.waitForFunction(
    (quiet) => {
      const state = window as unknown as { __e2eQuiet?: { count: number; since: number } };
      const count = performance.getEntriesByType('resource').length;
      const now = performance.now();
      if (!state.__e2eQuiet || state.__e2eQuiet.count !== count) state.__e2eQuiet = { count, since: now };
      return now - state.__e2eQuiet.since >= quiet;
    },
    quietMs,
    { polling: 100 },
  );
}
