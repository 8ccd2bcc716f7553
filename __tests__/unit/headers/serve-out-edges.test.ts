/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveOut } from '@/scripts/serve-out.mjs';

// Issue 23, items 5 and 6, on the preview server: every answer carries the site's headers (a 400,
// a 405 and a redirect too), errors are never cached, repeated slashes are redirected to the one
// path the rules and the router know, and 404.html is not a second address of the home page.

type Reply = { status: number; headers: IncomingHttpHeaders; body: string };

function send(port: number, path: string, method = 'GET'): Promise<Reply> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

const HEADERS = "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n\n/novas-implementacoes/\n  Cache-Control: no-cache\n";

describe('serve-out at the edges', () => {
  let root = '';
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-out-edges-'));
    mkdirSync(join(root, 'novas-implementacoes'));
    writeFileSync(join(root, 'index.html'), '<p>início</p>');
    writeFileSync(join(root, '404.html'), '<p>início, por um caminho desconhecido</p>');
    writeFileSync(join(root, 'novas-implementacoes', 'index.html'), '<p>roadmap</p>');
    writeFileSync(join(root, '_headers'), HEADERS);
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    server = serveOut({ root, host: '127.0.0.1', port: 0 });
    await new Promise((done) => server.once('listening', done));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['//', '/'],
    ['///', '/'],
    ['//novas-implementacoes/', '/novas-implementacoes/'],
    ['/novas-implementacoes//', '/novas-implementacoes/'],
    ['//novas-implementacoes//?a=1', '/novas-implementacoes/?a=1'],
  ])('%s redirects to %s, with the headers', async (path, location) => {
    const reply = await send(port, path);
    expect(reply.status).toBe(308);
    expect(reply.headers.location).toBe(location);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-security-policy']).toBe("default-src 'self'");
  });

  it.each(['/%', '/%zz', '/a%E0%A4%A'])('%s is a 400 with the headers, never cached', async (path) => {
    const reply = await send(port, path);
    expect(reply.status).toBe(400);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-security-policy']).toBe("default-src 'self'");
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('a POST is a 405 that says what is allowed, with the headers, never cached', async () => {
    const reply = await send(port, '/', 'POST');
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('/404.html is not an address of its own: a 404, never cached', async () => {
    const reply = await send(port, '/404.html');
    expect(reply.status).toBe(404);
    expect(reply.headers['cache-control']).toBe('no-cache');
  });
});
