import type { Page } from '@playwright/test';
import { HEADER_OFFSET_PX } from '@/content/ui';
import { expect } from './fixtures';

export type Placement = { top: number; bottom: number; scrollY: number; maxScrollY: number };

/** Where an element is now: its box relative to the viewport, and the page's scroll range. */
export function placement(page: Page, id: string): Promise<Placement> {
  return page.evaluate((target) => {
    const element = document.getElementById(target);
    if (!element) throw new Error(`#${target} is not on the page`);
    const { top, bottom } = element.getBoundingClientRect();
    const maxScrollY = document.documentElement.scrollHeight - window.innerHeight;
    return { top, bottom, scrollY: window.scrollY, maxScrollY };
  }, id);
}

/** Instantly (whatever the CSS scroll-behavior) scrolls the page to y. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

const TOLERANCE_PX = 2;

/**
 * The spec's rule: the section's top ends 80px below the viewport top. When the page cannot
 * scroll that far, it ends at that end of its range: at the bottom with the section no higher
 * than 80px (a short last section), or at the top with it no lower (the first section).
 */
export async function expectAtHeaderOffset(page: Page, id: string) {
  await expect
    .poll(
      async () => {
        // Right after a navigation to /#id the new document may not have parsed the section yet.
        const found = await placement(page, id).catch((error: Error) => error.message);
        if (typeof found === 'string') return found;
        const { top, scrollY, maxScrollY } = found;
        const atOffset = Math.abs(top - HEADER_OFFSET_PX) <= TOLERANCE_PX;
        const atBottom = scrollY >= maxScrollY - 1 && top >= HEADER_OFFSET_PX - TOLERANCE_PX;
        const atTop = scrollY <= 0 && top <= HEADER_OFFSET_PX + TOLERANCE_PX;
        return atOffset || atBottom || atTop ? 'in place' : `#${id} top=${top} scrollY=${scrollY} maxScrollY=${maxScrollY}`;
      },
      { message: `#${id} should end ${HEADER_OFFSET_PX}px below the viewport top (or the page at its end)` },
    )
    .toBe('in place');
}

/**
 * Records window.scrollY on every animation frame while `action` runs, until the page has
 * moved and then stayed still for 10 frames. Returns the positions, in order.
 */
export async function recordScroll(page: Page, action: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const recording = { samples: [window.scrollY], done: false };
    Object.assign(window, { __scrollRecording: recording });
    const started = performance.now();
    let still = 0;
    const tick = () => {
      const y = window.scrollY;
      still = y === recording.samples.at(-1) ? still + 1 : 0;
      recording.samples.push(y);
      const moved = recording.samples.some((sample) => sample !== recording.samples[0]);
      if ((moved && still >= 10) || performance.now() - started > 5000) recording.done = true;
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await action();
  const handle = await page.waitForFunction(() => {
    const { __scrollRecording: recording } = window as unknown as { __scrollRecording: { samples: number[]; done: boolean } };
    return recording.done && recording.samples;
  });
  return (await handle.jsonValue()) as number[];
}

/** The distinct positions strictly between the first and the last one. */
export function intermediatePositions(samples: number[]): number[] {
  const start = samples[0] ?? 0;
  const end = samples.at(-1) ?? 0;
  const [low, high] = start < end ? [start, end] : [end, start];
  return [...new Set(samples)].filter((y) => y > low && y < high);
}
