import type { SimulatorMode } from './simulator/copy';

// The company's services, one entry each: the registry every list of services derives from (the
// contact form's options, the solution cards, the service pages and their share cards, the sitemap,
// the FAQ's service tags and the pictures screen in the CMS, the structured data, the simulator's
// quote, the byte budgets and the tests). The spec's six options (section 3), in its order; the
// first four have a card on the home page and a page of their own. A service's words are elsewhere,
// keyed by its id: its card in content/solutions.ts, its page in content/service-pages.ts
// (docs/content.md, "A new service"). No 'server-only': the form's island and the inbox read it too.

/** Where the service pages live: /servicos/<slug>/. */
export const SERVICES_PATH = '/servicos/';

type Entry = {
  /** The form's value, the FAQ's tag, the card's anchor (/#limpeza-placas), the stored lead's: never renamed. */
  readonly id: string;
  /** Its name: the form's option, the card's title, the CMS's labels, the structured data's serviceType. */
  readonly label: string;
  /** A card on the home page and a page of its own; without it, an option of the contact form only. */
  readonly page?: {
    /** The page's address, /servicos/<slug>/, in Portuguese without accents. */
    readonly slug: string;
    /** The card's icon (components/ui/icon.tsx; `npm run icons -- <name>` adds one). */
    readonly icon: string;
    /** The key of its card's photo in the CMS (content/company/pictures.json, "Cartões de soluções"): never renamed. */
    readonly pictureSlot: string;
    /** The simulator's mode that computes it: its card opens the simulator there, and a quote from that mode asks for it. */
    readonly simulatorMode?: SimulatorMode;
  };
};

export const SERVICES = [
  {
    id: 'usinas-consumo',
    label: 'Usinas para Consumo Próprio',
    page: { slug: 'usinas-consumo-proprio', icon: 'home', pictureSlot: 'ownPlant', simulatorMode: 'usina' },
  },
  {
    id: 'energia-assinatura',
    label: 'Energia por Assinatura',
    page: { slug: 'energia-por-assinatura', icon: 'zap', pictureSlot: 'subscription', simulatorMode: 'assinatura' },
  },
  {
    id: 'aluguel-usinas',
    label: 'Aluguel de Usinas',
    page: { slug: 'aluguel-de-usinas', icon: 'trending-up', pictureSlot: 'plantRental', simulatorMode: 'investidor' },
  },
  { id: 'limpeza-placas', label: 'Limpeza de Placas Solares', page: { slug: 'limpeza-de-placas', icon: 'droplets', pictureSlot: 'panelCleaning' } },
  { id: 'manutencao', label: 'Manutenção e Suporte' },
  { id: 'consultoria', label: 'Consultoria Energética' },
] as const satisfies readonly Entry[];

export type Service = (typeof SERVICES)[number];
export type ServiceId = Service['id'];
/** A service with a card and a page. */
export type PagedService = Extract<Service, { page: object }>;
export type PagedServiceId = PagedService['id'];
export type ServiceIcon = PagedService['page']['icon'];
export type PictureSlot = PagedService['page']['pictureSlot'];

export const SERVICE_IDS: readonly ServiceId[] = SERVICES.map((service) => service.id);

/** The contact form's options. */
export const services: readonly { id: ServiceId; label: string }[] = SERVICES.map(({ id, label }) => ({ id, label }));

/** The services with a card and a page, in the registry's order. */
export const PAGED_SERVICES: readonly PagedService[] = SERVICES.filter((service): service is PagedService => 'page' in service);

export function serviceLabel(id: string): string | undefined {
  return SERVICES.find((service) => service.id === id)?.label;
}

export const pagedService = (id: PagedServiceId): PagedService => PAGED_SERVICES.find((service) => service.id === id)!;

/** The contact form with the service chosen (the form reads `servico` when it loads). */
export const contactHref = (id: ServiceId) => `/?servico=${id}#contact`;

/** The address of a service's page. */
export const servicePath = (service: { slug: string }) => `${SERVICES_PATH}${service.slug}/`;

/** The service a simulation in `mode` is a quote for. */
export const serviceForMode = (mode: SimulatorMode): PagedServiceId =>
  PAGED_SERVICES.find((service) => 'simulatorMode' in service.page && service.page.simulatorMode === mode)!.id;
