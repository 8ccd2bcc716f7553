// `npm start`: the site as Cloudflare Pages runs it, at http://localhost:${PORT:-3000}. Builds out/
// with the lead inbox (NEXT_PUBLIC_LEAD_ENDPOINT=/api/leads) when it is missing, older than the
// sources or built another way; applies the inbox's migrations to the local D1 database
// (.wrangler/state); then serves out/ and functions/ with `wrangler pages dev` (workerd, the
// runtime of Cloudflare, with out/_headers applied). Leads typed there stay in that local
// database: `npm run leads -- export`.
//
// `npm start -- --static`: the plain export, whose form completes by WhatsApp, served like any
// CDN serves it (scripts/serve/serve-out.mjs), for hosts without functions.
//
// Both listen on 127.0.0.1 only: this computer reaches them, a café's network does not (the local
// inbox and its database of leads included). `npm start -- --host 0.0.0.0` opens them to every
// interface (to try the site on a phone on the same network), or `--host <address>` to one
// (docs/leads.md#what-npm-start-can-reach). `--rebuild` builds out/ even when it is current.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { WRANGLER_LOCAL } from './wrangler-local.mjs';

const root = new URL('../..', import.meta.url).pathname;
const out = join(root, 'out', 'index.html');
const SOURCES = [
  'app',
  'components',
  'content',
  'public',
  'next.config.ts',
  'package-lock.json',
  'scripts/build/finish-export.mjs',
  'scripts/build/security-headers.mjs',
  'scripts/build/headers',
  'lib',
];
const INBOX = '/api/leads';
/** Where `npm start` listens unless --host says otherwise: this computer only. */
export const LOOPBACK = '127.0.0.1';

/**
 * The command line: --static, --rebuild, --host <address>. Throws a message in Portuguese that
 * names the option and says what to write.
 * @param {string[]} argv
 * @returns {{ staticOnly: boolean, rebuild: boolean, host: string }}
 */
export function startOptions(argv) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { static: { type: 'boolean', default: false }, rebuild: { type: 'boolean', default: false }, host: { type: 'string', default: LOOPBACK } },
    }));
  } catch (error) {
    const { code, message } = /** @type {{ code?: string, message: string }} */ (error);
    const named = /'([^' ]+)/.exec(message)?.[1] ?? argv.join(' ');
    const why =
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? `a opção ${named} não existe`
        : code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE'
          ? `${named} precisa de um valor`
          : `não entendi ${JSON.stringify(named)}`;
    throw new Error(
      `npm start: ${why}. As opções são --static, --rebuild e --host <endereço> (por exemplo npm start -- --host 0.0.0.0 para abrir o site a outros aparelhos da rede).`,
    );
  }
  if (!isIP(values.host)) {
    throw new Error(
      `npm start: --host "${values.host}" não é um endereço IP. Deixe sem --host para servir só neste computador (${LOOPBACK}), ou use --host 0.0.0.0 para todas as interfaces (outros aparelhos da rede), ou o IP de uma delas.`,
    );
  }
  return { staticOnly: values.static, rebuild: values.rebuild, host: values.host };
}
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
 * The server that serves `dir` (out/) on `host`: `wrangler pages dev` with the lead inbox, or
 * scripts/serve/serve-out.mjs for the plain export (--static).
 * @param {{ staticOnly: boolean, port: string, host?: string, dir?: string }} options
 * @returns {{ command: string, args: string[], env: Record<string, string> }}
 */
export function serveCommand({ staticOnly, port, host = LOOPBACK, dir = 'out' }) {
  if (staticOnly)
    return { command: process.execPath, args: [join(root, 'scripts', 'serve', 'serve-out.mjs'), '--dir', dir, '--host', host, '--port', port], env: {} };
  // wrangler as the project runs it locally: no request to Cloudflare, no local explorer, no
  // debugger open to the browser's other pages (scripts/serve/wrangler-local.mjs).
  return { command: process.execPath, args: [WRANGLER_LOCAL, 'pages', 'dev', dir, '--ip', host, '--port', port], env: {} };
}

/** The endpoint out/ was built with: its contact form posts there without JavaScript. */
function builtEndpoint() {
  const action = /<form[^>]*\saction="([^"]*)"/.exec(readFileSync(out, 'utf8'));
  return action?.[1] ?? '';
}

// Run, not imported (a test imports serveCommand).
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();

function main() {
  let options;
  try {
    options = startOptions(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { staticOnly, rebuild, host } = options;
  const endpoint = staticOnly ? '' : INBOX;
  const builtAt = existsSync(out) ? statSync(out).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => newest(join(root, s))));
  const otherKind = builtAt > 0 && builtEndpoint() !== endpoint;
  if (builtAt < sourcesAt || otherKind || rebuild) {
    if (otherKind) console.log(`out/ foi montado ${endpoint ? 'sem' : 'com'} a caixa de contatos: montando de novo…`);
    else console.log(builtAt ? 'O código mudou desde a última montagem: montando out/ de novo…' : 'Ainda não há montagem: montando out/…');
    run('npm', ['run', 'build'], { NEXT_PUBLIC_LEAD_ENDPOINT: endpoint });
  }

  const port = process.env.PORT || '3000';
  const { command, args, env } = serveCommand({ staticOnly, port, host });
  const where =
    host === LOOPBACK
      ? 'só neste computador (127.0.0.1); para outros aparelhos da rede: npm start -- --host 0.0.0.0'
      : `em ${host}: outros aparelhos da rede também alcançam${staticOnly ? '' : ' o site e a caixa de contatos'}`;
  if (staticOnly) {
    // Like a CDN: 404.html for unknown paths, and the headers of out/_headers (CSP, caching).
    console.log(`\nO site sem a caixa de contatos (o formulário termina no WhatsApp): http://localhost:${port}, ${where}\n`);
    run(command, args, env);
  } else {
    run('node', [join(root, 'scripts', 'operator', 'leads.mjs'), 'migrate']);
    console.log(`\nO site com a caixa de contatos: http://localhost:${port}, ${where} (contatos: npm run leads -- export)\n`);
    run(command, args, env);
  }
}
