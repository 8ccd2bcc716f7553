import type { Page } from '@playwright/test';
import { ownPlantFigures as appFigures, keyFigures } from '@/components/simulator/own-plant-result';
import { connectionStart, type OwnPlantInput, type OwnPlantResult, type RentalResult, type SubscriptionResult } from '@/components/simulator/simulate';
import { ownPlantInput as formDefaults } from '@/components/simulator/own-plant-input';
import { shareText } from '@/components/simulator/summary';
import { MODES, resultCopy, SIMULATOR_SECTION_ID, simulatorCopy, type SimulatorMode } from '@/content/simulator';
import { expect } from './fixtures';
import { visit } from './site';

// The savings simulator by role and label, and what its results should read: the sentences are
// formatted here with Intl's pt-BR rules (not the app's formatters) from the figures simulate()
// returns; the list of figures is the app's own (its wording is pinned in the unit tests), so the
// browser proves the page shows exactly what the arithmetic gives.

export const simulatorRegion = (page: Page) => page.getByRole('region', { name: simulatorCopy.title });
export const simulatorForm = (page: Page) => simulatorRegion(page).getByRole('form', { name: simulatorCopy.formTitle });
export const resultsRegion = (page: Page) => simulatorRegion(page).getByRole('region', { name: simulatorCopy.resultsTitle });
export const quoteButton = (page: Page) => resultsRegion(page).getByRole('button', { name: simulatorCopy.quote });
export const liveSummary = (page: Page) => simulatorForm(page).getByRole('group', { name: simulatorCopy.live.label });

export function modeRadio(page: Page, mode: SimulatorMode) {
  const label = MODES.find((m) => m.id === mode)!.label;
  return simulatorForm(page).getByRole('radio', { name: label });
}

export function simulatorFields(page: Page) {
  const form = simulatorForm(page);
  return {
    bill: form.getByRole('textbox', { name: simulatorCopy.bill.label }),
    consumption: form.getByRole('textbox', { name: simulatorCopy.consumption.label }),
    city: form.getByRole('combobox', { name: simulatorCopy.city.label, exact: true }),
    cityList: form.getByRole('listbox', { name: simulatorCopy.city.listLabel }),
    tariffClass: form.getByRole('combobox', { name: simulatorCopy.tariffClass.label }),
    connection: form.getByRole('combobox', { name: simulatorCopy.connection.label }),
    orientation: form.getByRole('combobox', { name: simulatorCopy.orientation.label }),
    shading: form.getByRole('combobox', { name: simulatorCopy.shading.label }),
    byKWh: form.getByRole('radio', { name: simulatorCopy.basis.kwh }),
    financed: form.getByRole('radio', { name: 'Financiado' }),
    rate: form.getByRole('textbox', { name: simulatorCopy.rate.label }),
    term: form.getByRole('textbox', { name: simulatorCopy.term.label }),
    grace: form.getByRole('textbox', { name: simulatorCopy.grace.label }),
    adjustments: form.getByText(simulatorCopy.adjustments),
    tariff: form.getByRole('textbox', { name: simulatorCopy.tariff.label }),
    publicLighting: form.getByRole('textbox', { name: simulatorCopy.publicLighting.label }),
  };
}

/** Opens the home page at the simulator and waits for its interactive part (the city search). */
export async function openSimulator(page: Page) {
  await visit(page, `/#${SIMULATOR_SECTION_ID}`);
  await expect(simulatorFields(page).city).toBeVisible();
}

/** The own-plant input the form gives with its defaults (a R$ 500 bill), connected after a quote made now (the page reads the same clock). */
export function ownPlantInput(patch: Partial<OwnPlantInput>, start = connectionStart(new Date())): OwnPlantInput {
  return formDefaults({ usage: { kind: 'bill', brl: 500 }, ...start, ...patch });
}

/** The term/definition pairs of the results, in order, folded or not. */
export async function resultFigures(page: Page, scope = resultsRegion(page)): Promise<Record<string, string>> {
  // Folded figures count too: a closed <details> keeps them in the page (innerText reads them as '', so textContent).
  const terms = await scope.getByRole('term', { includeHidden: true }).allTextContents();
  const definitions = await scope.getByRole('definition', { includeHidden: true }).allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term.trim(), definitions[index]?.trim() ?? '']));
}

const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ with cents: 'R$ 1.234,56' (Intl puts a no-break space after R$). */
export const brl = (value: number) => currency.format(value);
export const decimal = (value: number, digits = 0) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: digits }).format(value);
export const percent = (share: number, digits = 0) => `${decimal(share * 100, digits)}%`;
/** Estimates rounded to R$ 100, no cents: 'R$ 12.400'. */
export const brlApprox = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 }).format(Math.round(value / 100) * 100);
/** 'janeiro de 2027'. */
export const monthYear = (year: number, month: number) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' }).format(new Date(year, month, 15));

/** 'R$ 1.234,56' shape: dots group thousands, a comma before exactly two decimals. */
export const PT_BR_MONEY = /^R\$\u00a0\d{1,3}(\.\d{3})*,\d{2}$/;

/** The own-plant figures as the results list them (the key ones, then the folded rest), to compare with what the page shows. */
export function ownPlantFigures(r: OwnPlantResult): Record<string, string> {
  return Object.fromEntries([...keyFigures(r), ...appFigures(r)].map((figure) => [figure.label, figure.value]));
}

/** Unfolds the rest of an own-plant result: the figures, the charts and the notes. */
export async function openResultDetails(page: Page) {
  const summary = resultsRegion(page).getByText(resultCopy.usina.more, { exact: true });
  await summary.click();
  await expect(summary.locator('xpath=..')).toHaveAttribute('open', '');
}

/** The sentences each mode's result reads, in order. */
export function resultSentences(r: OwnPlantResult | SubscriptionResult | RentalResult): string[] {
  switch (r.mode) {
    case 'usina':
      return [resultCopy.usina.headline(brl(r.monthlySavings)), shareText(r), resultCopy.usina.dated(monthYear(r.year, r.month), percent(r.fioBShare))];
    case 'assinatura':
      return [
        resultCopy.assinatura.headline(brl(r.monthlySavings)),
        resultCopy.assinatura.share(percent(r.discount), percent(r.shareOfBill)),
        resultCopy.assinatura.breakdown(brl(r.billBRL), brl(r.publicLighting), brl(r.minimumBRL), brl(r.compensableBRL)),
        resultCopy.assinatura.yearly(brl(r.yearlySavings)),
        resultCopy.assinatura.condition,
      ];
    case 'investidor':
      return [
        resultCopy.investidor.headline(percent(r.monthlyYield, 2)),
        resultCopy.investidor.conditions(percent(r.monthlyYield, 2)),
        resultCopy.investidor.notAnOffer,
      ];
  }
}
