/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// zod's internals (`schema._zod`, its `def` and checks) change between releases without notice; the
// schemas, the content check and the CMS's configuration use only its public API (parsing, issues,
// `z.toJSONSchema` and `.meta()`), so a zod upgrade cannot silently break the CMS.

const ROOT = join(__dirname, '../../..');
const INTERNAL = new RegExp(['_', 'zod'].join(''));
const SELF = '__tests__/unit/cms/zod-public-api.test.ts';

function sources(): { file: string; text: string }[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && file !== SELF)
    .flatMap((file) => {
      try {
        return [{ file, text: readFileSync(join(ROOT, file), 'utf8') }];
      } catch {
        return []; // listed by git but deleted in the working tree
      }
    });
}

it('no source file of the project reaches into zod internals', () => {
  const files = sources();
  expect(files.length).toBeGreaterThan(100);
  expect(files.filter(({ text }) => INTERNAL.test(text)).map(({ file }) => file)).toEqual([]);
});

it('every import of zod is one of the entry points its package exports (none of its private files)', () => {
  const { exports } = JSON.parse(readFileSync(require.resolve('zod/package.json'), 'utf8')) as { exports: Record<string, unknown> };
  const entries = Object.keys(exports).map((entry) => entry.replace(/^\./, 'zod'));
  const isEntry = (specifier: string) => entries.some((entry) => (entry.endsWith('/*') ? specifier.startsWith(entry.slice(0, -1)) : specifier === entry));
  const imports = sources().flatMap(({ file, text }) =>
    [...text.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](zod(?:\/[^'"]*)?)['"]/g)].map((match) => `${file}: ${match[1]}`),
  );
  expect(imports.length).toBeGreaterThan(0);
  expect(imports.filter((line) => !isEntry(line.split(': ')[1]!))).toEqual([]);
});
