// Runs after `next build`: removes what `next build` copied from public/ but the site does not
// publish (scripts/build/export/unpublished.mjs: the original photos, the photo manifest), tidies the
// export's not-found page, finishes every page in one parse
// (scripts/build/export/finish-page.mjs: Next's scripts start after the first paint, by the boot
// script, the page's stylesheets are written into it (scripts/build/export/inline-css.mjs), it gets
// its own CSP <meta>, and the brand's font is preloaded: scripts/build/export/font-preload.mjs),
// then writes the site's headers
// (scripts/build/security-headers.mjs).
//
// app/global-not-found.tsx renders the home page for any unknown path, under a notice that the
// page does not exist, and Next exports it as out/404.html (robots noindex, no canonical), which
// static hosts serve with status 404.
// Next also exports that page as routes of their own (/404/, /_not-found/): they go, so
// those paths are unknown paths like any other and get 404.html with status 404.
//
// `node scripts/build/finish-export.mjs [dir]`: dir is the export to finish (default $EXPORT_DIR, the
// folder next.config.ts exports to, or out/).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { BOOT_SOURCE, compileBootScript } from './boot-after-paint.mjs';
import { finishPage } from './export/finish-page.mjs';
import { fontFilesOf } from './export/font-preload.mjs';
import { removeUnpublished } from './export/unpublished.mjs';
import { endpointSources } from './headers/csp.mjs';
import { htmlFiles, writeSecurityHeaders } from './security-headers.mjs';

const out = resolve(new URL('../..', import.meta.url).pathname, process.argv[2] || process.env.EXPORT_DIR || 'out');
/** @param {string} message @returns {never} */
const fail = (message) => {
  throw new Error(`finish-export: ${message}`);
};

const notFoundFile = join(out, '404.html');
const notFound = readFileSync(notFoundFile, 'utf8');
if (!notFound.includes('<meta name="robots" content="noindex"/>')) fail('out/404.html has no robots noindex');
if (/<link[^>]* rel="canonical"/.test(notFound)) fail('out/404.html names a canonical: a page that answers 404 and noindex names no address to index');
if (!notFound.includes('id="contact"')) fail('out/404.html is not the home page (app/global-not-found.tsx)');
if (!notFound.includes('id="pagina-nao-encontrada"')) fail('out/404.html has no notice that the page was not found (components/error/not-found-notice.tsx)');

for (const dir of ['404', '_not-found']) rmSync(join(out, dir), { recursive: true, force: true });
const removed = removeUnpublished(out);
if (removed.length) console.log(`finish-export: not published, removed from the export: ${removed.join(', ')}`);

const code = compileBootScript(readFileSync(new URL(`../../${BOOT_SOURCE}`, import.meta.url), 'utf8'));
const vitals = process.env.NEXT_PUBLIC_VITALS_URL ?? '';
const endpoints = endpointSources(process.env);
/** @type {Map<string, string[]>} the brand's font files each stylesheet names */
const sheetFonts = new Map();
/** @param {string[]} sheets */
const fontsOf = (sheets) => [
  ...new Set(
    sheets.flatMap((sheet) => {
      if (!sheetFonts.has(sheet)) sheetFonts.set(sheet, fontFilesOf(readFileSync(join(out, sheet), 'utf8'), sheet));
      return sheetFonts.get(sheet) ?? [];
    }),
  ),
];
/** @param {string} sheet a stylesheet's path on the site */
const sheetText = (sheet) => readFileSync(join(out, sheet), 'utf8');
const finished = htmlFiles(out).map((path) => {
  const file = relative(out, path);
  const { html, policy, boot, fonts } = finishPage(readFileSync(path, 'utf8'), { file, code, vitals, endpoints, fontsOf, sheetText });
  writeFileSync(path, html);
  return `${file} (${boot.scripts.length} scripts, a ${policy.length}-character policy, ${fonts.length} font preloaded)`;
});
console.log(
  `finish-export: Next's scripts start after the first paint, each page with its stylesheets inline, its own CSP and its font preload, in ${finished.join(', ')}`,
);

writeSecurityHeaders(out);
