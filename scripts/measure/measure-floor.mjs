// `node scripts/measure/measure-floor.mjs [--write] [--keep]`: the JavaScript floor of the framework.
// Builds a bare App Router page (one layout, one page, no client component) with this
// project's own next/react (node_modules is symlinked: no network at all), as a static
// export, and measures it with the budget check's code. --write records the figure in
// __tests__/budget/floor.json; --keep leaves the temp app in place to look at.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { kib, measurePage } from './measure.mjs';

const root = new URL('../..', import.meta.url).pathname;
/** @param {string} name */
const version = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

const FILES = {
  'package.json': JSON.stringify({ name: 'bare-floor', private: true }),
  'app/layout.js':
    "export const metadata = { title: 'Bare' };\n" +
    'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  'app/page.js': 'export default function Page() {\n  return <main><h1>Bare page</h1><p>The floor of the framework.</p></main>;\n}\n',
};

/**
 * @param {string} a
 * @param {string} b
 */
function commonAncestor(a, b) {
  const [x, y] = [resolve(a).split(sep), resolve(b).split(sep)];
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  return x.slice(0, i).join(sep) || sep;
}

/** Builds the bare app in a new temp dir and returns that dir. */
export function buildBareApp() {
  const dir = mkdtempSync(join(tmpdir(), 'next-floor-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  // Turbopack resolves the symlink to its real path, so its root must hold both folders.
  const config = { output: 'export', trailingSlash: true, images: { unoptimized: true }, turbopack: { root: commonAncestor(dir, root) } };
  writeFileSync(join(dir, 'next.config.mjs'), `export default ${JSON.stringify(config)};\n`);
  const build = spawnSync(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout);
    throw new Error(`bare app build failed in ${dir}`);
  }
  return dir;
}

/** @param {string} dir the bare app, built */
export function measureFloor(dir) {
  const page = measurePage(join(dir, 'out'), 'index.html');
  return { next: version('next'), react: version('react'), jsGzip: page.js.gzip, jsRaw: page.js.raw, files: page.js.files.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = buildBareApp();
  const floor = measureFloor(dir);
  console.log(
    `Bare App Router page, next ${floor.next}, react ${floor.react}: ${floor.files} scripts, ` +
      `${kib(floor.jsRaw)} raw, ${kib(floor.jsGzip)} gzip (${floor.jsGzip} bytes)`,
  );
  if (process.argv.includes('--write')) {
    const file = join(root, '__tests__/budget/floor.json');
    writeFileSync(file, `${JSON.stringify({ ...floor, command: 'node scripts/measure/measure-floor.mjs --write' }, null, 2)}\n`);
    console.log(`Recorded in ${file}`);
  }
  if (process.argv.includes('--keep')) console.log(`Bare app kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
