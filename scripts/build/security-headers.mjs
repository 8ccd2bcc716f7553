// After `next build` (run by scripts/build/finish-export.mjs, once every page carries its own <meta>
// policy): writes
//   out/_headers         the pages' header policy, the policy under which nothing runs for every
//                        other file, security and caching headers (Cloudflare Pages, Netlify;
//                        scripts/serve/serve-out.mjs applies it for `npm start` and the browser tests)
//   out.nginx-csp.conf   beside the export, never in it (whatever publishes out/ as it is would publish
//                        the server's configuration too): the same two policies for nginx, by the
//                        answer's type (docs/deployment.md, nginx); named after the export folder
// It checks the export as it goes: every file that is not a page gets the policy under which nothing
// runs, no page gets it, and no file is over the 25 MiB Cloudflare Pages deploys.
// The lead endpoint comes from the build's environment, as in the pages' code.
// Also runnable alone: `node scripts/build/security-headers.mjs`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { buildHeadersFile } from './headers/headers-file.mjs';
import { buildNginxCspMap } from './headers/nginx.mjs';

/**
 * Every page of the export (`_next/` holds none). The CMS (`admin/`, scripts/operator/cms-admin.ts) is not
 * a page of the site: its HTML is its own, with its own policy, and nothing here rewrites it.
 * @param {string} dir
 * @param {string} [root] the export folder, when `dir` is inside it
 * @returns {string[]}
 */
export function htmlFiles(dir, root = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' || (dir === root && entry.name === 'admin') ? [] : htmlFiles(path, root);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Every file under `dir`, as absolute paths.
 * @param {string} dir
 * @returns {string[]}
 */
function allFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? allFiles(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/** The largest file Cloudflare Pages deploys (25 MiB); Netlify and the others take more. */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;
/** Files of the export that are instructions to the host, never served. */
const HOST_FILES = new Set(['/_headers']);

/**
 * Where the nginx map of the export `out` goes: beside it, named after it (out/ → out.nginx-csp.conf),
 * so exports side by side (out-lead/, out-inbox/) keep their own.
 * @param {string} out
 */
export function nginxConfPath(out) {
  return join(dirname(resolve(out)), `${basename(resolve(out))}.nginx-csp.conf`);
}

/**
 * @param {string} out the export folder
 * @param {Record<string, string | undefined>} [env]
 */
export function writeSecurityHeaders(out, env = process.env) {
  const pages = htmlFiles(out).map((path) => ({ file: relative(out, path).split(sep).join('/'), html: readFileSync(path, 'utf8') }));
  if (!pages.some((page) => page.file === '404.html')) throw new Error('security-headers: out/404.html is missing');
  const files = allFiles(out)
    .map((path) => ({ path: `/${relative(out, path).split(sep).join('/')}`, bytes: statSync(path).size }))
    .filter(({ path }) => !HOST_FILES.has(path));
  const large = files.find(({ bytes }) => bytes > MAX_FILE_BYTES);
  if (large) throw new Error(`security-headers: ${large.path} has ${large.bytes} bytes, over the ${MAX_FILE_BYTES} (25 MiB) a Cloudflare Pages deploy takes`);
  const { text, policy } = buildHeadersFile(
    pages,
    env,
    files.map(({ path }) => path),
  );
  writeFileSync(join(out, '_headers'), text);
  writeFileSync(nginxConfPath(out), buildNginxCspMap(env));
  console.log(
    `security-headers: _headers in ${out} for ${pages.length} HTML files and ${files.length - pages.length} other files; ${nginxConfPath(out)} beside it`,
  );
  console.log(`  the header policy (${policy.length} characters, every page): ${policy}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeSecurityHeaders(join(new URL('../..', import.meta.url).pathname, 'out'));
}
