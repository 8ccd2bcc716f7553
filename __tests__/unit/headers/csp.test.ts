/** @jest-environment node */
import { finishPage } from '@/scripts/build/export/finish-page.mjs';
import { buildHeaderPolicy, buildMetaPolicy, endpointSource, endpointSources, hashSource, isGovernedScript } from '@/scripts/build/headers/csp.mjs';
import {
  BOOTSTRAP,
  CODE,
  directives,
  finish,
  HOME,
  HOME_PAYLOAD,
  JSON_LD_TEXT,
  nextPage,
  pageScripts,
  PAYLOAD_START,
  push,
  ROADMAP,
  ROADMAP_PAYLOAD,
  scriptHashes,
} from './fixtures';

// The hashes in a finished page's <meta> policy are the proof of what the export step reads as
// an inline script: exactly the ones a browser would run and CSP governs, plus the boot script.

/** The sorted hash sources a page's script-src should list for these inline scripts (the boot script's added). */
const expected = (scripts: string[]) => [...scripts, CODE].map(hashSource).sort();
/** A page with `markup` at the end of its <main>. */
const withMain = (markup: string) => nextPage([]).replace('</main>', `${markup}</main>`);

describe("the script hashes of a page's meta policy", () => {
  const { html, policy } = finish(HOME, 'index.html');

  it('lists every inline script CSP governs (the bootstrap, the payload pushes) and the boot script, once each', () => {
    expect(scriptHashes(policy)).toEqual(expected(pageScripts(HOME_PAYLOAD)));
    expect(directives(policy).get('script-src')?.[0]).toBe("'self'");
  });

  it('leaves out the data blocks, which CSP does not govern: the JSON-LD and the boot data block', () => {
    const bootData = /<script type="application\/json" id="boot-scripts">([^<]*)<\/script>/.exec(html)?.[1];
    expect(bootData).toBeDefined();
    expect(policy).not.toContain(hashSource(JSON_LD_TEXT));
    expect(policy).not.toContain(hashSource(bootData!));
  });

  it('leaves out external scripts, whatever text they hold', () => {
    const page = withMain('<script src="/polyfills/legacy.js" nomodule="">legacy()</script>');
    const { policy: own } = finish(page);
    expect(scriptHashes(own)).toEqual(expected(pageScripts([])));
    expect(own).not.toContain(hashSource('legacy()'));
    expect(own).not.toContain(hashSource(''));
  });

  it.each([
    ['<script type="module">a()</script>', true],
    ['<script type="text/javascript">a()</script>', true],
    ['<script type=" TEXT/JavaScript ">a()</script>', true],
    ["<script type='importmap'>a()</script>", true],
    ['<script type="speculationrules">a()</script>', true],
    ['<script type="">a()</script>', true],
    ['<script type="application/ld+json">a()</script>', false],
    ['<script type="application/json">a()</script>', false],
    // Parameters make a type a data block for the HTML parser.
    ['<script type="text/javascript; charset=utf-8">a()</script>', false],
    // The attribute is read with its entities decoded, as the browser reads it.
    ['<script type="application&#47;ld+json">a()</script>', false],
    ['<script type="text&#47;javascript">a()</script>', true],
  ])('%s is hashed: %s', (script, governed) => {
    const { policy: own } = finish(withMain(script));
    expect(own.includes(hashSource('a()'))).toBe(governed);
    expect(scriptHashes(own)).toEqual(expected([...pageScripts([]), ...(governed ? ['a()'] : [])]));
  });

  it('reads a script as the browser does: CR LF and lone CR become LF', () => {
    const { policy: own } = finish(withMain('<script>a()\r\nb()\rc()</script>'));
    expect(own).toContain(hashSource('a()\nb()\nc()'));
    expect(own).not.toContain(hashSource('a()\r\nb()\rc()'));
  });

  it('hashes only what the browser would run: not script-like text in a comment, a textarea or a template', () => {
    const page = nextPage([], '<!-- <script>old()</script> -->').replace(
      '<h1>Página</h1>',
      '<textarea><script>typed()</script></textarea><template><script>later()</script></template>',
    );
    expect(scriptHashes(finish(page).policy)).toEqual(expected([BOOTSTRAP, PAYLOAD_START]));
  });

  it("does not allow another page's payload", () => {
    const roadmap = finish(ROADMAP, 'novas-implementacoes/index.html').policy;
    const homeOnly = HOME_PAYLOAD.map(push).filter((script) => !ROADMAP_PAYLOAD.map(push).includes(script));
    expect(homeOnly.length).toBeGreaterThan(0);
    for (const script of homeOnly) expect(roadmap).not.toContain(hashSource(script));
    expect(scriptHashes(roadmap)).toEqual(expected(pageScripts(ROADMAP_PAYLOAD)));
  });
});

