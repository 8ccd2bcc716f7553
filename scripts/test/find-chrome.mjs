// The one place that decides which Chromium runs: `node scripts/test/find-chrome.mjs` prints the full
// browser's path (Lighthouse, scripts/measure/measure-menu.mjs), `--for-tests` the one the browser tests
// drive, `--headless-shell` only Chromium's headless shell (exit 1 without one). Run by
// playwright.config.ts and by .ci/run, imported by scripts/measure/lighthouse.mjs, so all agree. Never
// downloads a browser: looks, in order, at CHROME_PATH, Playwright's own cache, then system paths.
//
// The browser tests drive the headless shell when there is one (Debian's chromium-headless-shell):
// the same Chromium release without the full browser's UI layers, and what Playwright itself runs
// for headless Chromium. Measured 2026-11-26 on this 2-core machine, the same 118 tests (four
// specs, then three more) passed on both: 116 CPU-s against 204 with the full browser, and 139
// against 178. Without one they drive the full browser.
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const CHROME_INSTALL_HINT = [
  'No Chromium found for the browser tests (they never download one).',
  'Install one:   sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell',
  'or point at any Chrome/Chromium binary:   CHROME_PATH=/path/to/chrome npm test',
].join('\n');

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const SYSTEM_SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];

// Inside each `chromium-<revision>` folder of Playwright's cache (Linux layouts, newest first).
const CACHE_BINARIES = ['chrome-linux64/chrome', 'chrome-linux/chrome'];
// Inside each `chromium_headless_shell-<revision>` folder.
const CACHE_SHELL_BINARIES = ['chrome-headless-shell-linux64/chrome-headless-shell', 'chrome-linux/headless_shell'];

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * @param {string} prefix `chromium` or `chromium_headless_shell`
 * @param {string[]} binaries
 */
function fromPlaywrightCache(prefix, binaries) {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  let folders;
  try {
    folders = readdirSync(cache).filter((name) => name.startsWith(`${prefix}-`) && /^\d+$/.test(name.slice(prefix.length + 1)));
  } catch {
    return null;
  }
  /** @param {string} name */
  const revision = (name) => Number(name.slice(prefix.length + 1));
  folders.sort((a, b) => revision(b) - revision(a));
  for (const folder of folders) {
    const found = binaries.map((binary) => join(cache, folder, binary)).find(isExecutable);
    if (found) return found;
  }
  return null;
}

/** @typedef {'browser' | 'tests' | 'shell'} Use the full browser, the browser tests' choice, or the headless shell only */

/**
 * The Chromium to use, or null when there is none. A CHROME_PATH that is set but wrong is an error.
 * @param {Use} use
 */
function findChrome(use) {
  const explicit = process.env.CHROME_PATH;
  if (explicit) {
    if (isExecutable(explicit)) return explicit;
    throw new Error(`CHROME_PATH=${explicit} is not an executable file.\n\n${CHROME_INSTALL_HINT}`);
  }
  const shell = use === 'browser' ? null : (fromPlaywrightCache('chromium_headless_shell', CACHE_SHELL_BINARIES) ?? SYSTEM_SHELL_PATHS.find(isExecutable));
  if (shell || use === 'shell') return shell ?? null;
  return fromPlaywrightCache('chromium', CACHE_BINARIES) ?? SYSTEM_PATHS.find(isExecutable) ?? null;
}

/**
 * The Chromium's path; when there is none, says how to get one and exits 1.
 * @param {Use} [use] the full browser (default), the browser tests' choice, or the headless shell only
 */
export function requireChrome(use = 'browser') {
  try {
    const found = findChrome(use);
    if (!found) throw new Error(use === 'shell' ? 'No Chromium headless shell found.' : CHROME_INSTALL_HINT);
    return found;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = process.argv[2];
  /** @type {Record<string, Use>} */
  const uses = { '--for-tests': 'tests', '--headless-shell': 'shell' };
  if (flag !== undefined && !(flag in uses)) {
    console.error(`find-chrome: unknown option ${flag} (--for-tests, --headless-shell, or none for the full browser)`);
    process.exit(2);
  }
  console.log(requireChrome(flag === undefined ? 'browser' : uses[flag]));
}
