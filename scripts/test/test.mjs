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

/**
 * The names of a Jest report's failed tests.
 * @param {string} file
 * @returns {string[]}
 */
function jestFailures(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return report.testResults.flatMap((/** @type {any} */ suite) => {
    const path = suite.name.replace(root, '');
    const failed = suite.assertionResults
      .filter((/** @type {any} */ test) => test.status === 'failed')
      .map((/** @type {any} */ test) => `${path} › ${test.fullName}`);
    return failed.length > 0 || suite.status !== 'failed'
      ? failed
      : [
          `${path}: ${
            String(suite.message)
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean)
              .slice(0, 2)
              .join(' ')
              .slice(0, 160) || 'did not run'
          }`,
        ];
  });
}

/**
 * The names of a Playwright report's tests that failed on every try (or were skipped).
 * @param {string} file
 * @returns {string[]}
 */
function playwrightFailures(file) {
  const { suites } = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {string[]} */
  const failed = [];
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected' || test.status === 'skipped') {
          const last = test.results.at(-1);
          const why = last?.error?.message?.split('\n').find(Boolean) ?? test.status;
          failed.push(`${spec.file} › ${spec.title} [${test.projectName}]: ${why.slice(0, 160)}`);
        }
      }
    }
    (suite.suites ?? []).forEach(walk);
  };
  suites.forEach(walk);
  return failed;
}

/**
 * The names of a `{ checks: [{ name, ok, detail }] }` report's failed checks (the byte budgets').
 * @param {string} file
 * @returns {string[]}
 */
function checkFailures(file) {
  const { checks = [] } = JSON.parse(readFileSync(file, 'utf8'));
  return checks.filter((/** @type {any} */ check) => !check.ok).map((/** @type {any} */ check) => `${check.name}: ${String(check.detail).slice(0, 160)}`);
}

/** @typedef {{ name: string, cmd: [string, ...string[]], needsBuild?: boolean, env?: Record<string, string>, counts?: () => Counts, failures?: () => string[], report?: string }} Step */

/**
 * @type {Step[]} Checks of the sources that need no build, run side by side: ESLint and Prettier (`npm run
 * lint` runs the two one after the other), and the type check, which the build follows at once.
 */
const CHECKS = [
  { name: 'eslint', cmd: ['npx', '--no-install', 'eslint', '--max-warnings=0', '.'] },
  { name: 'prettier', cmd: ['npx', '--no-install', 'prettier', '--check', '.'] },
  { name: 'typecheck', cmd: ['npm', 'run', '--silent', 'typecheck'] },
];
/** @type {Step} The build, as soon as the types are checked (it needs nothing of the lint). */
const BUILD = { name: 'build', cmd: ['npm', 'run', '--silent', 'build'] };

/** @type {Step[]} */
const STEPS = [
  {
    name: 'unit',
    cmd: ['npx', '--no-install', 'jest', '--ci', '--json', `--outputFile=${join(results, 'jest.json')}`],
    counts: () => jestCounts(join(results, 'jest.json')),
    failures: () => jestFailures(join(results, 'jest.json')),
    report: join(results, 'jest.json'),
  },
  {
    name: 'e2e',
    needsBuild: true,
    cmd: ['npx', '--no-install', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: join(results, 'playwright.json') },
    counts: () => playwrightCounts(join(results, 'playwright.json')),
    failures: () => playwrightFailures(join(results, 'playwright.json')),
    report: join(results, 'playwright.json'),
  },
  {
    name: 'budget',
    needsBuild: true,
    cmd: ['node', '__tests__/budget/check-budgets.mjs', `--json=${join(results, 'budget.json')}`],
    counts: () => summaryCounts(join(results, 'budget.json')),
    failures: () => checkFailures(join(results, 'budget.json')),
    report: join(results, 'budget.json'),
  },
  {
    // The post-build step against Next's other script shapes (crossOrigin, deploymentId, webpack):
    // one build of its own (webpack, with crossOrigin and deploymentId) and the browser tests that
    // prove the step (docs/testing.md).
    name: 'next-options',
    needsBuild: true,
    cmd: ['node', 'scripts/test/check-next-options.mjs', `--json=${join(results, 'next-options.json')}`],
    counts: () => summaryCounts(join(results, 'next-options.json')),
    report: join(results, 'next-options.json'),
  },
];

