// `npm run lighthouse`: Lighthouse 12 in mobile mode against the built site served like
// `npm start` serves it (scripts/serve/serve-out.mjs: headers of out/_headers, gzip), and against
// the bare App Router page (the floor, built from this project's next/react by
// scripts/measure/measure-floor.mjs) served the same way in the same run, so the two read side by
// side. Median of RUNS runs per page; reports in .lighthouse/. Not part of npm test.
//   Lighthouse is not a dependency of the project (about 40 MB that every `npm ci` of CI
//   installed for this one command): the first run installs the pinned version into
//   .lighthouse/tool/ (from the npm registry, about 30 s) and later runs reuse it.
//   LIGHTHOUSE_SITE_DIR measures another export than out/; LIGHTHOUSE_PATHS the pages beside / and the roadmap. PORT (default 4180) serves it, FLOOR_PORT (default PORT + 1) the floor; RUNS (5). Not
//   PORT + 10: 4190 is on the fetch spec's list of bad ports, which Node and Chromium refuse.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { requireChrome } from '../test/find-chrome.mjs';
import { buildBareApp } from './measure-floor.mjs';
import { serveOut } from '../serve/serve-out.mjs';

const root = new URL('../..', import.meta.url).pathname;
const PORT = Number(process.env.PORT || 4180);
const FLOOR_PORT = Number(process.env.FLOOR_PORT || PORT + 1);
const RUNS = Number(process.env.RUNS || 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const reports = join(root, '.lighthouse');
/** Lighthouse 12: 13 needs Node 22. */
export const LIGHTHOUSE_VERSION = '12.8.2';
const TOOL = join(reports, 'tool');

/**
 * The pinned Lighthouse, installed on first use into .lighthouse/tool/, and the chrome-launcher it
 * depends on, loaded from there.
 * @returns {Promise<{ lighthouse: LighthouseRun, chromeLauncher: { launch: (options: { chromePath: string, chromeFlags: string[] }) => Promise<{ port: number, kill: () => Promise<void> | void }> } }>}
 */
async function loadLighthouse() {
  const installed = join(TOOL, 'node_modules', 'lighthouse', 'package.json');
  const version = existsSync(installed) ? JSON.parse(readFileSync(installed, 'utf8')).version : null;
  if (version !== LIGHTHOUSE_VERSION) {
    console.log(`Installing Lighthouse ${LIGHTHOUSE_VERSION} into ${TOOL} (once)…`);
    mkdirSync(TOOL, { recursive: true });
    writeFileSync(join(TOOL, 'package.json'), '{ "private": true }\n');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const install = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--no-package-lock', `lighthouse@${LIGHTHOUSE_VERSION}`], {
      cwd: TOOL,
      stdio: 'inherit',
    });
    if (install.status !== 0) throw new Error(`lighthouse: npm install lighthouse@${LIGHTHOUSE_VERSION} failed in ${TOOL}`);
  }
  const require = createRequire(join(TOOL, 'package.json'));
  const fromTool = (/** @type {string} */ name) => import(pathToFileURL(require.resolve(name)).href);
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([fromTool('lighthouse'), fromTool('chrome-launcher')]);
  return { lighthouse, chromeLauncher };
}

/**
 * @param {string} dir
 * @param {number} port
 * @returns {Promise<import('node:http').Server>}
 */
function serve(dir, port) {
  return new Promise((done, fail) => {
    const server = serveOut({ root: dir, host: '127.0.0.1', port });
    server.once('error', fail);
    server.once('listening', () => done(server));
  });
}

