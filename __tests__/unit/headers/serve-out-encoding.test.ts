/** @jest-environment node */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, DEFAULT_CACHE_CONTROL } from '@/scripts/serve/serve-out.mjs';
import { buildHeadersFile } from '@/scripts/build/headers/headers-file.mjs';
import { PAGES, STATIC_FILES } from './fixtures';
import { get, serveFiles } from './serve-out-client';

// serve-out compresses text like the CDNs the site is deployed to, so `npm start`, the browser
// tests and `npm run lighthouse` download what a phone downloads.

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['br', false],
    ['', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('serve-out content encoding', () => {
  const page = `<!DOCTYPE html><html lang="pt-BR"><body>${'<p>Energia solar no Paraná.</p>'.repeat(200)}</body></html>`;
  const font = Buffer.alloc(4096, 7);
  let root = '';
  let port = 0;
  let close = async () => {};

  beforeAll(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    ({ root, port, close } = await serveFiles({
      'index.html': page,
      '404.html': `<p>${'Página não encontrada. '.repeat(100)}</p>`,
      'small.txt': 'pequeno',
      'font.woff2': font,
    }));
  });

  afterAll(() => close());

  it('gzips HTML for a client that accepts it, and the bytes inflate to the file', async () => {
    const reply = await get(port, '/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.body.length).toBeLessThan(Buffer.byteLength(page) / 10);
    expect(gunzipSync(reply.body).toString()).toBe(page);
  });

  it('sends the file as it is to a client that does not accept gzip', async () => {
    const reply = await get(port, '/', { 'Accept-Encoding': 'identity' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.body.toString()).toBe(page);
  });

  it('gives each representation its own ETag and revalidates each with its own', async () => {
    const gzip = await get(port, '/', { 'Accept-Encoding': 'gzip' });
    const plain = await get(port, '/');
    expect(gzip.headers.etag).not.toBe(plain.headers.etag);
    expect((await get(port, '/', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(gzip.headers.etag) })).status).toBe(304);
    expect((await get(port, '/', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(plain.headers.etag) })).status).toBe(200);
  });

  it('keeps the 404 status when it compresses 404.html', async () => {
    const reply = await get(port, '/nada/', { 'Accept-Encoding': 'gzip' });
    expect(reply.status).toBe(404);
    expect(gunzipSync(reply.body).toString()).toContain('Página não encontrada.');
  });

  it('caches like Cloudflare Pages a file without a rule (revalidated), and sends every 404 no-store without a validator', async () => {
    const file = await get(port, '/small.txt');
    expect(file.headers['cache-control']).toBe(DEFAULT_CACHE_CONTROL);
    expect(file.headers.etag).toBeTruthy();
    for (const path of ['/_next/static/chunks/gone.js', '/pagina-que-nao-existe/', '/pagina-que-nao-existe', '/_headers']) {
      for (const encoding of ['gzip', 'identity']) {
        const missing = await get(port, path, { 'Accept-Encoding': encoding });
        expect([path, missing.status]).toEqual([path, 404]);
        expect([path, missing.headers['cache-control']]).toEqual([path, 'no-store']);
        expect(missing.headers.etag).toBeUndefined();
        expect(missing.headers['last-modified']).toBeUndefined();
      }
    }
  });

  it('sends the built _headers on a 404 too, but its caching: a 404 is never stored, as on Cloudflare Pages', async () => {
    writeFileSync(join(root, '_headers'), buildHeadersFile(PAGES, {}, STATIC_FILES).text);
    try {
      const missingTxt = await get(port, '/nada/__next._tree.txt');
      expect(missingTxt.status).toBe(404);
      expect(missingTxt.headers['cache-control']).toBe('no-store');
      const unknown = await get(port, '/pagina-que-nao-existe/');
      expect(unknown.headers['cache-control']).toBe('no-store');
      expect(unknown.headers['content-security-policy']).toBeTruthy();
      expect(unknown.headers['x-content-type-options']).toBe('nosniff');
      const chunk = await get(port, '/_next/static/chunks/ainda-nao-existe.js');
      expect([chunk.status, chunk.headers['cache-control']]).toEqual([404, 'no-store']);
      expect((await get(port, '/404.html')).headers['cache-control']).toBe('no-store');
    } finally {
      rmSync(join(root, '_headers'));
    }
  });

  it('leaves fonts (already compressed) and tiny files alone', async () => {
    const woff2 = await get(port, '/font.woff2', { 'Accept-Encoding': 'gzip' });
    expect(woff2.headers['content-encoding']).toBeUndefined();
    expect(woff2.headers.vary).toBeUndefined();
    expect(woff2.body.equals(font)).toBe(true);
    const small = await get(port, '/small.txt', { 'Accept-Encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('pequeno');
  });

  it('answers HEAD with the gzip length and no body', async () => {
    const reply = await get(port, '/', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(Number(reply.headers['content-length'])).toBeGreaterThan(0);
    expect(reply.body.length).toBe(0);
  });

  it('answers a plain 404 for a folder without 404.html, no-store too', async () => {
    rmSync(join(root, '404.html'));
    const reply = await get(port, '/nada/');
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).toBe('Not found');
    expect(reply.headers['cache-control']).toBe('no-store');
  });
});
