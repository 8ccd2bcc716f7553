// The `_headers` file (the format Cloudflare Pages and Netlify read): writing it for the export,
// and reading and matching it the way Cloudflare Pages documents
// (https://developers.cloudflare.com/pages/configuration/headers/), for the local server.
//
// Every rule whose path matches applies; a header set by several matching rules is sent once
// with the values joined by ", ". So each header is set by one rule only for any path, but for
// the CMS's Cross-Origin-Opener-Policy, which its rule detaches (`! Name`) before setting. The
// Content-Security-Policy header is the site's one policy (scripts/headers/csp.mjs,
// buildHeaderPolicy): each page carries its own hashes in a <meta> policy
// (scripts/export/finish-page.mjs), so neither this file nor its longest line grows with the
// number of pages, and unknown paths (served 404.html, with its own meta) need nothing more.
//
// Caching: hosts apply a rule by the requested path whatever the answer, so a pattern such as
// `/_next/static/*` would also make the 404 for a missing chunk immutable, and a browser
// would replay that 404 for a year (Cloudflare Pages' asset server attaches _headers to its
// 404 responses too). So each built file under /_next/static gets a rule of its own, and a
// path that matches none is answered with the host's default caching. The photo variants
// (scripts/photos.mjs) carry their photo's hash in their names, so one pattern per photo and
// format, scoped to that hash, matches only files of this build: the variants a page names
// are made and deployed with it, and a photo that is gone takes its rule with it. Pages
// (folder addresses and their index.html) revalidate, by five patterns whatever their number.
import { buildHeaderPolicy, endpointSources } from './csp.mjs';

/** @type {Header[]} */
export const SECURITY_HEADERS = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];
/**
 * The CMS (scripts/cms-admin.ts), whose page carries its own CSP <meta>: never indexed, and its
 * sign-in keeps the git host's OAuth window as a popup it can talk to (Decap opens the OAuth
 * client in a window and waits for its postMessage; under `same-origin` the browser cuts the
 * popup's opener). The site-wide value is detached first, so no host joins the two values:
 * Cloudflare Pages applies `! Name` before the rule's own headers; Netlify's parser skips the
 * line (it has no colon) and a later rule's value replaces an earlier one.
 */
export const ADMIN_RULE = '/admin/*';
/** @type {Header[]} */
export const ADMIN_HEADERS = [
  ['X-Robots-Tag', 'noindex'],
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
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
 * @param {string[]} [detach] headers of earlier rules this one removes first
 */
const block = (path, headers, detach = []) =>
  [path, ...detach.map((name) => `  ! ${name}`), ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');

/** The pages, whatever their number: folder addresses, their index.html, the not-found page. */
export const PAGE_PATTERNS = ['/', '/index.html', '/*/', '/*/index.html', '/404.html'];

/**
 * The `_headers` text for `pages` ({ file, html } per exported HTML file, paths relative to
 * out/) and `staticFiles` (the paths of the files under /_next/static, e.g.
 * `/_next/static/chunks/a.js`), with the lead endpoint of `env` in the policy's form-action;
 * the photo variants the pages name are cached for good too. Also returns the policy.
 * @param {Page[]} pages
 * @param {Record<string, string | undefined>} [env]
 * @param {string[]} [staticFiles]
 * @returns {{ text: string, policy: string }}
 */
export function buildHeadersFile(pages, env = {}, staticFiles = []) {
  const policy = buildHeaderPolicy(endpointSources(env));
  for (const { file } of pages) {
    const path = pagePaths(file)[0] ?? '';
    if (!PAGE_PATTERNS.some((pattern) => pathMatches(pattern, path))) {
      throw new Error(`_headers: the page ${file} (${path}) matches none of ${PAGE_PATTERNS.join(' ')}: add a pattern for it`);
    }
  }
  const photoPaths = photoVariantPaths(pages);
  const rules = [
    block('/*', [...SECURITY_HEADERS, ['Content-Security-Policy', policy]]),
    block(
      ADMIN_RULE,
      ADMIN_HEADERS,
      ADMIN_HEADERS.map(([name]) => name).filter((name) => SECURITY_HEADERS.some(([site]) => site === name)),
    ),
    ...[...staticFiles].sort().map((path) => block(path, [['Cache-Control', IMMUTABLE]])),
    ...photoPaths.map((path) => block(path, [['Cache-Control', IMMUTABLE]])),
    block('/*.txt', [['Cache-Control', REVALIDATE]]),
    ...PAGE_PATTERNS.map((path) => block(path, [['Cache-Control', REVALIDATE]])),
  ];
  if (rules.length > MAX_RULES) {
    const others = rules.length - staticFiles.length - photoPaths.length;
    throw new Error(
      `_headers: ${rules.length} rules, over the ${MAX_RULES} Cloudflare Pages applies (it would not apply the rest): ` +
        `${staticFiles.length} for the files under /_next/static, ${photoPaths.length} for photos (2 each), ` +
        `${others} site-wide. See docs/deployment.md#caching.`,
    );
  }
  const header = [
    '# Written by scripts/security-headers.mjs after `next build`; rebuild rather than edit.',
    "# Each page's script hashes are in its own <meta> policy; the header policy below is the",
    '# same for every path, and browsers enforce both.',
  ];
  const text = `${header.join('\n')}\n\n${rules.join('\n\n')}\n`;

  const long = text.split('\n').find((line) => line.length > MAX_LINE);
  if (long) throw new Error(`_headers: a line is ${long.length} characters, over the ${MAX_LINE} hosts read: ${long.slice(0, 80)}…`);
  return { text, policy };
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
