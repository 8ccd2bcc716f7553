// The `_headers` file (the format Cloudflare Pages and Netlify read): writing it for the export,
// and reading and matching it the way Cloudflare Pages does (https://developers.cloudflare.com/
// pages/configuration/headers/; its asset server, workers-sdk packages/workers-shared and
// pages-shared/asset-server/handler.ts), for the local server.
//
// The two hosts read the same file differently, so it is written in the part both read alike:
//   - Cloudflare applies every matching rule in order and joins a header set by two of them with
//     ", " (`! Name` drops what earlier rules set); Netlify (its parser, @netlify/headers-parser,
//     and netlify-cli's headersForPath) lets a later matching rule's value replace an earlier one
//     and skips the `! Name` line. So the file goes from the general to the particular: `/*` sets
//     every header for every path, and a later rule that changes one for some paths first drops
//     it (`! Name`), then sets it. Both hosts then send one value, the last rule's.
//   - Netlify reads a pattern segment by segment, ignores a trailing slash and lets a lone `*`
//     match the whole rest of the path (`/*/` is `/*`, every path); Cloudflare allows one `*` per
//     rule. So the only patterns here are `/*`, `/<folder>/*` and `/*.<ext>`, which both read as
//     the same paths (but for Netlify's case-insensitivity, which the build's own files never test).
//
// Security: one header Content-Security-Policy for every page (buildHeaderPolicy; each page's
// hashes are in its own <meta>), and for every other file (`/*.<ext>`, ASSET_EXTENSIONS) a policy
// under which nothing runs: an SVG or XML file opened on the site's own origin could otherwise run
// script there, with the CMS editor's token and the visitor's draft in reach. The build refuses an
// export with a file no such rule covers, and a page that one would.
//
// Caching: everything revalidates (`no-cache`, from `/*`) but the files named by their content's
// hash, under two rules whatever their number: `/_next/static/*` (Next's chunks, CSS, fonts) and
// the photo variants (scripts/build/photos.mjs, `<name>-<width>.<hash>.<avif|webp>`), immutable. A rule
// matches the requested path whatever the answer, so a chunk missing for a while would get
// `immutable` on its 404 too where the host lets `_headers` reach a 404: Cloudflare Pages does not
// (its asset server drops any Cache-Control on a 404 and sends `no-store`, measured with wrangler
// 4.86.0), Netlify does; docs/deployment.md#caching has each host's answer and what is left.
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
 * The CMS (scripts/operator/cms-admin.ts), whose page carries its own CSP <meta>: never indexed, and its
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

/** Where scripts/build/photos.mjs writes the variants (its PHOTO_PUBLIC_BASE; not imported: it loads sharp). */
export const PHOTO_BASE = '/generated/photos';
/** The name of every file there: `<name>-<width>.<8 hex digits of its photo's hash>.<avif|webp>`. */
export const PHOTO_VARIANT = /^[a-z0-9-]+-\d+\.[0-9a-f]{8}\.(avif|webp)$/;
/** The files named by their content's hash, cached for good: one rule each, however many files. */
export const IMMUTABLE_RULES = ['/_next/static/*', `${PHOTO_BASE}/*`];

/**
 * The policy of every file that is not a page: nothing runs, nothing loads, no form, no frame,
 * and `sandbox` (an opaque origin: no access to the site's storage) should a browser render it
 * as a document. A policy on a script, a style sheet, a font or an image a page loads changes
 * nothing for that page; it only applies where the file itself is opened.
 */
export const ASSET_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";
/**
 * The extensions of the files that are not pages: every one the export has (Next's chunks and
 * payloads, the CMS's, icons, share cards, illustrations, photo variants, feeds) and the others a
 * static host serves as a document when opened (svg, xml, pdf). Each is one `/*.<ext>` rule; the
 * build refuses a file none of them covers.
 */
export const ASSET_EXTENSIONS = [
  'avif',
  'css',
  'gif',
  'ico',
  'jpeg',
  'jpg',
  'js',
  'json',
  'map',
  'mjs',
  'pdf',
  'png',
  'svg',
  'txt',
  'webmanifest',
  'webp',
  'woff',
  'woff2',
  'xml',
  'yml',
];

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
 * @param {string} path
 * @param {Header[]} headers
 * @param {string[]} [detach] headers of earlier rules this one removes first
 */
