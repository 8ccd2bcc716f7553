/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { notFoundNotice, notFoundText } from '@/content/errors';
import { SECTION_IDS } from '@/content/navigation';
import { HOME_TITLE } from '@/content/seo';
import { SHIPPED_ROOT } from '../../fixtures/shipped';

// `next dev` answers an unknown path with the home page (app/global-not-found.tsx), as the
// export's 404.html does (not-found.spec.ts). It runs in a throwaway copy of the sources, so
// it never meets the project's own .next/ (a build, or a `npm run dev` holding its lock).
// The first request compiles the page: about 15 s on a quiet 2-core machine, up to a minute
// on a busy one.

const ROOT = resolve(__dirname, '..', '..', '..');
const COPIED = ['app', 'components', 'content', 'lib', 'public', 'tsconfig.json', 'package.json'];
// The symlinked node_modules resolves outside the copy: Turbopack's root must hold both.
const WRAPPER_CONFIG = `import type { NextConfig } from 'next';
import base from './next.config.base';

const config: NextConfig = { ...base, turbopack: { ...base.turbopack, root: '/' } };
export default config;
`;
const STARTUP_MS = 60_000;
const FIRST_REQUEST_MS = 180_000;

let dir = '';
let server: ChildProcess | undefined;
let output = '';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

function ready(child: ChildProcess): Promise<void> {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`next dev not ready in ${STARTUP_MS} ms:\n${output}`)), STARTUP_MS);
    const read = (chunk: Buffer) => {
      output += chunk;
      if (/Ready in/.test(output)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`next dev exited (${code}):\n${output}`));
    });
  });
}

let baseUrl = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'solar-dev-not-found-'));
  for (const entry of COPIED) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  // The company's content as shipped, which this test's imports read (jest.config.mjs maps them to the frozen
  // copy): the dev server then renders the title and the notice these expectations name, whatever the CMS saved.
  for (const folder of ['projects', 'testimonials']) rmSync(join(dir, 'content/company', folder), { recursive: true, force: true });
  cpSync(join(SHIPPED_ROOT, 'content/company'), join(dir, 'content/company'), { recursive: true });
  cpSync(join(ROOT, 'next.config.ts'), join(dir, 'next.config.base.ts'));
  writeFileSync(join(dir, 'next.config.ts'), WRAPPER_CONFIG);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');

  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', NEXT_TELEMETRY_DISABLED: '1' };
  // Not the test runner's module hooks: next loads its own.
  delete env.NODE_OPTIONS;
  // Its own process group, so that the server's workers stop with it.
  server = spawn(process.execPath, [join(ROOT, 'node_modules/next/dist/bin/next'), 'dev', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: dir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await ready(server);
}, STARTUP_MS + 10_000);

afterAll(async () => {
  const child = server;
  if (child?.pid && child.exitCode === null) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const exited = new Promise((done) => child.once('exit', done));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((done) => (timer = setTimeout(done, 10_000)))]);
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
  }
  // Removes the node_modules link, not what it points to.
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 30_000);

it(
  'next dev shows the home page at an unknown path under a notice, with status 404, noindex and no canonical',
  async () => {
    const response = await fetch(`${baseUrl}/pagina-que-nao-existe/`);
    const html = await response.text();

    expect(response.status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain(`<title>${HOME_TITLE}</title>`);
    expect(html).toMatch(/<header[\s>]/);
    for (const id of SECTION_IDS) expect(html).toContain(`id="${id}"`);
    expect(html).toMatch(/id="contact"[\s\S]*<form[\s>]/);
    // The notice over the home page, not the boundary of a notFound() thrown in a route (app/not-found.tsx).
    expect(html).toMatch(new RegExp(`<h2 id="pagina-nao-encontrada"[^>]*>${notFoundNotice.title}</h2>`));
    expect(html).not.toContain(notFoundText.lead);
  },
  FIRST_REQUEST_MS,
);

it(
  "next dev starts a page with the export's boot script, unchanged, before the page's content",
  async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const boot = readFileSync(join(ROOT, 'lib/boot/boot-script.js'), 'utf8');
    // Next's development render puts an empty hidden <div> (a Suspense marker) first in the body; the
    // boot script reads it as an empty data block, as it reads no block at all.
    expect(html).toMatch(/<body[^>]*>(<div hidden="">(<!--[^>]*-->)*<\/div>)?<script id="dev-boot">/);
    expect(html).toContain(`<script id="dev-boot">${boot}</script>`);
  },
  FIRST_REQUEST_MS,
);
