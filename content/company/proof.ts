// Proof a visitor can check: what clients said, the equipment brands installed, the
// company's registrations and its Google rating. Every slot is EMPTY until the company
// supplies the real thing: never invent a testimonial, a rating, a brand or a credential.
// An empty slot hides its home section (and its JSON-LD); `npm run check:launch` lists
// the slots still empty.

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = `${number}-${number}-${number}`;

/**
 * A client's own words. Publish one only with the client's written permission to show
 * the name, the city and the text (LGPD); correct typos, never the meaning.
 */
export type Testimonial = {
  /** As the client agreed to be named, e.g. 'Maria S.'. */
  name: string;
  /** City and state, e.g. 'Londrina/PR'. */
  city: string;
  /** When the client said or wrote it. */
  date: IsoDate;
  text: string;
  /** The system the company installed for this client, when there is one. */
  system?: { kWp: number; kind?: string };
};

/** An equipment brand the company installs, with what it supplies. */
export type EquipmentBrand = {
  name: string;
  /** What the brand supplies, e.g. 'Módulos fotovoltaicos' or 'Inversores'. */
  what: string;
  /** A logo file under public/, e.g. '/marcas/fabricante.svg', used with the brand's permission. */
  logo?: { src: string; width: number; height: number };
};

/** A registration a client can verify, e.g. the CREA registration of the technical lead. */
export type Credential = {
  /** What it is, e.g. 'Registro no CREA-PR'. */
  title: string;
  /** The registration number, e.g. 'PR-123456/D'. */
  number: string;
  /** Who holds it, e.g. 'Eng. eletricista Fulano de Tal, responsável técnico'. */
  holder: string;
  /** Where anyone can look the number up, when the registry offers a public search. */
  url?: string;
};

/** The company's rating on Google, copied by hand from its Google Business Profile. */
export type GoogleRating = {
  /** The average, 1 to 5, as Google shows it (one decimal). */
  value: number;
  /** How many reviews the average comes from. */
  count: number;
  /** The public page with the reviews. */
  url: string;
  /** When the numbers were read: the page shows this date, since they change. */
  readOn: IsoDate;
};

export type Proof = {
  testimonials: readonly Testimonial[];
  brands: readonly EquipmentBrand[];
  credentials: readonly Credential[];
  googleRating: GoogleRating | null;
};

export const proof: Proof = {
  testimonials: [],
  brands: [],
  credentials: [],
  googleRating: null,
};

export const proofCopy = {
  testimonials: {
    eyebrow: 'Depoimentos',
    title: 'O que dizem nossos clientes',
    system: (kWp: string, kind?: string) => `Sistema de ${kWp}${kind ? `, ${kind}` : ''}`,
  },
  rating: {
    text: (value: string, count: string) => `Nota ${value} de 5 no Google, com ${count} avaliações`,
    readOn: 'consultada em',
    link: 'Ver as avaliações no Google',
  },
  brands: {
    eyebrow: 'Equipamentos',
    title: 'Marcas que instalamos',
  },
  credentials: {
    eyebrow: 'Registros',
    title: 'Responsabilidade técnica',
    lead: 'Os registros que você pode conferir antes de contratar.',
    verify: 'Consultar o registro',
  },
};