/** The servers are listening once serve() resolves: each page must be there, with 200. */
/** @param {string} url */
async function expectPage(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * @typedef {{
 *   scores: Record<string, number>,
 *   fcp: number,
 *   lcp: number,
 *   tbt: number,
 *   cls: number,
 *   benchmark: number,
 *   lcpElement: string,
 *   failed: string[],
 * }} Row
 */

/**
 * What this script reads of a Lighthouse result (its `lhr`): Lighthouse is installed on demand, so
 * its own types are not in the project.
 * @typedef {{
 *   lighthouseVersion: string,
 *   runtimeError?: { code: string, message: string },
 *   environment: { benchmarkIndex: number },
 *   audits: Record<string, { numericValue?: number, score?: number | null, details?: unknown } | undefined>,
 *   categories: Record<string, { score?: number | null, auditRefs?: { id: string, weight: number }[] } | undefined>,
 * }} LighthouseResult
 * @typedef {(url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseResult, report: string | string[] } | undefined>} LighthouseRun
 */

/**
 * The figures of one run.
 * @param {LighthouseResult} lhr
 * @returns {Row}
 */
function summary(lhr) {
  /** @param {string} id */
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const details = /** @type {{ items?: { items?: { node?: { nodeLabel?: string, snippet?: string } }[] }[] } | undefined} */ (
    lhr.audits['largest-contentful-paint-element']?.details
  );
  const lcpItem = details?.items?.[0]?.items?.[0]?.node;
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    benchmark: Math.round(lhr.environment.benchmarkIndex),
    lcpElement: lcpItem ? `${lcpItem.nodeLabel} ‹${lcpItem.snippet?.slice(0, 60)}›` : 'n/a',
    failed: CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${c}: ${ref.id}`),
    ),
  };
}

/** The export to measure: out/, or another one (e.g. a build with the content fixture). */
const siteDir = process.env.LIGHTHOUSE_SITE_DIR ? resolve(process.env.LIGHTHOUSE_SITE_DIR) : join(root, 'out');
if (!existsSync(join(siteDir, 'index.html'))) {
  console.log('No build in out/: building…');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } }).status !== 0) process.exit(1);
}
// The same Chromium as the browser tests (CHROME_PATH, Playwright's cache, system paths).
const chromePath = requireChrome();
const { lighthouse, chromeLauncher } = await loadLighthouse();
console.log('Building the bare App Router page (the floor)…');
const floorDir = buildBareApp();

const servers = await Promise.all([serve(siteDir, PORT), serve(join(floorDir, 'out'), FLOOR_PORT)]);
const targets = [
  { name: 'floor (bare page)', url: `http://127.0.0.1:${FLOOR_PORT}/` },
  { name: '/', url: `http://127.0.0.1:${PORT}/` },
  { name: '/novas-implementacoes/', url: `http://127.0.0.1:${PORT}/novas-implementacoes/` },
  // One page of each kind built from data (a city, the city hub, a service, the frequent questions),
  // or the paths LIGHTHOUSE_PATHS lists (comma-separated).
  ...(process.env.LIGHTHOUSE_PATHS ?? '/energia-solar/cambe/,/energia-solar/,/servicos/usinas-consumo-proprio/,/perguntas-frequentes/')
    .split(',')
    .filter(Boolean)
    .map((path) => ({ name: path, url: `http://127.0.0.1:${PORT}${path}` })),
];
const flags = ['--headless=new', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
if (process.getuid?.() === 0) flags.push('--no-sandbox');

let chrome;
let version = '';
/** @type {(Row & { name: string })[]} */
const rows = [];
try {
  await Promise.all(targets.map((t) => expectPage(t.url)));
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  mkdirSync(reports, { recursive: true });
  // Runs interleave the pages, so a busy moment on the machine weighs on all of them.
  /** @type {Map<(typeof targets)[number], Row[]>} */
  const runs = new Map(targets.map((t) => [t, []]));
  for (let run = 1; run <= RUNS; run++) {
    for (const target of targets) {
      // A run Lighthouse itself could not read (a runtimeError such as NO_NAVSTART, which this machine
      // gives now and then) has no scores: it is run again rather than counted as a performance of 0.
      let result;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(target.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
        if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
        const error = result.lhr.runtimeError;
        if (!error) break;
        if (attempt === 3) throw new Error(`Lighthouse failed ${attempt} times on ${target.url}: ${error.code} ${error.message}`);
        console.log(`run ${run}/${RUNS} ${target.name}: Lighthouse error ${error.code}, running it again`);
      }
      writeFileSync(join(reports, `${target.name.replace(/\W+/g, '_')}-${run}.json`), String(result.report));
      version = result.lhr.lighthouseVersion;
      const row = summary(result.lhr);
      runs.get(target)?.push(row);
      console.log(`run ${run}/${RUNS} ${target.name}: performance ${row.scores.performance} (CPU benchmark ${row.benchmark})`);
    }
  }
  for (const target of targets) {
    const own = runs.get(target) ?? [];
    /** @param {(row: Row) => number} f */
    const pick = (f) => median(own.map(f));
    rows.push({
      name: target.name,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, pick((r) => r.scores[c] ?? 0)])),
      fcp: pick((r) => r.fcp),
      lcp: pick((r) => r.lcp),
      tbt: pick((r) => r.tbt),
      cls: pick((r) => r.cls),
      benchmark: pick((r) => r.benchmark),
      lcpElement: own[0]?.lcpElement ?? 'n/a',
      failed: [...new Set(own.flatMap((r) => r.failed))],
    });
  }
} finally {
  await chrome?.kill();
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  rmSync(floorDir, { recursive: true, force: true });
}

/** @param {number} v */
const ms = (v) => `${Math.round(v)} ms`.padStart(8);
console.log(`\nLighthouse ${version}, mobile (simulated throttling), median of ${RUNS} runs per page (each figure on its own)`);
console.log(`${'page'.padEnd(24)} perf  a11y  b.p.   seo       FCP      LCP      TBT    CLS  CPU benchmark`);
for (const r of rows) {
  const s = r.scores;
  console.log(
    `${r.name.padEnd(24)} ${String(s.performance).padStart(4)}  ${String(s.accessibility).padStart(4)}  ${String(s['best-practices']).padStart(4)}  ` +
      `${String(s.seo).padStart(4)}  ${ms(r.fcp)} ${ms(r.lcp)} ${ms(r.tbt)}  ${r.cls.toFixed(3)}  ${r.benchmark}`,
  );
}
console.log('\nLargest contentful paint element (first run):');
for (const r of rows) console.log(`  ${r.name}: ${r.lcpElement}`);
const site = rows.filter((r) => !r.name.startsWith('floor'));
const misses = site.flatMap((r) => r.failed.map((f) => `  ${r.name} ${f}`));
if (misses.length) console.log(`\nAudits below 100 outside performance:\n${misses.join('\n')}`);
console.log(`\nReports: ${reports}/`);
