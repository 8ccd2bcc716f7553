import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { npmBuild } from './fixture-site';

// A second static export, built with NEXT_PUBLIC_LEAD_ENDPOINT set, for the delivery tests.
//
// The endpoint is inlined by `next build` into the HTML (the no-JS form's action) and the
// client code, so these tests need a build of their own; out/ stays the default build the
// other specs test. `npm run build` with EXPORT_DIR=out-lead exports to out-lead/ instead of
// out/ (next.config.ts sets distDir from it) and finishes it the same way (404.html, and the
// _headers whose CSP lets the form reach the endpoint). Next keeps its build in .next for both;
// each build starts from the sources, and its cache keys modules by their inputs, the inlined
// endpoint included. out-lead/ (gitignored) is reused until a source or script changes or the
// endpoint differs: ~40 s once, nothing after.

const ROOT = resolve(__dirname, '..', '..', '..');
export const LEAD_OUT_DIR = join(ROOT, 'out-lead');
/** The export with the company's own lead inbox (NEXT_PUBLIC_LEAD_ENDPOINT=/api/leads), for lead-inbox.spec.ts. */
export const INBOX_OUT_DIR = join(ROOT, 'out-inbox');
/**
 * The repository out-inbox/'s CMS commits to, as a host's build knows it (CMS_REPO): the CMS's
 * sign-in runs on the same wrangler as the inbox (support/cms-sign-in.ts).
 */
export const INBOX_CMS_REPO = 'empresa/site';

/** What the build reads, as scripts/serve/start.mjs judges out/ stale. */
const SOURCES = ['app', 'components', 'content', 'public', 'scripts', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

function isFresh(endpoint: string, dir: string): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index) || !existsSync(join(dir, '_headers'))) return false;
  if (statSync(index).mtimeMs < Math.max(...SOURCES.map((source) => newest(join(ROOT, source))))) return false;
  // The contact form posts to the endpoint without JavaScript: the HTML says which one it was built with.
  if (!readFileSync(index, 'utf8').includes(`action="${endpoint}"`)) return false;
  // The CMS's configuration names the repository it was built with.
  return dir !== INBOX_OUT_DIR || readFileSync(join(dir, 'admin', 'config.yml'), 'utf8').includes(`"repo": "${INBOX_CMS_REPO}"`);
}

/** `npm run build` into `dir`, its output kept for the error message. */
async function build(endpoint: string, dir: string): Promise<void> {
  const cms: Record<string, string> = dir === INBOX_OUT_DIR ? { CMS_REPO: INBOX_CMS_REPO } : {};
  await npmBuild(ROOT, `${basename(dir)}/`, { EXPORT_DIR: basename(dir), NEXT_PUBLIC_LEAD_ENDPOINT: endpoint, ...cms });
}

// Both builds write Next's .next folder, so two workers must not run them at once: a lock
// folder (mkdir is atomic) holds the other one back; a lock whose holder has died is taken over.
const LOCK = join(ROOT, '.next-export.lock');

function holderAlive(): boolean {
  try {
    process.kill(Number(readFileSync(join(LOCK, 'pid'), 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(join(LOCK, 'pid'), String(process.pid));
      break;
    } catch {
      if (existsSync(join(LOCK, 'pid')) && !holderAlive()) rmSync(LOCK, { recursive: true, force: true });
      else await new Promise((done) => setTimeout(done, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Makes sure `dir` (out-lead/ by default) is a current build whose contact form delivers to `endpoint`. */
export async function ensureLeadBuild(endpoint: string, dir = LEAD_OUT_DIR): Promise<void> {
  if (isFresh(endpoint, dir)) return;
  await withBuildLock(async () => {
    if (!isFresh(endpoint, dir)) await build(endpoint, dir);
  });
  if (!isFresh(endpoint, dir)) throw new Error(`${basename(dir)}/ was built but its form does not post to ${endpoint}`);
}
