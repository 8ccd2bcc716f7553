// Runs after `next build`: writes out/404.html from the exported home page, then the
// security headers of every page (scripts/security-headers.mjs).
//
// The spec shows the home page at any unknown path. Rendering <HomePage /> from
// app/not-found.tsx would do it, but Next bundles whatever the root not-found renders
// into every route's first-load JavaScript (the contact form and simulator islands
// on the roadmap page). So the 404 is derived here instead: the same HTML as `/`,
// plus robots noindex; the canonical already points at `/`. Static hosts serve
// 404.html with status 404 for any path they do not have.
//
// `node scripts/finish-export.mjs [dir]`: dir is the export to finish (default $EXPORT_DIR, the
// folder next.config.ts exports to, or out/).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeSecurityHeaders } from './security-headers.mjs';

const out = resolve(new URL('..', import.meta.url).pathname, process.argv[2] ?? process.env.EXPORT_DIR ?? 'out');
const home = readFileSync(join(out, 'index.html'), 'utf8');

const NOINDEX = '<meta name="robots" content="noindex"/>';
if (/<meta name="robots"/.test(home)) throw new Error('finish-export: the home page already has a robots meta tag');
if (!home.includes('<link rel="canonical" href="https://')) throw new Error('finish-export: the home page has no absolute canonical');
const anchor = '<meta charSet="utf-8"/>';
if (!home.includes(anchor)) throw new Error(`finish-export: ${anchor} not found in ${out}/index.html`);

writeFileSync(join(out, '404.html'), home.replace(anchor, `${anchor}${NOINDEX}`));
console.log(`finish-export: ${out}/404.html = home page + robots noindex`);

// Next also exports its not-found page as routes of their own (/404/, /_not-found/): drop
// them, so those paths are unknown paths like any other and get 404.html with status 404.
for (const dir of ['404', '_not-found']) rmSync(join(out, dir), { recursive: true, force: true });

writeSecurityHeaders(out);
