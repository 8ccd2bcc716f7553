// The facts a visitor reads with a date: each written once here, with when it was
// valid and where it comes from, so the copy that names a year reads it from here, and
// `npm run check:launch` reports every fact older than its tolerance before a visitor finds it
// stale (a report, not a test: `npm test` must not start failing on a calendar day). The Copel
// tariff is company data (content/company/tariff.json), dated there and checked by check:launch.

export type DatedFact = {
  /** What the fact is, as check:launch names it. */
  fact: string;
  /** When the value was valid or read: a calendar year and month (1 = January). */
  year: number;
  month: number;
  /** Months after which a newer value is expected. */
  staleAfterMonths: number;
  /** Where a newer value is published. */
  source: string;
  /** Where it is used, for whoever updates it. */
  usedIn: string;
};

export const DATED_FACTS = {
  loanRates: {
    fact: 'Juros de partida das linhas de crédito para energia solar (a partir de 1,11% a 1,40% ao mês)',
    year: 2026,
    month: 11,
    staleAfterMonths: 12,
    source: 'Energia Solar Explicada, “Financiamento de energia solar em 2026” (taxas publicadas do BV e do Santander), ou as páginas dos bancos',
    usedIn: 'content/simulator/premises.ts (juros) e o campo de juros do simulador',
  },
  systemPrices: {
    fact: 'Preços de sistemas por Wp instalado',
    year: 2026,
    month: 2,
    staleAfterMonths: 12,
    source: 'Greener, Estudo Estratégico de Geração Distribuída; Canal Solar',
    usedIn: 'content/simulator/premises.ts (custos) e premise-texts.ts',
  },
  offers: {
    fact: 'Ofertas e contratos da empresa (o maior desconto da assinatura, o aluguel médio das usinas)',
    year: 2026,
    month: 11,
    staleAfterMonths: 12,
    source: 'as propostas e os contratos da própria empresa',
    usedIn: 'content/legal/terms.ts (o que vale cada número) e content/simulator/premise-texts.ts (assinatura e aluguel)',
  },
} as const satisfies Record<string, DatedFact>;

/** A fact's age in whole months at `today`. */
export function monthsOld(fact: DatedFact, today: Date): number {
  return (today.getUTCFullYear() - fact.year) * 12 + (today.getUTCMonth() + 1 - fact.month);
}
