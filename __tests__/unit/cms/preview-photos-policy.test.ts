/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ASSET_POLICY, buildHeadersFile } from '@/scripts/build/headers/headers-file.mjs';
import { serveOut } from '@/scripts/serve/serve-out.mjs';
import { get } from '../headers/serve-out-client';

// `npm run cms` serves /photos/ straight from public/photos/, on the origin of the CMS page (whose
// config names the local proxy's secret address). The CMS's media library writes whatever file it
// is given there, and the build that would refuse a file that is no photo runs later, or never
// succeeds: whatever the file's name (an HTML page, an SVG spelt in capitals) and whether or not
// the preview has been built yet (its _headers), no file there may run script on that origin.

const SCRIPT = '<script>fetch("/admin/config.yml")</script>';

async function serve(dir: string): Promise<{ server: Server; port: number }> {
  const server = serveOut({ root: join(dir, 'out-cms'), host: '127.0.0.1', port: 0, mounts: { '/photos/': join(dir, 'public/photos') } });
  await new Promise((done) => server.once('listening', done));
  return { server, port: (server.address() as AddressInfo).port };
}

describe.each([
  ['after a build (its _headers)', true],
  ['before the first build (no _headers yet)', false],
])('the preview answering a file of public/photos/ %s', (_, built) => {
  let dir = '';
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    dir = mkdtempSync(join(tmpdir(), 'cms-preview-policy-'));
    mkdirSync(join(dir, 'out-cms/admin'), { recursive: true });
    mkdirSync(join(dir, 'public/photos/pasta'), { recursive: true });
    writeFileSync(join(dir, 'out-cms/admin/config.yml'), 'local_backend: http://127.0.0.1:8081/segredo/api/v1');
    if (built) {
      writeFileSync(join(dir, 'out-cms/index.html'), 'home');
      writeFileSync(join(dir, 'out-cms/404.html'), 'not found');
      writeFileSync(join(dir, 'out-cms/_headers'), buildHeadersFile([{ file: 'index.html', html: 'home' }]).text);
    }
    for (const name of ['pagina.html', 'planta.SVG', 'planta.svg', 'foto.Jpg', 'sem-extensao', 'pasta/index.html']) {
      writeFileSync(join(dir, 'public/photos', name), `<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`);
    }
    ({ server, port } = await serve(dir));
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/photos/pagina.html', '/photos/planta.SVG', '/photos/planta.svg', '/photos/foto.Jpg', '/photos/sem-extensao', '/photos/pasta/'])(
    '%s gets the policy under which nothing runs, and no sniffing',
    async (path) => {
      const reply = await get(port, path);
      expect(reply.status).toBe(200);
      expect([path, reply.headers['content-security-policy']]).toEqual([path, ASSET_POLICY]);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});
