// The local proxy of `npm run cms`: decap-server, Decap's proxy, which reads and writes the files of
// the project's folder for the CMS at /admin/.
import { spawn } from 'node:child_process';
import { request } from 'node:http';

export type CmsProxy = {
  /** The address the CMS page's config names (local_backend.url). */
  url: string;
  /** Called once if the proxy stops on its own. */
  onStop: (listener: (why: string) => void) => void;
  close: () => Promise<void>;
};

export type CmsProxyOptions = {
  /** The project's folder. */
  root: string;
  port: number;
  /** The origins the CMS page is served from. */
  origins: string[];
};

function answers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/v1', method: 'POST', headers: { 'Content-Type': 'application/json' } }, (res) => {
      res.resume();
      done(true);
    });
    req.on('error', () => done(false));
    req.end('{"action":"info"}');
  });
}

export async function startCmsProxy({ root, port }: CmsProxyOptions): Promise<CmsProxy> {
  const child = spawn(process.execPath, [require.resolve('decap-server/dist/index.js', { paths: [root] })], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: root, MODE: 'fs', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let stopped: string | undefined;
  const listeners: ((why: string) => void)[] = [];
  child.on('exit', (code) => {
    stopped = `decap-server stopped (${code})`;
    for (const listener of listeners) listener(stopped);
  });
  for (let tries = 0; tries < 100 && !stopped && !(await answers(port)); tries++) await new Promise((wait) => setTimeout(wait, 100));
  if (stopped) throw new Error(stopped);
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    onStop: (listener) => listeners.push(listener),
    close: () =>
      new Promise((done) => {
        if (stopped) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
