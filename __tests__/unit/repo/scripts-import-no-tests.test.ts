/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';

// scripts/ holds the project's tools (build steps, servers, the operator's CLI, measurements,
// generators); tests may use them, never the other way round: what both need lives in scripts/ or lib/.
const root = resolve(__dirname, '..', '..', '..');

/** Module specifiers of static and dynamic imports, require() calls and JSDoc import() types. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)['"`]([^'"`]+)['"`]/g;

/** The specifiers of `source` (a file at `file`, from the root) that reach into __tests__/. */
function testImports(file: string, source: string): string[] {
  return [...source.matchAll(SPECIFIER)]
    .map((match) => match[1]!)
    .filter((specifier) => {
      const target = specifier.startsWith('@/') ? join(root, specifier.slice(2)) : specifier.startsWith('.') ? resolve(root, dirname(file), specifier) : '';
      return target !== '' && relative(root, target).split(/[\\/]/)[0] === '__tests__';
    });
}

function scriptFiles(): string[] {
  const run = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'scripts'], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ls-files failed: ${run.stderr}`);
  return run.stdout.split('\n').filter((file) => /\.(m?[jt]s|cjs)$/.test(file));
}

describe('scripts/ imports no test code', () => {
  it('finds an import of __tests__ in each form a script could write it', () => {
    const file = 'scripts/measure/example.mjs';
    expect(testImports(file, "import { kib } from '../../__tests__/budget/measure.mjs';")).toHaveLength(1);
    expect(testImports(file, "const m = await import('@/__tests__/budget/measure.mjs');")).toHaveLength(1);
    expect(testImports(file, "const m = require('../../__tests__/e2e/support/site');")).toHaveLength(1);
    expect(testImports(file, "/** @typedef {import('../../__tests__/fixtures/company-content').X} X */")).toHaveLength(1);
    expect(testImports(file, "import '../../__tests__/setup.mjs';")).toHaveLength(1);
    // A path handed to a command is not an import, nor a module of the site.
    expect(testImports(file, "const SPECS = ['__tests__/e2e/render.spec.ts'];\nimport { kib } from './measure.mjs';")).toEqual([]);
  });

  it('holds for every file under scripts/', () => {
    const files = scriptFiles();
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => testImports(file, readFileSync(join(root, file), 'utf8')).map((specifier) => `${file}: ${specifier}`));
    expect(found).toEqual([]);
  });
});
