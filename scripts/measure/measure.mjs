// What a first visit to one exported page downloads, read statically from its HTML
// and the CSS it links. Shared by the budget check and scripts/measure/measure-floor.mjs, so
// the floor and the site are measured by the same code.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bootedScripts } from '../build/boot-after-paint.mjs';

/**
 * @typedef {{ raw: number, gzip: number }} Bytes
 * @typedef {Bytes & { files: (Bytes & { url: string })[] }} Measured
 * @typedef {{ element: string, url: string, attrs?: Record<string, string> }} Request
 */

/**
 * Attributes of every start tag named `tag` in `html`.
 * @param {string} html
 * @param {string} tag
 * @returns {Record<string, string>[]}
 */
function tags(html, tag) {
  const found = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    /** @type {Record<string, string>} */
    const attrs = {};
    for (const attr of (match[1] ?? '').matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[(attr[1] ?? '').toLowerCase()] = attr[2] ?? attr[3] ?? attr[4] ?? '';
    }
    found.push(attrs);
  }
  return found;
}

const FETCHING_RELS = new Set([
  'stylesheet',
  'preload',
  'modulepreload',
  'prefetch',
  'preconnect',
  'dns-prefetch',
  'icon',
  'apple-touch-icon',
  'manifest',
  'mask-icon',
]);
const ORIGIN = 'http://localhost';
const FONT_FILE = /\.(woff2?|ttf|otf)(?:[?#].*)?$/i;
const CHUNK_IN_PAYLOAD = /\/_next\/static\/chunks\/[\w.~-]+\.js/g;

/**
 * Every URL the page makes the browser request, with the element that asks for it.
 * @param {string} html
 * @returns {Request[]}
 */
export function requestsOf(html) {
  /** @type {Request[]} */
  const requests = [];
  /**
   * @param {string} element
   * @param {string | undefined} url
   * @param {Record<string, string>} attrs
   */
  const add = (element, url, attrs) => url && requests.push({ element, url, attrs });
  for (const a of tags(html, 'script')) add('script', a.src, a);
  for (const a of tags(html, 'link')) {
    const rels = (a.rel ?? '').toLowerCase().split(/\s+/);
    if (rels.some((rel) => FETCHING_RELS.has(rel))) add(`link[rel=${a.rel}]`, a.href, a);
  }
  for (const tag of ['img', 'source', 'iframe', 'video', 'audio', 'embed', 'track', 'input']) {
    for (const a of tags(html, tag)) {
      add(tag, a.src, a);
      add(tag, a.poster, a);
      for (const candidate of (a.srcset ?? '').split(',')) add(tag, candidate.trim().split(/\s+/)[0], a);
    }
  }
  for (const a of tags(html, 'object')) add('object', a.data, a);
  for (const match of html.matchAll(/url\(\s*['"]?([^'")]+)/gi)) add('style url()', match[1], {});
  return requests;
}

/**
 * Scripts that run on a first visit: classic or module, never `nomodule` polyfills.
 * @param {string} html
 */
export function firstLoadScripts(html) {
  /** @type {Set<string>} */
  const urls = new Set();
  /** @type {Set<string>} */
  const nomodule = new Set();
  for (const a of tags(html, 'script')) {
    if (!a.src) continue;
    if ('nomodule' in a) nomodule.add(a.src);
    else urls.add(a.src);
  }
  for (const a of tags(html, 'link')) {
    if (/\b(preload|modulepreload)\b/i.test(a.rel ?? '') && (a.as === 'script' || /modulepreload/i.test(a.rel ?? ''))) urls.add(a.href ?? '');
  }
  // Next's own tags, which the exported pages add after their first paint (finish-export).
  for (const url of bootedScripts(html)) urls.add(url);
  // Client components named in the inline RSC payload are fetched during hydration.
  for (const url of html.match(CHUNK_IN_PAYLOAD) ?? []) if (!nomodule.has(url)) urls.add(url);
  return { scripts: [...urls], nomodule: [...nomodule] };
}

/**
 * The stylesheets the page fetches (a disabled stylesheet link is never fetched: the one an inlined
 * sheet leaves for React, scripts/build/export/inline-css.mjs).
 * @param {string} html
 */
export function stylesheetsOf(html) {
  /** @type {Set<string>} */
  const urls = new Set();
  for (const a of tags(html, 'link')) {
    const rel = (a.rel ?? '').toLowerCase();
    if ((rel.split(/\s+/).includes('stylesheet') && !('disabled' in a)) || (rel.includes('preload') && a.as === 'style')) urls.add(a.href ?? '');
  }
  return [...urls];
}

/**
 * The stylesheets written into the page, each with the address it came from and its text.
 * @param {string} html
 * @returns {{ href: string, text: string, source: string }[]}
 */
export function inlineStylesheetsOf(html) {
  return [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi)].flatMap((match) => {
    const href = /\sdata-href="([^"]*)"/.exec(match[1] ?? '')?.[1];
    return href ? [{ href, text: match[2] ?? '', source: match[0] }] : [];
  });
}

/**
 * URLs that leave the page's origin (anything with a scheme or starting with //).
 * @param {string} html
 * @returns {Request[]}
 */
export function externalRequests(html, css = '') {
  const inCss = [...css.matchAll(/url\(\s*['"]?([^'")]+)/gi)].map((m) => ({ element: 'css url()', url: m[1] ?? '' }));
  const imports = [...css.matchAll(/@import\s+(?:url\()?\s*['"]?([^'")\s;]+)/gi)].map((m) => ({ element: 'css @import', url: m[1] ?? '' }));
  return [...requestsOf(html), ...inCss, ...imports].filter(({ url }) => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url) && !/^data:/i.test(url));
}

/**
 * Requests that hold up the first render, other than the page's own stylesheets.
 * @param {string} html
 * @returns {Request[]}
 */
export function renderBlocking(html, css = '') {
  /** @type {Request[]} */
  const blocking = [];
  for (const a of tags(html, 'script')) {
    if (!a.src || 'nomodule' in a) continue;
    if (!('async' in a) && !('defer' in a) && a.type !== 'module') blocking.push({ element: 'script', url: a.src });
  }
  for (const a of tags(html, 'link')) {
    const rels = (a.rel ?? '').toLowerCase().split(/\s+/);
    const href = a.href ?? '';
    if (rels.includes('stylesheet') && !href.startsWith('/_next/static/')) blocking.push({ element: 'link[rel=stylesheet]', url: href });
  }
  for (const m of css.matchAll(/@import\s+(?:url\()?\s*['"]?([^'")\s;]+)/gi)) blocking.push({ element: 'css @import', url: m[1] ?? '' });
  return blocking;
}

// Level 9, as a host that precompresses static files would serve them.
/** @param {Buffer} buffer */
const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * @param {Buffer} buffer
 * @returns {Bytes}
 */
export function bytesOf(buffer) {
  return { raw: buffer.length, gzip: gzip(buffer) };
}

/**
 * @param {Bytes[]} files
 * @returns {Bytes}
 */
function sum(files) {
  return files.reduce((total, f) => ({ raw: total.raw + f.raw, gzip: total.gzip + f.gzip }), { raw: 0, gzip: 0 });
}

/**
 * Bytes of one exported page: its HTML, first-load JavaScript, CSS and fonts.
 * @param {string} outDir
 * @param {string} htmlPath
 */
export function measurePage(outDir, htmlPath) {
  const htmlBuffer = readFileSync(join(outDir, htmlPath));
  const html = htmlBuffer.toString('utf8');
  /**
   * @param {string} url
   * @param {string} base
   */
  const pathOf = (url, base) => decodeURIComponent(new URL(url, `${ORIGIN}/${base}`).pathname);
  /** @param {string} url */
  const read = (url, base = htmlPath) => {
    const path = pathOf(url, base);
    const file = join(outDir, path);
    if (!existsSync(file)) throw new Error(`${htmlPath} references ${url}, which is not in ${outDir}`);
    return { url: path, ...bytesOf(readFileSync(file)) };
  };
  const { scripts, nomodule } = firstLoadScripts(html);
  const js = scripts.map((url) => read(url));
  const inlineSheets = inlineStylesheetsOf(html);
  const cssFiles = [
    ...inlineSheets.map(({ href, text }) => ({ url: href, ...bytesOf(Buffer.from(text, 'utf8')), inline: true })),
    ...stylesheetsOf(html).map((url) => ({ ...read(url), inline: false })),
  ];
  const fontUrls = new Set(
    tags(html, 'link')
      .filter((a) => a.as === 'font')
      .map((a) => pathOf(a.href ?? '', htmlPath)),
  );
  const cssTexts = cssFiles.map(({ url, inline }) => {
    const text = inline ? (inlineSheets.find((sheet) => sheet.href === url)?.text ?? '') : readFileSync(join(outDir, url), 'utf8');
    for (const m of text.matchAll(/url\(\s*['"]?([^'")]+)/gi)) if (FONT_FILE.test(m[1] ?? '')) fontUrls.add(pathOf(m[1] ?? '', url.slice(1)));
    return text;
  });
  const css = cssTexts.join('\n');
  const fonts = [...fontUrls].map((url) => read(url));
  // The HTML as Next wrote it, without the stylesheets written into it (measured as CSS): what the
  // HTML budgets have always measured. `document` is the whole file a visit downloads.
  const bare = inlineSheets.reduce((text, sheet) => text.replace(sheet.source, ''), html);
  return {
    html: bytesOf(Buffer.from(bare, 'utf8')),
    document: bytesOf(htmlBuffer),
    js: { ...sum(js), files: js },
    css: { ...sum(cssFiles), files: cssFiles },
    fonts: { ...sum(fonts), files: fonts },
    nomodule,
    external: externalRequests(html, css),
    blocking: renderBlocking(html, css),
    htmlText: html,
    cssText: css,
  };
}

/**
 * Chunks of out/ that a page does not load up front and that contain `marker`: how to
 * find a lazy part's chunk (the web-vitals library, the WhatsApp button) in a build.
 * @param {string} outDir
 * @param {string} htmlPath
 * @param {string} marker
 */
export function lazyChunksContaining(outDir, htmlPath, marker) {
  const html = readFileSync(join(outDir, htmlPath), 'utf8');
  const firstLoad = new Set(firstLoadScripts(html).scripts.map((url) => url.replace(/[?#].*$/, '')));
  const dir = join(outDir, '_next/static/chunks');
  return readdirSync(dir)
    .map((file) => `/_next/static/chunks/${file}`)
    .filter((url) => url.endsWith('.js') && !firstLoad.has(url) && readFileSync(join(outDir, url), 'utf8').includes(marker));
}

export const KiB = 1024;
/** @param {number} bytes */
export const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