const rows = [];
/** @type {string[]} Each failed test's name, for the end of the log. */
const failures = [];

/** @typedef {{ step: Step, status: number | null, output: string, seconds: string }} Run */

/**
 * Runs a check with its output held back, so two at once do not interleave their lines.
 * @param {Step} step
 * @returns {Promise<Run>}
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

/**
 * Prints a held-back step's command and output, once it is done.
 * @param {Run} run
 */
const printRun = ({ step, output }) => console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}${output ? `\n${output.trimEnd()}` : ''}`);

// The three checks side by side; the build starts as soon as the type check passes, beside whatever
// of the lint is left (on 2 cores ESLint alone takes longer than the type check, and the build used to
// wait for it). Each prints its output once it is done, so their lines do not interleave.
console.log(`\n▶ ${CHECKS.map((step) => step.name).join(', ')} side by side, and the build once the types pass`);
/** @type {Promise<Run> | null} */
let building = null;
const checked = await Promise.all(
  CHECKS.map((step) =>
    runHeldBack(step).then((result) => {
      // Types checked once: the three builds that follow (out/, and the browser tests' out-lead/ and
      // out-inbox/) skip Next's second pass over the same files, 15 s each (next.config.ts).
      if (step.name === 'typecheck' && result.status === 0) {
        env.SKIP_BUILD_TYPECHECK = '1';
        building = runHeldBack(BUILD);
      }
      return result;
    }),
  ),
);
checked.forEach(printRun);
const eslint = checked.find((run) => run.step.name === 'eslint');
const prettier = checked.find((run) => run.step.name === 'prettier');
const typecheck = checked.find((run) => run.step.name === 'typecheck');
const lintOk = eslint?.status === 0 && prettier?.status === 0;
rows.push({ name: 'lint', passed: lintOk ? 1 : 0, failed: lintOk ? 0 : 1, note: `ESLint ${eslint?.seconds}s, Prettier ${prettier?.seconds}s` });
rows.push({ name: 'typecheck', passed: typecheck?.status === 0 ? 1 : 0, failed: typecheck?.status === 0 ? 0 : 1, note: `${typecheck?.seconds}s` });

// The build ran beside the lint; its output and row come now, before the unit tests. With the types
// failing it runs now, checking them itself, so its output says what is wrong.
const built = (await /** @type {Promise<Run> | null} */ (building)) ?? (await runHeldBack(BUILD));
printRun(built);
rows.push({
  name: 'build',
  passed: built.status === 0 ? 1 : 0,
  failed: built.status === 0 ? 0 : 1,
  note: `${built.seconds}s${building ? ', beside the lint' : ''}`,
});
for (const step of STEPS) {
  if (step.needsBuild && built.status !== 0) {
    rows.push({ name: step.name, passed: 0, failed: 1, note: 'not run: build failed' });
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
  if (counts.failed > 0 && step.failures && step.report && existsSync(step.report)) {
    try {
      failures.push(...step.failures().map((name) => `${step.name}: ${name}`));
    } catch (error) {
      failures.push(`${step.name}: its report could not be read (${String(error)})`);
    }
  }
}

// What failed, by name, just above the table: the end of a long log is what a CI page shows.
if (failures.length > 0) {
  console.log(`\nFailed (${failures.length}):`);
  for (const line of failures.slice(0, 40)) console.log(`  ${line}`);
  if (failures.length > 40) console.log(`  … and ${failures.length - 40} more (test-results/)`);
}

console.log('\nStep         passed  failed  note');
for (const row of rows) {
  console.log(`${row.name.padEnd(12)} ${String(row.passed).padStart(6)}  ${String(row.failed).padStart(6)}  ${row.note}`);
}
const passed = rows.reduce((sum, row) => sum + row.passed, 0);
const failed = rows.reduce((sum, row) => sum + row.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
