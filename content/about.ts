// The about section: company story and the numbers of spec section 9.

export const about = {
  eyebrow: 'Sobre Nós',
  title: 'Uma empresa paranaense de energia solar',
  paragraphs: [
    'Começamos em Londrina há 10 anos com uma ideia simples: levar energia solar bem feita para as famílias e empresas do Paraná, com projeto sério, instalação caprichada e atendimento de quem está perto.',
    'Hoje, com a matriz em Londrina e a filial em Nova Aurora, atendemos do norte ao oeste do estado, com equipe própria de engenheiros e instaladores, do primeiro orçamento à manutenção anos depois.',
  ],
  stats: [
    { value: '500+', label: 'projetos entregues' },
    { value: '10 anos', label: 'de experiência' },
    { value: '95%', label: 'de clientes satisfeitos' },
  ],
  values: [
    'Dimensionamento honesto, feito a partir do seu consumo real',
    'Equipe própria, sem terceirizar a instalação',
    'Suporte local em Londrina e Nova Aurora',
  ],
};
