/** @jest-environment node */
import { finishPage } from '@/scripts/build/export/finish-page.mjs';
import { endpointSources, hashSource } from '@/scripts/build/headers/csp.mjs';
import { buildHeadersFile, MAX_LINE, MAX_RULES, parseHeadersFile, pathMatches } from '@/scripts/build/headers/headers-file.mjs';
import { buildNginxCspMap } from '@/scripts/build/headers/nginx.mjs';
import { CODE, ENDPOINTS, metaPolicy, nextPage, pageScripts, push, scriptHashes } from './fixtures';

// A site of 40 pages (plus the home page and the 404) stays within what every host it is
// deployed to documents, because no header grows with the pages: each page's script hashes
// are in its own <meta> policy, and the header policy is one constant for the whole site.

// Cloudflare Pages, https://developers.cloudflare.com/pages/configuration/headers/ (Limits):
// at most 100 header rules in `_headers`, and 2,000 characters per line (longer ones are not applied).
const CLOUDFLARE_MAX_RULES = 100;
const CLOUDFLARE_MAX_LINE = 2000;
// Netlify reads the same `_headers` file; its documentation (https://docs.netlify.com/manage/routing/headers/,
// Limitations) documents no limit on rules or line length smaller than Cloudflare's, so Cloudflare's bound it.
const NETLIFY_MAX_RULES = CLOUDFLARE_MAX_RULES;
const NETLIFY_MAX_LINE = CLOUDFLARE_MAX_LINE;
// Amazon CloudFront, response headers policies
// (https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/cloudfront-limits.html):
// the Content-Security-Policy value may be at most 1,783 characters, the number docs/deployment.md quotes.
const CLOUDFRONT_MAX_CSP = 1783;
// nginx documents no limit on a configuration line that matters here. 4,096 bytes is a conservative
// bound of our own: one memory page, the default proxy_buffer_size on most platforms
// (https://nginx.org/en/docs/http/ngx_http_proxy_module.html#proxy_buffer_size), which every response
// header must fit in when another nginx proxies this server.
const NGINX_MAX_VALUE_LINE = 4096;

const PAGE_COUNT = 40;

/** Page i's RSC payload: its own texts, a few more pieces on some pages than on others. */
const payloadOf = (i: number) => [
  `0:pagina ${i} introducao`,
  `1:pagina ${i} ${'conteudo '.repeat(i)}`,
  ...Array.from({ length: i % 4 }, (_, k) => `${k + 2}:pagina ${i} parte ${k}`),
];

const SOURCES = [
  { file: 'index.html', payload: ['0:home section one', '1:home section two'] },
  { file: '404.html', payload: ['0:home section one', '1:home section two', '2:not found'] },
  ...Array.from({ length: PAGE_COUNT }, (_, n) => ({ file: `pagina-${n + 1}/index.html`, payload: payloadOf(n + 1) })),
];

/** About 30 files under /_next/static, named like Turbopack's. */
const STATIC_FILES = [
  ...Array.from({ length: 24 }, (_, i) => `/_next/static/chunks/${(i * 2654435761).toString(36).padStart(13, '0')}.js`),
  '/_next/static/chunks/3u88n4w5tyuo6.css',
  '/_next/static/chunks/0tnqk2u6zt8o4.css',
  '/_next/static/media/inter-latin.p.woff2',
  '/_next/static/media/inter-latin-ext.woff2',
  '/_next/static/b1d2e3f4/_buildManifest.js',
  '/_next/static/b1d2e3f4/_ssgManifest.js',
];

const endpoints = endpointSources(ENDPOINTS);
const finished = SOURCES.map(({ file, payload }) => ({
  file,
  payload,
  ...finishPage(nextPage(payload), { file, code: CODE, vitals: ENDPOINTS.NEXT_PUBLIC_VITALS_URL, endpoints }),
}));
const pages = finished.map(({ file, html }) => ({ file, html }));
const { text, policy } = buildHeadersFile(pages, ENDPOINTS, STATIC_FILES);
const lines = text.split('\n');
const conf = buildNginxCspMap(ENDPOINTS);

