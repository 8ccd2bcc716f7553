/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveCommand, startOptions } from '@/scripts/serve/start.mjs';

// `npm start` serves the site and its lead inbox (wrangler pages dev, with the local D1 database of
// the leads), or with --static the plain export (scripts/serve/serve-out.mjs), on this computer only
// (127.0.0.1): a café's network reaches neither. `--host <address>` opens them to another interface.

const root = join(__dirname, '..', '..', '..');

/** Whether a TCP connection to host:port is accepted (within 2 s). */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', () => done(false));
  });
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

/**
 * Addresses of this machine that are not 127.0.0.1: its network interfaces (`hostname -I`; not
 * IPv6 link-local, which needs a zone), and on Linux 127.0.0.2, which a server listening on every
 * interface (0.0.0.0) answers and one on 127.0.0.1 does not, on any machine.
 */
function otherAddresses(): string[] {
  const mine = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && !address.address.startsWith('fe80:'))
    .map((address) => address!.address);
  return [...mine, ...(process.platform === 'linux' ? ['127.0.0.2'] : [])];
}

describe('npm start’s options', () => {
  it('serves on 127.0.0.1 unless --host names another address', () => {
    expect(startOptions([])).toEqual({ staticOnly: false, rebuild: false, host: '127.0.0.1' });
    expect(startOptions(['--static'])).toEqual({ staticOnly: true, rebuild: false, host: '127.0.0.1' });
    expect(startOptions(['--host', '0.0.0.0']).host).toBe('0.0.0.0');
    expect(startOptions(['--host=192.168.0.10', '--rebuild'])).toEqual({ staticOnly: false, rebuild: true, host: '192.168.0.10' });
  });

  it('refuses a --host that is not an address, and an option it does not know, saying what to write', () => {
    expect(() => startOptions(['--host', 'minha-rede'])).toThrow(/--host "minha-rede" não é um endereço IP.*0\.0\.0\.0/);
    expect(() => startOptions(['--host'])).toThrow(/--host/);
    expect(() => startOptions(['--lan'])).toThrow(/--lan.*--host 0\.0\.0\.0/);
  });

  it('passes the address to wrangler pages dev (--ip) and to serve-out (--host)', () => {
    const inbox = serveCommand({ staticOnly: false, port: '3000' });
    expect(inbox.args.slice(inbox.args.indexOf('--ip'), inbox.args.indexOf('--ip') + 2)).toEqual(['--ip', '127.0.0.1']);
    const plain = serveCommand({ staticOnly: true, port: '3000' });
    expect(plain.args.slice(plain.args.indexOf('--host'), plain.args.indexOf('--host') + 2)).toEqual(['--host', '127.0.0.1']);
    const lan = serveCommand({ staticOnly: false, port: '3000', host: '0.0.0.0' });
    expect(lan.args.slice(lan.args.indexOf('--ip'), lan.args.indexOf('--ip') + 2)).toEqual(['--ip', '0.0.0.0']);
  });
});

describe('the server npm start runs', () => {
  let dir = '';
  let child: ChildProcess | undefined;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'npm-start-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>início</title>');
    writeFileSync(join(dir, '404.html'), '<!doctype html><title>não encontrada</title>');
  });
  afterEach(async () => {
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((done) => child!.once('exit', done));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    child = undefined;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Starts what `npm start` (or `npm start -- --static`) runs, over the test's folder; resolves with its port once it answers. */
  async function start(staticOnly: boolean): Promise<number> {
    const port = await freePort();
    const { command, args, env } = serveCommand({ staticOnly, port: String(port), dir });
    // The test's local D1 database in its own folder, never the project's .wrangler/.
    const extra = staticOnly ? [] : ['--persist-to', join(dir, 'state')];
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
    delete childEnv.NODE_OPTIONS;
    child = spawn(command, [...args, ...extra], { cwd: root, env: childEnv, stdio: 'ignore', detached: true });
    const started = Date.now();
    while (!(await reachable('127.0.0.1', port))) {
      expect(child.exitCode).toBeNull();
      expect(Date.now() - started).toBeLessThan(60_000);
      await new Promise((wait) => setTimeout(wait, 250));
    }
    return port;
  }

  it.each([
    ['with the lead inbox (wrangler pages dev)', false],
    ['--static (serve-out)', true],
  ])(
    '%s answers on 127.0.0.1 and on no other address of this machine',
    async (_, staticOnly) => {
      const port = await start(staticOnly);
      const others = otherAddresses();
      expect(others.length).toBeGreaterThan(0);
      for (const address of others) expect([address, await reachable(address, port)]).toEqual([address, false]);
    },
    90_000,
  );

  it('gives no page the local leads database: wrangler’s local explorer (SQL over HTTP, at /cdn-cgi/explorer) is off', async () => {
    const port = await start(false);
    // wrangler 4.86 turns it on by default and answers any page of any localhost port (its CORS
    // repeats the origin), and, on every interface, anyone who sends Host: localhost.
    const asked = { headers: { Origin: 'http://localhost:9999', 'Content-Type': 'application/json' } };
    const list = await fetch(`http://127.0.0.1:${port}/cdn-cgi/explorer/api/d1/database`, asked);
    expect(list.status).not.toBe(200);
    expect(await list.text()).not.toContain('LEADS_DB');
    const sql = await fetch(`http://127.0.0.1:${port}/cdn-cgi/explorer/api/d1/database/00000000-0000-0000-0000-000000000000/raw`, {
      ...asked,
      method: 'POST',
      body: JSON.stringify({ sql: 'select name from sqlite_master' }),
    });
    expect(sql.status).not.toBe(200);
    expect(await sql.text()).not.toContain('"success":true');
  }, 90_000);
});

describe('npm run dev', () => {
  it('binds the development server to 127.0.0.1, not every interface (next dev listens on all by default)', () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.dev).toMatch(/^next dev\b/);
    expect(scripts.dev).toMatch(/\s(-H|--hostname)\s+127\.0\.0\.1(\s|$)/);
  });
});
