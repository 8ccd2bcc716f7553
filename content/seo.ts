import 'server-only';
import type { Metadata, MetadataRoute, Viewport } from 'next';
import { COOKIES_DESCRIPTION } from './legal/cookies';
import { COOKIES_PATH, COOKIES_TITLE, LEGAL_DOCUMENTS, TERMS_PATH, TERMS_TITLE } from './legal/documents';
import { TERMS_DESCRIPTION } from './legal/terms';
import { PRIVACY_PATH, ROADMAP_PATH } from './navigation';
import { site } from './company/site';
import { FAQ_PATH, faqCopy } from './faq';
import { SERVICE_PAGES, servicePath, type ServicePage } from './service-pages';

export { PRIVACY_PATH };

// Titles, descriptions and keywords of each route. The routes only compose these.

export const HOME_TITLE = `${site.brand} - Energia Fotovoltaica`;

export { firstThatFits, MAX_DESCRIPTION_CHARS } from './search-result';
import { firstThatFits } from './search-result';

export const HOME_DESCRIPTION =
  // No 'até 95%' here: a search result cannot carry its qualifier.
  'Energia solar no Paraná: simule a economia na conta de luz e peça orçamento de usina fotovoltaica, energia por assinatura, ' +
  'aluguel de usinas ou limpeza.';

/** The home page at an unknown address (app/global-not-found.tsx): not indexed, but shared links show it. */
const NOT_FOUND_DESCRIPTION = firstThatFits(
  `Página não encontrada no site da ${site.brand}. Veja as cidades que atendemos no Paraná, os nossos serviços de energia solar e simule a sua economia.`,
  'Página não encontrada. Veja as cidades que atendemos no Paraná, os nossos serviços de energia solar e simule a sua economia.',
);

export const ROADMAP_TITLE = 'Novas Implementações';
const ROADMAP_DESCRIPTION = firstThatFits(
  `O que já mudou no site da ${site.brand} e o que vem por aí, com prioridade e impacto: do simulador de economia à navegação por teclado.`,
  'O que já mudou no site e o que vem por aí, com prioridade e impacto: do simulador de economia à navegação por teclado.',
);

const KEYWORDS = [
  'energia solar',
  'energia fotovoltaica',
  'placas solares',
  'usina solar',
  'energia por assinatura',
  'aluguel de usinas',
  'limpeza de placas solares',
  // The offices' cities (Dados da empresa › Unidades), then the state.
  ...new Set(site.sites.map((office) => office.city)),
  'Paraná',
];

/** The brand colour browsers paint around the page (address bar, splash screen). */
export const THEME_COLOR = '#0b4a6f';
export const BACKGROUND_COLOR = '#ffffff';

/** Every indexable page and its name, for the sitemap and the JSON-LD. The not-found page is not one of them. */
export const SITE_PAGES: readonly { path: string; name: string }[] = [
  { path: '/', name: HOME_TITLE },
  { path: ROADMAP_PATH, name: ROADMAP_TITLE },
  ...LEGAL_DOCUMENTS.filter((doc) => !doc.href.includes('#')).map((doc) => ({ path: doc.href, name: doc.label })),
  ...SERVICE_PAGES.map((page) => ({ path: servicePath(page), name: page.title })),
  { path: FAQ_PATH, name: faqCopy.name },
];

export const INDEXED_PATHS = SITE_PAGES.map((page) => page.path);

