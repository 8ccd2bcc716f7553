import 'server-only';
import { typicalCopy } from './simulator/typical';

// Marketing claims of spec section 9, where the benefits section shows them.

export type BenefitIcon = 'piggy-bank' | 'calendar-clock' | 'leaf' | 'home' | 'shield-check' | 'smartphone';

/**
 * What the simulator computes at build time for the sentences beside the claims (a solar
 * engineer's review: every number the page states is one the simulator gives for a system bought now).
 */
export type BenefitFigures = {
  /** The typical homes' saving, in the words every page states it with (content/simulator/typical.ts). */
  savings: string;
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

export const benefitsIntro = {
  title: 'Vantagens da energia solar',
  lead: 'O que muda para você quando o telhado passa a gerar energia.',
};

export const benefits: readonly Benefit[] = [
  {
    title: 'Economia de até 95% na conta de luz',
    // The specification's claim stays as the client wrote it, with its condition in one line; the
    // sentence under it is the typical homes' saving, as the hero and the simulator state it.
    description: (f) => f.savings,
    icon: 'piggy-bank',
    note: {
      text: 'Os 95% valem para sistemas ligados antes de 2023, pela regra anterior à Lei 14.300.',
      link: typicalCopy.link,
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
