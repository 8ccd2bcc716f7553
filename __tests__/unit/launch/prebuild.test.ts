/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';

// `npm run build` runs the `prebuild` script first (npm's pre- hook): with SITE_ENV=production
// it is check:launch, which stops the build while a placeholder is left in content/; the default
// build goes on with the placeholders. This runs that hook as npm does.
const root = new URL('../../..', import.meta.url).pathname;

function prebuild(env: Record<string, string | undefined>) {
  const base = { ...process.env };
  delete base.SITE_ENV;
  return spawnSync('npm', ['run', '--silent', 'prebuild'], { cwd: root, env: { ...base, ...env }, encoding: 'utf8' });
}

describe('the build’s first step', () => {
  it('stops a production build while content/ holds placeholders, naming them', () => {
    const run = prebuild({ SITE_ENV: 'production' });
    expect(run.status).toBe(1);
    expect(`${run.stdout}${run.stderr}`).toMatch(/00\.000\.000\/0001-00/);
    expect(`${run.stdout}${run.stderr}`).toMatch(/content\/company\/company\.json:\d+/);
  }, 30_000);

  it('lets the default build go on with them', () => {
    const run = prebuild({});
    expect(run.status).toBe(0);
  }, 30_000);
});
