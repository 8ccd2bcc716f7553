import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './support/fixtures';
import { tryDevtoolsSessions } from './support/devtools-probe';
import { INBOX_WORKER } from './support/inbox-site';
import { scaled } from './support/time-scale';

// `npm start` runs the site and its lead inbox in `wrangler pages dev`, with the function's secrets
// (.dev.vars: the webhook's address, the salt) and every lead passing through it. No page of another
// origin on this computer may open a debugging session on any port its processes listen on: with one,
// a page at http://localhost:4000 read the secrets and the leads as they arrived (wrangler's
// inspector, and the runtime's own, answered any localhost origin). And the inbox still takes leads.

const ROOT = resolve(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

test.describe('npm start’s debugger', () => {
  let dir = '';
  let child: ChildProcess | undefined;
  let site = '';
  let output = '';

  test.beforeAll(async () => {
    test.setTimeout(scaled(180_000));
    dir = mkdtempSync(join(tmpdir(), 'npm-start-inspector-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>início</title>');
    const state = join(dir, 'state');
    const migrate = spawnSync(process.execPath, [join(ROOT, 'scripts', 'operator', 'leads.mjs'), 'migrate', '--persist-to', state], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(migrate.status, migrate.stderr).toBe(0);
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    // What npm start runs (scripts/serve/start.mjs, an ES module with imports, which the browser
    // tests cannot load as CommonJS: asked of node), over the test's folder and database.
    const asked = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { serveCommand } = await import(${JSON.stringify(join(ROOT, 'scripts', 'serve', 'start.mjs'))}); console.log(JSON.stringify(serveCommand(JSON.parse(process.argv[1]))));`,
        JSON.stringify({ staticOnly: false, port: String(port), dir }),
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(asked.status, asked.stderr).toBe(0);
    const { command, args, env } = JSON.parse(asked.stdout) as { command: string; args: string[]; env: Record<string, string> };
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, NO_COLOR: '1' };
    delete childEnv.NODE_OPTIONS;
    child = spawn(command, [...args, '--persist-to', state], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 120_000;
    for (;;) {
      expect(child.exitCode, output).toBeNull();
      expect(Date.now(), `wrangler pages dev did not answer in 120 s:\n${output}`).toBeLessThan(deadline);
      const up = await fetch(`${site}/`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      await new Promise((wait) => setTimeout(wait, 250));
    }
  });

  test.afterAll(async () => {
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((done) => child!.once('exit', done));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('no port of its processes gives a page of another localhost origin a debugging session; the inbox still takes a lead', async ({ browser }) => {
    test.setTimeout(scaled(120_000));
    const key = crypto.randomUUID();
    const lead = await fetch(`${site}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, Origin: site, 'CF-Connecting-IP': '198.51.100.90' },
      body: JSON.stringify({
        name: 'Maria da Silva',
        email: 'maria.depurador@exemplo.com.br',
        phone: '+5543999990000',
        message: 'Olá',
        page: `${site}/`,
        consent: true,
        idempotencyKey: key,
      }),
    });
    expect(lead.status, await lead.clone().text()).toBe(200);
    expect(((await lead.json()) as { reference?: string }).reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    const { ports, attempts } = await tryDevtoolsSessions(browser, child!.pid!, INBOX_WORKER);
    // The listing found the server itself: the probe looked where it should.
    expect(ports.map(({ port }) => port)).toContain(Number(new URL(site).port));
    const sessions = attempts.filter(({ answer }) => answer !== '');
    expect(sessions, `a debugger answers another page (scripts/serve/no-inspector.mjs, wrangler-local.mjs); ports: ${JSON.stringify(ports)}`).toEqual([]);
  });
});
