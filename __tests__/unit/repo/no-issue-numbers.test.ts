/** @jest-environment node */
import { spawnSync } from 'node:child_process';

// Code, comments and test names say what and why in place: a tracker's number tells a reader of
// the code nothing, and its history belongs in the commits and docs/ (which may tell it in words).
// Searched: the code folders, the tests, CI's script, the public files and the configuration files
// at the top, every file git tracks there and every new one not yet added (not the ignored ones).
const root = new URL('../../..', import.meta.url).pathname;

/** "issue" or "issues", then a number of up to three digits, as in a tracker reference. Does not match itself. */
const ISSUE_NUMBER = String.raw`\bissues? ?#?[0-9]{1,3}\b`;

const SEARCHED = [
  'app',
  'components',
  'content',
  'lib',
  'functions',
  'scripts',
  '__tests__',
  '.ci',
  'public',
  // The configuration files at the top (package.json, next.config.ts, eslint.config.mjs, ...).
  ':(glob)*.ts',
  ':(glob)*.mjs',
  ':(glob)*.json',
  ':(glob)*.jsonc',
];

function issueNumbers(): string[] {
  const args = ['grep', '-n', '-I', '-i', '--untracked', '-E', '-e', ISSUE_NUMBER, '--', ...SEARCHED];
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  // git grep exits 1 when nothing matches, 0 with matches, and above 1 on an error.
  if (run.status !== 0 && run.status !== 1) throw new Error(`git grep failed (${run.status}): ${run.stderr}`);
  return run.stdout.split('\n').filter(Boolean);
}

describe('code cites no tracker', () => {
  it('finds the references it looks for, and not the words around them', () => {
    // A check that cannot fail proves nothing. Each sample is joined from pieces so that this file
    // does not match the search itself.
    const pattern = new RegExp(ISSUE_NUMBER, 'i');
    const cites = [
      ['// Rendering (', 'issue', ' 6): only'],
      ["it('keeps it (", 'Issue', " 23, 7)'"],
      ['/* see ', 'issues', ' 14 and 15 */'],
      ['fixes ', 'issue', ' #28'],
    ];
    for (const line of cites) expect(line.join('')).toMatch(pattern);
    for (const line of ['// no issue number here', 'const issues = 3;', 'tissue 12', 'issue 2026-11-25']) expect(line).not.toMatch(pattern);
  });

  it('has no code, comment or test name that cites an issue number', () => {
    expect(issueNumbers()).toEqual([]);
  });
});
