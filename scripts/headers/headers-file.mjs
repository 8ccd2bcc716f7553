// The `_headers` file (the format Cloudflare Pages and Netlify read): writing it from the
// exported pages, and reading and matching it the way Cloudflare Pages documents
// (https://developers.cloudflare.com/pages/configuration/headers/), for the local server.
//
// Every rule whose path matches applies; a header set by several matching rules is sent
// once with the values joined by ", ". Two CSPs joined that way are two policies, and the
// browser enforces both. So the catch-all `/*` carries a policy with the hashes of every
// page (unknown paths get 404.html, whose scripts must run), and each page's own rule adds
// its exact policy: on the page, only what both allow runs, which is the page's own list.
// A host that lets the more specific rule replace the catch-all gets the same result.
//
// Caching: hosts apply a rule by the requested path whatever the answer, so a pattern such as
// `/_next/static/*` would also make the 404 for a missing chunk immutable, and a browser
// would replay that 404 for a year (Cloudflare Pages' asset server attaches _headers to its
// 404 responses too). So each built file under /_next/static gets a rule of its own, and a
// path that matches none is answered with the host's default caching. The photo variants
// (scripts/photos.mjs) carry their photo's hash in their names, so one pattern per photo and
// format, scoped to that hash, matches only files of this build: the variants a page names
// are made and deployed with it, and a photo that is gone takes its rule with it.
import { buildPolicy, endpointSources, pageHashes } from './csp.mjs';

/** @type {Header[]} */
export const SECURITY_HEADERS = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
// Cloudflare Pages' limits: longer lines or more rules are not applied.
export const MAX_LINE = 2000;
export const MAX_RULES = 100;

/** Where scripts/photos.mjs writes the variants (its PHOTO_PUBLIC_BASE; not imported: it loads sharp). */
export const PHOTO_BASE = '/generated/photos';

/**
 * @typedef {{ file: string, html: string }} Page an exported HTML file, its path relative to out/
 * @typedef {[name: string, value: string]} Header
 * @typedef {{ path: string, headers: Header[], detach: string[] }} Rule
 */

/**
 * The request paths that get an exported HTML file, e.g. `a/index.html` → /a/, /a, /a/index.html.
 * @param {string} file
 */
export function pagePaths(file) {
  const name = file.split('\\').join('/').replace(/^\/+/, '');
  if (name === 'index.html') return ['/', '/index.html'];
  const folder = name.match(/^(.*)\/index\.html$/);
  if (folder) return [`/${folder[1]}/`, `/${folder[1]}`, `/${name}`];
  return [`/${name}`];
}

/**
 * The `_headers` paths of the photo variants the pages show, one per photo and format: a variant
 * is named `<name>-<width>.<8 hex digits of its photo's hash>.<avif|webp>`, so
 * `/generated/photos/*.<hash>.avif` matches that photo's AVIF files at every width, and no other.
 * @param {Page[]} pages
 * @returns {string[]}
 */
export function photoVariantPaths(pages) {
  const variant = new RegExp(`${escapeRegExp(PHOTO_BASE)}/[a-z0-9-]+-\\d+\\.([0-9a-f]{8})\\.(avif|webp)(?![\\w.])`, 'g');
  const paths = pages.flatMap((page) => [...page.html.matchAll(variant)].map(([, hash, format]) => `${PHOTO_BASE}/*.${hash}.${format}`));
  return [...new Set(paths)].sort();
}

/**
 * @param {string} path
 * @param {Header[]} headers
 */
