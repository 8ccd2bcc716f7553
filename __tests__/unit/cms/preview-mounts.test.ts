/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveOut } from '@/scripts/serve-out.mjs';
import { get } from '../headers/serve-out-client';

// `npm run cms` serves the preview from out-cms/ and /photos/ from public/photos/, so a photo the
// CMS has just saved shows before the rebuild copies it into the export.

describe('the preview server with the photos folder mounted', () => {
  let dir = '';
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    dir = mkdtempSync(join(tmpdir(), 'cms-preview-'));
    mkdirSync(join(dir, 'out/photos'), { recursive: true });
    mkdirSync(join(dir, 'public/photos'), { recursive: true });
    writeFileSync(join(dir, 'out/index.html'), 'home');
    writeFileSync(join(dir, 'out/404.html'), 'not found');
    writeFileSync(join(dir, 'out/photos/old.jpg'), 'copied by the last build');
    writeFileSync(join(dir, 'public/photos/new.jpg'), 'just saved');
    writeFileSync(join(dir, 'public/secret.txt'), 'not a photo');
    server = serveOut({ root: join(dir, 'out'), host: '127.0.0.1', port: 0, mounts: { '/photos/': join(dir, 'public/photos') } });
    await new Promise((done) => server.once('listening', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers /photos/ from the mounted folder, and the rest from the export', async () => {
    expect((await get(port, '/photos/new.jpg')).body.toString()).toBe('just saved');
    expect((await get(port, '/photos/old.jpg')).status).toBe(404);
    expect((await get(port, '/')).body.toString()).toBe('home');
  });

  it('never leaves the mounted folder', async () => {
    for (const path of ['/photos/../secret.txt', '/photos/%2e%2e/secret.txt', '/photos/..%2fsecret.txt']) {
      const reply = await get(port, path);
      expect([path, reply.body.toString()]).not.toEqual([path, 'not a photo']);
    }
  });
});
