/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Every file or folder the README and docs/ cite by its path exists: a renamed or removed file
// fails here, not in a newcomer's hands. A path is what a doc writes in backticks or links to,
// starting with one of the repository's own top-level folders; patterns (`<slug>`, `*`, `…`) and
// what a build or a run writes (out/, .wrangler/, test-results/) are not files to find.

const ROOT = join(__dirname, '..', '..', '..');
const TOP = ['app', 'components', 'content', 'lib', 'scripts', 'functions', '__tests__', 'docs', 'public', 'data', '.ci'];
/**
 * Folders cited as places, empty or absent in a fresh clone: the company's photos, and what the build
 * writes (public/generated/, gitignored), so the test passes before a build as after one.
 */
const NOT_IN_A_CLONE = ['public/photos/', 'public/generated/'];
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).map((file) => `docs/${file}`), 'data/README.md'].filter((file) => file.endsWith('.md'));

/** The repository paths a Markdown file cites: in backticks, or as a relative link. */
function citedPaths(markdown: string, from: string): string[] {
  const found = new Set<string>();
  for (const [, code] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const path = code!
      .replace(/:\d+(-\d+)?$/, '')
      .replace(/[.,:;)]+$/, '')
      .replace(/^\.\//, '');
    if (TOP.some((top) => path.startsWith(`${top}/`)) && !/[<>*…{}$|]/.test(path)) found.add(path.replace(/#.*$/, ''));
  }
  for (const [, link] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:|^#/.test(link!)) continue;
    const path = join(from === 'README.md' ? '' : from.split('/').slice(0, -1).join('/'), link!.replace(/#.*$/, ''));
    if (path) found.add(path);
  }
  return [...found];
}

describe('the paths the docs cite', () => {
  it.each(DOCS)('%s cites only paths that exist', (doc) => {
    const missing = citedPaths(readFileSync(join(ROOT, doc), 'utf8'), doc)
      .filter((path) => !NOT_IN_A_CLONE.some((folder) => path.startsWith(folder)))
      .filter((path) => !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });

  it('finds a path in backticks (a line number taken off) and a relative link, and skips patterns and addresses', () => {
    const text = 'See `lib/lead/fields.ts:12`, `components/<feature>/`, `out/`, [deploy](deployment.md#x) and [site](https://example.com).';
    expect(citedPaths(text, 'docs/leads.md').sort()).toEqual(['docs/deployment.md', 'lib/lead/fields.ts']);
    expect(citedPaths('[a](docs/x.md)', 'README.md')).toEqual(['docs/x.md']);
  });
});
