/** @jest-environment node */
import { finishPage } from '@/scripts/build/export/finish-page.mjs';
import { inlinedSheet, inlineSheetText } from '@/scripts/build/export/inline-css.mjs';
import { hashSource } from '@/scripts/build/headers/csp.mjs';
import { CODE, directives, finish, HOME, metaPolicy } from './fixtures';

// The page's stylesheets written into its head by the export step: what the page then holds, what
// the CSP allows, and what it refuses.

const SHEET = '/_next/static/chunks/a.css';
const CSS = '@font-face{font-family:Outfit;src:url(../media/o.woff2)format("woff2")}.hero{background:url("../media/sky.svg#x")}';
const LINK = `<link rel="stylesheet" href="${SHEET}" data-precedence="next"/>`;

describe('inlineSheetText', () => {
  it("resolves each relative url() against the sheet's own path, as it read from its file", () => {
    expect(inlineSheetText(CSS, SHEET)).toBe(
      '@font-face{font-family:Outfit;src:url(/_next/static/media/o.woff2)format("woff2")}.hero{background:url(/_next/static/media/sky.svg#x)}',
    );
  });

  it('leaves absolute paths, other schemes and fragments as they are', () => {
    const css = 'a{background:url(/p.png)}b{background:url("data:image/png;base64,AA")}c{filter:url(#blur)}d{background:url(https://x.example/a.png)}';
    expect(inlineSheetText(css, SHEET)).toBe(css);
  });

  it('refuses a sheet that would end the <style> early, naming it', () => {
    expect(() => inlineSheetText('a::after{content:"</style>"}', SHEET)).toThrow(`inline-css: ${SHEET} contains "</style"`);
  });
});

describe('inlinedSheet', () => {
  it('is the sheet in a <style> React hydrates from, then the same link, disabled, so it is neither fetched nor applied', () => {
    expect(inlinedSheet({ tag: LINK, href: SHEET, precedence: 'next', css: 'a{}' })).toBe(
      `<style data-precedence="next" data-href="${SHEET}">a{}</style><link rel="stylesheet" href="${SHEET}" data-precedence="next" disabled=""/>`,
    );
  });
});

describe("the export step with the sheets' texts", () => {
  const sheetText = jest.fn((path: string) => (path === SHEET ? CSS : ''));
  const { html, policy } = finishPage(HOME, { file: 'index.html', code: CODE, sheetText, fontsOf: () => ['/_next/static/media/o.woff2'] });
  const inlined = inlineSheetText(CSS, SHEET);

  it('writes each stylesheet of the head into the page, where its link was, and keeps the link disabled', () => {
    expect(sheetText).toHaveBeenCalledWith(SHEET);
    expect(html).toContain(
      `<style data-precedence="next" data-href="${SHEET}">${inlined}</style><link rel="stylesheet" href="${SHEET}" data-precedence="next" disabled=""/>`,
    );
    expect(html).not.toContain(LINK);
  });

  it("allows the sheet's text by its hash, and no other style", () => {
    expect(directives(metaPolicy(html)).get('style-src')).toEqual(["'self'", hashSource(inlined)]);
    expect(metaPolicy(html)).toBe(policy);
  });

  it('preloads the font after the sheet, and starts the boot script before it', () => {
    const style = html.indexOf('<style data-precedence');
    expect(html.indexOf('<link rel="preload" href="/_next/static/media/o.woff2"')).toBeGreaterThan(html.indexOf('disabled=""/>'));
    expect(html.indexOf(`<script>${CODE}</script>`)).toBeLessThan(style);
  });

  it('leaves the stylesheets linked without the texts', () => {
    expect(finish(HOME).html).toContain(LINK);
  });
});
