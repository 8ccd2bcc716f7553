/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveOut } from '@/scripts/serve/serve-out.mjs';
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

describe('the preview server with the names it answers to', () => {
  // `npm run cms` serves its preview, and the CMS page whose config names the local proxy's address
  // with its secret, on 127.0.0.1 under two names only: a domain rebound to 127.0.0.1 (DNS
  // rebinding) reads nothing there, not even that address.
  let dir = '';
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    dir = mkdtempSync(join(tmpdir(), 'cms-preview-hosts-'));
    mkdirSync(join(dir, 'out/admin'), { recursive: true });
    writeFileSync(join(dir, 'out/index.html'), 'home');
    writeFileSync(join(dir, 'out/404.html'), 'not found');
    writeFileSync(join(dir, 'out/admin/config.yml'), 'local_backend: http://127.0.0.1:8081/segredo/api/v1');
    // The port first (the names carry it), then the server on it.
    const probe = serveOut({ root: join(dir, 'out'), host: '127.0.0.1', port: 0 });
    await new Promise((done) => probe.once('listening', done));
    port = (probe.address() as AddressInfo).port;
    await new Promise((done) => probe.close(done));
    server = serveOut({ root: join(dir, 'out'), host: '127.0.0.1', port, hosts: [`localhost:${port}`, `127.0.0.1:${port}`] });
    await new Promise((done) => server.once('listening', done));
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers localhost and 127.0.0.1 with its port', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      expect((await get(port, '/admin/config.yml', { Host: host })).body.toString()).toContain('segredo');
    }
  });

  it('gives any other Host nothing', async () => {
    for (const host of [`rebind.exemplo-hostil.com:${port}`, 'rebind.exemplo-hostil.com', `192.0.2.2:${port}`, 'localhost', '127.0.0.1:1']) {
      const reply = await get(port, '/admin/config.yml', { Host: host });
      expect([host, reply.status]).toEqual([host, 421]);
      expect(reply.body.toString()).not.toContain('segredo');
    }
  });
});
