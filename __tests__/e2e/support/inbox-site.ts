import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { test } from './fixtures';
import { GitHubStandIn } from './github-stand-in';
import { ensureLeadBuild, INBOX_OUT_DIR } from './lead-build';
import { scaled } from './time-scale';

// The site as deployed on Cloudflare Pages with its lead inbox, for lead-inbox.spec.ts: out-inbox/
// (built with NEXT_PUBLIC_LEAD_ENDPOINT=/api/leads) and functions/ in `wrangler pages dev`, the
// Cloudflare runtime (workerd) with a local D1 made from the migrations in an empty folder, and
// a webhook on loopback standing for the company's chat or CRM. Nothing here is a mock of the inbox.

const ROOT = resolve(__dirname, '..', '..', '..');
export const INBOX_ENDPOINT = '/api/leads';
export const INBOX_LOCK = 'lead-inbox';
/** The worker's name (wrangler.jsonc): its debugger's target would be /core:user:<name>. */
export const INBOX_WORKER = /"name"\s*:\s*"([^"]+)"/.exec(readFileSync(join(ROOT, 'wrangler.jsonc'), 'utf8'))?.[1] ?? '';
const SITE_PORT = Number(process.env.E2E_INBOX_PORT ?? 3242);
export const INBOX_SITE = `http://127.0.0.1:${SITE_PORT}`;
/** Requests from one address the inbox accepts in its window; each test posts from its own address. */
export const INBOX_RATE_MAX = 4;

/** How `npm start` runs wrangler (an ES module the tests cannot load: run, not imported). */
const WRANGLER_LOCAL = join(ROOT, 'scripts', 'serve', 'wrangler-local.mjs');
const WRANGLER_ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };

/** What the webhook received, and how it answers next (its status, after `delayMs`: a slow chat or CRM). */
export class Webhook {
  readonly posts: { body: Record<string, unknown> }[] = [];
  status = 200;
  delayMs = 0;
  private server: Server | null = null;

  constructor(readonly port: number) {}

  get url() {
    return `http://127.0.0.1:${this.port}/hook`;
  }

  async start() {
    const server = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        this.posts.push({ body: JSON.parse(body || '{}') as Record<string, unknown> });
        const { status } = this;
        setTimeout(() => response.writeHead(status).end(), this.delayMs);
      });
    });
    await new Promise<void>((done) => server.listen(this.port, '127.0.0.1', done));
    this.server = server;
  }

  async stop() {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((done) => server.close(() => done()));
  }
}

export const webhook = new Webhook(SITE_PORT + 1);

/** GitHub's OAuth endpoints for the CMS's sign-in, three ports after the site (support/github-stand-in.ts). */
export const github = new GitHubStandIn(SITE_PORT + 3, `${INBOX_SITE}/api/cms/callback`);

/** The CMS's sign-in settings, as the host's secrets: the OAuth app's ID and secret, and GitHub's address. */
export const CMS_SIGN_IN_BINDINGS = {
  CMS_GITHUB_CLIENT_ID: github.clientId,
  CMS_GITHUB_CLIENT_SECRET: github.clientSecret,
  CMS_GITHUB_URL: github.url,
};

/** The local D1 of this run: a fresh folder, migrated from nothing. */
let persistDir = '';

type Db = { prepare(sql: string): { all<T>(): Promise<{ results: T[] }> } };
/** The run's database as the test reads it: wrangler's platform proxy on the same files (another workerd). */
let inbox: { db: Db; dispose: () => Promise<void> } | undefined;

/**
 * Rows of a query on the inbox's database. Read through wrangler's `getPlatformProxy` over the
 * same local D1 files as `wrangler pages dev`: 20 ms a query, where a `wrangler d1 execute` run
 * took 2–4 s on a busy machine; SQLite's own locking keeps the two processes' views in step.
 */
export async function queryInbox<T = Record<string, unknown>>(sql: string): Promise<T[]> {
  if (!inbox) throw new Error('queryInbox runs inside useInboxSite()');
  // While `wrangler pages dev` writes, the second process's read can meet SQLite's lock, which
  // miniflare reports as "internal error" (seen once in CI, 2026-11-25): read again, a few times.
  for (let attempt = 1; ; attempt++) {
    try {
      return (await inbox.db.prepare(sql).all<T>()).results;
    } catch (error) {
      const text = `${String(error)} ${String((error as { cause?: unknown }).cause)}`;
      if (attempt >= 5 || !/internal error|SQLITE_BUSY|database is locked/i.test(text)) throw error;
      await new Promise((done) => setTimeout(done, 100 * attempt));
    }
  }
}

