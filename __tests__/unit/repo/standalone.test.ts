/** @jest-environment node */
import { spawnSync } from 'node:child_process';

// A clone of this repository alone must build, test and explain itself: no code, config or doc
// may read or cite a folder beside the clone (the shared folder of design notes and data) or an
// absolute path of one machine. `.ci/run` is the one exception: CI runs it in a fresh clone and
// its comment says what is beside that clone. Searched: every file git tracks, and every new file
// not yet added (not the ignored ones: node_modules/, builds).
const root = new URL('../../..', import.meta.url).pathname;

// Written so that this file does not match them itself.
const OUTSIDE = [
  String.raw`\.\./shared`, // the shared folder beside the clone, as a relative path
  String.raw`['"]\.\.['"] *, *['"]shared['"]`, // the same, joined from quoted path pieces
  String.raw`/wor[k]/`, // an absolute path of the machine the project was written on
];

function outsideReferences(): string[] {
  const args = ['grep', '-n', '-I', '--untracked', '-E', ...OUTSIDE.flatMap((pattern) => ['-e', pattern]), '--', '.', ':(exclude).ci/run'];
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  // git grep exits 1 when nothing matches, 0 with matches, and above 1 on an error.
  if (run.status !== 0 && run.status !== 1) throw new Error(`git grep failed (${run.status}): ${run.stderr}`);
  return run.stdout.split('\n').filter(Boolean);
}

describe('the repository stands alone', () => {
  it('has no code, config or doc that reads or cites a path outside it (.ci/run aside)', () => {
    expect(outsideReferences()).toEqual([]);
  });
});
