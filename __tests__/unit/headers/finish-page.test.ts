/** @jest-environment node */
import { finishPage } from '@/scripts/build/export/finish-page.mjs';
import { CODE, finish, HOME, HOME_PAYLOAD, metaPolicy, nextPage, NOT_FOUND } from './fixtures';

// What the export step does to a page as a whole: where the page's CSP <meta> goes, and the
// pages it refuses rather than ship half-finished, each with a message naming the cause.

const CHARSET = '<meta charSet="utf-8"/>';
const MAIN = '<script src="/_next/static/chunks/main.js" async=""></script>';
const ATTRIBUTE_CODE = "inline attribute code the CSP would block (it needs 'unsafe-hashes'): ";

describe("the page's CSP <meta>", () => {
  const { html, policy } = finish(NOT_FOUND, '404.html');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;

  it('comes right after <meta charset>, before every other element of the head', () => {
    expect(html.indexOf(meta)).toBe(html.indexOf(CHARSET) + CHARSET.length);
    expect(html.indexOf(meta)).toBeLessThan(html.indexOf('<meta name="robots"'));
    expect(html.split('http-equiv="Content-Security-Policy"')).toHaveLength(2);
  });

  it('comes before every script and link, the boot script among them', () => {
    const at = html.indexOf(meta);
    const tags = [...html.matchAll(/<(script|link)\b/g)].map((match) => match.index);
    expect(tags.length).toBeGreaterThan(5);
    for (const index of tags) expect(index).toBeGreaterThan(at);
    expect(at).toBeLessThan(html.indexOf(`<script>${CODE}</script>`));
  });

  it('carries the policy finishPage returns, which a double-quoted attribute holds as it is', () => {
    expect(metaPolicy(html)).toBe(policy);
    expect(policy).not.toMatch(/["&<>]/);
    expect(policy).not.toContain('frame-ancestors');
  });

  it("stays whole when Next's first script tag comes right after <meta charset> (both edits at one offset)", () => {
    // The meta goes in where the tag's replacement starts: the replacement is made first, so the
    // meta stays before the boot script instead of being cut into.
    const page = HOME.replace(CHARSET, `${CHARSET}<link rel="preload" as="script" href="/_next/static/chunks/main.js"/>`);
    const tight = page
      .replace(/<link rel="preload" as="script"[^>]*>/, '')
      .replace(/<head>(<meta charSet="utf-8"\/>)(.*?)(<script src="\/_next\/static\/chunks\/main\.js" async=""><\/script>)/, '<head>$1$3$2');
    expect(tight).toContain(`${CHARSET}<script src="/_next/static/chunks/main.js" async=""></script>`);
    const finished = finish(tight);
    expect(finished.html).toContain(
      `${CHARSET}<meta http-equiv="Content-Security-Policy" content="${finished.policy}"/><script type="application/json" id="boot-scripts">`,
    );
    expect(finished.html).not.toContain('<script src="/_next/static/chunks/main.js"');
    expect(metaPolicy(finished.html)).toBe(finished.policy);
  });

  it('opens the head of a page without <meta charset>', () => {
    const page = HOME.replace(CHARSET, '<title>Página</title>');
    const finished = finish(page);
    expect(finished.html).toContain(`<head><meta http-equiv="Content-Security-Policy" content="${finished.policy}"/><title>`);
  });
});

describe('refusals, each naming its cause and the file', () => {
  const page = nextPage(HOME_PAYLOAD);
  const withBody = (markup: string) => page.replace('</main>', `</main>${markup}`);

  it.each([
    [
      'a script from outside /_next/static',
      withBody('<script src="/vendor/widget.js"></script>'),
      `<script src="/vendor/widget.js"> is neither one of Next's chunks (/_next/static/…) nor a nomodule polyfill`,
    ],
    [
      "a chunk path on another origin, which the boot script's 'self' would not cover",
      page.replace('"/_next/static/chunks/main.js"', '"https://cdn.example.com/_next/static/chunks/main.js"'),
      '<script src="https://cdn.example.com/_next/static/chunks/main.js"> is neither one of',
    ],
    ['no chunk script at all', page.replace(MAIN, ''), 'no <script src="/_next/static/…"> in the page: did Next change how it loads its chunks?'],
    ["Next's first script in the body", page.replace(MAIN, '').replace('</main>', `</main>${MAIN}`), "Next's first script is not in the <head>"],
    [
      "a script preload with an attribute Next's scripts do not share",
      page.replace(MAIN, `<link rel="preload" as="script" href="/_next/static/chunks/x.js" integrity="sha384-x"/>${MAIN}`),
      `a script preload's attributes ({"integrity":"sha384-x"}) are not the ones Next's scripts share ({})`,
    ],
    [
      "a script preload without an attribute Next's scripts share",
      page.replace(MAIN, `<link rel="preload" as="script" href="/_next/static/chunks/x.js"/>${MAIN}`).replace(' async=""', ' async="" crossorigin="anonymous"'),
      `a script preload's attributes ({}) are not the ones Next's scripts share ({"crossorigin":"anonymous"})`,
    ],
    ['an event handler attribute', page.replace('<h1>', '<h1 onclick="go()">'), `${ATTRIBUTE_CODE}<h1 onclick="go()">`],
    ['a style attribute', page.replace('<h1>', '<h1 style="color:red">'), `${ATTRIBUTE_CODE}<h1 style="color:red">`],
    ['a javascript: URL', withBody('<a href="javascript:void 0">x</a>'), `${ATTRIBUTE_CODE}<a href="javascript:void 0">`],
    ['a style attribute in <noscript> markup', withBody('<noscript><p style="color:red">sem JS</p></noscript>'), `${ATTRIBUTE_CODE}<p style="color:red">`],
    [
      'a page with a CSP <meta> already',
      page.replace(CHARSET, `${CHARSET}<meta http-equiv="content-security-policy" content="default-src 'self'"/>`),
      'the page has a Content-Security-Policy <meta> already (finished twice?)',
    ],
    [
      'a page with the boot data block already',
      page.replace(CHARSET, `${CHARSET}<script type="application/json" id="boot-scripts">{}</script>`),
      'the boot script is in the page already (finished twice?)',
    ],
    ['a script before <meta charset>', page.replace(CHARSET, `<script>early()</script>${CHARSET}`), 'a script or link comes before <meta charset>'],
    ['no <head> in the source', `<!DOCTYPE html>${CHARSET}${MAIN}<p>x</p>`, 'no <head> in the source'],
  ])('%s', (_, html, cause) => {
    expect(() => finish(html, 'pagina/index.html')).toThrow(`finish-page: pagina/index.html: ${cause}`);
  });

  it('lists every piece of inline attribute code at once', () => {
    const html = page.replace('<h1>', '<h1 onclick="go()">').replace('</main>', '<p style="color:red">t</p><a href="javascript:void 0">x</a></main>');
    expect(() => finish(html, 'x.html')).toThrow(
      `finish-page: x.html: ${ATTRIBUTE_CODE}<h1 onclick="go()">, <p style="color:red">, <a href="javascript:void 0">`,
    );
  });

  it('a page finished once is refused the second time', () => {
    const { html } = finish(page, 'index.html');
    expect(() => finish(html, 'index.html')).toThrow('finish-page: index.html: the page has a Content-Security-Policy <meta> already (finished twice?)');
  });

  it('refuses boot code that would end its inline script early', () => {
    expect(() => finishPage(page, { file: 'index.html', code: 'a = "</script>"' })).toThrow(
      'finish-page: index.html: the boot script contains "</", which would end it early',
    );
  });
});
