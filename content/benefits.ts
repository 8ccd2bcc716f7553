import 'server-only';
import { hero } from './hero';

// Marketing claims of spec section 9, where the benefits section shows them.

export type BenefitIcon = 'piggy-bank' | 'calendar-clock' | 'leaf' | 'home' | 'shield-check' | 'smartphone';

export type Benefit = {
  title: string;
  description: string;
  icon: BenefitIcon;
  /** What qualifies the claim, beside it, with a link to where the visitor checks it. */
  note?: { text: string; link: { label: string; href: string } };
};

export const benefitsIntro = {
  title: 'Por que investir em energia solar',
  lead: 'O que muda para você quando o telhado passa a gerar energia.',
};

export const benefits: readonly Benefit[] = [
  {
    title: 'Economia de até 95% na conta de luz',
    description: 'A conta cai para pouco mais que a taxa mínima da Copel.',
    icon: 'piggy-bank',
    // The specification's claim stays here, qualified beside it (issue 24); the hero leads with the simulator's range.
    note: {
      text: 'Os 95% valem para sistemas ligados antes de 2023, pela regra anterior à Lei 14.300; os de hoje pagam parte do Fio B.',
      link: hero.note.link,
    },
  },
  {
    title: 'Financiamento com até 120 dias de carência',
    description: 'Você começa a economizar antes da primeira parcela e, em muitos casos, a economia do mês cobre o financiamento.',
    icon: 'calendar-clock',
  },
  {
    title: 'Energia limpa e renovável',
    description: 'Cada quilowatt-hora gerado pelo sol é energia que não precisa vir de outras fontes.',
    icon: 'leaf',
  },
  {
    title: 'Valorização do imóvel',
    description: 'Imóveis que geram a própria energia custam menos para manter e chamam a atenção de quem compra ou aluga.',
    icon: 'home',
  },
  {
    title: 'Equipamentos com garantia',
    description: 'Módulos com garantia de desempenho de 25 anos e inversores de fabricantes reconhecidos.',
    icon: 'shield-check',
  },
  {
    title: 'Acompanhamento pelo celular',
    description: 'Veja quanto a sua usina gerou no dia, no mês e no ano, e receba um alerta se algo sair do normal.',
    icon: 'smartphone',
  },
];
