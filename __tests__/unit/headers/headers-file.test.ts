/** @jest-environment node */
import { hashSource, inlineScripts } from '@/scripts/headers/csp.mjs';
import { buildHeadersFile, headersFor, MAX_LINE, MAX_RULES, parseHeadersFile, pathMatches, type Rule } from '@/scripts/headers/headers-file.mjs';
import { ENDPOINTS, HOME, nextPage, NOT_FOUND, PAGES, ROADMAP, STATIC_FILES } from './fixtures';

/** A CSP header value as policies of directive → sources (several policies when joined by commas). */
const policies = (value: string | undefined) =>
  (value ?? '').split(',').map(
    (policy) =>
      new Map(
        policy
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...sources]) => [name!, sources]),
      ),
  );

const hashesOf = (html: string) => inlineScripts(html).governed.map(hashSource);

describe('the _headers file written for the pages', () => {
  const { text } = buildHeadersFile(PAGES, ENDPOINTS, STATIC_FILES);
  const rules = parseHeadersFile(text);
  const at = (path: string) => headersFor(rules, path);

  it.each([['/'], ['/novas-implementacoes/'], ['/pagina-que-nao-existe'], ['/_next/static/chunks/a.js']])('%s gets the security headers', (path) => {
    expect(at(path)).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  it.each([
    ['/', HOME],
    ['/index.html', HOME],
    ['/novas-implementacoes/', ROADMAP],
    ['/novas-implementacoes', ROADMAP],
    ['/404.html', NOT_FOUND],
  ])('%s: its own policy, directive by directive', (path, html) => {
    const [siteWide, own] = policies(at(path)['Content-Security-Policy']);
    expect(own!.get('default-src')).toEqual(["'self'"]);
    expect(own!.get('script-src')).toEqual(["'self'", ...hashesOf(html)]);
    expect(own!.get('style-src')).toEqual(["'self'"]);
    expect(own!.get('img-src')).toEqual(["'self'", 'data:']);
    expect(own!.get('font-src')).toEqual(["'self'"]);
    expect(own!.get('connect-src')).toEqual(["'self'", 'https://formspree.io/f/abcdwxyz', 'https://metrics.example.com/vitals']);
    expect(own!.get('form-action')).toEqual(["'self'", 'https://formspree.io/f/abcdwxyz']);
    expect(own!.get('frame-ancestors')).toEqual(["'none'"]);
    expect(own!.get('base-uri')).toEqual(["'self'"]);
    expect(own!.get('object-src')).toEqual(["'none'"]);
    expect(own!.get('upgrade-insecure-requests')).toEqual([]);
    expect([...own!.keys()].join(' ')).not.toMatch(/unsafe/);
    expect(own!.get('script-src')!.join(' ')).not.toMatch(/unsafe|strict-dynamic|\*/);
    // The catch-all's policy is the same but allows every page's scripts: enforcing both leaves the page's own.
    expect(siteWide!.get('script-src')).toEqual(expect.arrayContaining(own!.get('script-src')!));
    expect(at(path)['Cache-Control']).toBe('no-cache');
  });

  it("an unknown path gets only the catch-all policy, and it allows 404.html's scripts", () => {
    const all = policies(at('/pagina-que-nao-existe/')['Content-Security-Policy']);
    expect(all).toHaveLength(1);
    expect(all[0]!.get('script-src')).toEqual(expect.arrayContaining(hashesOf(NOT_FOUND)));
    expect(all[0]!.get('script-src')).toEqual(expect.arrayContaining(hashesOf(ROADMAP)));
  });

  it("a page's own policy does not allow another page's payload", () => {
    const own = policies(at('/novas-implementacoes/')['Content-Security-Policy'])[1]!;
    const homeOnly = hashesOf(HOME).filter((hash) => !hashesOf(ROADMAP).includes(hash));
    expect(homeOnly.length).toBeGreaterThan(0);
    for (const hash of homeOnly) expect(own.get('script-src')).not.toContain(hash);
  });

  it('a changed inline script no longer matches the policy written for the old one', () => {
    const script = 'self.__next_f.push([1,"1:home section two"])';
    const own = policies(at('/')['Content-Security-Policy'])[1]!.get('script-src')!;
    expect(own).toContain(hashSource(script));
    expect(own).not.toContain(hashSource(script.replace('two', 'two ')));
  });

  it('caches each built static file for a year, once, and revalidates HTML and .txt', () => {
    for (const path of STATIC_FILES) expect(at(path)['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(at('/__next._tree.txt')['Cache-Control']).toBe('no-cache');
    expect(at('/novas-implementacoes/__next._full.txt')['Cache-Control']).toBe('no-cache');
    expect(at('/404.html')['Cache-Control']).toBe('no-cache');
    expect(at('/icon.svg')['Cache-Control']).toBeUndefined();
  });

  it('gives a path under /_next/static that is not a built file no caching of its own (hosts match rules whatever the status)', () => {
    for (const path of ['/_next/static/chunks/gone.js', '/_next/static/chunks/a.js.map', '/_next/static/old-build/_buildManifest.js']) {
      expect(at(path)['Cache-Control']).toBeUndefined();
    }
    expect(at('/pagina-que-nao-existe/')['Cache-Control']).toBeUndefined();
  });

  it('writes up to the 100 rules Cloudflare Pages applies, and fails loudly, saying what counts, past them', () => {
    expect(MAX_RULES).toBe(100);
    const others = parseHeadersFile(buildHeadersFile(PAGES).text).length;
    const chunks = (count: number) => Array.from({ length: count }, (_, i) => `/_next/static/chunks/${i}.js`);
    expect(parseHeadersFile(buildHeadersFile(PAGES, {}, chunks(MAX_RULES - others)).text)).toHaveLength(100);
    expect(() => buildHeadersFile(PAGES, {}, chunks(MAX_RULES - others + 1))).toThrow(
      '_headers: 101 rules, over the 100 Cloudflare Pages applies (it would not apply the rest): ' +
        `${MAX_RULES - others + 1} for the files under /_next/static, 0 for photos (2 each), 6 for 3 pages, 2 site-wide.`,
    );
  });

  it('without endpoints, connect-src and form-action are the site itself', () => {
    const plain = parseHeadersFile(buildHeadersFile(PAGES).text);
    const [, own] = policies(headersFor(plain, '/')['Content-Security-Policy']);
    expect(own!.get('connect-src')).toEqual(["'self'"]);
    expect(own!.get('form-action')).toEqual(["'self'"]);
  });

  it('refuses a line longer than hosts read', () => {
    const huge = nextPage(Array.from({ length: 40 }, (_, i) => `chunk ${i}`));
    expect(() =>
      buildHeadersFile([
        { file: 'index.html', html: huge },
        { file: '404.html', html: huge },
      ]),
    ).toThrow(String(MAX_LINE));
  });
});

describe('matching rules like Cloudflare Pages', () => {
  it('a splat spans anything, a placeholder one segment, a plain path only itself', () => {
    expect(pathMatches('/*', '/a/b/c')).toBe(true);
    expect(pathMatches('/*.txt', '/a/__next._tree.txt')).toBe(true);
    expect(pathMatches('/*.txt', '/a/b.txt.html')).toBe(false);
    expect(pathMatches('/blog/:slug', '/blog/post')).toBe(true);
    expect(pathMatches('/blog/:slug', '/blog/post/extra')).toBe(false);
    expect(pathMatches('/', '/index.html')).toBe(false);
    expect(pathMatches('/a.b', '/axb')).toBe(false);
  });

  it('joins a header set by several matching rules with a comma, and ! detaches it', () => {
    const rules: Rule[] = parseHeadersFile(
      '/*\n  X-Robots-Tag: noindex\n  X-Frame-Options: DENY\n\n/static/*\n  x-robots-tag: nosnippet\n  ! X-Frame-Options\n',
    );
    expect(headersFor(rules, '/static/a.css')).toEqual({ 'X-Robots-Tag': 'noindex, nosnippet' });
    expect(headersFor(rules, '/page')).toEqual({ 'X-Robots-Tag': 'noindex', 'X-Frame-Options': 'DENY' });
  });

  it('says where a malformed file is wrong', () => {
    expect(() => parseHeadersFile('  X-A: b\n')).toThrow(/line 1/);
    expect(() => parseHeadersFile('/*\n  no colon here\n')).toThrow(/line 2/);
  });
});
