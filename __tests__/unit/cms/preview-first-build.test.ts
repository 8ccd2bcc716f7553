/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { servePreview } from '@/scripts/operator/cms-local';
import { get } from '../headers/serve-out-client';

// `npm run cms` writes the CMS page into out-cms/ and serves it at once, while the first preview
// builds (20 to 40 s), and for as long as every build refuses the content: out-cms/ then has no
// _headers of a build. The CMS page must still carry the site's headers then: another site open in
// the same browser may not frame it (clicks on a hidden CMS), nor may a file be sniffed.

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

let root = '';
let server: Server;
let port = 0;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  root = mkdtempSync(join(tmpdir(), 'cms-first-build-'));
  mkdirSync(join(root, 'out-cms/admin'), { recursive: true });
  mkdirSync(join(root, 'public/photos'), { recursive: true });
  writeFileSync(join(root, 'out-cms/admin/index.html'), '<!doctype html><title>Conteúdo</title>');
  writeFileSync(join(root, 'out-cms/admin/config.yml'), 'local_backend: http://127.0.0.1:8081/segredo/api/v1');
  port = await freePort();
  server = servePreview({ root, preview: join(root, 'out-cms'), port });
  await new Promise((done) => server.once('listening', done));
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(root, { recursive: true, force: true });
});

it('serves the CMS page before any build with the headers that keep it out of other sites’ frames', async () => {
  const reply = await get(port, '/admin/', { Host: `localhost:${port}` });
  expect(reply.status).toBe(200);
  expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
  expect(reply.headers['x-robots-tag']).toBe('noindex');
});
