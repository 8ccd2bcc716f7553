// One exported page, finished in one parse: Next's script tags give way to the boot script
// (lib/boot/boot-script.js), the page gets its own Content-Security-Policy as a <meta>, its
// stylesheets are written into its head (./inline-css.mjs), and the brand's font file is preloaded
// after them (./font-preload.mjs).
//
// The page is parsed once, as a browser would (parse5, with source offsets), and Next's
// scripts are found by what they are, not by how Next happens to print them: external
// scripts under /_next/static/ (any attributes, any query such as deploymentId's `?dpl=`),
// script preloads under /_next/static/, `nomodule` polyfills (left in place) and inline
// scripts (the bootstrap and the RSC payload pushes, allowed by their hashes). The edits are
// made at the parsed elements' offsets, so every byte Next wrote elsewhere stays as it was.
// Anything the step does not understand fails the build with a message that names it.
//
// Why a <meta> policy: the hashes are per page, and one header for every page (the `_headers`
// catch-all that unknown paths get, CloudFront's one policy per behaviour) had to carry every
// page's hashes, growing with each page past what hosts accept. The meta carries the page's
// own hashes; the header keeps what a meta policy cannot (frame-ancestors) and is the same
// for the whole site (scripts/build/headers/headers-file.mjs). Browsers enforce both.
//
// Pure: strings in, strings out. scripts/build/finish-export.mjs runs it on every page of out/.
import { parse, parseFragment } from 'parse5';
import { buildMetaPolicy, hashSource, isGovernedScript } from '../headers/csp.mjs';
import { fontPreloadTag, PRELOADED_FAMILY } from './font-preload.mjs';
import { inlinedSheet, inlineSheetText } from './inline-css.mjs';

/** Where Next's built files are served from. */
export const CHUNK_PREFIX = '/_next/static/';
/** The page's data block, read by the boot script that follows it. */
export const BOOT_DATA_ID = 'boot-scripts';
/** Attributes the boot script sets itself (or that a script it adds has anyway). */
const IMPLIED = new Set(['src', 'href', 'async', 'defer', 'rel', 'as']);

/**
 * @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element
 * @typedef {import('parse5').DefaultTreeAdapterMap['parentNode']} ParentNode
 * @typedef {{ start: number, end: number, text: string }} Edit
 * @typedef {{ scripts: string[], preloads: string[], attributes: Record<string, string>, own: Record<string, Record<string, string>>, vitals: string }} BootData
 */

/** @param {Element} element */
const attributesOf = (element) => Object.fromEntries(element.attrs.map((attr) => [attr.name, attr.value]));

/** @param {Element} element */
const textOf = (element) =>
  element.childNodes
    .filter((child) => child.nodeName === '#text')
    .map((child) => /** @type {{ value: string }} */ (child).value)
    .join('');

/** @param {string} url a same-origin path, or null for another origin */
function chunkPath(url) {
  const parsed = new URL(url, 'https://site.invalid/');
  return parsed.origin === 'https://site.invalid' && parsed.pathname.startsWith(CHUNK_PREFIX) ? parsed.pathname : null;
}

/**
 * Every element in document order, with whether it sits in a <template> (inert) or a
 * <noscript> (parsed as text when scripting is on: its markup is parsed again as a fragment,
 * for the checks that apply with JavaScript off).
 * @param {ParentNode} root
 * @returns {{ element: Element, inTemplate: boolean }[]}
 */
function walk(root, inTemplate = false) {
  /** @type {{ element: Element, inTemplate: boolean }[]} */
  const found = [];
  for (const child of root.childNodes) {
    if (!('tagName' in child)) continue;
    found.push({ element: child, inTemplate });
    found.push(...walk(child, inTemplate));
    if (child.tagName === 'template' && 'content' in child) found.push(...walk(/** @type {ParentNode} */ (child.content), true));
  }
  return found;
}

/**
 * Inline code a hash cannot allow without 'unsafe-hashes' (event handler attributes, `style`
 * attributes, `javascript:` URLs read as a browser reads them), as short descriptions.
 * @param {Element} element
 */
function attributeCode(element) {
  return element.attrs
    .filter(({ name, value }) => {
      const url = value.replace(/[\t\n\r]/g, '').trim();
      return /^on/.test(name) || name === 'style' || (/^(href|src|action|formaction)$/.test(name) && /^javascript:/i.test(url));
    })
    .map(({ name, value }) => `<${element.tagName} ${name}="${value.slice(0, 40)}">`);
}

/**
 * @param {string} file for messages
 * @returns {(message: string) => never}
 */
const failer = (file) => (message) => {
  throw new Error(`finish-page: ${file}: ${message}`);
};

/**
 * The JSON the boot script reads: `<` escaped, so the block cannot end early.
 * @param {BootData} data
 */