const block = (path, headers, detach = []) =>
  [path, ...detach.map((name) => `  ! ${name}`), ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');

/**
 * The rules, from the general to the particular; a rule that changes a header `/*` set drops it first.
 * @param {string} policy the pages' header policy
 * @returns {Rule[]}
 */
export function siteRules(policy) {
  return [
    { path: '/*', headers: [...SECURITY_HEADERS, ['Content-Security-Policy', policy], ['Cache-Control', REVALIDATE]], detach: [] },
    {
      path: ADMIN_RULE,
      headers: ADMIN_HEADERS,
      detach: ADMIN_HEADERS.map(([name]) => name).filter((name) => SECURITY_HEADERS.some(([site]) => site === name)),
    },
    ...ASSET_EXTENSIONS.map((ext) => ({
      path: `/*.${ext}`,
      headers: /** @type {Header[]} */ ([['Content-Security-Policy', ASSET_POLICY]]),
      detach: ['Content-Security-Policy'],
    })),
    ...IMMUTABLE_RULES.map((path) => ({ path, headers: /** @type {Header[]} */ ([['Cache-Control', IMMUTABLE]]), detach: ['Cache-Control'] })),
  ];
}

/**
 * The `_headers` text for `pages` ({ file, html } per exported HTML file, paths relative to out/),
 * with the lead endpoint of `env` in the pages' policy's form-action, and the policy. `files`
 * (every other file of the export, as request paths: `/_next/static/chunks/a.js`) are checked,
 * not listed: each must get the asset policy, and those cached for good must be named by a hash
 * where the build names them (the photo variants); no page may match a rule meant for files.
 * @param {Page[]} pages
 * @param {Record<string, string | undefined>} [env]
 * @param {string[]} [files]
 * @returns {{ text: string, policy: string }}
 */
export function buildHeadersFile(pages, env = {}, files = []) {
  const policy = buildHeaderPolicy(endpointSources(env));
  const rules = siteRules(policy);
  const assetRules = rules.filter((rule) => rule.headers.some(([, value]) => value === ASSET_POLICY));
  const particular = rules.filter((rule) => rule.path !== '/*' && rule.path !== ADMIN_RULE);
  /** Whether a rule reaches a path on either host. */
  const reaches = (/** @type {Rule} */ rule, /** @type {string} */ path) => pathMatches(rule.path, path) || netlifyPattern(rule.path).test(path);
  /** Whether a rule reaches a path on both hosts. */
  const covers = (/** @type {Rule} */ rule, /** @type {string} */ path) => pathMatches(rule.path, path) && netlifyPattern(rule.path).test(path);
  for (const { file } of pages) {
    for (const path of pagePaths(file)) {
      const rule = particular.find((candidate) => reaches(candidate, path));
      if (rule) throw new Error(`_headers: the page ${file} (${path}) matches ${rule.path}, a rule for files that are not pages: rename it`);
    }
  }
  for (const path of files) {
    if (path.endsWith('.html')) continue;
    if (!assetRules.some((rule) => covers(rule, path))) {
      throw new Error(
        `_headers: ${path} is not a page, and no rule keeps it from running script: add its extension to ASSET_EXTENSIONS (scripts/build/headers/headers-file.mjs)`,
      );
    }
    if (path.startsWith(`${PHOTO_BASE}/`) && !PHOTO_VARIANT.test(path.slice(PHOTO_BASE.length + 1))) {
      throw new Error(`_headers: ${path} is cached for good under ${PHOTO_BASE}/*, but its name carries no hash: only photo variants go there`);
    }
  }
  const header = [
    '# Written by scripts/build/security-headers.mjs after `next build`; rebuild rather than edit.',
    '# From the general to the particular: a rule that changes a header drops it first (`! Name`), so',
    "# Cloudflare Pages and Netlify (where the later rule wins) send the same value. Each page's",
    '# script hashes are in its own <meta> policy; files that are not pages get one under which nothing runs.',
  ];
  const text = `${header.join('\n')}\n\n${rules.map((rule) => block(rule.path, rule.headers, rule.detach)).join('\n\n')}\n`;
  if (rules.length > MAX_RULES)
    throw new Error(`_headers: ${rules.length} rules, over the ${MAX_RULES} Cloudflare Pages applies (it would not apply the rest)`);
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
 * Whether a rule's path matches a request path, as Cloudflare's asset server compiles it
 * (workers-shared, utils/rules-engine.ts, generateRuleRegExp): the whole path, case-sensitive;
 * `*` (a named group "splat") spans anything, `/` included; `:name` is one segment. A rule with
 * two `*` makes two groups of one name, which its RegExp refuses: Cloudflare drops that rule,
 * so it matches nothing here either.
 * @param {string} pattern
 * @param {string} pathname
 */
export function pathMatches(pattern, pathname) {
  if (!pattern.startsWith('/')) return false; // absolute-URL rules: not used by this site
  if (pattern.split('*').length > 2) return false;
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`).test(pathname);
}

/**
 * A rule's path as Netlify reads it (@netlify/headers-parser, for_regexp.js, getForRegExp): split at
 * `/`, empty segments dropped (a trailing slash is optional), a lone `*` the rest of the path with
 * the slash before it optional, a `*` inside a segment `(.*)` with the rest of that segment left as
 * written (so a `.` there is any character), `:name` one segment; case-insensitive.
 * `unit/headers/hosts.test.ts` checks it against the parser itself.
 * @param {string} pattern
 */
export function netlifyPattern(pattern) {
  const segment = (/** @type {string} */ part) => {
    if (part.startsWith(':')) return '([^/]+)';
    if (part === '*') return '?(.*)';
    if (part.includes('*')) return part.replaceAll('*', '(.*)');
    return part.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&').replace(/-/g, '\\x2d');
  };
  const source = pattern
    .split('/')
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map(segment)
    .join('/');
  return new RegExp(`^/${source}/?$`, 'iu');
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