describe(`with ${PAGE_COUNT} pages`, () => {
  it('builds the site the test means: 42 pages, 30 static files, distinct payloads', () => {
    expect(pages).toHaveLength(PAGE_COUNT + 2);
    expect(STATIC_FILES).toHaveLength(30);
    expect(new Set(finished.map((page) => page.policy)).size).toBe(pages.length);
  });

  describe('Cloudflare Pages (_headers)', () => {
    it(`has at most ${CLOUDFLARE_MAX_RULES} rules`, () => {
      expect(parseHeadersFile(text).length).toBeLessThanOrEqual(CLOUDFLARE_MAX_RULES);
    });

    it(`has no line over ${CLOUDFLARE_MAX_LINE} characters`, () => {
      expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(CLOUDFLARE_MAX_LINE);
    });

    it('is what the build checks against', () => {
      expect([MAX_RULES, MAX_LINE]).toEqual([CLOUDFLARE_MAX_RULES, CLOUDFLARE_MAX_LINE]);
    });
  });

  describe('Netlify (the same _headers)', () => {
    it(`has at most ${NETLIFY_MAX_RULES} rules and no line over ${NETLIFY_MAX_LINE} characters`, () => {
      expect(parseHeadersFile(text).length).toBeLessThanOrEqual(NETLIFY_MAX_RULES);
      expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(NETLIFY_MAX_LINE);
    });

    it('uses only what both formats share: paths, indented `Name: value` lines and comments, and the detach lines Netlify skips', () => {
      for (const line of lines.filter((l) => l.trim() !== '')) expect(line).toMatch(/^(#.*|\/\S*|  [A-Za-z-]+: \S.*|  ! [A-Za-z-]+)$/);
    });

    // Netlify's parser (netlify/build, packages/headers-parser/src/line_parser.ts) drops a line
    // without a colon, and for one path a later matching rule's value replaces an earlier one.
    it("gives the CMS its own opener policy there too, with the site's everywhere else", () => {
      const netlify = (path: string) =>
        Object.assign(
          {},
          ...parseHeadersFile(text.replace(/^  ! .*\n/gm, ''))
            .filter((rule) => pathMatches(rule.path, path))
            .map((rule) => Object.fromEntries(rule.headers)),
        );
      expect(netlify('/admin/')['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
      expect(netlify('/')['Cross-Origin-Opener-Policy']).toBe('same-origin');
    });
  });

  describe('Amazon CloudFront (one response headers policy)', () => {
    it(`has a Content-Security-Policy value of at most ${CLOUDFRONT_MAX_CSP} characters`, () => {
      expect(policy.length).toBeLessThanOrEqual(CLOUDFRONT_MAX_CSP);
      // The value docs/deployment.md copies into the policy: the `/*` rule's.
      expect(text).toContain(`\n  Content-Security-Policy: ${policy}\n`);
    });
  });

  describe('nginx (nginx-csp.conf)', () => {
    it(`has a map value line of at most ${NGINX_MAX_VALUE_LINE} bytes`, () => {
      const valueLines = conf.split('\n').filter((line) => /^\s+default\s+"/.test(line));
      expect(valueLines).toHaveLength(1);
      for (const line of valueLines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(NGINX_MAX_VALUE_LINE);
    });
  });

  it('writes a header policy that does not grow with the pages: the same with 5 pages and with 40', () => {
    const five = buildHeadersFile(pages.slice(0, 5), ENDPOINTS, STATIC_FILES);
    expect(five.policy.length).toBe(policy.length);
    expect(five.policy).toBe(policy);
    expect(parseHeadersFile(five.text)).toHaveLength(parseHeadersFile(text).length);
  });

  it("gives every page a meta policy listing exactly the hashes of its own inline scripts, no other page's payload", () => {
    for (const [index, page] of finished.entries()) {
      const own = [...pageScripts(page.payload), CODE].map(hashSource).sort();
      expect([page.file, scriptHashes(metaPolicy(page.html))]).toEqual([page.file, own]);
      const other = finished[(index + 1) % finished.length]!;
      const othersOnly = other.payload.filter((piece) => !page.payload.includes(piece));
      expect(othersOnly.length).toBeGreaterThan(0);
      for (const piece of othersOnly) expect(page.policy).not.toContain(hashSource(push(piece)));
    }
  });
});
