// The Content-Security-Policy of one exported page, computed from its HTML. Pure: strings
// in, strings out, so the unit tests run it on fixtures and the build on out/.
//
// A static export cannot use nonces (no server renders per request), so every inline
// script Next writes (the Turbopack bootstrap, the `self.__next_f.push(...)` RSC payload)
// is allowed by its SHA-256 instead. Inline scripts whose type makes them a data block
// (the JSON-LD) are never executed, and CSP does not govern them: they need no hash.
import { createHash } from 'node:crypto';
import { parse } from 'parse5';

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
 * @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element
 * @typedef {import('parse5').DefaultTreeAdapterMap['parentNode']} ParentNode
 */

/**
 * Every element of the page as the browser's HTML parser builds it (parse5, the parser jsdom
 * uses): entities decoded, CR LF made LF, comments and the raw text of <textarea> or <title>
 * left as text. With scripting on, <noscript> holds text, as in a browser that runs the
 * page's scripts; with it off, its contents are elements, as with JavaScript disabled.
 * Template contents are included.
 * @param {string} html
 * @param {{ scripting: boolean }} options
 * @returns {Element[]}
 */
function elementsOf(html, { scripting }) {
  /** @type {Element[]} */
  const found = [];
  /** @param {ParentNode} node */
  const walk = (node) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      found.push(child);
      walk(child);
      if (child.tagName === 'template' && 'content' in child) walk(/** @type {ParentNode} */ (child.content));
    }
  };
  walk(parse(html, { scriptingEnabled: scripting }));
  return found;
}

/** @param {Element} element */
const attributes = (element) => Object.fromEntries(element.attrs.map((attr) => [attr.name, attr.value]));

/** @param {Element} element */
const textOf = (element) =>
  element.childNodes
    .filter((child) => child.nodeName === '#text')
    .map((child) => /** @type {{ value: string }} */ (child).value)
    .join('');

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
 * The page's inline scripts, split into the ones CSP governs and the data blocks.
 * @param {string} html
 */
export function inlineScripts(html) {
  /** @type {string[]} */
  const governed = [];
  /** @type {string[]} */
  const dataBlocks = [];
  for (const element of elementsOf(html, { scripting: true })) {
    if (element.tagName !== 'script' || isInTemplate(element)) continue;
    const attrs = attributes(element);
    if ('src' in attrs) continue; // an external script: 'self' covers it, its inline text is ignored
    (isGovernedScript(attrs) ? governed : dataBlocks).push(textOf(element));
  }
  return { governed, dataBlocks };
}

/** @param {Element} element a script in a template is inert until cloned */
function isInTemplate(element) {
  for (let node = element.parentNode; node; node = 'parentNode' in node ? node.parentNode : null) {
    if (node.nodeName === '#document-fragment') return true;
  }
  return false;
}

/**
 * Texts of the page's `<style>` elements (a next/font or CSS-in-JS build would add some),
 * <noscript> ones included: they apply with JavaScript off, and CSP still governs them.
 * @param {string} html
 */
export function inlineStyles(html) {
  return elementsOf(html, { scripting: false })
    .filter((element) => element.tagName === 'style')
    .map(textOf);
}

/**
 * Inline code a hash cannot allow without `'unsafe-hashes'`: event handler attributes,
 * `style` attributes and `javascript:` URLs (read as the browser reads a URL: entities
 * decoded, tabs and newlines dropped). The build fails on any, rather than shipping a page
 * the policy would break.
 * @param {string} html
 */
export function inlineAttributeCode(html) {
  /** @type {string[]} */
  const found = [];
  for (const element of elementsOf(html, { scripting: false })) {
    for (const { name, value } of element.attrs) {
      const url = value.replace(/[\t\n\r]/g, '').trim();
      if (/^on/.test(name) || name === 'style' || (/^(href|src|action|formaction)$/.test(name) && /^javascript:/i.test(url))) {
        found.push(`<${element.tagName} ${name}="${value.slice(0, 40)}">`);
      }
    }
  }
  return found;
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
 * The policy, directive by directive, in the order the deployment guide lists them.
 * @param {Sources} sources
 */
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

/**
 * What one page needs allowed inline. Throws when it has inline code no hash can allow.
 * @param {string} html
 */
export function pageHashes(html, file = 'page') {
  const attributeCode = inlineAttributeCode(html);
  if (attributeCode.length > 0) {
    throw new Error(`${file}: inline attribute code the CSP would block (needs 'unsafe-hashes'): ${attributeCode.join(', ')}`);
  }
  const { governed, dataBlocks } = inlineScripts(html);
  return { scriptHashes: unique(governed.map(hashSource)), styleHashes: unique(inlineStyles(html).map(hashSource)), dataBlocks: dataBlocks.length };
}
