import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import { listeningPorts, type ListeningPort } from './process-ports';

// What a page of another origin on this computer (http://localhost:<another port>) reaches of a
// local server's debugger: it opens a WebSocket to each port the server's processes listen on, at
// the paths a Chrome DevTools Protocol server answers (/, /ws, /json, /core:user:<worker>, and the
// targets the port itself lists at /json/list), and sends a command. A port that answers is a
// debugging session: the page can read the worker's secrets and every request passing through it.

export type DevtoolsAttempt = { port: number; command: string; path: string; opened: boolean; answer: string };

/** A blank page on 127.0.0.1:<free port>, opened as http://localhost:<port> (the attacker's origin). */
export async function otherOriginPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_, response) =>
    response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>outra página</title>'),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}/`, close: () => new Promise((done) => server.close(() => done())) };
}

/** The targets a port lists at /json/list, as a debugger client would ask (empty when it lists none). */
async function listedTargets(port: number): Promise<string[]> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/json/list`, { signal: AbortSignal.timeout(2000) });
    const targets = (await response.json()) as { id?: string; webSocketDebuggerUrl?: string }[];
    return targets.flatMap((target) =>
      [target.webSocketDebuggerUrl ? new URL(target.webSocketDebuggerUrl).pathname : [], target.id ? `/${target.id}` : []].flat(),
    );
  } catch {
    return [];
  }
}

/**
 * Tries a debugging session on every port the process tree of `pid` listens on, from a page of
 * another localhost origin; `workerName` is the worker's name in wrangler.jsonc.
 */
export async function tryDevtoolsSessions(browser: Browser, pid: number, workerName: string): Promise<{ ports: ListeningPort[]; attempts: DevtoolsAttempt[] }> {
  const ports = listeningPorts(pid);
  const origin = await otherOriginPage();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(origin.url);
    const attempts: DevtoolsAttempt[] = [];
    for (const { port, command } of ports) {
      const paths = [...new Set(['/', '/ws', '/json', `/core:user:${workerName}`, ...(await listedTargets(port))])];
      const results = await page.evaluate(
        ({ port, paths }) =>
          Promise.all(
            paths.map(
              (path) =>
                new Promise<{ path: string; opened: boolean; answer: string }>((done) => {
                  let opened = false;
                  const socket = new WebSocket(`ws://127.0.0.1:${port}${path.replace(/#/g, '%23')}`);
                  const finish = (answer: string) => {
                    clearTimeout(timer);
                    done({ path, opened, answer });
                    socket.close();
                  };
                  const timer = setTimeout(() => finish(''), 2500);
                  socket.onopen = () => {
                    opened = true;
                    socket.send(JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression: 'globalThis.constructor.name' } }));
                  };
                  socket.onmessage = (event) => finish(String(event.data).slice(0, 200));
                  socket.onclose = () => finish('');
                }),
            ),
          ),
        { port, paths },
      );
      attempts.push(...results.map((result) => ({ port, command, ...result })));
    }
    return { ports, attempts };
  } finally {
    await context.close();
    await origin.close();
  }
}
