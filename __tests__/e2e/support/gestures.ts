import type { Page } from '@playwright/test';

export type Point = { x: number; y: number };

/** A finger drag upwards (the page would scroll down), through CDP touch events. */
export async function swipeUp(page: Page, from: Point, distance = 300) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y = from.y) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: from.x, y }] });
  const steps = 10;
  await touch('touchStart');
  for (let step = 1; step <= steps; step++) await touch('touchMove', from.y - (distance * step) / steps);
  await touch('touchEnd');
  await cdp.detach();
}

/** A mouse-wheel turn over `at`. */
export async function wheelDown(page: Page, at: Point, delta = 300) {
  await page.mouse.move(at.x, at.y);
  await page.mouse.wheel(0, delta);
}

/** Lets the page render `count` frames, so that a scroll (or its absence) has happened. */
export async function frames(page: Page, count = 10) {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    count,
  );
}

/**
 * A point on the page behind the open mobile menu: outside the header's navigation and
 * with nothing clickable within 32px (Chromium moves a tap to a nearby link), near the
 * bottom of the viewport, in the container's side gutter.
 */
export function pointBehindMenu(page: Page): Promise<Point> {
  return page.evaluate(() => {
    const nav = document.querySelector('header nav');
    const CLICKABLE = 'a, button, input, select, textarea, label, summary, [role="button"]';
    const RADIUS = 32;
    const free = (x: number, y: number) => {
      const element = document.elementFromPoint(x, y);
      return !element || (!nav?.contains(element) && !element.closest(CLICKABLE));
    };
    const x = 8;
    for (let y = window.innerHeight - RADIUS; y > RADIUS; y -= 8) {
      const around = [
        [x, y],
        [x + RADIUS, y],
        [x, y - RADIUS],
        [x, y + RADIUS],
        [x + RADIUS, y - RADIUS],
        [x + RADIUS, y + RADIUS],
      ];
      if (document.elementFromPoint(x, y) && around.every(([ax = 0, ay = 0]) => free(ax, ay))) return { x, y };
    }
    throw new Error('No free point behind the menu');
  });
}
