// The company's facts that the specification does not give, written in content/ with
// made-up values so the site can be built and tested. `npm run check:launch` looks for
// each value below in every file of content/ (this one aside), reports where it still
// is (file and line), and fails while any is left; a build with SITE_ENV=production
// runs it first. Replace the value where it is used (in the CMS at /admin, whose screen and
// field each `fact` names), never here. If a value turns out to be the company's real one,
// delete its entry.

export type Placeholder = {
  /** What the value stands for, as the CMS names the field: 'Dados da empresa › CNPJ'. */
  fact: string;
  /** The exact text the development build ships with. */
  value: string;
  /** Match only a whole string literal ('Centro'), for a value too common to find inside other text. */
  wholeString?: true;
};

export const PLACEHOLDERS: readonly Placeholder[] = [
  { fact: 'Marca e telefones › Nome da marca', value: 'SolarPR Energia' },
  { fact: 'Marca e telefones › Telefone da matriz', value: '(43) 3025-0100' },
  { fact: 'Marca e telefones › WhatsApp › Número do WhatsApp', value: '(43) 99100-0000' },
  { fact: 'Dados da empresa › Razão social', value: 'SolarPR Energia Ltda.' },
  { fact: 'Dados da empresa › CNPJ', value: '00.000.000/0001-00' },
  { fact: 'Dados da empresa › Endereço do site', value: 'https://www.solarpr.com.br' },
  { fact: 'Dados da empresa › E-mail de contato', value: 'contato@solarpr.com.br' },
  { fact: 'Dados da empresa › Proteção de dados › Encarregado de dados (LGPD)', value: 'Equipe de Privacidade da SolarPR Energia' },
  { fact: 'Dados da empresa › Proteção de dados › E-mail do encarregado', value: 'privacidade@solarpr.com.br' },
  { fact: 'Dados da empresa › Unidades › Matriz › Endereço', value: 'Av. Higienópolis, 1000' },
  { fact: 'Dados da empresa › Unidades › Matriz › CEP', value: '86020-000' },
  { fact: 'Dados da empresa › Unidades › Filial › Endereço', value: 'Rua Marechal Floriano Peixoto, 500' },
  { fact: 'Dados da empresa › Unidades › Filial › CEP', value: '85410-000' },
  { fact: 'Dados da empresa › Unidades › Filial › Telefone da unidade', value: '(45) 3243-0100' },
  { fact: 'Dados da empresa › Unidades › Bairro', value: 'Centro', wholeString: true },
  { fact: 'Números da empresa › Fonte', value: 'Número informado pela própria empresa.' },
];
