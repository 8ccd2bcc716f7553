// Serves the static export like the CDNs it is deployed to, for `npm start` and the browser
// tests: `node scripts/serve/serve-out.mjs [--dir out] [--host 127.0.0.1] [--port 3000] [--mount /prefix/=folder]`.
//   /a/ → a/index.html; /a (a folder) → 308 to /a/; /a/index.html → 308 to /a/;
//   anything missing → 404.html with status 404; `_headers` is not served;
//   the headers of out/_headers applied with Cloudflare Pages' rules (headers-file.mjs), to
//   404 answers too, re-read when a build rewrites it; like Cloudflare Pages' asset server, a
//   file no rule gives a Cache-Control gets `public, max-age=0, must-revalidate`, and a 404 gets
//   `no-store` and no validator whatever the rules say (pages-shared/asset-server/handler.ts:
//   a chunk missing under the `/_next/static/*` rule is never kept, docs/deployment.md#caching);
//   other answers that are no file (400, 405, a redirect of `//`) `no-cache`; ETag/If-None-Match revalidation;
//   text files gzipped for clients that accept it, as every CDN does (so `npm run lighthouse`
//   measures the bytes a phone downloads).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ASSET_POLICY, headersFor, parseHeadersFile, REVALIDATE } from '../build/headers/headers-file.mjs';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.yml': 'text/yaml; charset=utf-8',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
// 404.html is what unknown paths are answered with, not an address of its own (a second URL of
// the home page, as Cloudflare Pages also declines to serve it: it redirects to /404).
const HIDDEN = new Set(['/_headers', '/404.html']);
/** Worth compressing: text formats (woff2 and the images are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.txt', '.js', '.mjs', '.css', '.json', '.yml', '.map', '.webmanifest', '.xml', '.svg']);
/** Below this a gzip header and its round of deflate cost more than they save. */
const MIN_GZIP_BYTES = 1024;
/** Cloudflare Pages' Cache-Control for a file that no `_headers` rule gives one. */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** A 404's Cache-Control, whatever the rules give it (Cloudflare Pages'): what is missing now may exist after the next deploy. */
export const NOT_FOUND_CACHE_CONTROL = 'no-store';
/** The Cache-Control of the other answers that are no file (400, 405, a redirect of `//`). */
const REFUSAL_CACHE_CONTROL = REVALIDATE;

/** `headers` without any Cache-Control (matched case-insensitively, as rules may spell it either way). */
const withoutCacheControl = (/** @type {Record<string, string>} */ headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'cache-control'));

/**
 * `headers` with `value` as Cache-Control, unless a `_headers` rule already gave one.
 * @param {Record<string, string>} headers
 * @param {string} value
 */
const withCacheControl = (headers, value) =>
  Object.keys(headers).some((name) => name.toLowerCase() === 'cache-control') ? headers : { ...headers, 'Cache-Control': value };

