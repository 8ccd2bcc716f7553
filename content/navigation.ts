// The six menu items, read by the header, the footer and the sitemap.

export const SECTION_IDS = ['home', 'solutions', 'portfolio', 'benefits', 'about', 'contact'] as const;

export type SectionId = (typeof SECTION_IDS)[number];

export type NavItem = {
  id: SectionId;
  label: string;
  /** A real link that works without JavaScript and from any route. */
  href: `/#${SectionId}`;
};

const LABELS: Record<SectionId, string> = {
  home: 'Início',
  solutions: 'Soluções',
  portfolio: 'Projetos',
  benefits: 'Benefícios',
  about: 'Sobre Nós',
  contact: 'Contato',
};

export const navigation: readonly NavItem[] = SECTION_IDS.map((id) => ({
  id,
  label: LABELS[id],
  href: `/#${id}` as const,
}));

/** The call to action to ask for a quote, spelt once, as the specification's hero button spells it. */
export const QUOTE_CTA = 'Solicitar Orçamento';

/** The header's call to action: a link beside the six items, never one of them. */
export const HEADER_CTA = { label: QUOTE_CTA, href: '/#contact' } as const satisfies { label: string; href: NavItem['href'] };

/**
 * The open phone menu's shortcuts, under the six items: the pages a visitor looks for that are not
 * sections of the home page (each service's page, the served cities, the frequent questions). Below
 * the desktop breakpoint the header's row has no room for them, and the phone's home page footer
 * leaves the services out; from 960 px the footer lists them on every page.
 */
export const menuShortcutsCopy = {
  label: 'Serviços, cidades e perguntas',
  services: 'Serviços',
  cities: 'Cidades atendidas',
};

export const ROADMAP_PATH = '/novas-implementacoes/';

/** The privacy notice (footer links and the contact form's consent). */
export const PRIVACY_PATH = '/politica-de-privacidade/';
export const ROADMAP_LABEL = 'Novas Implementações';