/** `npm run leads -- <args>` on this run's database. */
export function leadsCommand(args: string[]): string {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'operator', 'leads.mjs'), ...args, '--persist-to', persistDir], {
    cwd: ROOT,
    encoding: 'utf8',
    env: WRANGLER_ENV,
  });
  if (run.status !== 0) throw new Error(`npm run leads -- ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

/**
 * Runs SQL (commands and files of functions/migrations/, in order) with one `wrangler d1 execute` on
 * a local database in `persistTo`, and returns the rows of the last statement: a database from an
 * earlier version of the schema, built step by step. Several steps go in one run (one file, one
 * `--file`): each run starts wrangler and workerd again, 5 to 7 s on a busy machine.
 */
export function executeOn<T = Record<string, unknown>>(persistTo: string, ...steps: ({ command: string } | { file: string })[]): T[] {
  const sql = steps.map((step) => ('file' in step ? readFileSync(join(ROOT, step.file), 'utf8') : `${step.command.replace(/;?\s*$/, '')};`)).join('\n');
  const file = join(persistTo, `steps-${Date.now()}.sql`);
  writeFileSync(file, sql);
  const run = spawnSync('npx', ['--no-install', 'wrangler', 'd1', 'execute', 'solarpr-leads', '--local', '--persist-to', persistTo, '--json', '--file', file], {
    cwd: ROOT,
    encoding: 'utf8',
    env: WRANGLER_ENV,
  });
  rmSync(file, { force: true });
  if (run.status !== 0) throw new Error(`wrangler d1 execute failed:\n${run.stdout}\n${run.stderr}`);
  const results = JSON.parse(run.stdout.slice(run.stdout.indexOf('['))) as { results?: T[] }[];
  return results.at(-1)?.results ?? [];
}

async function waitUntilUp(site: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited:\n${log()}`);
    try {
      if ((await fetch(`${site}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`wrangler pages dev did not answer in 60 s:\n${log()}`);
}

/** Whether something accepts a connection on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/**
 * Waits until nothing listens on the port any more. The describes that use the inbox run one after
 * another on the same port: one that started its server while the last one's workerd (a child of
 * wrangler, outliving it by a moment) still answered was told "up" by the old server, then met a
 * refused connection at its first page (seen once in a run, 2026-11-29).
 */
async function waitUntilFree(port: number): Promise<void> {
  const deadline = Date.now() + scaled(15_000);
  while (await listening(port)) {
    if (Date.now() > deadline) throw new Error(`127.0.0.1:${port} is still taken by an earlier server: the inbox cannot start there.`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Another inbox beside the first: its own port (two after the webhook's) and its own settings. */
export const OTHER_INBOX_SITE = `http://127.0.0.1:${SITE_PORT + 2}`;

type InboxOptions = {
  /** Where it listens (INBOX_SITE or OTHER_INBOX_SITE). */
  site?: string;
  /**
   * The functions' settings, as Cloudflare's variables; the default points the notification at
   * `webhook` and the CMS's sign-in at `github`.
   */
  bindings?: Record<string, string>;
};

/**
 * Runs the enclosing describe (declared with `{ lock: INBOX_LOCK }`) in one worker against
 * `wrangler pages dev` over out-inbox/ and a D1 database migrated from empty for this run.
 * Returns what the server wrote (its log, the function's console included) and its process's id.
 */
export function useInboxSite({ site = INBOX_SITE, bindings = { LEAD_WEBHOOK_URL: webhook.url, ...CMS_SIGN_IN_BINDINGS } }: InboxOptions = {}) {
  test.describe.configure({ mode: 'default' });
  test.use({ baseURL: site });
  let child: ChildProcess | undefined;
  let output = '';
  const port = new URL(site).port;
  const settings = { ...bindings, LEAD_RATE_MAX: String(INBOX_RATE_MAX), LEAD_HASH_SALT: 'e2e-salt' };

  test.beforeAll(async () => {
    test.setTimeout(scaled(240_000));
    await ensureLeadBuild(INBOX_ENDPOINT, INBOX_OUT_DIR);
    persistDir = mkdtempSync(join(tmpdir(), 'solarpr-d1-'));
    leadsCommand(['migrate']);
    if (bindings.LEAD_WEBHOOK_URL === webhook.url) await webhook.start();
    if (bindings.CMS_GITHUB_URL === github.url) await github.start();
    await waitUntilFree(Number(port));
    // Through wrangler-local.mjs, as `npm start` runs it: no local explorer, no debugger.
    child = spawn(
      process.execPath,
      [
        WRANGLER_LOCAL,
        'pages',
        'dev',
        INBOX_OUT_DIR,
        '--ip',
        '127.0.0.1',
        '--port',
        port,
        '--persist-to',
        persistDir,
        ...Object.entries(settings).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
        '--log-level',
        'warn',
      ],
      { cwd: ROOT, env: WRANGLER_ENV, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitUntilUp(site, child, () => output);
    Object.assign(process.env, WRANGLER_ENV);
    const proxy = await getPlatformProxy<{ LEADS_DB: Db }>({ configPath: join(ROOT, 'wrangler.jsonc'), persist: { path: join(persistDir, 'v3') } });
    inbox = { db: proxy.env.LEADS_DB, dispose: proxy.dispose };
  });

  test.afterAll(async () => {
    await inbox?.dispose();
    inbox = undefined;
    // wrangler starts workerd as a child of its own: end the whole group, and wait until the port is free
    // for the next describe's server (SIGKILL for a group that outlives its 10 s).
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((done) => child!.once('exit', done));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    }
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the whole group is gone
      }
    }
    await waitUntilFree(Number(port));
    await webhook.stop();
    await github.stop();
    if (persistDir) rmSync(persistDir, { recursive: true, force: true });
  });

  test.beforeEach(() => {
    webhook.posts.length = 0;
    webhook.status = 200;
    webhook.delayMs = 0;
    github.reset();
  });

  return { log: () => output, pid: () => child?.pid };
}
