// The Content-Security-Policy of one exported page, computed from its HTML. Pure: strings
// in, strings out, so the unit tests run it on fixtures and the build on out/.
//
// A static export cannot use nonces (no server renders per request), so every inline
// script Next writes (the Turbopack bootstrap, the `self.__next_f.push(...)` RSC payload)
// is allowed by its SHA-256 instead. Inline scripts whose type makes them a data block
// (the JSON-LD) are never executed, and CSP does not govern them: they need no hash.
import { createHash } from 'node:crypto';

// https://html.spec.whatwg.org/#javascript-mime-type (compared whole: parameters make it a data block)
const JS_MIME = new Set([
  'application/ecmascript', 'application/javascript', 'application/x-ecmascript', 'application/x-javascript',
  'text/ecmascript', 'text/javascript', 'text/javascript1.0', 'text/javascript1.1', 'text/javascript1.2',
  'text/javascript1.3', 'text/javascript1.4', 'text/javascript1.5', 'text/jscript', 'text/livescript',
  'text/x-ecmascript', 'text/x-javascript',
]);
// Inline import maps and speculation rules are not run as scripts, but CSP governs them too.
const OTHER_GOVERNED = new Set(['module', 'importmap', 'speculationrules']);

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const START_TAG = /<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** Attribute names (lower case) and raw values of one start tag's attribute text. */
export function attributesOf(text) {
  const attrs = {};
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!(name in attrs)) attrs[name] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attrs;
}

/** The HTML parser turns CR LF and lone CR into LF before a script sees its text. */
const normaliseNewlines = (text) => text.replace(/\r\n?/g, '\n');

/** Every `<tag>` raw-text element of the page: its attributes and its text as the browser reads it. */
function rawTextElements(html, tag) {
  const pattern = new RegExp(`<${tag}\\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\\s\\S]*?)</${tag}\\s*>`, 'gi');
  return [...html.matchAll(pattern)].map((m) => ({ attrs: attributesOf(m[1]), text: normaliseNewlines(m[2]) }));
}

/** Whether CSP's script-src decides if this script element may run. */
export function isGovernedScript(attrs) {
  if (!('type' in attrs)) return true;
  const type = attrs.type.trim().toLowerCase();
  return type === '' || JS_MIME.has(type) || OTHER_GOVERNED.has(type);
}

/** The page's inline scripts, split into the ones CSP governs and the data blocks. */
export function inlineScripts(html) {
  const governed = [];
  const dataBlocks = [];
  for (const { attrs, text } of rawTextElements(html, 'script')) {
    if ('src' in attrs) continue; // an external script: 'self' covers it, its inline text is ignored
    (isGovernedScript(attrs) ? governed : dataBlocks).push(text);
  }
  return { governed, dataBlocks };
}

/** Texts of the page's `<style>` elements (a next/font or CSS-in-JS build would add some). */
export function inlineStyles(html) {
  return rawTextElements(html, 'style').map((element) => element.text);
}

/**
 * Inline code a hash cannot allow without `'unsafe-hashes'`: event handler attributes,
 * `style` attributes and `javascript:` URLs. The build fails on any, rather than shipping
 * a page the policy would break.
 */
export function inlineAttributeCode(html) {
  const withoutRawText = html.replace(/<(script|style)\b(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?<\/\1\s*>/gi, '');
  const found = [];
  for (const [, tag, attrText] of withoutRawText.matchAll(START_TAG)) {
    for (const [name, value] of Object.entries(attributesOf(attrText))) {
      if (/^on/.test(name) || name === 'style' || (/^(href|src|action|formaction)$/.test(name) && /^\s*javascript:/i.test(value))) {
        found.push(`<${tag.toLowerCase()} ${name}="${value.slice(0, 40)}">`);
      }
    }
  }
  return found;
}

/** The CSP hash source of a script or style text: SHA-256 of its UTF-8 bytes, base64. */
export function hashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const unique = (items) => [...new Set(items)];

/**
 * A build-time endpoint as a CSP source: scheme, host, port and path (CSP matches a path
 * without a trailing slash exactly; the query is never part of a source). Empty or
 * same-origin (a path) endpoints need no source: 'self' covers them.
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

/** Sources a page may connect and post to, from the build's environment. */
export function endpointSources(env) {
  const lead = endpointSource(env.NEXT_PUBLIC_LEAD_ENDPOINT, 'NEXT_PUBLIC_LEAD_ENDPOINT');
  const vitals = endpointSource(env.NEXT_PUBLIC_VITALS_URL, 'NEXT_PUBLIC_VITALS_URL');
  return { connect: unique([lead, vitals].filter(Boolean)), form: lead ? [lead] : [] };
}

/** The policy, directive by directive, in the order the deployment guide lists them. */
export function buildPolicy({ scriptHashes = [], styleHashes = [], connect = [], form = [] }) {
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...unique(scriptHashes)],
    ['style-src', "'self'", ...unique(styleHashes)],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connect],
    ['form-action', "'self'", ...form],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ['upgrade-insecure-requests'],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** What one page needs allowed inline. Throws when it has inline code no hash can allow. */
export function pageHashes(html, file = 'page') {
  const attributeCode = inlineAttributeCode(html);
  if (attributeCode.length > 0) {
    throw new Error(`${file}: inline attribute code the CSP would block (needs 'unsafe-hashes'): ${attributeCode.join(', ')}`);
  }
  const { governed, dataBlocks } = inlineScripts(html);
  return { scriptHashes: unique(governed.map(hashSource)), styleHashes: unique(inlineStyles(html).map(hashSource)), dataBlocks: dataBlocks.length };
}
