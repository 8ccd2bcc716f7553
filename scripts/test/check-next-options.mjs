// `npm run check:next-options`: does the post-build step (scripts/build/finish-export.mjs) survive the
// supported Next options that change how pages load their scripts?
//
//   crossorigin    next.config crossOrigin: 'anonymous' (adds crossorigin="anonymous" to the tags)
//   deployment-id  next.config deploymentId (adds ?dpl=<id> to every script URL)
//   webpack        `next build --webpack` (webpack's runtime and tags instead of Turbopack's)
//
// Each build goes to an export of its own (out-option-<name>/, beside out/, which stays as it was),
// is finished like out/, and served on a port of its own for the browser tests. Two forms:
//
//   (default)  what `npm test` runs: one build with the three options at once (webpack, with
//              crossorigin and deployment-id), and the browser tests that prove the post-build step
//              on it (scripts after the first paint and hydration on both roots, the CSP meta of
//              each page, a start-up script retried and one that never loads), desktop only. The
//              tags Turbopack writes without the options are the ones every other browser test
//              meets in out/; Turbopack with each option is in --full. (Until 2026-11-28 two builds,
//              Turbopack with both options and webpack alone: 45 s, against 29 s for this one.)
//   --full     each option on a build of its own, with the render, CSP and boot specs whole
//              (about 1.5 minutes an option): before upgrading Next or changing next.config.ts.
//
// `--only=<name>` runs one build; `--keep` leaves the exports for a look; `--json=FILE` writes the
// test counts that scripts/test/test.mjs sums (a failed build counts as one failed test). Ports:
// E2E_OPTIONS_PORT (3295) and the next one. Exits 1 when any build or test fails, naming it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nginxConfPath } from '../build/security-headers.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const SPECS = ['__tests__/e2e/render.spec.ts', '__tests__/e2e/security-headers.spec.ts', '__tests__/e2e/boot-failure.spec.ts'];

/**
 * The tests of those specs the default form runs: what the post-build step changes on a page, on
 * the home page, the roadmap and the 404 page.
 */
export const FOCUSED_TESTS = [
  'requested after the first contentful paint', // render: Next's scripts after the paint, each once, hydrating
  'one header policy for every path', // CSP: each page's meta allows its own scripts only
  '/pagina-que-nao-existe/: hydration', // the 404 page (global-not-found, a root of its own) hydrates under the CSP
  'once: it is tried again', // boot: a script that fails once is retried
  'for good \\(the bundler runtime\\)', // boot: the runtime chunk (Turbopack's or webpack's) never loads
];

/** @typedef {{ name: string, env: Record<string, string>, args: string[] }} Build */

/** @type {Build[]} Every option on a build of its own (`--full`). */
export const OPTIONS = [
  { name: 'crossorigin', env: { NEXT_CROSS_ORIGIN: 'anonymous' }, args: [] },
  { name: 'deployment-id', env: { NEXT_DEPLOYMENT_ID: 'check-next-options' }, args: [] },
  { name: 'webpack', env: {}, args: ['--webpack'] },
];

/** @type {Build[]} The default form's one build: the three options at once. */
export const FOCUSED = [
  { name: 'webpack+crossorigin+deployment-id', env: { NEXT_CROSS_ORIGIN: 'anonymous', NEXT_DEPLOYMENT_ID: 'check-next-options' }, args: ['--webpack'] },
];

/**
 * Runs a command with its output held back (two run at once).
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env
 * @returns {Promise<{ ok: boolean, output: string, seconds: number }>}
 */
