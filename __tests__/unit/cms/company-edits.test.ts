/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCompanyEdits } from '@/__tests__/fixtures/company-edits';
import { SHIPPED_ROOT } from '@/__tests__/fixtures/shipped';
import { CHECK_WORDS, readCompanyContent } from '@/content/company/read';
import { buildCmsConfig, type DecapField } from '@/scripts/operator/cms-config';

// The company's edits (__tests__/fixtures/company-edits.ts) are what `npm run test:cms-edits` runs
// the whole `npm test` on: they must be content the build accepts, and change every field the CMS
// shows, so that no test can pin a value the company edits without that run failing.

const REPO = join(__dirname, '..', '..', '..');
let root: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'company-edits-'));
  cpSync(join(SHIPPED_ROOT, 'content/company'), join(root, 'content/company'), { recursive: true });
  mkdirSync(join(root, 'public/photos'), { recursive: true });
  await writeCompanyEdits(root);
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Each field's values in one file or folder of content, by its path in the CMS (`sites[].phone`): JSON, in order. */
function valuesAt(data: unknown, path: string[]): string[] {
  if (data === undefined) return [];
  const [head, ...rest] = path;
  if (head === undefined) return [JSON.stringify(data)];
  if (head.endsWith('[]')) {
    const list = (data as Record<string, unknown>)[head.slice(0, -2)];
    return Array.isArray(list) ? list.flatMap((item) => valuesAt(item, rest)) : [];
  }
  return valuesAt((data as Record<string, unknown>)[head], rest);
}

/** The path of every field the company can type or pick, from the CMS's own configuration. */
function leaves(fields: readonly DecapField[], prefix: string[] = []): string[][] {
  return fields.flatMap((field) => {
    if (field.widget === 'hidden') return [];
    if (field.widget === 'object') return leaves(field.fields ?? [], [...prefix, field.name]);
    if (field.widget === 'list' && field.fields) return leaves(field.fields, [...prefix, `${field.name}[]`]);
    return [[...prefix, field.name]];
  });
}

const config = buildCmsConfig({ backend: { name: 'github', repo: 'empresa/site', branch: 'main' }, words: CHECK_WORDS });
/** Each CMS screen: its fields and what it holds, in the repository and in the edits. */
const screens = config.collections.flatMap((collection) => {
  const readJson = (base: string, file: string) => JSON.parse(readFileSync(join(base, file), 'utf8')) as unknown;
  if ('files' in collection)
    return collection.files.map((file) => ({ name: file.name, fields: file.fields, read: (base: string) => [readJson(base, file.file)] }));
  const folder = collection.folder;
  return [
    {
      name: collection.name,
      fields: collection.fields,
      read: (base: string) =>
        readdirSync(join(base, folder))
          .filter((file) => file.endsWith('.json'))
          .map((file) => readJson(join(base, folder), file)),
    },
  ];
});

describe('the company’s edits', () => {
  it('start from content the build accepts: the repository’s, whatever the company saved', () => {
    expect(() => readCompanyContent(REPO, { publicDir: join(REPO, 'public') })).not.toThrow();
  });

  it('are content the build accepts: every schema and check passes, every photo they name is there', () => {
    expect(() => readCompanyContent(root, { publicDir: join(root, 'public') })).not.toThrow();
  });

  it.each(screens.map((screen) => [screen.name, screen] as const))('change every field of the CMS screen %s', (_, screen) => {
    // Against the content as shipped (the edits' starting point), whatever the company has saved since.
    const before = screen.read(SHIPPED_ROOT);
    const after = screen.read(root);
    const unchanged = leaves(screen.fields)
      .filter((path) => {
        const was = before.flatMap((entry) => valuesAt(entry, path));
        const now = after.flatMap((entry) => valuesAt(entry, path));
        return now.length === 0 || JSON.stringify(now) === JSON.stringify(was);
      })
      .map((path) => path.join('.'));
    expect(unchanged).toEqual([]);
  });
});