describe("a page's meta policy, directive by directive", () => {
  const own = directives(finish(HOME).policy);

  it("allows the site itself, the page's hashes and the build's endpoints, and nothing unsafe", () => {
    expect([...own.keys()]).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'font-src',
      'connect-src',
      'form-action',
      'base-uri',
      'object-src',
      'upgrade-insecure-requests',
    ]);
    expect(own.get('default-src')).toEqual(["'self'"]);
    expect(own.get('style-src')).toEqual(["'self'"]);
    expect(own.get('img-src')).toEqual(["'self'", 'data:']);
    expect(own.get('font-src')).toEqual(["'self'"]);
    expect(own.get('connect-src')).toEqual(["'self'", 'https://formspree.io/f/abcdwxyz', 'https://metrics.example.com/vitals']);
    expect(own.get('form-action')).toEqual(["'self'", 'https://formspree.io/f/abcdwxyz']);
    expect(own.get('base-uri')).toEqual(["'self'"]);
    expect(own.get('object-src')).toEqual(["'none'"]);
    expect(own.get('upgrade-insecure-requests')).toEqual([]);
    expect([...own.values()].flat().join(' ')).not.toMatch(/unsafe|strict-dynamic|\*/);
  });

  it('has no frame-ancestors, which a meta policy cannot carry (the header has it)', () => {
    expect(own.has('frame-ancestors')).toBe(false);
  });

  it('without endpoints, connects and posts to the site only', () => {
    const plain = directives(finishPage(HOME, { code: CODE }).policy);
    expect(plain.get('connect-src')).toEqual(["'self'"]);
    expect(plain.get('form-action')).toEqual(["'self'"]);
  });
});

describe('styles', () => {
  it('hashes <style> elements into style-src, <noscript> ones too (they apply with JavaScript off)', () => {
    const page = nextPage([], '<style>body{margin:0}</style>').replace('</main>', '<noscript><style>.js{display:none}</style></noscript></main>');
    const styleSrc = directives(finish(page).policy).get('style-src');
    expect(styleSrc).toEqual(["'self'", hashSource('body{margin:0}'), hashSource('.js{display:none}')]);
  });
});

describe('inline attribute code (refused: a hash cannot allow it without unsafe-hashes)', () => {
  const refused = (markup: string) => {
    try {
      finish(withMain(markup), 'x.html');
      return [];
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^finish-page: x\.html: inline attribute code the CSP would block \(it needs 'unsafe-hashes'\): /);
      return message.slice(message.indexOf("'unsafe-hashes'): ") + 18).split(', ');
    }
  };

  it('finds event handlers, style attributes and javascript: URLs', () => {
    expect(refused('<b onclick="go()">P</b><p style="color:red">t</p><a href="javascript:void 0">x</a>')).toEqual([
      '<b onclick="go()">',
      '<p style="color:red">',
      '<a href="javascript:void 0">',
    ]);
    expect(refused('')).toEqual([]);
    expect(() => finish(nextPage([], '<meta name="x" content="a > b"/>'))).not.toThrow();
  });

  it('finds a javascript: URL the way the browser reads it, entities decoded and tabs dropped', () => {
    expect(refused('<a href="&#106;avascript:alert(1)">a</a><a href="java\tscript:alert(2)">b</a><form action=" JAVASCRIPT:x"></form>')).toEqual([
      '<a href="javascript:alert(1)">',
      '<a href="java\tscript:alert(2)">',
      '<form action=" JAVASCRIPT:x">',
    ]);
  });

  it('finds attributes inside <noscript>, which apply with JavaScript off, and in a <template>, live once cloned', () => {
    expect(refused('<noscript><p style="color:red">sem JS</p></noscript>')).toEqual(['<p style="color:red">']);
    expect(refused('<template><b onclick="x()">t</b></template>')).toEqual(['<b onclick="x()">']);
  });

  it('does not take text that only looks like an attribute for one', () => {
    expect(refused('<!-- <b onclick="x()"> --><textarea><i style="a"></textarea><p title="a > b" class="c">ok</p><p title="onclick=x()">t</p>')).toEqual([]);
  });
});