export { CMS_PATH } from './cms';

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The share card of each route, drawn at build time (app/og/[file]/route.tsx). */
export const ogCards = {
  home: {
    file: 'inicio.png',
    heading: 'Energia solar no Paraná',
    lead: 'Usinas solares para consumo próprio, energia por assinatura, aluguel de usinas e limpeza de placas.',
    alt: `${site.brand}: energia solar no Paraná, com usinas para consumo próprio, assinatura, aluguel e limpeza de placas`,
  },
  roadmap: {
    file: 'novas-implementacoes.png',
    heading: ROADMAP_TITLE,
    lead: `O que já está no ar no site da ${site.brand}, o que estamos fazendo e o que vem por aí.`,
    alt: `${ROADMAP_TITLE}: as melhorias do site da ${site.brand}`,
  },
  privacy: {
    file: 'politica-de-privacidade.png',
    heading: 'Política de Privacidade',
    lead: 'Como tratamos os dados que você nos confia, de acordo com a LGPD.',
    alt: `Política de Privacidade da ${site.brand}`,
  },
  terms: {
    file: 'termos-de-uso.png',
    heading: TERMS_TITLE,
    lead: 'As regras do site: o que ele oferece, estimativas que não são propostas e os limites dos nossos números.',
    alt: `${TERMS_TITLE} do site da ${site.brand}`,
  },
  cookies: {
    file: 'politica-de-cookies.png',
    heading: COOKIES_TITLE,
    lead: 'Nenhum cookie: o que fica no seu navegador, por quanto tempo e o que sai dele.',
    alt: `${COOKIES_TITLE} do site da ${site.brand}`,
  },
  faq: {
    file: 'perguntas-frequentes.png',
    ...faqCopy.card,
  },
} as const;

export type OgCardKey = keyof typeof ogCards;
export type OgCardFile = (typeof ogCards)[OgCardKey]['file'];

export function isOgCardFile(file: string): file is OgCardFile {
  return Object.values(ogCards).some((card) => card.file === file);
}

export const APP_ICONS_PATH = '/icons/';

/**
 * The PNG app icons, drawn at build time (app/icons/[file]) from the Logo the header
 * shows. The mark is round, so the `any` icons are the disc alone on a transparent
 * square. `maskable` ones keep the disc (97.5% of the Logo's box) inside the central
 * 80% safe zone, since launchers crop them to a circle or a squircle; they and the Apple
 * icon, which iOS fills with black where it is transparent, stand on the brand blue.
 */
export const APP_ICONS = {
  'icon-192.png': { size: 192, purpose: 'any', scale: 0.96, background: 'transparent' },
  'icon-512.png': { size: 512, purpose: 'any', scale: 0.96, background: 'transparent' },
  'icon-maskable-512.png': { size: 512, purpose: 'maskable', scale: 0.78, background: THEME_COLOR },
  'apple-touch-icon.png': { size: 180, purpose: 'any', scale: 0.78, background: THEME_COLOR },
} as const;

export type AppIconFile = keyof typeof APP_ICONS;

export function isAppIconFile(file: string): file is AppIconFile {
  return Object.hasOwn(APP_ICONS, file);
}

/** The square logo search engines show for the company. */
export const LOGO_PATH = `${APP_ICONS_PATH}icon-512.png`;

/** The Open Graph image of a route; metadataBase makes its URL absolute. */
export function ogImage(key: OgCardKey) {
  return { url: `/og/${ogCards[key].file}`, ...OG_IMAGE_SIZE, alt: ogCards[key].alt, type: 'image/png' };
}

const OG_IMAGE = ogImage('home');

/** Shared by every route: the layout's metadata. */
export const rootMetadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: HOME_TITLE, template: `%s | ${site.brand}` },
  description: HOME_DESCRIPTION,
  keywords: KEYWORDS,
  authors: [{ name: site.brand, url: site.url }],
  creator: site.brand,
  publisher: site.brand,
  applicationName: site.brand,
  formatDetection: { telephone: false },
  // Listing icons here replaces the tags the app/icon.svg convention would add, so the
  // SVG favicon is listed too; the PNG for iOS home screens is drawn at build (app/icons).
  icons: {
    icon: [{ url: '/icon.svg', type: 'image/svg+xml', sizes: 'any' }],
    apple: [{ url: `${APP_ICONS_PATH}apple-touch-icon.png`, sizes: '180x180', type: 'image/png' }],
  },
  openGraph: {
    type: 'website',
    locale: 'pt_BR',
    siteName: site.brand,
    title: HOME_TITLE,
    description: HOME_DESCRIPTION,
    url: '/',
    images: [OG_IMAGE],
  },
  twitter: { card: 'summary_large_image', title: HOME_TITLE, description: HOME_DESCRIPTION, images: [{ url: OG_IMAGE.url, alt: OG_IMAGE.alt }] },
};

