// The two example projects of the spec (section 3).

export type Project = {
  id: string;
  segment: 'Residencial' | 'Comercial';
  title: string;
  city: string;
  state: 'PR';
  powerKwp: number;
  result: { label: string; value: string };
  description: string;
  illustration: 'house' | 'store';
};

export const projectsIntro = {
  eyebrow: 'Projetos',
  title: 'Projetos que já geram economia',
  lead: 'Dois exemplos de sistemas que projetamos e instalamos no norte do Paraná.',
};

export const projects: readonly Project[] = [
  {
    id: 'residencial-londrina',
    segment: 'Residencial',
    title: 'Residência em Londrina',
    city: 'Londrina',
    state: 'PR',
    powerKwp: 5,
    result: { label: 'de economia na conta de luz', value: '90%' },
    description:
      'Sistema de 5 kWp no telhado de uma casa de família, instalado em dois dias e homologado na Copel. A conta passou a cobrar praticamente só a taxa mínima.',
    illustration: 'house',
  },
  {
    id: 'comercial-maringa',
    segment: 'Comercial',
    title: 'Comércio em Maringá',
    city: 'Maringá',
    state: 'PR',
    powerKwp: 15,
    result: { label: 'de retorno do investimento (ROI)', value: '4 anos' },
    description:
      'Sistema de 15 kWp para um comércio com alto consumo durante o dia. A economia mensal paga o investimento em 4 anos; depois disso, é lucro por mais de duas décadas.',
    illustration: 'store',
  },
];
