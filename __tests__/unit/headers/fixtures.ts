// Exported pages shaped like Next's static export: external chunks, the Turbopack bootstrap,
// the RSC payload pushes, a JSON-LD data block.

const JSON_LD = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization"}</script>';

export const BOOTSTRAP = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(["x.js"])';
export const PAYLOAD_START = '(self.__next_f=self.__next_f||[]).push([0])';

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
    ...payload.map((text) => `<script>self.__next_f.push([1,${JSON.stringify(text)}])</script>`),
    '</body></html>',
  ].join('');
}

export const HOME = nextPage(['0:home section one', '1:home section two']);
export const ROADMAP = nextPage(['0:roadmap tabs', '1:roadmap cards', '2:roadmap summary']);
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
