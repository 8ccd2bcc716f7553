/** @jest-environment node */
import { buildHeaderPolicy } from '@/scripts/build/headers/csp.mjs';
import { buildHeadersFile, netlifyPattern, parseHeadersFile } from '@/scripts/build/headers/headers-file.mjs';
import { PAGES, STATIC_FILES } from './fixtures';
import { cloudflareHeadersFor, netlifyConfigRules, netlifyHeadersFor, netlifyRules } from './hosts';

// The `_headers` the build writes, read by each host that reads it, for the four kinds of answer
// that matter: a built chunk, a photo variant, a page, and the 404 (an unknown page, a missing
// chunk). Both hosts must send the same caching and the same policies for what exists; for a
// missing chunk they differ, and the test says how (docs/deployment.md#caching).

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PAGE_POLICY = buildHeaderPolicy({});
const VARIANT = '/generated/photos/residencia-londrina-800.1a2b3c4d.webp';
const CHUNK = STATIC_FILES[0]!;
const FILES = [...STATIC_FILES, VARIANT, VARIANT.replace('.webp', '.avif'), '/illustrations/hero.svg', '/robots.txt', '/sitemap.xml', '/icon.svg'];

const { text } = buildHeadersFile(PAGES, {}, FILES);
const netlify = netlifyRules(text);

/** Cache-Control and Content-Security-Policy, the two headers this test is about. */
const pick = (headers: Record<string, string>) => ({ cache: headers['Cache-Control'], csp: headers['Content-Security-Policy'] });
const nothingRuns = expect.stringMatching(/^default-src 'none';.*\bsandbox\b/);

describe('what each host sends', () => {
  it('reads the whole file: Netlify finds every rule Cloudflare does, with no error', () => {
    expect(netlify.map((rule) => rule.for)).toEqual(parseHeadersFile(text).map((rule) => rule.path));
  });

  it("reads each pattern as the build's own copy of Netlify's reading does (the build checks pages and files with it)", () => {
    for (const rule of netlify) {
      const ours = netlifyPattern(rule.for);
      expect([rule.for, ours.source, ours.flags]).toEqual([rule.for, rule.source, rule.flags]);
    }
  });

  it.each([
    ['a built chunk', CHUNK],
    ['a photo variant', VARIANT],
  ])('%s: cached for good, and nothing in it runs if it is opened, on both hosts', (_, path) => {
    const expected = { cache: IMMUTABLE, csp: nothingRuns };
    expect(pick(netlifyHeadersFor(netlify, path))).toEqual(expected);
    expect(pick(cloudflareHeadersFor(text, path))).toEqual(expected);
  });

  it.each(['/', '/novas-implementacoes/', '/novas-implementacoes/index.html', '/404.html'])(
    'the page %s: revalidated, under the pages’ policy, on both hosts',
    (path) => {
      const expected = { cache: 'no-cache', csp: PAGE_POLICY };
      expect(pick(netlifyHeadersFor(netlify, path))).toEqual(expected);
      expect(pick(cloudflareHeadersFor(text, path))).toEqual(expected);
    },
  );

  it("the 404 of an unknown page: 404.html under the pages' policy, never kept (Netlify revalidates it, Cloudflare stores nothing)", () => {
    const path = '/pagina-que-nao-existe/';
    expect(pick(netlifyHeadersFor(netlify, path))).toEqual({ cache: 'no-cache', csp: PAGE_POLICY });
    expect(pick(cloudflareHeadersFor(text, path, 404))).toEqual({ cache: 'no-store', csp: PAGE_POLICY });
    expect(pick(netlifyHeadersFor(netlify, '/contato'))).toEqual({ cache: 'no-cache', csp: PAGE_POLICY });
  });

  it('the 404 of a missing chunk: never kept on Cloudflare; on Netlify the rule reaches it (why docs/deployment.md does not offer Netlify)', () => {
    const path = '/_next/static/chunks/ainda-nao-existe.js';
    expect(pick(cloudflareHeadersFor(text, path, 404))).toEqual({ cache: 'no-store', csp: nothingRuns });
    expect(pick(netlifyHeadersFor(netlify, path))).toEqual({ cache: IMMUTABLE, csp: nothingRuns });
  });

  it('Netlify has no rule that depends on the answer: a rule is a path and its headers, and Netlify’s parser drops anything else', () => {
    // What a rule for "immutable, but not on a 404" would need, in the shapes other hosts use.
    const { errors, headers } = netlifyConfigRules([
      { for: '/_next/static/*', values: { 'Cache-Control': IMMUTABLE }, status: 200 },
      { for: '/_next/static/*', values: { 'Cache-Control': IMMUTABLE }, conditions: { Status: ['200'] } },
      { for: '/_next/static/*', values: { 'Cache-Control': IMMUTABLE }, force: false },
    ]);
    expect(errors).toEqual([]);
    for (const rule of headers) expect(Object.keys(rule).sort()).toEqual(['for', 'forRegExp', 'values']);
    // Narrower patterns do not help: a missing file's path matches them as a built one's does.
    for (const pattern of ['/_next/static/chunks/*', '/_next/static/chunks/*.js']) {
      const rules = netlifyRules(`${pattern}\n  Cache-Control: ${IMMUTABLE}\n`);
      expect([pattern, netlifyHeadersFor(rules, '/_next/static/chunks/ainda-nao-existe.js')['Cache-Control']]).toEqual([pattern, IMMUTABLE]);
    }
  });

  it.each(['/illustrations/hero.svg', '/photos/enviada-pelo-painel.svg', '/sitemap.xml', '/icon.svg', '/robots.txt', '/admin/config.yml'])(
    '%s is not a page: nothing in it runs, on both hosts',
    (path) => {
      expect(netlifyHeadersFor(netlify, path)['Content-Security-Policy']).toEqual(nothingRuns);
      expect(cloudflareHeadersFor(text, path)['Content-Security-Policy']).toEqual(nothingRuns);
    },
  );

  it('the CMS page keeps its opener policy and the pages’ header policy on both hosts (sandboxed, it could not sign in)', () => {
    for (const headers of [netlifyHeadersFor(netlify, '/admin/'), cloudflareHeadersFor(text, '/admin/')]) {
      expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
      expect(headers['Content-Security-Policy']).toBe(PAGE_POLICY);
      expect(headers['X-Robots-Tag']).toBe('noindex');
    }
  });
});
