/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildHeaderPolicy, endpointSources } from '@/scripts/build/headers/csp.mjs';
import { buildHeadersFile } from '@/scripts/build/headers/headers-file.mjs';
import { buildNginxCspMap } from '@/scripts/build/headers/nginx.mjs';
import { resolveRequest } from '@/scripts/serve/serve-out.mjs';
import { ENDPOINTS, PAGES } from './fixtures';

describe('nginx-csp.conf', () => {
  const conf = buildNginxCspMap(ENDPOINTS);
  const entries = [...conf.matchAll(/^\s+("[^"]+"|~\S+|default)\s+"([^"]+)";$/gm)].map((m) => [m[1]!, m[2]!]);
  const pages = buildHeaderPolicy(endpointSources(ENDPOINTS));

  // nginx has no `_headers`: the policy goes by the type of the answer, which covers every file
  // whatever its name or folder, and the 404 page (404.html, text/html) like any page.
  it("sets $csp_policy by the answer's type: pages (text/html) the pages' policy, every other answer one under which nothing runs", () => {
    expect(conf).toMatch(/^map \$sent_http_content_type \$csp_policy \{$/m);
    expect(entries).toEqual([
      ['default', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox"],
      ['~^text/html', pages],
    ]);
    expect(conf.split('\n').filter((line) => /^\s+\S/.test(line))).toHaveLength(2);
  });

  it('gives pages the policy _headers gives them, lead endpoint included, with no hash and no fetch directive', () => {
    const { policy } = buildHeadersFile(PAGES, ENDPOINTS);
    expect(entries[1]?.[1]).toBe(policy);
    expect(policy).toContain("form-action 'self' https://formspree.io/f/abcdwxyz;");
    expect(policy).not.toMatch(/sha256|script-src|default-src|connect-src/);
  });

  it("changes with the build's lead endpoint only", () => {
    expect(buildNginxCspMap({})).toBe(buildNginxCspMap({ NEXT_PUBLIC_VITALS_URL: 'https://metrics.example.com/vitals' }));
    expect(buildNginxCspMap({})).not.toBe(conf);
    expect(buildNginxCspMap({})).toContain(`    ~^text/html "${buildHeaderPolicy({})}";`);
  });
});

describe('serve-out resolves paths like a CDN', () => {
  let root = '';
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'serve-out-'));
    mkdirSync(join(root, 'novas-implementacoes'));
    for (const file of ['index.html', '404.html', 'novas-implementacoes/index.html', 'robots.txt', '_headers']) writeFileSync(join(root, file), file);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each([
    ['/', { status: 200, file: 'index.html' }],
    ['/novas-implementacoes/', { status: 200, file: 'novas-implementacoes/index.html' }],
    ['/novas-implementacoes', { status: 308, location: '/novas-implementacoes/' }],
    ['/novas-implementacoes/index.html', { status: 308, location: '/novas-implementacoes/' }],
    ['/robots.txt', { status: 200, file: 'robots.txt' }],
    ['/nada/', { status: 404, file: '404.html' }],
    ['/a/b/c', { status: 404, file: '404.html' }],
    ['/_headers', { status: 404, file: '404.html' }],
    ['/../package.json', { status: 404, file: '404.html' }],
  ])('%s', (path, expected) => {
    const answer = resolveRequest(root, path);
    expect({ ...answer, file: answer.file?.slice(root.length + 1) }).toEqual({ file: undefined, ...expected });
  });
});
