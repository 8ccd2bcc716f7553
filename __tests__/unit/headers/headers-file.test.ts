/** @jest-environment node */
import { buildHeaderPolicy, endpointSources, hashSource } from '@/scripts/build/headers/csp.mjs';
import {
  ASSET_POLICY,
  buildHeadersFile,
  headersFor,
  MAX_LINE,
  MAX_RULES,
  parseHeadersFile,
  pathMatches,
  type Rule,
} from '@/scripts/build/headers/headers-file.mjs';
import { CODE, directives, ENDPOINTS, finish, HOME_PAYLOAD, metaPolicy, nextPage, NOT_FOUND, PAGES, pageScripts, scriptHashes, STATIC_FILES } from './fixtures';

const PATHS = [
  '/',
  '/index.html',
  '/novas-implementacoes/',
  '/novas-implementacoes',
  '/novas-implementacoes/index.html',
  '/404.html',
  '/pagina-que-nao-existe',
  '/pagina-que-nao-existe/',
  '/_next/static/chunks/a.js',
  '/_next/static/chunks/gone.js',
  '/__next._tree.txt',
  '/icon.svg',
  '/admin/',
  '/admin/decap-cms.js',
];

describe('the _headers file written for the pages', () => {
  const { text, policy } = buildHeadersFile(PAGES, ENDPOINTS, STATIC_FILES);
  const rules = parseHeadersFile(text);
  const at = (path: string) => headersFor(rules, path);

  it.each(PATHS.map((path) => [path]))('%s gets the security headers', (path) => {
    expect(at(path)).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      'Cross-Origin-Opener-Policy': path.startsWith('/admin/') ? 'same-origin-allow-popups' : 'same-origin',
    });
  });

  it('keeps the CMS out of search engines, and lets its sign-in popup talk back to it; no other path', () => {
    for (const path of ['/admin/', '/admin/index.html', '/admin/config.yml', '/admin/decap-cms.js']) {
      expect([path, at(path)['X-Robots-Tag'], at(path)['Cross-Origin-Opener-Policy']]).toEqual([path, 'noindex', 'same-origin-allow-popups']);
    }
    for (const path of PATHS.filter((path) => !path.startsWith('/admin/'))) expect([path, at(path)['X-Robots-Tag']]).toEqual([path, undefined]);
    // The page itself still revalidates like every page.
    expect(at('/admin/')['Cache-Control']).toBe('no-cache');
  });

  it('gives every page and unknown path the same one header policy, the one it returns, and every other file one under which nothing runs', () => {
    expect(policy).toBe(buildHeaderPolicy(endpointSources(ENDPOINTS)));
    const files = ['/_next/static/chunks/a.js', '/_next/static/chunks/gone.js', '/__next._tree.txt', '/icon.svg', '/admin/decap-cms.js'];
    for (const path of PATHS) expect([path, at(path)['Content-Security-Policy']]).toEqual([path, files.includes(path) ? ASSET_POLICY : policy]);
    expect(policy).not.toContain(',');
    expect(ASSET_POLICY).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox");
  });

  it('the header policy, directive by directive: what a meta policy cannot carry, no fetch directive, no hash', () => {
    const header = directives(policy);
    expect([...header.keys()]).toEqual(['frame-ancestors', 'form-action', 'base-uri', 'object-src', 'upgrade-insecure-requests']);
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
    expect(header.get('form-action')).toEqual(["'self'", 'https://formspree.io/f/abcdwxyz']);
    expect(header.get('base-uri')).toEqual(["'self'"]);
    expect(header.get('object-src')).toEqual(["'none'"]);
    expect(header.get('upgrade-insecure-requests')).toEqual([]);
    expect(policy).not.toMatch(/sha256|unsafe|script-src|default-src/);
  });

  it("does not depend on the pages' scripts: finished or not, one page or three, the same file", () => {
    const finished = PAGES.map(({ file, html }) => ({ file, html: finish(html, file).html }));
    expect(buildHeadersFile(finished, ENDPOINTS, STATIC_FILES).text).toBe(text);
    expect(buildHeadersFile([PAGES[0]!], ENDPOINTS, STATIC_FILES).text).toBe(text);
    expect(buildHeadersFile([{ file: 'index.html', html: nextPage(['0:another payload']) }], ENDPOINTS, STATIC_FILES).policy).toBe(policy);
  });

  it("an unknown path gets the header policy only, and 404.html, which hosts serve for it, carries its own scripts' hashes", () => {
    expect(at('/pagina-que-nao-existe/')['Content-Security-Policy']).toBe(policy);
    const { html } = finish(NOT_FOUND, '404.html');
    expect(scriptHashes(metaPolicy(html))).toEqual([...pageScripts(HOME_PAYLOAD), CODE].map(hashSource).sort());
  });

  it('sets each header by one rule at most for any path, or detaches it first, so no host joins two values', () => {
    for (const path of PATHS) {
      const set = new Set<string>();
      for (const rule of rules.filter((rule) => pathMatches(rule.path, path))) {
        for (const name of rule.detach) set.delete(name.toLowerCase());
        for (const [name] of rule.headers) {
          expect([path, name, set.has(name.toLowerCase())]).toEqual([path, name, false]);
          set.add(name.toLowerCase());
        }
      }
    }
  });

  it('caches each built static file and photo variant for a year, once, and revalidates everything else', () => {
    for (const path of [...STATIC_FILES, '/generated/photos/telhado-800.1a2b3c4d.avif'])
      expect(at(path)['Cache-Control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/novas-implementacoes/', '/novas-implementacoes/index.html', '/404.html', '/pagina-que-nao-existe/', '/admin/']) {
      expect([path, at(path)['Cache-Control']]).toEqual([path, 'no-cache']);
    }
    for (const path of ['/__next._tree.txt', '/novas-implementacoes/__next._full.txt', '/icon.svg', '/sitemap.xml'])
      expect([path, at(path)['Cache-Control']]).toEqual([path, 'no-cache']);
  });

  it('writes the same rules however many pages, chunks and photos there are, within what Cloudflare Pages applies', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ file: `projetos/projeto-${i}/index.html`, html: '' }));
    const chunks = Array.from({ length: 5000 }, (_, i) => `/_next/static/chunks/${i}.js`);
    const photos = Array.from({ length: 400 }, (_, i) => `/generated/photos/foto-${i}-480.${(i * 2654435761).toString(16).padStart(8, '0').slice(-8)}.avif`);
    const grown = buildHeadersFile([...PAGES, ...many], ENDPOINTS, [...STATIC_FILES, ...chunks, ...photos]).text;
    expect(grown).toBe(text);
    expect(rules.length).toBeLessThanOrEqual(MAX_RULES);
    expect(MAX_RULES).toBe(100);
  });

  it('refuses a page that a rule for files would reach, naming it', () => {
    expect(() => buildHeadersFile([...PAGES, { file: 'relatorio.pdf/index.html', html: '' }])).toThrow(
      '_headers: the page relatorio.pdf/index.html (/relatorio.pdf/) matches /*.pdf, a rule for files that are not pages: rename it',
    );
    // On Netlify alone: it reads `/*.js` as `^/(.*).js/?$`, any character before `js` and an optional slash.
    expect(() => buildHeadersFile([...PAGES, { file: 'projetos-js/index.html', html: '' }])).toThrow(
      '_headers: the page projetos-js/index.html (/projetos-js/) matches /*.js, a rule for files that are not pages: rename it',
    );
    expect(() =>
      buildHeadersFile([
        { file: 'a/b/index.html', html: '' },
        { file: 'sobre.html', html: '' },
      ]),
    ).not.toThrow();
  });

  it('refuses a file that is not a page and that no rule keeps from running script, naming it', () => {
    expect(() => buildHeadersFile(PAGES, {}, ['/downloads/catalogo.xhtml'])).toThrow(
      '_headers: /downloads/catalogo.xhtml is not a page, and no rule keeps it from running script: add its extension to ASSET_EXTENSIONS (scripts/build/headers/headers-file.mjs)',
    );
    expect(() => buildHeadersFile(PAGES, {}, ['/LEIA-ME'])).toThrow('/LEIA-ME is not a page');
  });

  it('refuses a file under the photo variants that carries no hash: it would be cached for good', () => {
    expect(() => buildHeadersFile(PAGES, {}, ['/generated/photos/manifest.json'])).toThrow(
      '_headers: /generated/photos/manifest.json is cached for good under /generated/photos/*, but its name carries no hash: only photo variants go there',
    );
    expect(() => buildHeadersFile(PAGES, {}, ['/generated/photos/telhado-480.0badc0de.webp'])).not.toThrow();
  });

  it('puts a path under /_next/static that is not a built file under the same rule: hosts match rules whatever the status (the 404 is the host’s: docs/deployment.md#caching)', () => {
    for (const path of ['/_next/static/chunks/gone.js', '/_next/static/old-build/_buildManifest.js']) {
      expect(at(path)['Cache-Control']).toBe('public, max-age=31536000, immutable');
    }
    expect(at('/pagina-que-nao-existe')['Cache-Control']).toBe('no-cache');
  });

  it('writes only the patterns Cloudflare Pages and Netlify read alike: `/*`, `/<folder>/*`, `/*.<ext>`', () => {
    for (const rule of rules) expect(rule.path).toMatch(/^\/(\*|[\w-]+(\/[\w-]+)*\/\*|\*\.[a-z0-9]+)$/);
  });

  it('without endpoints, the form posts to the site only', () => {
    const plain = buildHeadersFile(PAGES);
    expect(directives(plain.policy).get('form-action')).toEqual(["'self'"]);
    expect(headersFor(parseHeadersFile(plain.text), '/')['Content-Security-Policy']).toBe(plain.policy);
  });

  it('refuses a line longer than hosts read', () => {
    expect(MAX_LINE).toBe(2000);
    expect(() => buildHeadersFile(PAGES, { NEXT_PUBLIC_LEAD_ENDPOINT: `https://forms.example/${'f'.repeat(MAX_LINE)}` })).toThrow(
      `over the ${MAX_LINE} hosts read:   Content-Security-Policy: frame-ancestors`,
    );
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
    expect(pathMatches('/*.svg', '/photos/a/b.svg')).toBe(true);
    expect(pathMatches('/*.svg', '/a.SVG')).toBe(false);
  });

  it('matches nothing with a rule of two splats, which Cloudflare Pages drops (its RegExp would name two groups alike)', () => {
    expect(pathMatches('/*/*.svg', '/photos/a.svg')).toBe(false);
    expect(pathMatches('/*/*', '/a/b')).toBe(false);
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
