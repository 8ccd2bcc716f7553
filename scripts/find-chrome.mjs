// The one place that decides which Chromium the browser tests drive:
// `node scripts/find-chrome.mjs` prints its path (or how to install one, and exits 1).
// Run by playwright.config.ts and by .ci/run, imported by scripts/lighthouse.mjs, so all agree. Never downloads a
// browser: looks, in order, at CHROME_PATH, Playwright's own cache, then system paths.
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const CHROME_INSTALL_HINT = [
  'No Chromium found for the browser tests (they never download one).',
  'Install one:   sudo apt-get update && sudo apt-get install -y chromium',
  'or point at any Chrome/Chromium binary:   CHROME_PATH=/path/to/chrome npm test',
].join('\n');

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

// Inside each `chromium-<revision>` folder of Playwright's cache (Linux layouts, newest first).
const CACHE_BINARIES = ['chrome-linux64/chrome', 'chrome-linux/chrome'];

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function fromPlaywrightCache() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  let folders;
  try {
    folders = readdirSync(cache).filter((name) => /^chromium-\d+$/.test(name));
  } catch {
    return null;
  }
  /** @param {string} name */
  const revision = (name) => Number(name.slice('chromium-'.length));
  folders.sort((a, b) => revision(b) - revision(a));
  for (const folder of folders) {
    const found = CACHE_BINARIES.map((binary) => join(cache, folder, binary)).find(isExecutable);
    if (found) return found;
  }
  return null;
}

/** The Chromium to use, or null when there is none. A CHROME_PATH that is set but wrong is an error. */
function findChrome() {
  const explicit = process.env.CHROME_PATH;
  if (explicit) {
    if (isExecutable(explicit)) return explicit;
    throw new Error(`CHROME_PATH=${explicit} is not an executable file.\n\n${CHROME_INSTALL_HINT}`);
  }
  return fromPlaywrightCache() ?? SYSTEM_PATHS.find(isExecutable) ?? null;
}

/** The Chromium's path; when there is none, says how to get one and exits 1. */
export function requireChrome() {
  try {
    const found = findChrome();
    if (!found) throw new Error(CHROME_INSTALL_HINT);
    return found;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(requireChrome());
