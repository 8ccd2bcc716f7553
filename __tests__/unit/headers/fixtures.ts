// Exported pages shaped like Next's static export: external chunks, the Turbopack bootstrap,
// the RSC payload pushes, a JSON-LD data block; and the export step's finishing of them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_SOURCE, compileBootScript } from '@/scripts/build/boot-after-paint.mjs';
import { finishPage } from '@/scripts/build/export/finish-page.mjs';
import { endpointSources } from '@/scripts/build/headers/csp.mjs';

export const JSON_LD_TEXT = '{"@context":"https://schema.org","@type":"Organization"}';
const JSON_LD = `<script type="application/ld+json">${JSON_LD_TEXT}</script>`;

export const BOOTSTRAP = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(["x.js"])';
export const PAYLOAD_START = '(self.__next_f=self.__next_f||[]).push([0])';

/** The text of the inline script that pushes one piece of the RSC payload. */
export const push = (text: string) => `self.__next_f.push([1,${JSON.stringify(text)}])`;

/** The inline scripts CSP governs in `nextPage(payload)`, in document order. */
export const pageScripts = (payload: string[]) => [BOOTSTRAP, PAYLOAD_START, ...payload.map(push)];

export function nextPage(payload: string[], head = ''): string {
  return [
    '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>',
    head,
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
    '<script src="/_next/static/chunks/main.js" async=""></script>',
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
    '</head><body><main><h1>Página</h1><a href="/#contact">Contato</a></main>',
    JSON_LD,
    `<script id="_R_">${BOOTSTRAP}</script>`,
    `<script>${PAYLOAD_START}</script>`,
    ...payload.map((text) => `<script>${push(text)}</script>`),
    '</body></html>',
  ].join('');
}

export const HOME_PAYLOAD = ['0:home section one', '1:home section two'];
export const ROADMAP_PAYLOAD = ['0:roadmap tabs', '1:roadmap cards', '2:roadmap summary'];
export const HOME = nextPage(HOME_PAYLOAD);
export const ROADMAP = nextPage(ROADMAP_PAYLOAD);
/** The 404 page: the home page with robots noindex, as app/global-not-found.tsx exports it. */
export const NOT_FOUND = HOME.replace('<meta charSet="utf-8"/>', '<meta charSet="utf-8"/><meta name="robots" content="noindex"/>');

export const PAGES = [
  { file: 'index.html', html: HOME },
  { file: 'novas-implementacoes/index.html', html: ROADMAP },
  { file: '404.html', html: NOT_FOUND },
];

export const ENDPOINTS = {
  NEXT_PUBLIC_LEAD_ENDPOINT: 'https://formspree.io/f/abcdwxyz',
  NEXT_PUBLIC_VITALS_URL: 'https://metrics.example.com/vitals?site=solar',
};

/** Files under /_next/static of the same build. */
export const STATIC_FILES = [
  '/_next/static/chunks/a.js',
  '/_next/static/chunks/main.js',
  '/_next/static/media/inter.woff2',
  '/_next/static/b1d/_buildManifest.js',
];

/** The boot script source and the code every finished page carries. */
export const BOOT_SOURCE_TEXT = readFileSync(join(__dirname, '..', '..', '..', BOOT_SOURCE), 'utf8');
export const CODE = compileBootScript(BOOT_SOURCE_TEXT);

/** A page through the export step as scripts/build/finish-export.mjs runs it, with ENDPOINTS built in. */
export const finish = (html: string, file = 'page.html') =>
  finishPage(html, { file, code: CODE, vitals: ENDPOINTS.NEXT_PUBLIC_VITALS_URL, endpoints: endpointSources(ENDPOINTS) });

/** The policy of a finished page's CSP <meta>, or undefined when it has none. */
export const metaPolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];

/** A CSP policy as directive → sources. */
export const directives = (policy: string | undefined) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

/** The hash sources in a policy's script-src, sorted ('self' left out). */
export const scriptHashes = (policy: string | undefined) => (directives(policy).get('script-src') ?? []).filter((source) => source !== "'self'").sort();
