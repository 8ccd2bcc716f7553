import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { serveOut } from '@/scripts/serve/serve-out.mjs';

// scripts/serve/serve-out.mjs over a folder of the test's own files, and a plain HTTP client for it:
// shared by the serve-out tests (encoding, edges).

export type Reply = { status: number; headers: IncomingHttpHeaders; body: Buffer };

export function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** Writes `files` (path → content) into a new temporary folder and serves it on a free port. */
export async function serveFiles(files: Record<string, string | Buffer>): Promise<{ root: string; port: number; close: () => Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), 'serve-out-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  const server: Server = serveOut({ root, host: '127.0.0.1', port: 0 });
  await new Promise((done) => server.once('listening', done));
  const close = async () => {
    await new Promise((done) => server.close(done));
    rmSync(root, { recursive: true, force: true });
  };
  return { root, port: (server.address() as AddressInfo).port, close };
}
