import type { Page } from '@playwright/test';
import { MODES, premises, resultCopy, simulatorCopy, type SimulatorMode } from '@/content/simulator';
import type { OwnPlantResult, RentalResult, SubscriptionResult } from '@/components/simulator/simulate';

// The savings simulator by role and label, and what its results should read, formatted here
// with Intl's pt-BR rules (not the app's formatters) from the figures simulate() returns.

export const simulatorRegion = (page: Page) => page.getByRole('region', { name: simulatorCopy.title });
export const simulatorForm = (page: Page) => simulatorRegion(page).getByRole('form', { name: simulatorCopy.formTitle });
export const resultsRegion = (page: Page) => simulatorRegion(page).getByRole('region', { name: simulatorCopy.resultsTitle });
export const quoteButton = (page: Page) => resultsRegion(page).getByRole('button', { name: simulatorCopy.quote });

export function modeRadio(page: Page, mode: SimulatorMode) {
  const label = MODES.find((m) => m.id === mode)!.label;
  return simulatorForm(page).getByRole('radio', { name: label });
}

export function simulatorFields(page: Page) {
  const form = simulatorForm(page);
  return {
    bill: form.getByRole('textbox', { name: simulatorCopy.bill.label }),
    consumption: form.getByRole('textbox', { name: simulatorCopy.consumption.label }),
    tariff: form.getByRole('textbox', { name: simulatorCopy.tariff.label }),
    amount: form.getByRole('textbox', { name: simulatorCopy.amount.label }),
    city: form.getByRole('combobox', { name: simulatorCopy.city.label }),
    connection: form.getByRole('combobox', { name: simulatorCopy.connection.label }),
    byKWh: form.getByRole('radio', { name: simulatorCopy.basis.kwh }),
  };
}

/** The term/definition pairs of the results, in order. */
export async function resultFigures(page: Page): Promise<Record<string, string>> {
  const results = resultsRegion(page);
  const terms = await results.getByRole('term').allInnerTexts();
  const definitions = await results.getByRole('definition').allInnerTexts();
  return Object.fromEntries(terms.map((term, index) => [term.trim(), definitions[index]?.trim() ?? '']));
}

const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const wholeCurrency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });

/** R$ with cents: 'R$ 1.234,56' (Intl puts a no-break space after R$). */
export const brl = (value: number) => currency.format(value);
/** An estimate to the nearest R$ 100, without cents: 'R$ 8.600'. */
export const brlApprox = (value: number) => wholeCurrency.format(Math.round(value / 100) * 100);
export const decimal = (value: number, digits = 0) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: digits }).format(value);
export const percent = (share: number, digits = 0) => `${decimal(share * 100, digits)}%`;

/** 'R$ 1.234,56' shape: dots group thousands, a comma before exactly two decimals. */
export const PT_BR_MONEY = /^R\$\u00a0\d{1,3}(\.\d{3})*,\d{2}$/;

export function ownPlantFigures(r: OwnPlantResult): Record<string, string> {
  const c = resultCopy.usina;
  const payback = r.paybackYears === null ? c.paybackNever : c.paybackValue(decimal(r.paybackYears, 1));
  return {
    [c.billBefore]: brl(r.billBefore),
    [c.billAfter]: brl(r.billAfter),
    [c.yearly]: brl(r.yearlySavings),
    [c.system]: c.systemValue(decimal(r.systemKWp, 2), r.modules, premises.moduleWatts),
    [c.generation]: c.generationValue(decimal(r.generationKWh)),
    [c.roof]: c.roofValue(decimal(r.roofAreaM2)),
    [c.investment]: c.range(brlApprox(r.investment.low), brlApprox(r.investment.high)),
    [c.payback]: payback,
    [c.horizon]: c.horizonValue(brlApprox(r.savingsHorizon), brlApprox(r.savingsHorizon - r.investment.mid)),
    [c.co2]: c.co2Value(decimal(r.co2TonsPerYear, 2), decimal(r.co2TonsHorizon, 1)),
  };
}

/** The sentences each mode's result reads, in order. */
export function resultSentences(r: OwnPlantResult | SubscriptionResult | RentalResult): string[] {
  switch (r.mode) {
    case 'usina':
      return [resultCopy.usina.headline(brl(r.monthlySavings)), resultCopy.usina.share(percent(r.savingsShare)), resultCopy.usina.fioB(r.year, percent(r.fioBShare))];
    case 'assinatura':
      return [
        resultCopy.assinatura.headline(brl(r.monthlySavings)),
        resultCopy.assinatura.share(percent(r.discount)),
        resultCopy.assinatura.yearly(brl(r.yearlySavings)),
      ];
    case 'investidor':
      return [
        resultCopy.investidor.headline(brl(r.monthlyIncome)),
        resultCopy.investidor.yearly(brl(r.yearlyIncome)),
        resultCopy.investidor.note(percent(r.monthlyYield, 2)),
      ];
  }
}
