// `npm start`: the site as Cloudflare Pages runs it, at http://localhost:${PORT:-3000}. Builds out/
// with the lead inbox (NEXT_PUBLIC_LEAD_ENDPOINT=/api/leads) when it is missing, older than the
// sources or built another way; applies the inbox's migrations to the local D1 database
// (.wrangler/state); then serves out/ and functions/ with `wrangler pages dev` (workerd, the
// runtime of Cloudflare, with out/_headers applied). Leads typed there stay in that local
// database: `npm run leads -- export`.
//
// `npm start -- --static`: the plain export, whose form completes by WhatsApp, served like any
// CDN serves it (scripts/serve-out.mjs), for hosts without functions.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'out', 'index.html');
const SOURCES = [
  'app',
  'components',
  'content',
  'public',
  'next.config.ts',
  'package-lock.json',
  'scripts/finish-export.mjs',
  'scripts/security-headers.mjs',
  'scripts/headers',
  'lib',
];
const INBOX = '/api/leads';

/**
 * @param {string} path
 * @returns {number}
 */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The server that serves out/: `wrangler pages dev` with the lead inbox, or scripts/serve-out.mjs
 * for the plain export (--static).
 * @param {{ staticOnly: boolean, port: string }} options
 * @returns {{ command: string, args: string[] }}
 */
export function serveCommand({ staticOnly, port }) {
  if (staticOnly) return { command: process.execPath, args: [join(root, 'scripts', 'serve-out.mjs'), '--dir', 'out', '--host', '0.0.0.0', '--port', port] };
  return { command: 'npx', args: ['--no-install', 'wrangler', 'pages', 'dev', 'out', '--ip', '0.0.0.0', '--port', port] };
}

/** The endpoint out/ was built with: its contact form posts there without JavaScript. */
function builtEndpoint() {
  const action = /<form[^>]*\saction="([^"]*)"/.exec(readFileSync(out, 'utf8'));
  return action?.[1] ?? '';
}

// Run, not imported (a test imports serveCommand).
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();

function main() {
  const staticOnly = process.argv.includes('--static');
  const endpoint = staticOnly ? '' : INBOX;
  const builtAt = existsSync(out) ? statSync(out).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => newest(join(root, s))));
  const otherKind = builtAt > 0 && builtEndpoint() !== endpoint;
  if (builtAt < sourcesAt || otherKind || process.argv.includes('--rebuild')) {
    if (otherKind) console.log(`out/ was built ${endpoint ? 'without' : 'with'} the lead inbox: rebuilding it…`);
    else console.log(builtAt ? 'Sources changed since the last build: rebuilding out/…' : 'No build yet: building out/…');
    run('npm', ['run', 'build'], { NEXT_PUBLIC_LEAD_ENDPOINT: endpoint });
  }

  const port = process.env.PORT || '3000';
  const { command, args } = serveCommand({ staticOnly, port });
  if (staticOnly) {
    // Like a CDN: 404.html for unknown paths, and the headers of out/_headers (CSP, caching).
    run(command, args);
  } else {
    // No request to Cloudflare's servers: the local runtime's placeholder request.cf, no metrics.
    const wrangler = { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };
    run('node', [join(root, 'scripts', 'leads.mjs'), 'migrate']);
    console.log(`\nThe site with its lead inbox: http://localhost:${port} (leads: npm run leads -- export)\n`);
    run(command, args, wrangler);
  }
}
