// `npm test`: every check the project has, in order, then one closing line
// `N passed, N failed` that sums them. Lint, type check and build count as one
// check each; Jest and Playwright count their test cases. A step that cannot run
// because an earlier one failed is counted as failed, never as skipped.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };

/** Counts from a Jest --json report. */
/** @typedef {{ passed: number, failed: number }} Counts */

/**
 * @param {string} file
 * @returns {Counts}
 */
function jestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites };
}

/**
 * Counts from a `{ passed, failed }` JSON: the byte budgets' (one check per route per budget line)
 * and check-next-options' (its browser tests, a failed build as one).
 * @param {string} file
 * @returns {Counts}
 */
function summaryCounts(file) {
  const { passed, failed } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed, failed };
}

/** Counts from Playwright's JSON reporter: flaky counts as passed, skipped as failed. */
/**
 * @param {string} file
 * @returns {Counts}
 */
function playwrightCounts(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected + stats.skipped };
}

/** @typedef {{ name: string, cmd: [string, ...string[]], gate?: boolean, env?: Record<string, string>, counts?: () => Counts, report?: string }} Step */

/** @type {Step[]} Checks of the sources that need no build, run side by side (each is one process on this 2-core machine). */
const CHECKS = [
  { name: 'lint', cmd: ['npm', 'run', '--silent', 'lint'] },
  { name: 'typecheck', cmd: ['npm', 'run', '--silent', 'typecheck'] },
];

/** @type {Step[]} */
const STEPS = [
  {
    name: 'unit',
    cmd: ['npx', '--no-install', 'jest', '--ci', '--json', `--outputFile=${join(results, 'jest.json')}`],
    counts: () => jestCounts(join(results, 'jest.json')),
    report: join(results, 'jest.json'),
  },
  { name: 'build', cmd: ['npm', 'run', '--silent', 'build'], gate: true },
  {
    name: 'e2e',
    cmd: ['npx', '--no-install', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: join(results, 'playwright.json') },
    counts: () => playwrightCounts(join(results, 'playwright.json')),
    report: join(results, 'playwright.json'),
  },
  {
    name: 'budget',
    cmd: ['node', '__tests__/budget/check-budgets.mjs', `--json=${join(results, 'budget.json')}`],
    counts: () => summaryCounts(join(results, 'budget.json')),
    report: join(results, 'budget.json'),
  },
  {
    // The post-build step against Next's other script shapes (crossOrigin, deploymentId, webpack):
    // two builds of their own and the browser tests that prove the step (docs/testing.md).
    name: 'next-options',
    cmd: ['node', 'scripts/test/check-next-options.mjs', `--json=${join(results, 'next-options.json')}`],
    counts: () => summaryCounts(join(results, 'next-options.json')),
    report: join(results, 'next-options.json'),
  },
];

const rows = [];

/**
 * Runs a check with its output held back, so two at once do not interleave their lines.
 * @param {Step} step
 * @returns {Promise<{ step: Step, status: number | null, output: string, seconds: string }>}
 */
function runHeldBack(step) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), { cwd: root, env: { ...env, ...step.env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => done({ step, status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
  });
}

console.log(`\n▶ ${CHECKS.map((step) => step.name).join(' and ')}, side by side`);
for (const { step, status, output, seconds } of await Promise.all(CHECKS.map(runHeldBack))) {
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}${output ? `\n${output.trimEnd()}` : ''}`);
  rows.push({ name: step.name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, note: `${seconds}s` });
  // Types checked once: the three builds that follow (out/, and the browser tests' out-lead/ and
  // out-inbox/) skip Next's second pass over the same files, 15 s each (next.config.ts).
  if (step.name === 'typecheck' && status === 0) env.SKIP_BUILD_TYPECHECK = '1';
}

let blocked = null;
for (const step of STEPS) {
  if (blocked) {
    rows.push({ name: step.name, passed: 0, failed: 1, note: `not run: ${blocked} failed` });
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit', env: { ...env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts = run.status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (step.counts && step.report && existsSync(step.report)) {
    counts = step.counts();
    // A runner that crashed after writing its report still failed.
    if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
  }
  rows.push({ name: step.name, ...counts, note: `${seconds}s` });
  if (run.status !== 0 && step.gate) blocked = step.name;
}

console.log('\nStep         passed  failed  note');
for (const row of rows) {
  console.log(`${row.name.padEnd(12)} ${String(row.passed).padStart(6)}  ${String(row.failed).padStart(6)}  ${row.note}`);
}
const passed = rows.reduce((sum, row) => sum + row.passed, 0);
const failed = rows.reduce((sum, row) => sum + row.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