export const bootDataBlock = (data) => `<script type="application/json" id="${BOOT_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/**
 * Finishes one exported page. Throws, naming the cause, on anything it cannot handle: no
 * Next script, a script from elsewhere, a first script outside the head, a script preload whose
 * attributes are not the scripts' shared ones, inline code a hash cannot allow, a page finished already.
 * @param {string} html the page as `next build` wrote it
 * @param {{ file?: string, code: string, vitals?: string, endpoints?: { connect: string[], form: string[] }, fontsOf?: (sheets: string[]) => string[], sheetText?: (sheet: string) => string }} options
 *   `code`: the boot script (compileBootScript); `vitals`: where it reports a script that failed
 *   to load; `endpoints`: the build's lead and vitals endpoints as CSP sources (endpointSources);
 *   `fontsOf`: the font files to preload, given the paths of the page's stylesheets (none: no preload);
 *   `sheetText`: a stylesheet's text, given its path: the head's stylesheets are written into the
 *   page, each allowed by its hash (none: they stay links)
 * @returns {{ html: string, policy: string, boot: BootData, fonts: string[] }}
 */
export function finishPage(html, { file = 'page', code, vitals = '', endpoints = { connect: [], form: [] }, fontsOf, sheetText }) {
  const fail = failer(file);
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: true });
  const elements = walk(document);

  /** @type {Element | undefined} */
  let head;
  /** @type {Element | undefined} */
  let charset;
  /** @type {Element[]} */
  const chunks = [];
  /** @type {Element[]} */
  const preloads = [];
  /** @type {Element[]} */
  const sheets = [];
  /** @type {string[]} */
  const inline = [];
  /** @type {string[]} */
  const styles = [];
  /** @type {string[]} */
  const forbidden = [];

  for (const { element, inTemplate } of elements) {
    forbidden.push(...attributeCode(element));
    const attrs = attributesOf(element);
    switch (element.tagName) {
      case 'head':
        head ??= element;
        break;
      case 'meta':
        if ('charset' in attrs) charset ??= element;
        if ((attrs['http-equiv'] ?? '').toLowerCase() === 'content-security-policy')
          fail('the page has a Content-Security-Policy <meta> already (finished twice?)');
        break;
      case 'link': {
        const rels = (attrs.rel ?? '').toLowerCase().split(/\s+/);
        const isScriptPreload = (rels.includes('preload') && (attrs.as ?? '').toLowerCase() === 'script') || rels.includes('modulepreload');
        if (isScriptPreload && !inTemplate && chunkPath(attrs.href ?? '')) preloads.push(element);
        if (rels.includes('stylesheet') && !inTemplate && chunkPath(attrs.href ?? '') && !('disabled' in attrs)) sheets.push(element);
        if (rels.includes('preload') && (attrs.as ?? '').toLowerCase() === 'font' && fontsOf) fail('the page preloads a font already (finished twice?)');
        break;
      }
      case 'style':
        styles.push(textOf(element));
        break;
      case 'noscript': {
        // With JavaScript off its markup is live: the same checks apply to it.
        const fragment = parseFragment(textOf(element), { scriptingEnabled: false });
        for (const { element: inner } of walk(fragment)) {
          forbidden.push(...attributeCode(inner));
          if (inner.tagName === 'style') styles.push(textOf(inner));
        }
        break;
      }
      case 'script': {
        if (inTemplate) break; // inert until cloned
        if (attrs.id === BOOT_DATA_ID) fail('the boot script is in the page already (finished twice?)');
        if (!('src' in attrs)) {
          if (isGovernedScript(attrs)) inline.push(textOf(element));
          break; // a data block (JSON-LD): CSP does not govern it
        }
        if ('nomodule' in attrs) break; // Next's polyfills for old browsers: run while parsing, left alone
        if (!chunkPath(attrs.src ?? '')) {
          fail(`<script src="${attrs.src}"> is neither one of Next's chunks (${CHUNK_PREFIX}…) nor a nomodule polyfill: the boot script would not start it`);
        }
        chunks.push(element);
        break;
      }
    }
  }

  if (forbidden.length > 0) fail(`inline attribute code the CSP would block (it needs 'unsafe-hashes'): ${[...new Set(forbidden)].join(', ')}`);
  const headAt = head?.sourceCodeLocation;
  if (!headAt?.startTag) return fail('no <head> in the source');
  if (chunks.length === 0) fail(`no <script src="${CHUNK_PREFIX}…"> in the page: did Next change how it loads its chunks?`);
  const headEnd = headAt.endTag?.startOffset ?? -1;
  const first = /** @type {Element} */ (chunks[0]);
  if (headEnd < 0 || (first.sourceCodeLocation?.startOffset ?? Infinity) > headEnd) fail("Next's first script is not in the <head>");

  // Every attribute Next wrote is kept: the ones all its scripts share (crossOrigin's crossorigin,
  // say) once, for the scripts and preloads the boot script adds, and a script's own (webpack's
  // runtime carries id="_R_") beside its address.
  const extra = (/** @type {Element} */ element) =>
    Object.fromEntries(Object.entries(attributesOf(element)).filter(([name]) => !IMPLIED.has(name) && name !== 'fetchpriority'));
  const extras = chunks.map(extra);
  const attributes = Object.fromEntries(Object.entries(extras[0] ?? {}).filter(([name, value]) => extras.every((attrs) => attrs[name] === value)));
  for (const element of preloads) {
    const own = extra(element);
    if (JSON.stringify(own) !== JSON.stringify(attributes)) {
      fail(`a script preload's attributes (${JSON.stringify(own)}) are not the ones Next's scripts share (${JSON.stringify(attributes)})`);
    }
  }

  const scripts = chunks.map((element) => attributesOf(element).src ?? '');
  /** @type {Record<string, Record<string, string>>} */
  const own = {};
  chunks.forEach((element, index) => {
    const rest = Object.fromEntries(Object.entries(extras[index] ?? {}).filter(([name]) => !(name in attributes)));
    if (Object.keys(rest).length > 0) own[attributesOf(element).src ?? ''] = rest;
  });
  const preloaded = preloads.map((element) => attributesOf(element).href ?? '').filter((href) => !scripts.includes(href));
  /** @type {BootData} */
  const boot = { scripts, preloads: preloaded, attributes, own, vitals };
  const bootScript = `${bootDataBlock(boot)}<script>${code}</script>`;
  if (code.includes('</')) fail('the boot script contains "</", which would end it early');

  // The head's stylesheets, written into the page (./inline-css.mjs); each text allowed by its hash.
  const headSheets = sheets.filter((element) => (element.sourceCodeLocation?.endOffset ?? Infinity) <= headEnd);
  const inlined = sheetText
    ? headSheets.map((element) => {
        const at = /** @type {NonNullable<Element['sourceCodeLocation']>} */ (element.sourceCodeLocation);
        const attrs = attributesOf(element);
        const href = attrs.href ?? '';
        const css = inlineSheetText(sheetText(chunkPath(href) ?? ''), chunkPath(href) ?? '');
        const tag = html.slice(at.startOffset, at.endOffset);
        return { start: at.startOffset, end: at.endOffset, css, text: inlinedSheet({ tag, href, precedence: attrs['data-precedence'] ?? 'next', css }) };
      })
    : [];

  const policy = buildMetaPolicy({
    scriptHashes: [...inline, code].map(hashSource),
    styleHashes: [...styles, ...inlined.map((sheet) => sheet.css)].map(hashSource),
    ...endpoints,
  });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  if (policy.includes('"')) fail('the policy has a double quote');
  // Right after <meta charset> (which must come first), before anything the policy governs.
  const metaAt = charset?.sourceCodeLocation?.endOffset ?? headAt.startTag.endOffset;
  const firstScript = elements.find(({ element }) => element.tagName === 'script' || element.tagName === 'link')?.element;
  if (firstScript?.sourceCodeLocation && firstScript.sourceCodeLocation.startOffset < metaAt) fail('a script or link comes before <meta charset>');

  /** @type {Edit[]} */
  const edits = [{ start: metaAt, end: metaAt, text: meta }];
  // The brand's font, right after the last stylesheet of the head: the preload scanner asks for it
  // with them, and the stylesheets, which the first paint needs, go first.
  const fonts = fontsOf ? fontsOf(sheets.map((element) => chunkPath(attributesOf(element).href ?? '') ?? '')) : [];
  if (fontsOf) {
    const last = headSheets.at(-1)?.sourceCodeLocation;
    if (!last) return fail(`no stylesheet of ${CHUNK_PREFIX} in the <head>: the brand's font (${PRELOADED_FAMILY}) cannot be preloaded after it`);
    if (fonts.length === 0) fail(`the page's stylesheets name no woff2 for ${PRELOADED_FAMILY}: did app/globals.css change how it declares the face?`);
    edits.push({ start: last.endOffset, end: last.endOffset, text: fonts.map(fontPreloadTag).join('') });
  }
  // The boot script goes before the head's first stylesheet (or where Next's first script was, if
  // that comes first): an inline script after a stylesheet waits for it, and the parser with it,
  // so in place of Next's script it held the whole body's parsing until the CSS arrived, and the
  // first paint came after the load event (and after the manifest Chrome fetches then). Before
  // the stylesheets, the body is parsed while they load (docs/performance.md, "The pages from data
  // against the floor"). It needs nothing of theirs: it marks <html>, reads its data block
  // and waits for the first paint.
  const firstSheet = sheets.find((element) => (element.sourceCodeLocation?.endOffset ?? Infinity) <= headEnd)?.sourceCodeLocation?.startOffset ?? Infinity;
  const bootAt = Math.min(firstSheet, first.sourceCodeLocation?.startOffset ?? Infinity);
  // Never before the policy that governs it: at the policy's own offset, it follows it in one edit.
  if (bootAt <= metaAt) edits[0] = { start: metaAt, end: metaAt, text: meta + bootScript };
  else edits.push({ start: bootAt, end: bootAt, text: bootScript });
  for (const element of [...chunks, ...preloads]) {
    const at = /** @type {NonNullable<Element['sourceCodeLocation']>} */ (element.sourceCodeLocation);
    edits.push({ start: at.startOffset, end: at.endOffset, text: '' });
  }
  for (const { start, end, text } of inlined) edits.push({ start, end, text });
  // From the end of the page back; at one offset the replacement first, so an insertion there stays before it.
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let result = html;
  for (const edit of edits) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return { html: result, policy, boot, fonts };
}
