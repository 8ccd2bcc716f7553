export const hero = {
  eyebrow: 'Energia solar no Paraná',
  title: 'Sua conta de luz até 95% menor com energia solar',
  lead: 'Projetamos, instalamos e cuidamos de usinas fotovoltaicas para casas, empresas e investidores em todo o Paraná. Sem investimento inicial na energia por assinatura, com financiamento e até 120 dias de carência na usina própria.',
  primaryCta: 'Solicitar Orçamento',
  secondaryCta: 'Simular economia',
  phoneLead: 'Prefere conversar? Ligue',
  highlights: ['Matriz em Londrina e filial em Nova Aurora', 'Mais de 500 projetos entregues', 'Equipe própria de instalação e manutenção'],
  illustrationTitle: 'Casa com placas solares no telhado sob o sol',
};
