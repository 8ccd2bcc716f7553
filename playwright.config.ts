import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { scaled } from './__tests__/e2e/support/time-scale';

// Browser tests of the production build: out/ served statically like a CDN would
// (unknown paths get 404.html with status 404), in a system Chromium.

/** The export under test: out/, or another build folder (scripts/test/check-next-options.mjs sets E2E_EXPORT_DIR). */
const EXPORT_DIR = process.env.E2E_EXPORT_DIR ?? 'out';
if (!existsSync(join(__dirname, EXPORT_DIR, 'index.html'))) {
  throw new Error(`The browser tests run against the static build, and ${EXPORT_DIR}/ is missing: run \`npm run build\` first.`);
}

/**
 * The browser, as scripts/test/find-chrome.mjs decides (the same lookup as .ci/run): Chromium's headless
 * shell when there is one, else the full browser (that file says why, with the measurements).
 */
function findChrome(): string {
  try {
    return execFileSync(process.execPath, [join(__dirname, 'scripts', 'test', 'find-chrome.mjs'), '--for-tests'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(stderr || String(error));
  }
}

const PORT = Number(process.env.E2E_PORT ?? 3205);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './__tests__/e2e',
  globalSetup: './__tests__/e2e/support/global-setup.ts',
  // Maps the `server-only` marker of content/ modules that specs import (see that file).
  tsconfig: './__tests__/e2e/tsconfig.json',
  outputDir: './test-results/e2e',
  fullyParallel: true,
  // Playwright's own limits (30 s a test, 5 s an assertion), scaled for the machine like every limit
  // the specs set (support/time-scale.ts says why).
  timeout: scaled(30_000),
  expect: { timeout: scaled(5_000) },
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // This machine (and CI) has 2 cores, but a browser test mostly waits (the 2 s WhatsApp delay,
  // animations, servers, a lead held back on purpose): the suite used under half the CPU with three
  // workers. Measured 2026-11-25 with every export built: 324 s with three workers, 287 s with
  // four, 297 s with five (the lead specs, which share their servers, run one after another).
  // Counted in a cgroup (Chromium's processes included) in CI runs of 2026-11-26, the four workers
  // keep both cores busy from the first test to the last, with the full browser and with its
  // headless shell alike: more workers cannot help; less CPU a test can.
  workers: 4,
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'pt-BR',
    launchOptions: {
      executablePath: findChrome(),
      // Playwright already passes --no-sandbox (needed as root) and most of these;
      // they are repeated so that a change in its defaults cannot bring back the
      // flood of refused connections Chromium's background services cause offline.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
    },
  },
  // Every test runs once, in `desktop`, unless the viewport changes what it proves (the
  // menu, layout, the floating button, touch): tag it `@both` to run it in both projects, or
  // `@mobile` to run it on the phone only. `@desktop` is accepted and means the default.
  // Each project only collects its own tests, so none is ever reported as skipped.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grep: /@mobile|@both/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // The same static server as `npm start`: out/ served like a CDN, with out/_headers applied.
    command: `node scripts/serve/serve-out.mjs --dir ${EXPORT_DIR} --host 127.0.0.1 --port ${PORT}`,
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 30_000,
  },
});
