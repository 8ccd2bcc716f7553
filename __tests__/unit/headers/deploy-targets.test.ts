/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildHeadersFile } from '@/scripts/headers/headers-file.mjs';
import { buildNginxCspMap } from '@/scripts/headers/nginx.mjs';
import { resolveRequest } from '@/scripts/serve-out.mjs';
import { ENDPOINTS, PAGES } from './fixtures';

describe('nginx-csp.conf', () => {
  const { policies } = buildHeadersFile(PAGES, ENDPOINTS);
  const conf = buildNginxCspMap(policies, ENDPOINTS);
  const entries = new Map([...conf.matchAll(/^\s+("[^"]+"|default)\s+"([^"]+)";$/gm)].map((m) => [m[1]!.replace(/"/g, ''), m[2]!]));

  it('maps the file nginx serves ($uri after index and error_page) to its page policy', () => {
    expect(conf).toMatch(/^map \$uri \$csp_policy \{$/m);
    expect(entries.get('/index.html')).toBe(policies['index.html']);
    expect(entries.get('/')).toBe(policies['index.html']);
    expect(entries.get('/novas-implementacoes/index.html')).toBe(policies['novas-implementacoes/index.html']);
    expect(entries.get('/404.html')).toBe(policies['404.html']);
  });

  it('gives anything else the policy with no script hash, endpoints included', () => {
    expect(entries.get('default')).toMatch(/script-src 'self'; /);
    expect(entries.get('default')).toContain("connect-src 'self' https://formspree.io/f/abcdwxyz https://metrics.example.com/vitals;");
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