function run(argv, env) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, argv, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => done({ ok: status === 0, output, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

/**
 * Every test title in a Playwright JSON report.
 * @param {{ specs?: { title: string }[], suites?: unknown[] }[]} suites
 * @returns {string[]}
 */
function specTitles(suites = []) {
  return suites.flatMap((suite) => [...(suite.specs ?? []).map((spec) => spec.title), ...specTitles(/** @type {typeof suites} */ (suite.suites))]);
}

/** @param {string} text @param {number} lines */
const tail = (text, lines) => text.split('\n').slice(-lines).join('\n');

/**
 * Builds and finishes one export; resolves to its environment, or null when the build failed.
 * @param {Build} build
 */
async function buildExport(build) {
  const dir = `out-option-${build.name.replace(/\W+/g, '-')}`;
  // Types are checked by `npm test` itself; these builds are about the export.
  const env = { ...build.env, EXPORT_DIR: dir, NEXT_TELEMETRY_DISABLED: '1', SKIP_BUILD_TYPECHECK: '1' };
  const next = await run([join(ROOT, 'node_modules/next/dist/bin/next'), 'build', ...build.args], env);
  const finish = next.ok ? await run([join(ROOT, 'scripts/build/finish-export.mjs'), dir], env) : { ok: false, output: '', seconds: 0 };
  const seconds = next.seconds + finish.seconds;
  if (!next.ok || !finish.ok) {
    console.log(`check-next-options: ${build.name}: the build failed (${seconds} s)\n${tail(next.ok ? finish.output : next.output, 25)}`);
    return null;
  }
  console.log(`check-next-options: ${build.name}: built ${dir}/ in ${seconds} s; testing`);
  return { dir, env };
}

/**
 * @param {Build} build
 * @param {{ dir: string, env: Record<string, string> }} built
 * @param {{ port: number, full: boolean, keep: boolean }} how
 * @returns {Promise<{ line: string, passed: number, failed: number }>}
 */
async function testExport(build, built, how) {
  const report = join(ROOT, 'test-results', 'next-options', `${built.dir}.json`);
  mkdirSync(join(report, '..'), { recursive: true });
  rmSync(report, { force: true });
  const focus = how.full ? [] : ['--project=desktop', `--grep=${FOCUSED_TESTS.join('|')}`];
  const tests = await run(
    [join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', ...SPECS, ...focus, '--reporter=list,json', `--output=test-results/next-options/${built.dir}`],
    { ...built.env, E2E_EXPORT_DIR: built.dir, E2E_PORT: String(how.port), PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  );
  let passed = 0;
  let failed = tests.ok ? 0 : 1;
  /** @type {string[]} */
  let unmatched = [];
  if (existsSync(report)) {
    const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
    passed = stats.expected + stats.flaky;
    failed = stats.unexpected + stats.skipped || failed;
    // A test renamed away from the focus would silently drop out of it: each pattern must match.
    const titles = specTitles(suites);
    if (!how.full) unmatched = FOCUSED_TESTS.filter((pattern) => !titles.some((title) => new RegExp(pattern).test(title)));
  }
  if (unmatched.length) {
    failed++;
    console.log(`check-next-options: ${build.name}: no test matched ${unmatched.join(', ')} (update FOCUSED_TESTS)`);
  }
  if (failed) console.log(`check-next-options: ${build.name}: tests failed\n${tail(tests.output, 60)}`);
  if (!how.keep) for (const path of [join(ROOT, built.dir), nginxConfPath(join(ROOT, built.dir))]) rmSync(path, { recursive: true, force: true });
  return { line: `${build.name}: ${failed ? 'FAILED' : 'passed'} (${passed} passed, ${failed} failed; tests ${tests.seconds} s)`, passed, failed };
}

async function main() {
  const full = process.argv.includes('--full');
  const keep = process.argv.includes('--keep');
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const json = process.argv.find((arg) => arg.startsWith('--json='))?.slice('--json='.length);
  const all = full ? OPTIONS : FOCUSED;
  const chosen = all.filter((build) => !only || build.name === only);
  if (chosen.length === 0) throw new Error(`check-next-options: no build named ${only} (${all.map((build) => build.name).join(', ')})`);
  const basePort = Number(process.env.E2E_OPTIONS_PORT ?? 3295);
  const started = Date.now();

  /** @type {Promise<{ line: string, passed: number, failed: number }>[]} */
  const results = [];
  // One build at a time (they share Next's .next folder); a build's tests run while the next builds.
  for (const [index, build] of chosen.entries()) {
    const built = await buildExport(build);
    results.push(
      built
        ? testExport(build, built, { port: basePort + index, full, keep })
        : Promise.resolve({ line: `${build.name}: the build FAILED`, passed: 0, failed: 1 }),
    );
  }
  const done = await Promise.all(results);
  const passed = done.reduce((sum, result) => sum + result.passed, 0);
  const failed = done.reduce((sum, result) => sum + result.failed, 0);
  if (json) writeFileSync(json, JSON.stringify({ passed, failed }));
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(['check-next-options:', ...done.map((result) => `  ${result.line}`), `  ${seconds} s in all`].join('\n'));
  return failed === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
