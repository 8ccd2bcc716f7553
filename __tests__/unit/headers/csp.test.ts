/** @jest-environment node */
import { buildPolicy, endpointSource, endpointSources, hashSource, inlineAttributeCode, inlineScripts, pageHashes } from '@/scripts/headers/csp.mjs';
import { BOOTSTRAP, HOME, nextPage, PAYLOAD_START } from './fixtures';

describe('inlineScripts', () => {
  it('keeps the inline scripts CSP governs and sets data blocks and external scripts apart', () => {
    const { governed, dataBlocks } = inlineScripts(HOME);
    expect(governed).toEqual([BOOTSTRAP, PAYLOAD_START, 'self.__next_f.push([1,"0:home section one"])', 'self.__next_f.push([1,"1:home section two"])']);
    expect(dataBlocks).toEqual(['{"@context":"https://schema.org","@type":"Organization"}']);
  });

  it.each([
    ['<script type="module">a()</script>', true],
    ['<script type="text/javascript">a()</script>', true],
    ['<script type=" TEXT/JavaScript ">a()</script>', true],
    ["<script type='importmap'>{}</script>", true],
    ['<script type="">a()</script>', true],
    ['<script type="application/ld+json">{}</script>', false],
    ['<script type="application/json">{}</script>', false],
    // Parameters make a type a data block for the HTML parser.
    ['<script type="text/javascript; charset=utf-8">a()</script>', false],
  ])('%s is governed: %s', (html, governed) => {
    expect(inlineScripts(html).governed.length).toBe(governed ? 1 : 0);
  });

  it('reads a script as the browser does: CR LF and lone CR become LF', () => {
    expect(inlineScripts('<script>a()\r\nb()\rc()</script>').governed).toEqual(['a()\nb()\nc()']);
  });

  it('hashes only what the browser would run: not script-like text in a comment, a textarea or a template', () => {
    const html = nextPage([], '<!-- <script>old()</script> -->').replace(
      '<h1>Página</h1>',
      '<textarea><script>typed()</script></textarea><template><script>later()</script></template>',
    );
    const { governed } = inlineScripts(html);
    expect(governed).toEqual([BOOTSTRAP, PAYLOAD_START]);
  });

  it('reads the type attribute with its entities decoded', () => {
    expect(inlineScripts('<script type="application&#47;ld+json">{}</script>')).toEqual({ governed: [], dataBlocks: ['{}'] });
  });
});

describe('hashSource', () => {
  it("is the SHA-256 of the UTF-8 text in base64 (the CSP specification's example)", () => {
    expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('no longer matches once one character of the script changes', () => {
    const before = pageHashes(HOME).scriptHashes;
    const edited = HOME.replace('home section one', 'home section One');
    const after = pageHashes(edited).scriptHashes;
    const changed = hashSource('self.__next_f.push([1,"0:home section One"])');
    expect(after).toContain(changed);
    expect(before).not.toContain(changed);
    expect(after.filter((hash) => !before.includes(hash))).toEqual([changed]);
  });
});

describe('endpoints', () => {
  it('names an endpoint by origin and path: CSP never matches a query', () => {
    expect(endpointSource('https://metrics.example.com/vitals?site=solar')).toBe('https://metrics.example.com/vitals');
    expect(endpointSource(' https://formspree.io/f/abcdwxyz ')).toBe('https://formspree.io/f/abcdwxyz');
  });

  it('needs no source for no endpoint or a same-origin path', () => {
    expect(endpointSource(undefined)).toBeNull();
    expect(endpointSource('')).toBeNull();
    expect(endpointSource('/api/lead')).toBeNull();
    expect(endpointSources({})).toEqual({ connect: [], form: [] });
  });

  it('refuses what is not an http(s) URL or would split the policy', () => {
    expect(() => endpointSource('formspree.io/f/x', 'LEAD')).toThrow(/LEAD/);
    expect(() => endpointSource('ftp://example.com/x')).toThrow(/http/);
    expect(() => endpointSource('https://example.com/a;b')).toThrow(/character/);
  });

  it('allows connecting to both endpoints and posting the form to the lead one', () => {
    const sources = endpointSources({ NEXT_PUBLIC_LEAD_ENDPOINT: 'https://formspree.io/f/x', NEXT_PUBLIC_VITALS_URL: 'https://m.example.com/v' });
    expect(sources).toEqual({ connect: ['https://formspree.io/f/x', 'https://m.example.com/v'], form: ['https://formspree.io/f/x'] });
  });
});

describe('inline attribute code', () => {
  it('finds event handlers, style attributes and javascript: URLs, and the build refuses them', () => {
    const html = nextPage([], '<meta name="x" content="a > b"/>').replace(
      '<h1>Página</h1>',
      '<h1 onclick="go()">P</h1><p style="color:red">t</p><a href="javascript:void 0">x</a>',
    );
    expect(inlineAttributeCode(html)).toEqual(['<h1 onclick="go()">', '<p style="color:red">', '<a href="javascript:void 0">']);
    expect(() => pageHashes(html, 'x.html')).toThrow(/x\.html.*unsafe-hashes/);
    expect(inlineAttributeCode(HOME)).toEqual([]);
  });

  it('finds a javascript: URL the way the browser reads it, entities decoded and tabs dropped', () => {
    const html = '<a href="&#106;avascript:alert(1)">a</a><a href="java\tscript:alert(2)">b</a><form action=" JAVASCRIPT:x"></form>';
    expect(inlineAttributeCode(html)).toEqual(['<a href="javascript:alert(1)">', '<a href="java\tscript:alert(2)">', '<form action=" JAVASCRIPT:x">']);
  });

  it('finds attributes inside <noscript>, which apply with JavaScript off, and not text that only looks like them', () => {
    expect(inlineAttributeCode('<noscript><p style="color:red">sem JS</p></noscript>')).toEqual(['<p style="color:red">']);
    expect(inlineAttributeCode('<!-- <b onclick="x()"> --><textarea><i style="a"></textarea><p title="a > b" class="c">ok</p>')).toEqual([]);
  });

  it('hashes <style> elements into style-src', () => {
    const { styleHashes } = pageHashes(nextPage([], '<style>body{margin:0}</style>'));
    expect(styleHashes).toEqual([hashSource('body{margin:0}')]);
    expect(buildPolicy({ styleHashes })).toContain(`style-src 'self' ${styleHashes[0]};`);
  });
});

describe('buildPolicy', () => {
  it('writes every directive, with no unsafe keyword', () => {
    const policy = buildPolicy({ scriptHashes: ["'sha256-a'", "'sha256-a'", "'sha256-b'"] });
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'; upgrade-insecure-requests",
    );
  });
});
