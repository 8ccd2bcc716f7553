// `npm run check:next-options`: does the post-build step (scripts/finish-export.mjs) survive the
// supported Next options that change how pages load their scripts? For each option it builds an
// export of its own (out-option-<name>/, beside out/, which stays as it was), finishes it, and runs
// the browser tests of rendering, the CSP and the boot script against it:
//
//   crossorigin    next.config crossOrigin: 'anonymous' (adds crossorigin="anonymous" to the tags)
//   deployment-id  next.config deploymentId (adds ?dpl=<id> to every script URL)
//   webpack        `next build --webpack` (webpack's runtime and tags instead of Turbopack's)
//
// `--only=<name>` runs one; `--keep` leaves the exports for a look. About 1.5 minutes an option
// here (a build and three specs); not part of `npm test`, run it before upgrading Next or changing
// next.config.ts (docs/testing.md). Exits 1 when any option fails, naming it.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const SPECS = ['__tests__/e2e/render.spec.ts', '__tests__/e2e/security-headers.spec.ts', '__tests__/e2e/boot-failure.spec.ts'];

/** @type {{ name: string, env: Record<string, string>, args: string[] }[]} */
export const OPTIONS = [
  { name: 'crossorigin', env: { NEXT_CROSS_ORIGIN: 'anonymous' }, args: [] },
  { name: 'deployment-id', env: { NEXT_DEPLOYMENT_ID: 'check-next-options' }, args: [] },
  { name: 'webpack', env: {}, args: ['--webpack'] },
];

/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string | undefined>} env
 */
function run(command, args, env) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  return { ok: result.status === 0, output, seconds: Math.round((Date.now() - started) / 1000) };
}

function main() {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const keep = process.argv.includes('--keep');
  const chosen = OPTIONS.filter((option) => !only || option.name === only);
  if (chosen.length === 0) throw new Error(`check-next-options: no option named ${only} (${OPTIONS.map((o) => o.name).join(', ')})`);

  /** @type {string[]} */
  const lines = [];
  let failed = 0;
  for (const option of chosen) {
    const dir = `out-option-${option.name}`;
    // Types are checked by `npm test` itself; these builds are about the export.
    const env = { ...option.env, EXPORT_DIR: dir, NEXT_TELEMETRY_DISABLED: '1', SKIP_BUILD_TYPECHECK: '1' };
    process.stdout.write(`check-next-options: ${option.name}: building ${dir}/ … `);
    const build = run(process.execPath, [join(ROOT, 'node_modules/next/dist/bin/next'), 'build', ...option.args], env);
    const finish = build.ok ? run(process.execPath, [join(ROOT, 'scripts/finish-export.mjs'), dir], env) : { ok: false, output: '', seconds: 0 };
    if (!build.ok || !finish.ok) {
      failed++;
      console.log('failed');
      console.log((build.ok ? finish.output : build.output).split('\n').slice(-25).join('\n'));
      lines.push(`${option.name}: the build failed`);
      continue;
    }
    console.log(`built in ${build.seconds + finish.seconds} s; testing`);
    const tests = run(process.execPath, [join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', ...SPECS], {
      ...env,
      E2E_EXPORT_DIR: dir,
      E2E_PORT: '3295',
    });
    const summary = tests.output.match(/^\s*\d+ (passed|failed|flaky|skipped).*$/gm)?.map((line) => line.trim()) ?? [];
    if (!tests.ok) {
      failed++;
      console.log(tests.output.split('\n').slice(-60).join('\n'));
    }
    lines.push(`${option.name}: ${tests.ok ? 'passed' : 'FAILED'} (${summary.join(', ')}; tests ${tests.seconds} s)`);
    if (!keep) rmSync(join(ROOT, dir), { recursive: true, force: true });
  }
  console.log(['check-next-options:', ...lines.map((line) => `  ${line}`)].join('\n'));
  return failed === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
