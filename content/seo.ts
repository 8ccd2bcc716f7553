import type { Metadata } from 'next';
import { ROADMAP_PATH } from './navigation';
import { site } from './site';

// Titles, descriptions and keywords of each route. The routes only compose these.

export const HOME_TITLE = `${site.brand} - Energia Fotovoltaica`;

export const HOME_DESCRIPTION =
  'Energia solar no Paraná: usinas fotovoltaicas para consumo próprio com economia de até 95% na conta de luz, energia por assinatura, aluguel de usinas para investidores e limpeza de placas. Matriz em Londrina e filial em Nova Aurora.';

export const ROADMAP_TITLE = 'Novas Implementações';
export const ROADMAP_DESCRIPTION = `O que vem por aí no site da ${site.brand}: simulador de economia, tour virtual, acessibilidade, desempenho e novas funcionalidades, com prioridade, esforço e impacto de cada item.`;

const KEYWORDS = [
  'energia solar',
  'energia fotovoltaica',
  'placas solares',
  'usina solar',
  'energia por assinatura',
  'aluguel de usinas',
  'limpeza de placas solares',
  'Londrina',
  'Nova Aurora',
  'Maringá',
  'Paraná',
];

const OG_IMAGE = { url: '/og.png', width: 1200, height: 630, alt: `${site.brand} - Energia Fotovoltaica no Paraná` };

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
  openGraph: {
    type: 'website',
    locale: 'pt_BR',
    siteName: site.brand,
    title: HOME_TITLE,
    description: HOME_DESCRIPTION,
    url: '/',
    images: [OG_IMAGE],
  },
  twitter: { card: 'summary_large_image', title: HOME_TITLE, description: HOME_DESCRIPTION, images: [OG_IMAGE.url] },
};

export const homeMetadata: Metadata = {
  title: { absolute: HOME_TITLE },
  alternates: { canonical: '/' },
};

// Next.js itself adds <meta name="robots" content="noindex"> to the not-found page;
// declaring robots here as well would print a second, conflicting tag.
export const notFoundMetadata: Metadata = {
  title: { absolute: HOME_TITLE },
  alternates: { canonical: '/' },
};

export const roadmapMetadata: Metadata = {
  title: ROADMAP_TITLE,
  description: ROADMAP_DESCRIPTION,
  alternates: { canonical: ROADMAP_PATH },
  openGraph: {
    type: 'website',
    locale: 'pt_BR',
    siteName: site.brand,
    title: `${ROADMAP_TITLE} | ${site.brand}`,
    description: ROADMAP_DESCRIPTION,
    url: ROADMAP_PATH,
    images: [OG_IMAGE],
  },
  twitter: {
    card: 'summary_large_image',
    title: `${ROADMAP_TITLE} | ${site.brand}`,
    description: ROADMAP_DESCRIPTION,
    images: [OG_IMAGE.url],
  },
};
