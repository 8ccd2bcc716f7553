// Every business fact of the company, written once. The spec hides the real
// values: these are placeholders, listed in the README under "Before going live".
import { BRAND, MAIN_PHONE } from './brand';
import { whatsappContact } from './whatsapp';

export type Phone = {
  /** E.164, used in tel: and wa.me links. */
  e164: string;
  /** As a visitor reads it. */
  display: string;
};

export type CompanySite = {
  kind: 'head-office' | 'branch';
  label: string;
  street: string;
  district: string;
  city: string;
  state: 'PR';
  cep: string;
  phone: Phone;
};

export const site = {
  brand: BRAND,
  legalName: 'SolarPR Energia Ltda.',
  cnpj: '00.000.000/0001-00',
  url: 'https://www.solarpr.com.br',
  email: 'contato@solarpr.com.br',
  /** The data-protection officer (encarregado, LGPD art. 41), who answers requests about personal data. */
  dpo: { name: 'Equipe de Privacidade da SolarPR Energia', email: 'privacidade@solarpr.com.br' },
  tagline: 'Energia Fotovoltaica',
  region: 'Paraná',
  mainPhone: MAIN_PHONE,
  whatsapp: whatsappContact,
  sites: [
    {
      kind: 'head-office',
      label: 'Matriz',
      street: 'Av. Higienópolis, 1000',
      district: 'Centro',
      city: 'Londrina',
      state: 'PR',
      cep: '86020-000',
      phone: MAIN_PHONE,
    },
    {
      kind: 'branch',
      label: 'Filial',
      street: 'Rua Marechal Floriano Peixoto, 500',
      district: 'Centro',
      city: 'Nova Aurora',
      state: 'PR',
      cep: '85410-000',
      phone: { e164: '+554532430100', display: '(45) 3243-0100' },
    },
  ] satisfies CompanySite[],
} as const;
