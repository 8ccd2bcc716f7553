// The page's own stylesheets, written into its <head>: a first visit paints without waiting for a
// second round trip (the stylesheets were the only render-blocking requests; Lighthouse's mobile
// model put the site's first paint a round trip behind the bare Next.js page's for them:
// docs/performance.md, "The stylesheets in the page").
//
// Next's own `experimental.inlineCss` does the same and also writes every stylesheet's text into
// the page's RSC payload, which doubled the CSS in each page (the home page's HTML 44.9 → 67.2 KB
// gzip). Here each stylesheet link Next wrote into the head becomes
//   <style data-precedence="next" data-href="/_next/static/chunks/a.css">…the sheet's text…</style>
//   <link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>
// The style is the form React hydrates an inlined stylesheet from (it matches `data-href`), and the
// link stays for the payload's own stylesheet resource: React looks it up by
// `link[rel="stylesheet"][href="…"]` and, finding it, adds and fetches nothing; `disabled` keeps the
// browser from fetching or applying it (HTML: a disabled stylesheet link is not fetched). Without
// the link, React added the stylesheets after hydration and the browser fetched them again.
//
// Pure: strings in, strings out; scripts/build/export/finish-page.mjs places the result.

/** @param {string} value a CSS string or bare url() argument */
const unquote = (value) => value.trim().replace(/^(['"])(.*)\1$/, '$2');

/**
 * The sheet's text as it must read from the page: every relative `url()` resolved against the
 * sheet's own path (from the page, `../media/a.woff2` would resolve against the page's address).
 * Refuses a text that would end the <style> element early.
 * @param {string} css
 * @param {string} sheetPath the sheet's path on the site, e.g. /_next/static/chunks/a.css
 */
export function inlineSheetText(css, sheetPath) {
  if (/<\/style/i.test(css)) throw new Error(`inline-css: ${sheetPath} contains "</style", which would end the inline <style> early`);
  const base = new URL(sheetPath, 'https://site.invalid/');
  return css.replace(/url\(\s*([^)]*?)\s*\)/gi, (whole, raw) => {
    const target = unquote(raw);
    // Absolute paths, other schemes (data:, https:) and fragments (SVG filters) read the same from the page.
    if (target === '' || target.startsWith('/') || target.startsWith('#') || /^[a-z][a-z\d+.-]*:/i.test(target)) return whole;
    const url = new URL(target, base);
    return `url(${url.origin === base.origin ? `${url.pathname}${url.search}${url.hash}` : url.href})`;
  });
}

/**
 * What replaces one stylesheet link: the sheet's text in a <style> React hydrates from, then the
 * same link, disabled, for React to find.
 * @param {{ tag: string, href: string, precedence: string, css: string }} sheet `tag` is the link as Next wrote it
 */
export function inlinedSheet({ tag, href, precedence, css }) {
  if (/["<>&]/.test(href) || /["<>&]/.test(precedence)) throw new Error(`inline-css: ${href} cannot be written into an attribute as it is`);
  const link = tag.replace(/\s*\/?>$/, ' disabled=""/>');
  return `<style data-precedence="${precedence}" data-href="${href}">${css}</style>${link}`;
}
