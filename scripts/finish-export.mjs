// Runs after `next build`: tidies the export's not-found page, then writes the security
// headers of every page (scripts/security-headers.mjs).
//
// app/global-not-found.tsx renders the home page for any unknown path, and Next exports it
// as out/404.html (robots noindex, canonical `/`), which static hosts serve with status 404.
// Two things are left to do here:
// - Next also exports that page as routes of their own (/404/, /_not-found/): they go, so
//   those paths are unknown paths like any other and get 404.html with status 404.
// - Next 16.4 does not preload the font in 404.html: its font manifest lists the font under
//   the not-found route's page (app/_not-found/page), while the render looks fonts up by the
//   files of its tree, global-not-found and a stub page. The preload tags of the home page,
//   which loads the same font, are copied in, so the 404 paints in Inter like `/` does.
//
// `node scripts/finish-export.mjs [dir]`: dir is the export to finish (default $EXPORT_DIR, the
// folder next.config.ts exports to, or out/).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeSecurityHeaders } from './security-headers.mjs';

const out = resolve(new URL('..', import.meta.url).pathname, process.argv[2] || process.env.EXPORT_DIR || 'out');
/** @param {string} message @returns {never} */
const fail = (message) => {
  throw new Error(`finish-export: ${message}`);
};

const notFoundFile = join(out, '404.html');
let notFound = readFileSync(notFoundFile, 'utf8');
if (!notFound.includes('<meta name="robots" content="noindex"/>')) fail('out/404.html has no robots noindex');
if (!/<link rel="canonical" href="https:\/\/[^"/]+\/"\/>/.test(notFound)) fail('out/404.html has no absolute canonical of the home page');
if (!notFound.includes('id="contact"')) fail('out/404.html is not the home page (app/global-not-found.tsx)');

const fontPreloads = readFileSync(join(out, 'index.html'), 'utf8').match(/<link rel="preload" href="[^"]+" as="font"[^>]*\/>/g) ?? [];
const missing = fontPreloads.filter((tag) => !notFound.includes(tag));
if (missing.length) {
  const anchor = notFound.indexOf('<link rel="stylesheet"');
  if (anchor < 0) fail('no stylesheet link in out/404.html to put the font preload before');
  notFound = notFound.slice(0, anchor) + missing.join('') + notFound.slice(anchor);
  writeFileSync(notFoundFile, notFound);
  console.log(`finish-export: out/404.html preloads the font like out/index.html (${missing.length} tag)`);
}

for (const dir of ['404', '_not-found']) rmSync(join(out, dir), { recursive: true, force: true });

writeSecurityHeaders(out);
