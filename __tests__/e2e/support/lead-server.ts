import { spawn } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';

// Loopback HTTP servers the delivery tests start themselves: a lead back-end that records
// what it receives and answers as it is told, and out-lead/ served like out/.

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

const SERVE_OUT = resolve(__dirname, '..', '..', '..', 'scripts', 'serve', 'serve-out.mjs');

/**
 * Serves a static export on 127.0.0.1:port with scripts/serve/serve-out.mjs, the server of `npm start`
 * and the other specs (its _headers applied), as a child process: Playwright loads support files
 * as CommonJS, which cannot import the .mjs. `mounts` serve a path prefix from another folder.
 */
export function serveExport(dir: string, port: number, mounts: Record<string, string> = {}): Promise<{ close: () => Promise<void> }> {
  const mountArgs = Object.entries(mounts).flatMap(([prefix, folder]) => ['--mount', `${prefix}=${folder}`]);
  const child = spawn(process.execPath, [SERVE_OUT, '--dir', dir, '--host', '127.0.0.1', '--port', String(port), ...mountArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
  };
  return new Promise((done, fail) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      // serve-out prints one line once it listens.
      if (output.includes('serve-out:')) done({ close });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    void exited.then(() => fail(new Error(`serve-out for ${dir} on port ${port} exited:\n${output}`)));
  });
}
