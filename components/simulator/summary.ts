import { CITIES, CONNECTIONS, resultCopy, summaryCopy } from '@/content/simulator';
import type { ServiceId } from '@/content/services';
import { formatBRL, formatBRLApprox, formatDecimal, formatPercent } from './number-format';
import type { SimulationResult } from './simulate';

// What a simulation says in one paragraph: for the contact form, WhatsApp and screen readers.

export const SERVICE_BY_MODE: Record<SimulationResult['mode'], ServiceId> = {
  usina: 'usinas-consumo',
  assinatura: 'energia-assinatura',
  investidor: 'aluguel-usinas',
};

export function paybackText(years: number | null): string {
  return years === null ? resultCopy.usina.paybackNever : resultCopy.usina.paybackValue(formatDecimal(years, 1));
}

export function leadMessage(result: SimulationResult): string {
  switch (result.mode) {
    case 'usina':
      return summaryCopy.usina({
        city: CITIES.find((c) => c.id === result.city)?.label ?? '',
        connection: (CONNECTIONS.find((c) => c.id === result.connection)?.label ?? '').toLowerCase(),
        bill: formatBRL(result.billBefore),
        kwh: formatDecimal(result.consumptionKWh),
        kwp: formatDecimal(result.systemKWp, 2),
        modules: result.modules,
        generation: formatDecimal(result.generationKWh),
        after: formatBRL(result.billAfter),
        savings: formatBRL(result.monthlySavings),
        share: formatPercent(result.savingsShare),
        low: formatBRLApprox(result.investment.low),
        high: formatBRLApprox(result.investment.high),
        payback: paybackText(result.paybackYears),
      });
    case 'assinatura':
      return summaryCopy.assinatura({
        bill: formatBRL(result.billBRL),
        savings: formatBRL(result.monthlySavings),
        share: formatPercent(result.discount),
      });
    case 'investidor':
      return summaryCopy.investidor({
        amount: formatBRL(result.amountBRL),
        income: formatBRL(result.monthlyIncome),
        yieldText: formatPercent(result.monthlyYield, 2),
      });
  }
}

/** One short sentence for the polite live region. */
export function announcement(result: SimulationResult): string {
  const { announce } = summaryCopy;
  switch (result.mode) {
    case 'usina':
      return announce.usina(formatBRL(result.monthlySavings), formatPercent(result.savingsShare), formatDecimal(result.systemKWp, 2));
    case 'assinatura':
      return announce.assinatura(formatBRL(result.monthlySavings));
    case 'investidor':
      return announce.investidor(formatBRL(result.monthlyIncome));
  }
}
