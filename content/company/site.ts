// Every business fact of the company, written once: identity.json and company.json, which the
// company edits in the CMS (/admin) and content/company/data.ts checks at build time. Until the
// company fills them they hold placeholders, listed in docs/before-going-live.md.
import { BRAND, MAIN_PHONE, phoneFact, type Phone } from './brand';
import company from './company.json';
import type { Company } from './schema';
import { whatsappContact } from './whatsapp';

export type { Phone };

const facts: Company = company as Company;

export type CompanySite = Omit<Company['sites'][number], 'phone'> & { state: 'PR'; phone: Phone };

export const site = {
  brand: BRAND,
  legalName: facts.legalName,
  cnpj: facts.cnpj,
  url: facts.url,
  email: facts.email,
  /** The data-protection officer (encarregado, LGPD art. 41), who answers requests about personal data. */
  dpo: facts.dpo,
  tagline: 'Energia Fotovoltaica',
  region: 'Paraná',
  /**
   * The state of every office and served municipality (the 399 of content/simulator/irradiation.ts), with
   * what tells it from a namesake in the structured data: its ISO 3166-2 code and its Wikidata item.
   */
  state: { name: 'Paraná', iso: 'BR-PR', wikidata: 'https://www.wikidata.org/wiki/Q15499' },
  mainPhone: MAIN_PHONE,
  whatsapp: whatsappContact,
  openingHours: facts.openingHours,
  /** The head office first. */
  sites: [...facts.sites]
    .sort((a, b) => Number(b.kind === 'head-office') - Number(a.kind === 'head-office'))
    .map((place): CompanySite => ({ ...place, state: 'PR', phone: place.phone === undefined ? MAIN_PHONE : phoneFact(place.phone) })),
};