const block = (path, headers) => [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');

/**
 * The `_headers` text for `pages` ({ file, html } per exported HTML file, paths relative to
 * out/) and `staticFiles` (the paths of the files under /_next/static, e.g.
 * `/_next/static/chunks/a.js`), with the lead and vitals endpoints of `env`; the photo
 * variants the pages name are cached for good too. Also returns each page's policy.
 * @param {Page[]} pages
 * @param {Record<string, string | undefined>} [env]
 * @param {string[]} [staticFiles]
 * @returns {{ text: string, policies: Record<string, string>, siteWide: string }}
 */
export function buildHeadersFile(pages, env = {}, staticFiles = []) {
  const endpoints = endpointSources(env);
  /** @param {string} file */
  const first = (file) => pagePaths(file)[0] ?? '';
  const sorted = [...pages].sort((a, b) => (first(a.file) < first(b.file) ? -1 : 1));
  const hashes = sorted.map((page) => ({ file: page.file, ...pageHashes(page.html, page.file) }));
  const policies = Object.fromEntries(hashes.map((page) => [page.file, buildPolicy({ ...page, ...endpoints })]));
  const siteWide = buildPolicy({
    scriptHashes: hashes.flatMap((page) => page.scriptHashes),
    styleHashes: hashes.flatMap((page) => page.styleHashes),
    ...endpoints,
  });

  const photoPaths = photoVariantPaths(pages);
  const pageRules = hashes.flatMap(({ file }) =>
    pagePaths(file).map((path) =>
      block(path, [
        ['Cache-Control', REVALIDATE],
        ['Content-Security-Policy', policies[file] ?? ''],
      ]),
    ),
  );
  const rules = [
    block('/*', [...SECURITY_HEADERS, ['Content-Security-Policy', siteWide]]),
    ...[...staticFiles].sort().map((path) => block(path, [['Cache-Control', IMMUTABLE]])),
    ...photoPaths.map((path) => block(path, [['Cache-Control', IMMUTABLE]])),
    block('/*.txt', [['Cache-Control', REVALIDATE]]),
    ...pageRules,
  ];
  if (rules.length > MAX_RULES) {
    const others = rules.length - staticFiles.length - photoPaths.length - pageRules.length;
    throw new Error(
      `_headers: ${rules.length} rules, over the ${MAX_RULES} Cloudflare Pages applies (it would not apply the rest): ` +
        `${staticFiles.length} for the files under /_next/static, ${photoPaths.length} for photos (2 each), ` +
        `${pageRules.length} for ${pages.length} pages, ${others} site-wide. See docs/deployment.md#caching.`,
    );
  }
  const header = [
    '# Written by scripts/security-headers.mjs after `next build`; rebuild rather than edit.',
    "# `/*` carries every page's script hashes (unknown paths are served 404.html); each",
    "# page's own rule adds its exact policy, and browsers enforce both.",
  ];
  const text = `${header.join('\n')}\n\n${rules.join('\n\n')}\n`;

  const long = text.split('\n').find((line) => line.length > MAX_LINE);
  if (long) throw new Error(`_headers: a line is ${long.length} characters, over the ${MAX_LINE} hosts read: ${long.slice(0, 80)}…`);
  return { text, policies, siteWide };
}

/**
 * Rules of a `_headers` text, in order.
 * @param {string} text
 * @returns {Rule[]}
 */
export function parseHeadersFile(text) {
  /** @type {Rule[]} */
  const rules = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers line ${index + 1}: a header before any path`);
    const entry = line.trim();
    if (entry.startsWith('!')) {
      rule.detach.push(entry.slice(1).trim().toLowerCase());
      continue;
    }
    const colon = entry.indexOf(':');
    if (colon < 1) throw new Error(`_headers line ${index + 1}: expected "Name: value", got "${entry}"`);
    rule.headers.push([entry.slice(0, colon).trim(), entry.slice(colon + 1).trim()]);
  }
  return rules;
}

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a rule's path matches a request path: `*` (one, greedy) spans anything, `:name` one segment.
 * @param {string} pattern
 * @param {string} pathname
 */
export function pathMatches(pattern, pathname) {
  if (!pattern.startsWith('/')) return false; // absolute-URL rules: not used by this site
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`).test(pathname);
}

/**
 * The headers the rules give a request path, names as first written, joined like Cloudflare does.
 * @param {Rule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, { name: string, value: string }>} */
  const found = new Map();
  for (const rule of rules) {
    if (!pathMatches(rule.path, pathname)) continue;
    for (const name of rule.detach) found.delete(name);
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = found.get(key);
      found.set(key, previous ? { name: previous.name, value: `${previous.value}, ${value}` } : { name, value });
    }
  }
  return Object.fromEntries([...found.values()].map(({ name, value }) => [name, value]));
}
