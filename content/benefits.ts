// Marketing claims of spec section 9, where the benefits section shows them.

export type BenefitIcon = 'piggy-bank' | 'calendar-clock' | 'leaf' | 'home' | 'shield-check' | 'smartphone';

export type Benefit = { title: string; description: string; icon: BenefitIcon; highlight?: string };

export const benefitsIntro = {
  eyebrow: 'Benefícios',
  title: 'Por que investir em energia solar',
  lead: 'O sol do Paraná é um dos mais constantes do Sul do Brasil. Transformá-lo em economia é mais simples do que parece.',
};

export const benefits: readonly Benefit[] = [
  {
    title: 'Economia de até 95% na conta de luz',
    description: 'Você passa a pagar basicamente a taxa mínima da distribuidora, e se protege dos reajustes de tarifa.',
    icon: 'piggy-bank',
    highlight: 'até 95%',
  },
  {
    title: 'Financiamento com até 120 dias de carência',
    description: 'Comece a economizar antes da primeira parcela: em muitos casos a economia mensal cobre o financiamento.',
    icon: 'calendar-clock',
    highlight: '120 dias',
  },
  {
    title: 'Energia limpa e renovável',
    description: 'Cada quilowatt-hora gerado pelo sol é energia que não precisa vir de outras fontes.',
    icon: 'leaf',
  },
  {
    title: 'Valorização do imóvel',
    description: 'Imóveis com geração própria de energia são mais procurados e têm custo de manutenção menor.',
    icon: 'home',
  },
  {
    title: 'Equipamentos com garantia',
    description: 'Módulos com garantia de desempenho de 25 anos e inversores de fabricantes reconhecidos.',
    icon: 'shield-check',
  },
  {
    title: 'Acompanhamento pelo celular',
    description: 'Veja quanto sua usina gerou no dia, no mês e no ano, e receba alertas se algo sair do normal.',
    icon: 'smartphone',
  },
];
