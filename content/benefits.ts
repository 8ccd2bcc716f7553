import 'server-only';
import { hero } from './hero';

// Marketing claims of spec section 9, where the benefits section shows them.

export type BenefitIcon = 'piggy-bank' | 'calendar-clock' | 'leaf' | 'home' | 'shield-check' | 'smartphone';

/**
 * What the simulator computes at build time for the sentences beside the claims (a solar
 * engineer's review: every number the page states is one the simulator gives for a system bought now).
 */
export type BenefitFigures = {
  /** Best first-year saving of a home (B1) and a shop (B3) it would quote, e.g. '85%'. */
  home: string;
  shop: string;
  /** The month and year of connection of a quote made today. */
  connected: string;
  /** Months between the connection and the first instalment of the default loan, counted from the signing. */
  monthsBeforeFirstInstalment: number;
  graceDays: number;
  /** Days from the signing to the connection. */
  leadDays: number;
};

type Text = string | ((f: BenefitFigures) => string);

export type Benefit = {
  title: string;
  description: Text;
  icon: BenefitIcon;
  /** What qualifies the claim, beside it, with a link to where the visitor checks it. */
  note?: { text: Text; link: { label: string; href: string } };
};

/** Bills, R$ a month, over which the benefits take the simulator's best case (all within micro-generation). */
export const bestCaseBillsBRL = [300, 500, 1000, 2000, 3000, 5000] as const;

export const benefitsIntro = {
  title: 'Vantagens da energia solar',
  lead: 'O que muda para você quando o telhado passa a gerar energia.',
};

export const benefits: readonly Benefit[] = [
  {
    title: 'Economia de até 95% na conta de luz',
    // The bill of a system connected today is 1 to 4 times the minimum charge, not 'pouco mais que a taxa mínima'.
    description: (f) =>
      `Ligado em ${f.connected}, um sistema chega a ${f.home} numa casa e ${f.shop} num comércio no 1º ano, pelo nosso simulador: ficam ` +
      'a taxa mínima, a iluminação pública e parte do Fio B (e, após 48 meses, o ICMS).',
    icon: 'piggy-bank',
    // The specification's claim stays here, qualified beside it; the hero leads with the simulator's range.
    note: {
      text: 'Os 95% valem para sistemas ligados antes de 2023, pela regra anterior à Lei 14.300.',
      link: hero.note.link,
    },
  },
  {
    title: 'Financiamento com até 120 dias de carência',
    // What holds for everyone: the grace, counted from the signing, which comes before the connection.
    // Whether the saving covers the instalment depends on the bill: with the default loan the
    // simulator says 'Sim' for none of 36 typical cases, so the card leaves it to the simulator.
    description: (f) =>
      `A carência conta da assinatura, e o sistema é ligado cerca de ${f.leadDays} dias depois: você economiza cerca de ` +
      `${f.monthsBeforeFirstInstalment} meses antes da primeira parcela. Se a parcela cabe, o simulador mostra.`,
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
    description: 'Módulos com garantia de desempenho de 30 anos e inversores de fabricantes reconhecidos.',
    icon: 'shield-check',
  },
  {
    title: 'Acompanhamento pelo celular',
    description: 'Veja quanto a sua usina gerou no dia, no mês e no ano, e receba um alerta se algo sair do normal.',
    icon: 'smartphone',
  },
];