/**
 * The web app manifest's address (app/manifest.webmanifest/route.ts writes it). Linked from the home
 * page (and the 404 page, which is the home page) only, where an install starts (`start_url` is `/`):
 * Chromium fetches a linked manifest, and the icon it names, after every page load, and on the pages
 * search brings visitors to, Lighthouse's mobile model counted those two requests in the LCP whenever
 * the first paint came after the load event (measured 1,35 s with the link, 1,20 s without, on a city
 * and a service page: docs/performance.md, "The pages from data against the floor").
 */
export const MANIFEST_PATH = '/manifest.webmanifest';

export const homeMetadata: Metadata = {
  title: { absolute: HOME_TITLE },
  alternates: { canonical: '/' },
  manifest: MANIFEST_PATH,
};

/** Shared by every route: the layout's viewport. */
export const rootViewport: Viewport = {
  themeColor: THEME_COLOR,
  width: 'device-width',
  initialScale: 1,
};

// app/global-not-found.tsx is a root of its own, so it carries the root metadata itself.
// Next.js adds <meta name="robots" content="noindex"> to it; declaring robots here as
// well would print a second, conflicting tag. No canonical: a page that answers 404 and asks
// not to be indexed names no address to index instead (the two signals contradicted each other).
export const notFoundMetadata: Metadata = {
  ...rootMetadata,
  title: homeMetadata.title,
  manifest: homeMetadata.manifest,
  description: NOT_FOUND_DESCRIPTION,
  openGraph: { ...rootMetadata.openGraph, description: NOT_FOUND_DESCRIPTION },
  twitter: { ...rootMetadata.twitter, description: NOT_FOUND_DESCRIPTION },
};

/** A share card's image entry, for routes whose cards come from data (drawn by components/seo/og-card.tsx). */
export function cardImage(url: string, alt: string) {
  return { url, ...OG_IMAGE_SIZE, alt, type: 'image/png' };
}

/** The metadata of a page with its own title, description, canonical and share card. */
export function pageMetadata(card: OgCardKey | ReturnType<typeof cardImage>, title: string, description: string, path: string): Metadata {
  const image = typeof card === 'string' ? ogImage(card) : card;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      locale: 'pt_BR',
      siteName: site.brand,
      title: `${title} | ${site.brand}`,
      description,
      url: path,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: `${title} | ${site.brand}`,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}

export const roadmapMetadata = pageMetadata('roadmap', ROADMAP_TITLE, ROADMAP_DESCRIPTION, ROADMAP_PATH);
export const termsMetadata = pageMetadata('terms', TERMS_TITLE, TERMS_DESCRIPTION, TERMS_PATH);
export const cookiesMetadata = pageMetadata('cookies', COOKIES_TITLE, COOKIES_DESCRIPTION, COOKIES_PATH);

export const faqMetadata = pageMetadata('faq', faqCopy.title, faqCopy.description, FAQ_PATH);

/** The share card of a service page, drawn by app/og/servicos/[file]. */
export const serviceCardFile = (page: Pick<ServicePage, 'slug'>) => `${page.slug}.png`;

export function serviceMetadata(page: ServicePage): Metadata {
  return pageMetadata(cardImage(`/og/servicos/${serviceCardFile(page)}`, page.card.alt), page.title, page.description, servicePath(page));
}

/** The web app manifest (served at MANIFEST_PATH by app/manifest.webmanifest/route.ts). */
export function webManifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: HOME_TITLE,
    short_name: site.brand,
    description: HOME_DESCRIPTION,
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    categories: ['business', 'utilities'],
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...Object.entries(APP_ICONS)
        .filter(([file]) => file.startsWith('icon-'))
        .map(([file, icon]) => ({ src: `${APP_ICONS_PATH}${file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
    ],
  };
}
