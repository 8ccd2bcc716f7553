import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { writeFixtureContent } from '../../fixtures/company-content';

// The site built from a copy of the project whose content a test changed: the company's fixture
// (12 projects with photos, 6 testimonials, 8 brands, a team of 6), or what the CMS
// browser test saved. The copy lives in the system's temporary folder (the project's own
// content/, public/ and out/ are never touched), with node_modules hard-linked (same disk, a
// second or two). Its export is moved to out-fixture/, which the content-growth budget reads.

const ROOT = resolve(__dirname, '..', '..', '..');
export const FIXTURE_OUT_DIR = join(ROOT, 'out-fixture');

/** What a build reads, as the freshness of out-fixture/ is judged. */
const SOURCES = ['app', 'components', 'content', 'lib', 'public', 'scripts', '__tests__/fixtures', 'next.config.ts', 'package-lock.json'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => (name === 'generated' ? max : Math.max(max, newest(join(path, name)))), stat.mtimeMs);
}

/** Whether out-fixture/ was built after the last change to anything a build reads. */
export function fixtureIsFresh(): boolean {
  const index = join(FIXTURE_OUT_DIR, 'index.html');
  return existsSync(index) && statSync(index).mtimeMs > Math.max(...SOURCES.map((source) => newest(join(ROOT, source))));
}

/** Hard links of a folder tree (node_modules): no bytes copied. */
function linkTree(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) cpSync(source, target, { verbatimSymlinks: true });
    else linkSync(source, target);
  }
}

/** A copy of the project's sources (what git tracks or would track) with its node_modules, in a temporary folder. */
export function copySite(): string {
  const copy = join(mkdtempSync(join(tmpdir(), 'solar-site-')), 'main');
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(ROOT, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  // cp -al (GNU coreutils) links the tree in a second; the walk in JavaScript where it is missing.
  if (spawnSync('cp', ['-al', join(ROOT, 'node_modules'), join(copy, 'node_modules')]).status !== 0) {
    rmSync(join(copy, 'node_modules'), { recursive: true, force: true });
    linkTree(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  }
  return copy;
}

/**
 * `npm run build` in `cwd` with `env` added (never the test runner's module hooks, nor the caller's
 * export folder or SITE_ENV unless given); its output is kept for the error, which names `what`.
 */
export function npmBuild(cwd: string, what: string, extra: Record<string, string> = {}): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NODE_OPTIONS;
  delete env.EXPORT_DIR;
  delete env.SITE_ENV;
  Object.assign(env, extra);
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', '--silent', 'build'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done(output) : fail(new Error(`npm run build for ${what} failed (${code}):\n${output.slice(-4000)}`))));
  });
}

/** `npm run build` in the copy, its export moved to `outDir`. */
export async function buildCopy(copy: string, outDir = FIXTURE_OUT_DIR): Promise<void> {
  await npmBuild(copy, copy, { SKIP_BUILD_TYPECHECK: '1' });
  rmSync(outDir, { recursive: true, force: true });
  renameSync(join(copy, 'out'), outDir);
}

/** Removes a copy made by copySite (its parent temporary folder). */
export function removeCopy(copy: string) {
  rmSync(dirname(copy), { recursive: true, force: true });
}

/** The whole fixture, built into out-fixture/ (the budget's fallback when no browser test made it). */
export async function buildFixtureSite(): Promise<void> {
  const copy = copySite();
  try {
    await writeFixtureContent(copy);
    await buildCopy(copy);
  } finally {
    removeCopy(copy);
  }
}