/** Whether an Accept-Encoding header takes gzip (`gzip;q=0` refuses it). */
export function acceptsGzip(header = '') {
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** Gzipped files, kept while their mtime and size stand (a rebuild rewrites them). */
function gzipCache() {
  /** @type {Map<string, { key: string, body: Buffer }>} */
  const cache = new Map();
  /**
   * @param {string} file
   * @param {import('node:fs').Stats} stat
   */
  return (file, stat) => {
    const key = `${stat.mtimeMs}-${stat.size}`;
    const hit = cache.get(file);
    if (hit?.key === key) return hit.body;
    const body = gzipSync(readFileSync(file), { level: 9 });
    cache.set(file, { key, body });
    return body;
  };
}

/** @param {string} path */
const isFile = (path) => existsSync(path) && statSync(path).isFile();
/** @param {string} path */
const isDir = (path) => existsSync(path) && statSync(path).isDirectory();

/** @typedef {{ status: number, file?: string, location?: string }} Answer */

/**
 * What a request path is answered with: a file (and status) or a redirect.
 * @param {string} root
 * @param {string} pathname
 * @returns {Answer}
 */
export function resolveRequest(root, pathname) {
  const notFound = { status: 404, file: join(root, '404.html') };
  if (HIDDEN.has(pathname) || pathname.includes('\0')) return notFound;
  const target = resolve(root, `.${pathname}`);
  if (target !== root && !target.startsWith(root + sep)) return notFound;
  if (pathname.endsWith('/index.html') && isFile(target)) return { status: 308, location: pathname.slice(0, -'index.html'.length) };
  if (pathname.endsWith('/')) return isFile(join(target, 'index.html')) ? { status: 200, file: join(target, 'index.html') } : notFound;
  if (isFile(target)) return { status: 200, file: target };
  if (isDir(target) && isFile(join(target, 'index.html'))) return { status: 308, location: `${pathname}/` };
  return notFound;
}

/** @param {string} root */
function headerRules(root) {
  /** @type {{ mtime: number, rules: import('../build/headers/headers-file.mjs').Rule[] }} */
  let cache = { mtime: -1, rules: [] };
  return () => {
    const file = join(root, '_headers');
    const mtime = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (mtime !== cache.mtime) cache = { mtime, rules: mtime ? parseHeadersFile(readFileSync(file, 'utf8')) : [] };
    return cache.rules;
  };
}

/**
 * Serves `root`; the server emits 'listening' once it does. `mounts` serve a path prefix from a
 * folder of its own (`npm run cms` shows the photos the CMS has just saved, before a rebuild
 * copies them into the export: { '/photos/': 'public/photos' }), each file of which, checked by no
 * build, gets the policy under which nothing runs (ASSET_POLICY) whatever its name. `hosts`, when given, are the only
 * Host headers answered (name:port); any other gets a 421 and nothing else, so a domain rebound to
 * this computer (DNS rebinding) reads nothing (`npm run cms`'s preview, whose CMS page names the
 * local proxy's secret address).
 * @param {{ root: string, host: string, port: number, mounts?: Record<string, string>, hosts?: string[] }} options
 */
export function serveOut({ root, host, port, mounts = {}, hosts }) {
  const rules = headerRules(root);
  const gzipped = gzipCache();
  const server = createServer((request, response) => {
    if (hosts && !hosts.includes(request.headers.host ?? '')) {
      response.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Misdirected Request');
      return;
    }
    const raw = request.url ?? '/';
    const query = raw.indexOf('?');
    const rawPath = query < 0 ? raw : raw.slice(0, query);
    const search = query < 0 ? '' : raw.slice(query);
    // Answers that are not a file still carry the site's headers (its `/*` rules), and are not cached.
    /**
     * @param {number} status
     * @param {Record<string, string>} extra
     */
    const refuse = (status, extra = {}) =>
      response.writeHead(status, { ...withoutCacheControl(headersFor(rules(), rawPath)), 'Cache-Control': REFUSAL_CACHE_CONTROL, ...extra }).end();
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405, { Allow: 'GET, HEAD' });
    // Repeated slashes name no page of their own ('//a/' would even parse as a host): one path for
    // the rules and the router, as hosts that merge slashes serve it.
    if (/\/{2,}/.test(rawPath)) return refuse(308, { Location: `${rawPath.replace(/\/{2,}/g, '/')}${search}` });
    let url;
    let pathname;
    try {
      url = new URL(raw, 'http://localhost');
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return refuse(400);
    }
    const mount = Object.keys(mounts).find((prefix) => pathname.startsWith(prefix));
    const answer = mount ? resolveRequest(resolve(mounts[mount] ?? ''), pathname.slice(mount.length - 1)) : resolveRequest(root, pathname);
    const headers = headersFor(rules(), pathname);
    if (mount) {
      // A mounted folder holds files no build has checked (public/photos/: whatever the CMS's media
      // library was given, an HTML page or an SVG spelt in capitals, before _headers exists even):
      // every answer from there gets the policy under which nothing runs, whatever its name.
      for (const name of Object.keys(headers)) if (/^(content-security-policy|x-content-type-options)$/i.test(name)) delete headers[name];
      Object.assign(headers, { 'Content-Security-Policy': ASSET_POLICY, 'X-Content-Type-Options': 'nosniff' });
    }
    if (answer.location) {
      response.writeHead(answer.status, { ...headers, Location: `${answer.location}${url.search}` }).end();
      return;
    }
    const file = answer.file ?? '';
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) {
      // A folder with no 404.html (the bare floor page of `npm run lighthouse`).
      response
        .writeHead(404, { ...withoutCacheControl(headers), 'Cache-Control': NOT_FOUND_CACHE_CONTROL, 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Not found');
      return;
    }
    if (answer.status === 404) {
      for (const name of Object.keys(headers)) if (name.toLowerCase() === 'cache-control') delete headers[name];
      headers['Cache-Control'] = NOT_FOUND_CACHE_CONTROL;
    }
    const type = extname(file).toLowerCase();
    const gzip = COMPRESSIBLE.has(type) && stat.size >= MIN_GZIP_BYTES;
    const encode = gzip && acceptsGzip(request.headers['accept-encoding']);
    // Each representation has its own tag, so a cache never revalidates one with the other's.
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encode ? '-gz' : ''}"`;
    Object.assign(headers, { 'Content-Type': TYPES[type] ?? 'application/octet-stream', ...(gzip && { Vary: 'Accept-Encoding' }) });
    if (answer.status === 200) {
      Object.assign(headers, withCacheControl(headers, DEFAULT_CACHE_CONTROL), { 'Last-Modified': stat.mtime.toUTCString(), ETag: etag });
    }
    if (answer.status === 200 && request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers).end();
      return;
    }
    if (encode) {
      const body = gzipped(file, stat);
      response.writeHead(answer.status, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(answer.status, { ...headers, 'Content-Length': stat.size });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  server.listen(port, host, () => console.log(`serve-out: ${root} at http://${host}:${port}/ (headers from _headers)`));
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'out' },
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: process.env.PORT || '3000' },
      // --mount /photos/=public/photos: a path prefix served from a folder of its own.
      mount: { type: 'string', multiple: true, default: [] },
    },
  });
  const root = resolve(new URL('../..', import.meta.url).pathname, values.dir);
  if (!isFile(join(root, 'index.html')) || !isFile(join(root, '404.html'))) {
    console.error(`serve-out: ${root} has no index.html and 404.html: run \`npm run build\` first`);
    process.exit(1);
  }
  const mounts = Object.fromEntries(values.mount.map((mount) => [mount.slice(0, mount.indexOf('=')), resolve(mount.slice(mount.indexOf('=') + 1))]));
  serveOut({ root, host: values.host, port: Number(values.port), mounts });
}
