/** @jest-environment node */
import { fontFilesOf, fontPreloadTag, PRELOADED_FAMILY } from '@/scripts/build/export/font-preload.mjs';
import { CODE, finish, HOME, nextPage, HOME_PAYLOAD } from './fixtures';
import { finishPage } from '@/scripts/build/export/finish-page.mjs';

// The brand's font preload: the export step reads the woff2 the built stylesheet names for Outfit
// and links it, right after the stylesheets, with the attributes a font preload needs to be used.

const SHEET = '/_next/static/chunks/a.css';
const OUTFIT = '/_next/static/media/outfit-latin-700-normal.0w3yrtx4-qwen.woff2';
const BUILT_CSS =
  '@font-face{font-family:Outfit;font-style:normal;font-weight:700;font-display:optional;' +
  'src:url(../media/outfit-latin-700-normal.0w3yrtx4-qwen.woff2)format("woff2");unicode-range:U+0000-00FF}' +
  '@font-face{font-family:Outfit Fallback;font-style:normal;font-weight:700;src:local(Arial Bold),local(Roboto Bold);size-adjust:95%}' +
  ':root{--font-heading:"Outfit","Outfit Fallback",sans-serif}';
const TAG = `<link rel="preload" href="${OUTFIT}" as="font" type="font/woff2" crossorigin=""/>`;

describe('fontFilesOf: the woff2 a stylesheet names for the brand face', () => {
  it('resolves the built url() against the stylesheet, and leaves the local fallback out', () => {
    expect(PRELOADED_FAMILY).toBe('Outfit');
    expect(fontFilesOf(BUILT_CSS, SHEET)).toEqual([OUTFIT]);
  });

  it('reads the family quoted or not, the url quoted or not, and names each file once', () => {
    const css = `@font-face { font-family: "Outfit"; src: url('/_next/static/media/o.woff2') format('woff2'); }\n@font-face{font-family:'Outfit';src:url("/_next/static/media/o.woff2")}`;
    expect(fontFilesOf(css, SHEET)).toEqual(['/_next/static/media/o.woff2']);
  });

  it('names nothing for another family, another origin, a commented-out face or a file that is not woff2', () => {
    const css = [
      '@font-face{font-family:Outfit Fallback;src:url(/_next/static/media/f.woff2)}',
      '@font-face{font-family:Inter;src:url(/_next/static/media/inter.woff2)}',
      '@font-face{font-family:Outfit;src:url(https://fonts.example.com/outfit.woff2)format("woff2"),url(/_next/static/media/o.ttf)}',
      '/* @font-face{font-family:Outfit;src:url(/_next/static/media/old.woff2)} */',
    ].join('');
    expect(fontFilesOf(css, SHEET)).toEqual([]);
  });
});

describe('fontPreloadTag', () => {
  it('is a font preload with the type and the CORS mode the font request itself has', () => {
    expect(fontPreloadTag(OUTFIT)).toBe(TAG);
  });

  it('refuses a file outside /_next/static/ or an address that would break the tag', () => {
    expect(() => fontPreloadTag('/fonts/o.woff2')).toThrow('font-preload: /fonts/o.woff2 is not a file of /_next/static/');
    expect(() => fontPreloadTag('/_next/static/media/o".woff2')).toThrow('is not a file of /_next/static/');
  });
});

describe('finishPage: the preload in the page', () => {
  const fontsOf = (sheets: string[]) => sheets.flatMap((sheet) => (sheet === SHEET ? fontFilesOf(BUILT_CSS, sheet) : []));
  const finished = finishPage(HOME, { file: 'index.html', code: CODE, fontsOf });

  it('goes right after the last stylesheet of the head, once, and is reported', () => {
    expect(finished.fonts).toEqual([OUTFIT]);
    expect(finished.html).toContain(`<link rel="stylesheet" href="${SHEET}" data-precedence="next"/>${TAG}`);
    expect(finished.html.split('as="font"')).toHaveLength(2);
  });

  it('is read from the stylesheets the page links, and only those', () => {
    const seen: string[][] = [];
    finishPage(HOME, { file: 'index.html', code: CODE, fontsOf: (sheets) => (seen.push(sheets), [OUTFIT]) });
    expect(seen).toEqual([[SHEET]]);
  });

  it('changes nothing else: without it, the page is the page finished without fonts', () => {
    const withoutFonts = finishPage(HOME, { file: 'index.html', code: CODE }).html;
    expect(withoutFonts).not.toContain('as="font"');
    expect(finished.html.replace(TAG, '')).toBe(withoutFonts);
    expect(finish(HOME, 'index.html').fonts).toEqual([]);
  });

  it.each([
    ['stylesheets that name no woff2 for Outfit', HOME, () => [], "the page's stylesheets name no woff2 for Outfit"],
    [
      'no stylesheet in the head',
      nextPage(HOME_PAYLOAD).replace(/<link rel="stylesheet"[^>]*>/, ''),
      () => [OUTFIT],
      'no stylesheet of /_next/static/ in the <head>',
    ],
    [
      'a font preload there already (finished twice?)',
      HOME.replace('</head>', `${TAG}</head>`),
      () => [OUTFIT],
      'the page preloads a font already (finished twice?)',
    ],
  ])('refuses a page with %s', (_, html, fontsOf, cause) => {
    expect(() => finishPage(html, { file: 'pagina/index.html', code: CODE, fontsOf })).toThrow(`finish-page: pagina/index.html: ${cause}`);
  });
});
