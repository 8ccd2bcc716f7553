// The company's facts that the specification does not give, written in content/ with
// made-up values so the site can be built and tested. `npm run check:launch` looks for
// each value below in every file of content/ (this one aside), reports where it still
// is (file and line), and fails while any is left; a build with SITE_ENV=production
// runs it first. Replace the value where it is used, never here. If a value turns out to
// be the company's real one, delete its entry.

export type Placeholder = {
  /** What the value stands for, as the report names it. */
  fact: string;
  /** The exact text the development build ships with. */
  value: string;
  /** Match only a whole string literal ('Centro'), for a value too common to find inside other text. */
  wholeString?: true;
};

export const PLACEHOLDERS: readonly Placeholder[] = [
  { fact: 'brand name', value: 'SolarPR Energia' },
  { fact: 'legal name', value: 'SolarPR Energia Ltda.' },
  { fact: 'CNPJ', value: '00.000.000/0001-00' },
  { fact: 'site URL', value: 'https://www.solarpr.com.br' },
  { fact: 'contact e-mail', value: 'contato@solarpr.com.br' },
  { fact: 'data-protection officer (encarregado)', value: 'Equipe de Privacidade da SolarPR Energia' },
  { fact: 'data-protection officer e-mail', value: 'privacidade@solarpr.com.br' },
  { fact: 'main office phone', value: '+554330250100' },
  { fact: 'main office phone as written', value: '(43) 3025-0100' },
  { fact: 'WhatsApp number', value: '+5543991000000' },
  { fact: 'WhatsApp number as written', value: '(43) 99100-0000' },
  { fact: 'head office street', value: 'Av. Higienópolis, 1000' },
  { fact: 'head office postal code (CEP)', value: '86020-000' },
  { fact: 'branch street', value: 'Rua Marechal Floriano Peixoto, 500' },
  { fact: 'branch postal code (CEP)', value: '85410-000' },
  { fact: 'branch phone', value: '+554532430100' },
  { fact: 'branch phone as written', value: '(45) 3243-0100' },
  { fact: 'district of an address', value: 'Centro', wholeString: true },
];
