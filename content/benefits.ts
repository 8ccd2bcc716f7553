import 'server-only';
import { hero } from './hero';

// Marketing claims of spec section 9, where the benefits section shows them.

export type BenefitIcon = 'piggy-bank' | 'calendar-clock' | 'leaf' | 'home' | 'shield-check' | 'smartphone';

export type Benefit = {
  title: string;
  description: string;
  icon: BenefitIcon;
  /** A link to what qualifies the claim, beside it. */
  note?: { label: string; href: string };
};

export const benefitsIntro = {
  eyebrow: 'Benefícios',
  title: 'Por que investir em energia solar',
  lead: 'O que muda para você quando o telhado passa a gerar energia.',
};

export const benefits: readonly Benefit[] = [
  {
    title: 'Economia de até 95% na conta de luz',
    description: 'A conta passa a cobrar pouco mais que a taxa mínima da Copel, e você fica protegido dos reajustes de tarifa.',
    icon: 'piggy-bank',
    note: { label: 'Quando a economia chega a 95%', href: `#${hero.note.id}` },
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
