// `npm run test:cms-edits [-- --keep]`: does `npm test` stay green when the company edits, in the CMS,
// everything it can edit? In a copy of the project (support/fixture-site.ts: the files git tracks or
// would, node_modules hard-linked; the working copy is never touched, so nothing needs restoring),
// it writes the company's edits (__tests__/fixtures/company-edits.ts: every field of every screen
// changed, as the CMS saves it) and runs the whole `npm test` there: lint, types, unit tests, the
// build, the browser tests, the byte budgets. A test that pins a value the company edits fails here.
// On demand, not in `npm test`: it is a second `npm test` (docs/testing.md, "The company's edits").
// The copy is removed when everything passes, kept (and named) when something fails or with --keep.
import { spawnSync } from 'node:child_process';
import { copySite, removeCopy } from '../e2e/support/fixture-site';
import { writeCompanyEdits } from '../fixtures/company-edits';

async function main(): Promise<number> {
  const keep = process.argv.includes('--keep');
  const started = Date.now();
  const copy = copySite();
  // A repository of its own: the tests that list files through git, and the CMS test's own copy, read it.
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
  ]) {
    const git = spawnSync('git', args, { cwd: copy, encoding: 'utf8' });
    if (git.status !== 0) throw new Error(`git ${args.join(' ')} failed in ${copy}: ${git.stderr}`);
  }
  await writeCompanyEdits(copy);
  console.log(`cms-edits: the company's edits written in ${copy} (${((Date.now() - started) / 1000).toFixed(1)} s); npm test there:`);
  const run = spawnSync('npm', ['test'], { cwd: copy, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const ok = run.status === 0;
  console.log(`cms-edits: npm test on the company's edits ${ok ? 'passed' : 'FAILED'}, ${minutes} min in all`);
  if (ok && !keep) removeCopy(copy);
  else console.log(`cms-edits: the copy is kept in ${copy}`);
  return ok ? 0 : 1;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
