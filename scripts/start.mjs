// `npm start`: build the static export if it is missing or older than the
// sources, then serve out/ like a CDN would (scripts/serve-out.mjs), at http://localhost:${PORT:-3000}.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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
];

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
 */
function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builtAt = existsSync(out) ? statSync(out).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((s) => newest(join(root, s))));
if (builtAt < sourcesAt || process.argv.includes('--rebuild')) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding out/…' : 'No build yet: building out/…');
  run('npm', ['run', 'build']);
}

const port = process.env.PORT || '3000';
// Like a CDN: 404.html for unknown paths, and the headers of out/_headers (CSP, caching).
run(process.execPath, [join(root, 'scripts', 'serve-out.mjs'), '--dir', 'out', '--host', '0.0.0.0', '--port', port]);
