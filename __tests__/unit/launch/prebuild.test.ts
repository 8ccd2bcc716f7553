/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { checkLaunch, readyForLaunch } from '@/scripts/operator/check-launch';

// `npm run build` runs the `prebuild` script first (npm's pre- hook): with SITE_ENV=production
// it is check:launch, which stops the build while a placeholder or an invalid value is left in
// content/; the default build goes on with them. This runs that hook as npm does.
const root = new URL('../../..', import.meta.url).pathname;

function prebuild(env: Record<string, string | undefined>) {
  const base = { ...process.env };
  delete base.SITE_ENV;
  return spawnSync('npm', ['run', '--silent', 'prebuild'], { cwd: root, env: { ...base, ...env }, encoding: 'utf8' });
}

describe('the build’s first step', () => {
  // What check:launch finds is the company's content as it is (its findings are unit-tested on a
  // fixture, check-launch.test.ts): a production build stops exactly when it finds something.
  it('stops a production build while check:launch finds the content not ready, naming where', async () => {
    const report = await checkLaunch(root);
    const run = prebuild({ SITE_ENV: 'production' });
    expect(run.status).toBe(readyForLaunch(report) ? 0 : 1);
    for (const finding of [...report.placeholders, ...report.invalid]) expect(`${run.stdout}${run.stderr}`).toContain(`${finding.file}:${finding.line}`);
  }, 30_000);

  it('lets the default build go on with them', () => {
    const run = prebuild({});
    expect(run.status).toBe(0);
  }, 30_000);
});
