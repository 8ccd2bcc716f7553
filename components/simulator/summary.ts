import { MODES, resultCopy, summaryCopy } from '@/content/simulator/copy';
import { CONNECTIONS, TARIFF_CLASSES } from '@/content/simulator/premises';
import { serviceForMode, type ServiceId } from '@/content/services';
import { formatBRL, formatBRLApprox, formatDecimal, formatMonthYear, formatPercent } from '@/lib/format/format';
import type { OwnPlantResult, SimulationResult } from './simulate';

// What a simulation says in one paragraph: for the contact form, WhatsApp and screen readers.

/** The service a simulation in each mode is a quote for (content/services.ts). */
export const SERVICE_BY_MODE = Object.fromEntries(MODES.map(({ id }) => [id, serviceForMode(id)])) as Record<SimulationResult['mode'], ServiceId>;

export function paybackText(years: number | null): string {
  return years === null ? resultCopy.usina.paybackNever : resultCopy.usina.paybackValue(formatDecimal(years, 1));
}

/** Why an installer would not quote this system, in one sentence; null when one would. */
export function notViableReason(result: OwnPlantResult): string | null {
  const { viability } = result;
  const copy = resultCopy.notViable;
  switch (viability.kind) {
    case 'ok':
      return null;
    case 'too-small':
      return copy.tooSmall(viability.modules);
    case 'no-return':
      return viability.cause === 'interest' ? copy.noReturnInterest(formatBRLApprox(result.savingsHorizon), formatBRLApprox(result.toPayBack)) : copy.noReturn;
    case 'too-large':
      return copy.tooLarge(formatDecimal(result.systemKWp, 2), formatDecimal(result.inverterKW, 1), formatDecimal(viability.maxKW));
  }
}

/** Whether the result's class pays ICMS on compensated energy once Paraná's exemption ends (a CAD/PRO producer does not). */
export const paysIcms = (result: OwnPlantResult) => TARIFF_CLASSES.find((c) => c.id === result.tariffClass)!.icms > 0;

/** The first year's share and, beside it, the share once the rules stop changing and over 25 years. */
export function shareText(result: OwnPlantResult): string {
  const copy = resultCopy.usina;
  return (paysIcms(result) ? copy.share : copy.shareWithoutIcms)(
    formatPercent(result.savingsShare),
    formatPercent(result.settled.savingsShare),
    formatMonthYear(result.settled.year, result.settled.month),
    formatPercent(result.horizonShare),
  );
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const label = <T extends { id: string; label: string }>(list: readonly T[], id: string) => list.find((item) => item.id === id)?.label ?? '';

function financingText(result: OwnPlantResult): string {
  if (!result.financing) return '';
  const { instalment, termMonths, monthlyRate, cetMonthly } = result.financing;
  return summaryCopy.financing(formatBRL(instalment), termMonths, formatPercent(monthlyRate, 2), formatPercent(cetMonthly, 2));
}

export function leadMessage(result: SimulationResult): string {
  switch (result.mode) {
    case 'usina':
      return summaryCopy.usina({
        city: result.city,
        tariffClass: lowerFirst(label(TARIFF_CLASSES, result.tariffClass)),
        connection: label(CONNECTIONS, result.connection).toLowerCase(),
        bill: formatBRL(result.billBefore),
        kwh: formatDecimal(result.consumptionKWh),
        kwp: formatDecimal(result.systemKWp, 2),
        modules: result.modules,
        after: formatBRL(result.billAfter),
        savings: formatBRL(result.monthlySavings),
        low: formatBRLApprox(result.investment.low),
        high: formatBRLApprox(result.investment.high),
        payback: paybackText(result.paybackYears),
        financing: financingText(result),
      });
    case 'assinatura':
      return summaryCopy.assinatura({
        bill: formatBRL(result.billBRL),
        savings: formatBRL(result.monthlySavings),
        share: formatPercent(result.discount),
        ofBill: formatPercent(result.shareOfBill),
      });
    case 'investidor':
      return summaryCopy.investidor({ yieldText: formatPercent(result.monthlyYield, 2) });
  }
}

/** One short sentence for the polite live region. */
export function announcement(result: SimulationResult): string {
  const { announce } = summaryCopy;
  switch (result.mode) {
    case 'usina': {
      const reason = notViableReason(result);
      if (reason) return announce.notViable(reason);
      const base = announce.usina(
        formatBRL(result.monthlySavings),
        formatPercent(result.savingsShare),
        formatDecimal(result.systemKWp, 2),
        paybackText(result.paybackYears),
      );
      return result.financing ? base + announce.financing(formatBRL(result.financing.instalment), result.financing.fit) : base;
    }
    case 'assinatura':
      return announce.assinatura(formatBRL(result.monthlySavings));
    case 'investidor':
      return announce.investidor(formatPercent(result.monthlyYield, 2));
  }
}

/** The few words the compact summary shows beside the inputs on a phone. */
export function liveSummary(result: SimulationResult): string[] {
  const { live } = summaryCopy;
  switch (result.mode) {
    case 'usina': {
      if (result.viability.kind !== 'ok') return [resultCopy.notViable.title];
      const main = live.usina(formatBRLApprox(result.monthlySavings, 1), paybackText(result.paybackYears));
      return result.financing ? [main, live.financing(formatBRLApprox(result.financing.instalment, 1))] : [main];
    }
    case 'assinatura':
      return [live.assinatura(formatBRL(result.monthlySavings))];
    case 'investidor':
      return [live.investidor(formatPercent(result.monthlyYield, 2))];
  }
}
