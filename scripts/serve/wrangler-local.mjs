// `node scripts/serve/wrangler-local.mjs <wrangler arguments>`: wrangler as this project runs it on this
// computer, with nothing open to the browser's other pages beyond the site itself
// (docs/leads.md#what-npm-start-can-reach). `npm start` (scripts/serve/start.mjs) and the browser tests'
// inbox (__tests__/e2e/support/inbox-site.ts) start `wrangler pages dev` through it. Its environment:
//   - no request to Cloudflare's servers: the local runtime's placeholder request.cf, no metrics;
//   - no local explorer: wrangler 4.86 serves one by default at /cdn-cgi/explorer on the site's own
//     port, running any SQL on the local leads database for any page of any localhost port;
//   - no debugger (no-inspector.mjs says how and why): wrangler's InspectorProxyWorker on
//     127.0.0.1:9229 does not start while VSCODE_INSPECTOR_OPTIONS is set (wrangler takes it for VS
//     Code's debug terminal, which attaches its own debugger; a value already there is kept), and
//     no-inspector.mjs, loaded into the process that runs wrangler, keeps the runtime
//     (workerd) from opening its own inspector.
// It starts wrangler's own process as wrangler's launcher (wrangler/bin/wrangler.js) does, with this
// environment and no-inspector.mjs, and stops it with its own signals.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
/** This file: the command `npm start` and the tests run (node <this file> pages dev …). */
export const WRANGLER_LOCAL = fileURLToPath(import.meta.url);
const NO_INSPECTOR = pathToFileURL(join(dirname(WRANGLER_LOCAL), 'no-inspector.mjs')).href;

/**
 * The environment wrangler runs in, from the one it is started in.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function wranglerEnv(env) {
  return {
    ...env,
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_SEND_METRICS: 'false',
    X_LOCAL_EXPLORER: 'false',
    VSCODE_INSPECTOR_OPTIONS: env.VSCODE_INSPECTOR_OPTIONS || '{}',
  };
}

if (process.argv[1] && WRANGLER_LOCAL === resolve(process.argv[1])) {
  // The command line of wrangler/bin/wrangler.js (4.86.0), with the loader added.
  const cli = join(dirname(require.resolve('wrangler/package.json')), 'wrangler-dist', 'cli.js');
  const child = spawn(process.execPath, ['--no-warnings', '--experimental-vm-modules', `--import=${NO_INSPECTOR}`, cli, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: wranglerEnv(process.env),
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
