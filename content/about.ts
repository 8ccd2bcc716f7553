import 'server-only';
import { companyContent } from './company/data';
import { site } from './company/site';
import type { PhotoRef } from './media';

// The about section: the company's story and how it works with a client.

/** 'a matriz em Londrina e a filial em Nova Aurora': the offices as the company lists them (Dados da empresa › Unidades). */
function officesSentence(): string {
  const [head, ...branches] = site.sites;
  if (branches.length === 0) return `a matriz em ${head!.city}`;
  const cities = new Intl.ListFormat('pt-BR').format(branches.map((branch) => branch.city));
  return `a matriz em ${head!.city} e ${branches.length === 1 ? 'a filial' : 'filiais'} em ${cities}`;
}

export const about = {
  /** The company's photo beside its story (Fotos do site › Sobre a empresa); none by default: the section has no drawing. */
  photo: companyContent().pictures.about as PhotoRef | undefined,
  title: 'Uma empresa paranaense, perto de você',
  paragraphs: [
    'Começamos em Londrina há 10 anos com uma ideia simples: levar energia solar bem feita às famílias ' +
      'e empresas do Paraná, com projeto sério, instalação caprichada e atendimento de quem está perto.',
  ],
  /** The last paragraph, with a link to the city pages (/energia-solar/) inside it. */
  area: {
    before: `Hoje, com ${officesSentence()}, `,
    link: 'atendemos do norte ao oeste do estado',
    after: '. A mesma equipe cuida do seu sistema do primeiro orçamento à manutenção, anos depois.',
  },
  stepsTitle: 'Como trabalhamos',
  steps: [
    { title: 'Visita técnica', text: 'Telhado, ligação e histórico de consumo: dimensionamos pelo que você gasta de verdade.' },
    { title: 'Projeto e homologação', text: 'O projeto e toda a papelada com a Copel ficam por nossa conta.' },
    { title: 'Instalação', text: 'Equipe própria, sem terceirizar, e equipamentos de fabricantes reconhecidos.' },
    { title: 'Acompanhamento', text: 'Monitoramento pelo celular, limpeza e manutenção com suporte local.' },
  ],
};
