import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

// Loopback HTTP servers the delivery tests start themselves: a lead back-end that records
// what it receives and answers as it is told, and a plain static server for out-lead/.

export type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

/** How the back-end answers one POST; `after` holds the answer back until it settles. */
export type Reply = { status: number; body?: string; after?: Promise<unknown> };

const OK: Reply = { status: 200, body: '{"ok":true}' };

function listen(server: Server, port: number): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      done();
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => done(body));
    request.on('error', fail);
  });
}

/**
 * A lead back-end on 127.0.0.1 that speaks CORS as the README asks of one: it answers the
 * preflight for the site's origin and repeats Access-Control-Allow-Origin on the POST. A form
 * POST (JavaScript off) is answered with a redirect back to the site's contact section.
 */
export class LeadServer {
  readonly received: Received[] = [];
  private replies: Reply[] = [];
  private server: Server | null = null;

  constructor(
    readonly port: number,
    readonly siteOrigin: string,
  ) {}

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  get endpoint() {
    return `${this.origin}/lead`;
  }

  /** The next POSTs get these answers, in order; any later one gets 200 {"ok":true}. */
  reply(...replies: Reply[]) {
    this.replies.push(...replies);
  }

  posts(): Received[] {
    return this.received.filter((request) => request.method === 'POST');
  }

  reset() {
    this.received.length = 0;
    this.replies = [];
  }

  async start() {
    if (this.server) return;
    const server = createServer((request, response) => void this.handle(request, response));
    await listen(server, this.port);
    this.server = server;
  }

  /** Down: nothing listens on the port any more, so connections are refused. */
  async stop() {
    const server = this.server;
    this.server = null;
    if (server) await close(server);
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const method = request.method ?? '';
    const path = request.url ?? '';
    this.received.push({ method, path, headers: request.headers, body });
    const cors = { 'Access-Control-Allow-Origin': this.siteOrigin };

    if (method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type, Accept, Idempotency-Key',
      });
      response.end();
    } else if (method === 'POST' && path === '/lead' && request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      response.writeHead(303, { Location: `${this.siteOrigin}/#contact` });
      response.end();
    } else if (method === 'POST' && path === '/lead') {
      const reply = this.replies.shift() ?? OK;
      await reply.after;
      response.writeHead(reply.status, { ...cors, 'Content-Type': 'application/json' });
      response.end(reply.body ?? '');
    } else {
      response.writeHead(404, cors);
      response.end();
    }
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Serves a static export on 127.0.0.1:port: `/path/` is `path/index.html`, like the CDN config. */
export async function serveStatic(dir: string, port: number): Promise<{ close: () => Promise<void> }> {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = resolve(join(root, decodeURIComponent(pathname), pathname.endsWith('/') ? 'index.html' : ''));
    if (!file.startsWith(root + sep) || !existsSync(file)) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not found');
    } else if (statSync(file).isDirectory()) {
      response.writeHead(308, { Location: `${pathname}/` });
      response.end();
    } else {
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
    }
  });
  await listen(server, port);
  return { close: () => close(server) };
}
