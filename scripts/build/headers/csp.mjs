// The site's Content-Security-Policy, in two parts browsers enforce together:
//   - each page's own policy, in a <meta> scripts/build/export/finish-page.mjs writes into it: the
//     fetch directives, with the SHA-256 of each inline script the page runs (a static export
//     cannot use nonces: no server renders per request). Data blocks (the JSON-LD) are never
//     executed, and CSP does not govern them: they need no hash;
//   - one header for the whole site (scripts/build/headers/headers-file.mjs): what a meta policy
//     cannot carry (frame-ancestors) and what holds whatever the page, its length fixed
//     however many pages the site has.
// Pure: strings in, strings out.
import { createHash } from 'node:crypto';

// https://html.spec.whatwg.org/#javascript-mime-type (compared whole: parameters make it a data block)
const JS_MIME = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);
// Inline import maps and speculation rules are not run as scripts, but CSP governs them too.
const OTHER_GOVERNED = new Set(['module', 'importmap', 'speculationrules']);

/**
 * Whether CSP's script-src decides if this script element may run.
 * @param {Record<string, string>} attrs
 */
export function isGovernedScript(attrs) {
  if (!('type' in attrs)) return true;
  const type = (attrs.type ?? '').trim().toLowerCase();
  return type === '' || JS_MIME.has(type) || OTHER_GOVERNED.has(type);
}

/**
 * The CSP hash source of a script or style text: SHA-256 of its UTF-8 bytes, base64.
 * @param {string} text
 */
export function hashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** @param {string[]} items */
const unique = (items) => [...new Set(items)];

/**
 * A build-time endpoint as a CSP source: scheme, host, port and path (CSP matches a path
 * without a trailing slash exactly; the query is never part of a source). Empty or
 * same-origin (a path) endpoints need no source: 'self' covers them.
 * @param {string | undefined} value
 * @returns {string | null}
 */
export function endpointSource(value, name = 'endpoint') {
  const raw = (value ?? '').trim();
  if (!raw || raw.startsWith('/')) return null;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name}: "${raw}" is not an absolute URL or a path starting with /`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name}: "${raw}" must be an http(s) URL`);
  const source = `${url.origin}${url.pathname}`;
  // ; and , would split the policy; quotes and $ would break the nginx include.
  if (/[;,'"$\s]/.test(source)) throw new Error(`${name}: "${raw}" has a character a CSP source cannot carry`);
  return source;
}

/**
 * Sources a page may connect and post to, from the build's environment.
 * @param {Record<string, string | undefined>} env
 * @returns {{ connect: string[], form: string[] }}
 */
export function endpointSources(env) {
  const lead = endpointSource(env.NEXT_PUBLIC_LEAD_ENDPOINT, 'NEXT_PUBLIC_LEAD_ENDPOINT');
  const vitals = endpointSource(env.NEXT_PUBLIC_VITALS_URL, 'NEXT_PUBLIC_VITALS_URL');
  return { connect: unique([lead, vitals].filter((source) => source !== null)), form: lead ? [lead] : [] };
}

/**
 * @typedef {{ scriptHashes?: string[], styleHashes?: string[], connect?: string[], form?: string[] }} Sources
 */

/**
 * A policy's text: directives separated by '; ', each name followed by its sources.
 * @param {string[][]} directives
 */
const serialize = (directives) => directives.map((parts) => parts.join(' ')).join('; ');

/**
 * A page's own policy, as its <meta> carries it: every fetch directive, with the page's hashes.
 * (frame-ancestors and the reporting directives are ignored in a meta policy: the header has them.)
 * @param {Sources} sources
 */
export function buildMetaPolicy({ scriptHashes = [], styleHashes = [], connect = [], form = [] }) {
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...unique(scriptHashes)],
    ['style-src', "'self'", ...unique(styleHashes)],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connect],
    ['form-action', "'self'", ...form],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ['upgrade-insecure-requests'],
  ];
  return serialize(directives);
}

/**
 * The one header policy of the whole site: no hash, no fetch directive (the pages' metas have
 * those, and a header default-src would block the inline scripts they allow), so its length
 * does not grow with the pages.
 * @param {{ form?: string[] }} sources
 */
export function buildHeaderPolicy({ form = [] }) {
  const directives = [
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'", ...form],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ['upgrade-insecure-requests'],
  ];
  return serialize(directives);
}
