// `node scripts/measure/measure-menu.mjs [dir]`: how soon a phone visitor can open the mobile menu.
//
// On Lighthouse's mobile profile (390 × 844 touch screen, CPU 4× slower, "slow 4G" applied in
// the browser: 562.5 ms latency, 1,474.56 kbit/s down, 675 kbit/s up), it opens `/` with an
// empty cache and taps the menu button as soon as it is on screen, again and again, until the
// menu opens. It reports, in ms from navigation start on the page's clock:
//   visible: the first frame that shows the button;
//   first:   the first tap (later than `visible` by the harness's own round trips, about
//            0.5 s on this profile: the page's main thread is busy answering them);
//   usable:  the tap that opened the menu;
//   dead:    usable − first, the time in which taps on the visible button were lost;
//   lost:    taps that did nothing.
// Medians of RUNS runs (default 5). The export in `dir` (default out/) is served like
// `npm start --static` serves it. Not part of npm test (docs/performance.md has the results).
import { chromium } from '@playwright/test';
import { resolve } from 'node:path';
import { requireChrome } from '../test/find-chrome.mjs';
import { serveOut } from '../serve/serve-out.mjs';

const root = new URL('../..', import.meta.url).pathname;
const dir = resolve(root, process.argv[2] || 'out');
const RUNS = Number(process.env.RUNS || 5);
const PORT = Number(process.env.PORT || 4183);
const MENU_BUTTON = 'button[aria-controls="menu-principal"]';
const MENU_LIST = '#menu-principal';

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const server = serveOut({ root: dir, host: '127.0.0.1', port: PORT });
await new Promise((done) => server.once('listening', done));
const browser = await chromium.launch({ executablePath: requireChrome() });

/** @returns {Promise<{ visible: number, first: number, usable: number, lost: number }>} */
async function once() {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.addInitScript((selector) => {
    const mark = { visible: /** @type {number | null} */ (null) };
    Object.assign(window, { __menuMark: mark });
    const look = () => {
      const button = document.querySelector(selector);
      if (button && button.checkVisibility() && button.getBoundingClientRect().width > 0) mark.visible = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, MENU_BUTTON);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'commit' });

  let lost = 0;
  let first = NaN;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const box = await page
      .locator(MENU_BUTTON)
      .boundingBox({ timeout: 50 })
      .catch(() => null);
    const visible = await page.evaluate(() => /** @type {{ __menuMark: { visible: number | null } }} */ (/** @type {unknown} */ (window)).__menuMark.visible);
    if (!box || visible === null) {
      await page.waitForTimeout(10);
      continue;
    }
    const at = await page.evaluate(() => performance.now());
    if (Number.isNaN(first)) first = at;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const opened = await page
      .locator(MENU_LIST)
      .waitFor({ state: 'visible', timeout: 150 })
      .then(
        () => true,
        () => false,
      );
    if (opened) {
      await context.close();
      return { visible, first, usable: at, lost };
    }
    lost++;
  }
  await context.close();
  throw new Error('the menu did not open within 60 s');
}

try {
  /** @type {{ visible: number, first: number, usable: number, lost: number }[]} */
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await once();
    runs.push(result);
    console.log(
      `run ${run + 1}: visible ${result.visible.toFixed(0)} ms, first tap ${result.first.toFixed(0)} ms, usable ${result.usable.toFixed(0)} ms, dead ${(result.usable - result.first).toFixed(0)} ms, ${result.lost} tap(s) lost`,
    );
  }
  const m = (/** @type {(r: (typeof runs)[number]) => number} */ pick) => median(runs.map(pick)).toFixed(0);
  console.log(
    `median of ${RUNS} (${dir}): visible ${m((r) => r.visible)} ms, first tap ${m((r) => r.first)} ms, usable ${m((r) => r.usable)} ms, dead ${m((r) => r.usable - r.first)} ms, lost taps ${m((r) => r.lost)}`,
  );
} finally {
  await browser.close();
  server.close();
}
