/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkLaunch, formatMarkdown } from '@/scripts/operator/check-launch';

// docs/before-going-live.md carries the table `npm run check:launch -- --markdown` prints.
// The table is pasted by hand, so it goes stale when content/ changes (a placeholder moves,
// is replaced, or a new one is registered): this test says when. Fix it by pasting the
// command's output over the doc's table.

const root = process.cwd();
const DOC = 'docs/before-going-live.md';
const HEADER = '| kind | what | value now | where |';

/** The doc's table: the run of `|` lines starting at the check's header row. */
function docTable(text: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(HEADER);
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines.slice(start, end < 0 ? undefined : end);
}

describe('docs/before-going-live.md', () => {
  it('has exactly the table check:launch --markdown prints for the content as it is', async () => {
    const report = await checkLaunch(root);
    const printed = formatMarkdown(report).split('\n');
    const inDoc = docTable(readFileSync(join(root, DOC), 'utf8'));
    expect(inDoc.length).toBeGreaterThan(2);
    expect(inDoc).toEqual(printed);
  });

  it('has that table once, so no stale copy is left elsewhere in the doc', () => {
    const text = readFileSync(join(root, DOC), 'utf8');
    expect(text.split('\n').filter((line) => line === HEADER)).toHaveLength(1);
  });
});
