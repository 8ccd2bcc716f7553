/** @jest-environment node */
import { get, serveFiles } from './serve-out-client';

// On the preview server: every answer carries the site's headers (a 400,
// a 405 and a redirect too), errors are never cached, repeated slashes are redirected to the one
// path the rules and the router know, and 404.html is not a second address of the home page.

const HEADERS =
  "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n\n/novas-implementacoes/\n  Cache-Control: no-cache\n\n" +
  '/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable\n';

describe('serve-out at the edges', () => {
  let port = 0;
  let close = async () => {};

  beforeAll(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    ({ port, close } = await serveFiles({
      'index.html': '<p>início</p>',
      '404.html': '<p>início, por um caminho desconhecido</p>',
      'novas-implementacoes/index.html': '<p>roadmap</p>',
      '_next/static/chunks/a.js': 'self.a = 1;',
      _headers: HEADERS,
    }));
  });

  afterAll(() => close());

  it.each([
    ['//', '/'],
    ['///', '/'],
    ['//novas-implementacoes/', '/novas-implementacoes/'],
    ['/novas-implementacoes//', '/novas-implementacoes/'],
    ['//novas-implementacoes//?a=1', '/novas-implementacoes/?a=1'],
  ])('%s redirects to %s, with the headers', async (path, location) => {
    const reply = await get(port, path);
    expect(reply.status).toBe(308);
    expect(reply.headers.location).toBe(location);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-security-policy']).toBe("default-src 'self'");
  });

  it.each(['/%', '/%zz', '/a%E0%A4%A'])('%s is a 400 with the headers, never cached', async (path) => {
    const reply = await get(port, path);
    expect(reply.status).toBe(400);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-security-policy']).toBe("default-src 'self'");
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('a POST is a 405 that says what is allowed, with the headers, never cached', async () => {
    const reply = await get(port, '/', {}, 'POST');
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('/404.html is not an address of its own: a 404, never stored', async () => {
    const reply = await get(port, '/404.html');
    expect(reply.status).toBe(404);
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  // Cloudflare Pages' asset server (pages-shared/asset-server/handler.ts) drops whatever
  // Cache-Control the rules give a 404 and sends `no-store`: a chunk missing for a while under the
  // `/_next/static/*` rule is never kept, and is fetched again once it is there.
  it('a missing file under a rule that caches for good is a 404 never stored, as Cloudflare Pages answers it', async () => {
    expect((await get(port, '/_next/static/chunks/a.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get(port, '/_next/static/chunks/ainda-nao-existe.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });
});