describe('hashSource', () => {
  it("is the SHA-256 of the UTF-8 text in base64 (the CSP specification's example)", () => {
    expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('no longer matches once one character of the script changes', () => {
    const before = scriptHashes(finish(HOME).policy);
    const after = scriptHashes(finish(HOME.replace('home section one', 'home section One')).policy);
    const changed = hashSource(push('0:home section One'));
    expect(after).toContain(changed);
    expect(before).not.toContain(changed);
    expect(after.filter((hash) => !before.includes(hash))).toEqual([changed]);
    expect(before.filter((hash) => !after.includes(hash))).toEqual([hashSource(push('0:home section one'))]);
  });
});

describe('isGovernedScript', () => {
  it.each([
    [{}, true],
    [{ type: '' }, true],
    [{ type: 'module' }, true],
    [{ type: 'text/javascript' }, true],
    [{ type: 'application/ld+json' }, false],
    [{ type: 'text/plain' }, false],
  ])('%j → %s', (attrs, governed) => {
    expect(isGovernedScript(attrs)).toBe(governed);
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

describe('buildMetaPolicy', () => {
  it('writes every fetch directive, the hashes once each, with no unsafe keyword and no frame-ancestors', () => {
    const policy = buildMetaPolicy({ scriptHashes: ["'sha256-a'", "'sha256-a'", "'sha256-b'"], styleHashes: ["'sha256-c'"] });
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'sha256-c'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self'; form-action 'self'; base-uri 'self'; object-src 'none'; upgrade-insecure-requests",
    );
  });

  it('adds the endpoints to connect-src and the lead one to form-action', () => {
    const policy = buildMetaPolicy({ ...endpointSources({ NEXT_PUBLIC_LEAD_ENDPOINT: 'https://f.example/x', NEXT_PUBLIC_VITALS_URL: 'https://m.example/v' }) });
    expect(policy).toContain("connect-src 'self' https://f.example/x https://m.example/v; form-action 'self' https://f.example/x;");
  });
});

describe('buildHeaderPolicy', () => {
  it('keeps what a meta policy cannot carry and what holds whatever the page: no fetch directive, no hash', () => {
    expect(buildHeaderPolicy({})).toBe("frame-ancestors 'none'; form-action 'self'; base-uri 'self'; object-src 'none'; upgrade-insecure-requests");
    const names = [...directives(buildHeaderPolicy({})).keys()];
    for (const name of ['default-src', 'script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) expect(names).not.toContain(name);
  });

  it("posts the form to the lead endpoint, and nothing else of the build's changes it", () => {
    expect(buildHeaderPolicy(endpointSources({ NEXT_PUBLIC_LEAD_ENDPOINT: 'https://f.example/x' }))).toBe(
      "frame-ancestors 'none'; form-action 'self' https://f.example/x; base-uri 'self'; object-src 'none'; upgrade-insecure-requests",
    );
    expect(buildHeaderPolicy(endpointSources({ NEXT_PUBLIC_VITALS_URL: 'https://m.example/v' }))).toBe(buildHeaderPolicy({}));
  });
});
