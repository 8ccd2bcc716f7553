import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { externalRequests, firstLoadScripts, inlineStylesheetsOf, measurePage, renderBlocking, stylesheetsOf } from '@/scripts/measure/measure.mjs';
import { pngSize } from '@/__tests__/budget/check-output.mjs';

// The measuring code of the byte budgets, on HTML shaped like Next's export.
const PAGE = `<!DOCTYPE html><html lang="pt-BR"><head>
<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
<link rel="preload" href="/_next/static/chunks/error.css" as="style"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>
<script src="/_next/static/chunks/main.js" async=""></script>
<link rel="canonical" href="https://www.solarpr.com.br/"/>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
</head><body><a href="https://wa.me/5543991000000">WhatsApp</a>
<script>self.__next_f.push([1,"2:\\"/_next/static/chunks/client.js\\"\\n"])</script></body></html>`;

describe('firstLoadScripts', () => {
  it('counts async scripts, script preloads and client chunks of the RSC payload, never nomodule polyfills', () => {
    const { scripts, nomodule } = firstLoadScripts(PAGE);
    expect(scripts.sort()).toEqual(['/_next/static/chunks/client.js', '/_next/static/chunks/late.js', '/_next/static/chunks/main.js']);
    expect(nomodule).toEqual(['/_next/static/chunks/polyfills.js']);
  });
});

describe('stylesheetsOf', () => {
  it('counts linked and preloaded stylesheets', () => {
    expect(stylesheetsOf(PAGE)).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/error.css']);
  });
});

describe('stylesheets written into the page', () => {
  const CSS = '@font-face{font-family:Outfit;src:url(/_next/static/media/o.woff2)}body{margin:0}';
  const html =
    '<!DOCTYPE html><html><head>' +
    `<style data-precedence="next" data-href="/_next/static/chunks/a.css">${CSS}</style>` +
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>' +
    '</head><body><p>Olá</p></body></html>';

  it('are not requested: their disabled link is never fetched', () => {
    expect(stylesheetsOf(html)).toEqual([]);
    expect(inlineStylesheetsOf(html).map(({ href, text }) => [href, text])).toEqual([['/_next/static/chunks/a.css', CSS]]);
  });

  it('count as the page’s CSS, and its HTML is measured without them; the file as downloaded is the page', () => {
    const out = mkdtempSync(join(tmpdir(), 'measure-'));
    try {
      mkdirSync(join(out, '_next/static/media'), { recursive: true });
      writeFileSync(join(out, '_next/static/media/o.woff2'), 'font');
      writeFileSync(join(out, 'index.html'), html);
      const page = measurePage(out, 'index.html');
      expect(page.css.files).toEqual([expect.objectContaining({ url: '/_next/static/chunks/a.css', raw: CSS.length, inline: true })]);
      expect(page.fonts.files.map((f) => f.url)).toEqual(['/_next/static/media/o.woff2']);
      expect(page.html.raw).toBe(Buffer.byteLength(html) - `<style data-precedence="next" data-href="/_next/static/chunks/a.css">${CSS}</style>`.length);
      expect(page.document).toEqual({ raw: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length });
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('externalRequests', () => {
  it('ignores links people follow and canonical URLs; only fetched resources count', () => {
    expect(externalRequests(PAGE)).toEqual([]);
  });

  it('catches scripts, stylesheets, images and CSS from another origin', () => {
    const html =
      '<script src="https://cdn.example/x.js" async></script><link rel="stylesheet" href="//fonts.example/f.css"><img src="https://img.example/a.png" alt="">';
    const css = '@font-face{src:url(https://fonts.example/a.woff2)} .a{background:url(data:image/png;base64,AAAA)}';
    expect(externalRequests(html, css).map((r) => r.url)).toEqual([
      'https://cdn.example/x.js',
      '//fonts.example/f.css',
      'https://img.example/a.png',
      'https://fonts.example/a.woff2',
    ]);
  });
});

describe('renderBlocking', () => {
  it('accepts async, defer and module scripts and the page’s own CSS', () => {
    expect(renderBlocking(PAGE)).toEqual([]);
    expect(renderBlocking('<script src="/a.js" defer></script><script type="module" src="/b.js"></script>')).toEqual([]);
  });

  it('flags a classic script in the head, a foreign stylesheet and a CSS @import', () => {
    const html = '<script src="/_next/static/chunks/sync.js"></script><link rel="stylesheet" href="/other.css">';
    expect(renderBlocking(html, '@import url("/more.css");').map((r) => r.element)).toEqual(['script', 'link[rel=stylesheet]', 'css @import']);
  });
});

describe('pngSize', () => {
  it('reads the size of a PNG and rejects other files', () => {
    const header = Buffer.alloc(24);
    header.writeUInt32BE(0x89504e47, 0);
    header.writeUInt32BE(1200, 16);
    header.writeUInt32BE(630, 20);
    expect(pngSize(header)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(Buffer.from('GIF89a................'))).toBeNull();
  });
});
