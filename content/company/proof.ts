// Proof a visitor can check: what clients said, the equipment brands installed, the
// company's registrations, its Google rating and its team, as the company fills them in the
// CMS (content/company/*.json, testimonials/). Every slot is EMPTY until the company supplies
// the real thing: never invent a testimonial, a rating, a brand or a credential. An empty slot
// hides its home section; `npm run check:launch` lists the slots still empty.

import 'server-only';
import { companyContent, type Entry } from './data';
import type { Brands, Credentials, RatingData, Team, TestimonialData } from './schema';

/** A client's own words, with the written permission to publish them (LGPD); typos corrected, never the meaning. */
export type Testimonial = Entry<TestimonialData>;
/** An equipment brand the company installs, with what it supplies. */
export type EquipmentBrand = Brands['brands'][number];
/** A registration a client can verify, e.g. the CREA registration of the technical lead. */
export type Credential = Credentials['credentials'][number];
/** The company's rating on Google, copied by hand from its profile, with the day it was read. */
export type GoogleRating = Required<RatingData>;
export type TeamMember = Team['members'][number];

export type Proof = {
  testimonials: readonly Testimonial[];
  brands: readonly EquipmentBrand[];
  credentials: readonly Credential[];
  googleRating: GoogleRating | null;
  team: readonly TeamMember[];
};

const isRated = (rating: RatingData): rating is GoogleRating =>
  rating.value !== undefined && rating.count !== undefined && rating.url !== undefined && rating.readOn !== undefined;

/** The proof the company has filled in (the CMS's screens), newest testimonial first. */
export function proof(): Proof {
  const content = companyContent();
  return {
    testimonials: [...content.testimonials].sort((a, b) => b.date.localeCompare(a.date)),
    brands: content.brands.brands,
    credentials: content.credentials.credentials,
    googleRating: isRated(content.rating) ? content.rating : null,
    team: content.team.members,
  };
}

export const proofCopy = {
  testimonials: {
    title: 'O que dizem nossos clientes',
    /** The name of the row of testimonials, which a keyboard scrolls sideways. */
    row: 'Depoimentos',
    system: (kWp: string) => `Sistema de ${kWp}`,
    /** Where the testimonial was given, after its date. */
    source: { google: 'no Google', whatsapp: 'por WhatsApp', pessoalmente: 'pessoalmente', email: 'por e‑mail' } as Record<TestimonialData['source'], string>,
  },
  rating: {
    /** What the stars say to a screen reader. */
    text: (value: string, count: string) => `Nota ${value} de 5 no Google, ${count} avaliações`,
    /** Beside the stars and the value, to the eye. */
    visible: (count: string) => `no Google · ${count} avaliações`,
    readOn: 'Consultada em',
    link: 'Ver as avaliações',
  },
  brands: {
    title: 'Marcas que instalamos',
    lead: 'Os fabricantes dos módulos, inversores e estruturas que usamos nos projetos.',
  },
  team: {
    title: 'Quem cuida do seu projeto',
    /** The name of the row of people, which a keyboard scrolls sideways on a phone. */
    row: 'Equipe',
  },
  credentials: {
    title: 'Responsabilidade técnica',
    verify: 'Consultar o registro',
  },
};
