import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// A second static export, built with NEXT_PUBLIC_LEAD_ENDPOINT set, for the delivery tests.
//
// The endpoint is inlined by `next build` into the HTML (the no-JS form's action) and the
// client code, so these tests need a build of their own; out/ stays the default build the
// other specs test. `next build` with `output: 'export'` always writes <project>/out (or
// distDir), so it runs in a throwaway copy of the sources instead of a config switch in the
// app: node_modules symlinked like scripts/measure-floor.mjs does, with a wrapper config that
// adds the Turbopack root the symlink needs and skips the type check (the main build and
// `tsc` check the same sources). scripts/finish-export.mjs then finishes it as `npm run build`
// does (404.html, and the _headers whose CSP must let the form reach the endpoint). The result
// is copied to out-lead/ (gitignored) and reused until a source or script changes or the
// endpoint differs: ~30 s once, nothing after.

const ROOT = resolve(__dirname, '..', '..', '..');
export const LEAD_OUT_DIR = join(ROOT, 'out-lead');

/** What the build reads, as scripts/start.mjs judges out/ stale, plus the TypeScript paths. */
const SOURCES = ['app', 'components', 'content', 'public', 'scripts', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];
const COPIED = ['app', 'components', 'content', 'public', 'tsconfig.json', 'package.json'];

const WRAPPER_CONFIG = `import type { NextConfig } from 'next';
import base from './next.config.base';

const config: NextConfig = { ...base, turbopack: { ...base.turbopack, root: '/' }, typescript: { ...base.typescript, ignoreBuildErrors: true } };
export default config;
`;

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

function isFresh(endpoint: string): boolean {
  const index = join(LEAD_OUT_DIR, 'index.html');
  if (!existsSync(index) || !existsSync(join(LEAD_OUT_DIR, '_headers'))) return false;
  if (statSync(index).mtimeMs < Math.max(...SOURCES.map((source) => newest(join(ROOT, source))))) return false;
  // The contact form posts to the endpoint without JavaScript: the HTML says which one it was built with.
  return readFileSync(index, 'utf8').includes(`action="${endpoint}"`);
}

function run(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${args.map((arg) => arg.split('/').pop()).join(' ')} for out-lead/ failed (${code}):\n${output.slice(-4000)}`))));
  });
}

/** Makes sure out-lead/ is a current build whose contact form delivers to `endpoint`. */
export async function ensureLeadBuild(endpoint: string): Promise<void> {
  if (isFresh(endpoint)) return;
  const dir = mkdtempSync(join(tmpdir(), 'solar-lead-build-'));
  try {
    for (const entry of COPIED) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
    cpSync(join(ROOT, 'next.config.ts'), join(dir, 'next.config.base.ts'));
    writeFileSync(join(dir, 'next.config.ts'), WRAPPER_CONFIG);
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const env = { ...process.env };
    // Not the test runner's module hooks: next build loads its own.
    delete env.NODE_OPTIONS;
    const buildEnv = { ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_LEAD_ENDPOINT: endpoint } as NodeJS.ProcessEnv;
    await run([join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], dir, buildEnv);
    await run([join(ROOT, 'scripts', 'finish-export.mjs'), join(dir, 'out')], dir, buildEnv);
    rmSync(LEAD_OUT_DIR, { recursive: true, force: true });
    cpSync(join(dir, 'out'), LEAD_OUT_DIR, { recursive: true });
  } finally {
    // Removes the node_modules link, not what it points to.
    rmSync(dir, { recursive: true, force: true });
  }
  if (!isFresh(endpoint)) throw new Error(`out-lead/ was built but its form does not post to ${endpoint}`);
}
