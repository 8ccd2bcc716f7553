// Runs after `next build`: tidies the export's not-found page, makes every page start Next's
// scripts after its first paint (scripts/boot-after-paint.mjs), then writes the security
// headers of every page (scripts/security-headers.mjs), whose CSP hashes the boot script.
//
// app/global-not-found.tsx renders the home page for any unknown path, and Next exports it
// as out/404.html (robots noindex, canonical `/`), which static hosts serve with status 404.
// Next also exports that page as routes of their own (/404/, /_not-found/): they go, so
// those paths are unknown paths like any other and get 404.html with status 404.
//
// `node scripts/finish-export.mjs [dir]`: dir is the export to finish (default $EXPORT_DIR, the
// folder next.config.ts exports to, or out/).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { BOOT_SOURCE, bootAfterPaint, compileBootScript } from './boot-after-paint.mjs';
import { htmlFiles, writeSecurityHeaders } from './security-headers.mjs';

const out = resolve(new URL('..', import.meta.url).pathname, process.argv[2] || process.env.EXPORT_DIR || 'out');
/** @param {string} message @returns {never} */
const fail = (message) => {
  throw new Error(`finish-export: ${message}`);
};

const notFoundFile = join(out, '404.html');
const notFound = readFileSync(notFoundFile, 'utf8');
if (!notFound.includes('<meta name="robots" content="noindex"/>')) fail('out/404.html has no robots noindex');
if (!/<link rel="canonical" href="https:\/\/[^"/]+\/"\/>/.test(notFound)) fail('out/404.html has no absolute canonical of the home page');
if (!notFound.includes('id="contact"')) fail('out/404.html is not the home page (app/global-not-found.tsx)');

for (const dir of ['404', '_not-found']) rmSync(join(out, dir), { recursive: true, force: true });

const code = compileBootScript(readFileSync(new URL(`../${BOOT_SOURCE}`, import.meta.url), 'utf8'));
const vitals = process.env.NEXT_PUBLIC_VITALS_URL ?? '';
const booted = htmlFiles(out).map((file) => {
  const { html, scripts } = bootAfterPaint(readFileSync(file, 'utf8'), { code, vitals });
  writeFileSync(file, html);
  return `${relative(out, file)} (${scripts.length})`;
});
console.log(`finish-export: Next's scripts start after the first paint in ${booted.join(', ')}`);

writeSecurityHeaders(out);
