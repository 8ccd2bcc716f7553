// `npm run check:next-canary [-- --tag=<dist-tag or version>]`: would the next release of Next
// break the build or its post-build step? In a temporary copy of the repository (the files git
// tracks: the repository needs nothing beside it), it installs the locked dependencies, then
// next@<tag> (default `canary`; `latest` or a version such as 16.5.0 work too) and the matching
// eslint-config-next, builds (`npm run build`: Next, then scripts/build/finish-export.mjs) and runs
// the render and CSP browser tests on that export. The working copy is never touched.
//
// It needs the npm registry and a few minutes (an install, a build, two specs). It prints the
// version it tried and each step's result; on a failure it keeps the copy and says where, so the
// breakage can be read before an upgrade is attempted (docs/testing.md).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;
const SPECS = ['__tests__/e2e/render.spec.ts', '__tests__/e2e/security-headers.spec.ts'];

/**
 * @param {string} cwd
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function step(cwd, command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`, seconds: Math.round((Date.now() - started) / 1000) };
}

function main() {
  const tag = process.argv.find((arg) => arg.startsWith('--tag='))?.slice('--tag='.length) || 'canary';
  const copy = mkdtempSync(join(tmpdir(), 'next-canary-'));
  // The tracked files only: no node_modules, builds or local state.
  const files = step(ROOT, 'git', ['ls-files', '-z']).output.split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(ROOT, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  const current = JSON.parse(readFileSync(join(ROOT, 'node_modules/next/package.json'), 'utf8')).version;
  console.log(`check-next-canary: next ${current} → next@${tag}, in ${copy}`);

  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const steps = [
    ['install the locked dependencies', () => step(copy, npm, ['ci', '--no-audit', '--no-fund'])],
    [`install next@${tag}`, () => step(copy, npm, ['install', '--no-save', '--no-audit', '--no-fund', `next@${tag}`, `eslint-config-next@${tag}`])],
    ['build (next build, finish-export)', () => step(copy, npm, ['run', 'build'])],
    ['render and CSP tests', () => step(copy, process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...SPECS], { E2E_EXPORT_DIR: 'out' })],
  ];
  for (const [name, run] of /** @type {[string, () => ReturnType<typeof step>][]} */ (steps)) {
    const result = run();
    if (name === `install next@${tag}` && result.ok) {
      const tried = JSON.parse(readFileSync(join(copy, 'node_modules/next/package.json'), 'utf8')).version;
      console.log(`  ${name}: ${tried} (${result.seconds} s)`);
      continue;
    }
    console.log(`  ${name}: ${result.ok ? 'ok' : 'FAILED'} (${result.seconds} s)`);
    if (!result.ok) {
      console.log(result.output.split('\n').slice(-60).join('\n'));
      console.log(`check-next-canary: failed at "${name}"; the copy is kept in ${copy}`);
      return 1;
    }
  }
  rmSync(copy, { recursive: true, force: true });
  console.log(`check-next-canary: next@${tag} builds, and the render and CSP tests pass`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
