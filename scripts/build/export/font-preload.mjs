// The brand's typeface, preloaded: the export step finds the woff2 the built stylesheets name for
// Outfit (app/globals.css) and the page links it with
// `<link rel="preload" as="font" type="font/woff2" crossorigin>`, so the request leaves with the
// stylesheets instead of after them. Next gives a CSS `url()` a hashed name in /_next/static/media/
// only at build time, so the address is read from the built CSS, not written in the app.
//
// Why: without a preload, a first visit over mobile data asked for the font only once the CSS was
// parsed, after the first paint; with font-display optional the page then kept the fallback for its
// whole life. Preloaded, the font usually arrives before the first paint, and font-display swap
// draws it even when it comes later (the fallback takes the same room, so nothing moves). Measured
// beside the floor with `npm run lighthouse` (docs/performance.md, "The brand typeface").
//
// Pure: strings in, strings out; scripts/build/finish-export.mjs reads the stylesheets.

/** The face the headings use; its files are the ones preloaded (every other face stays lazy). */
export const PRELOADED_FAMILY = 'Outfit';

/** Where Next serves its built files from: a preload outside it would not be the CSS's file. */
const STATIC_PREFIX = '/_next/static/';

/** @param {string} value a CSS string or identifier, quoted or not */
const unquote = (value) => value.trim().replace(/^(['"])(.*)\1$/, '$2');

/**
 * The woff2 files an `@font-face` of `family` names in a stylesheet, as paths of the site
 * (resolved against the stylesheet's own path), in order, without repeats.
 * @param {string} css the stylesheet's text
 * @param {string} sheetPath the stylesheet's path on the site, e.g. /_next/static/chunks/a.css
 * @param {string} [family]
 */
export function fontFilesOf(css, sheetPath, family = PRELOADED_FAMILY) {
  const base = new URL(sheetPath, 'https://site.invalid/');
  /** @type {string[]} */
  const files = [];
  // An @font-face block holds declarations only: no nested braces.
  for (const [, body = ''] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/@font-face\s*{([^}]*)}/gi)) {
    const declared = /(?:^|;)\s*font-family\s*:\s*([^;]+)/i.exec(body)?.[1];
    if (!declared || unquote(declared) !== family) continue;
    const src = /(?:^|;)\s*src\s*:\s*([^;]+)/i.exec(body)?.[1] ?? '';
    for (const [, raw = ''] of src.matchAll(/url\(\s*([^)]*?)\s*\)/gi)) {
      const url = new URL(unquote(raw), base);
      if (url.origin !== base.origin || !url.pathname.endsWith('.woff2')) continue;
      if (!files.includes(url.pathname)) files.push(url.pathname);
    }
  }
  return files;
}

/**
 * The preload of one font file: `crossorigin`, because fonts are always fetched in CORS mode and a
 * preload without it would be fetched a second time.
 * @param {string} path
 */
export function fontPreloadTag(path) {
  if (!path.startsWith(STATIC_PREFIX) || /["<>\s]/.test(path)) throw new Error(`font-preload: ${path} is not a file of ${STATIC_PREFIX}`);
  return `<link rel="preload" href="${path}" as="font" type="font/woff2" crossorigin=""/>`;
}
