import { findMunicipality } from '@/components/simulator/city-search';
import { investmentFor } from '@/components/simulator/costs';
import { ownPlantInput } from '@/components/simulator/own-plant-input';
import { runPlant, yearBalance, yieldPerKWp, type PlantSetup } from '@/components/simulator/plant';
import { simulate, type OwnPlantResult } from '@/components/simulator/simulate';
import { premises, TARIFF_CLASSES } from '@/content/simulator/premises';

// Sizing as installers quote it: the smallest plant whose year balances, the credits of the sunny
// months (valid 60 months, Lei 14.300/2022) paying for the dark ones; worked on the typical cases of
// the closing tables (R$ 300, 500, 1.000 and 3.000 in Londrina and Ponta Grossa, connected in January 2027).

const CASES = ['Londrina', 'Ponta Grossa'].flatMap((city) => [300, 500, 1000, 3000].map((bill) => [city, bill] as const));
const kWp = (modules: number) => (modules * premises.moduleWatts) / 1000;

function sized(city: string, bill: number): { result: OwnPlantResult; setup: PlantSetup } {
  const result = simulate(ownPlantInput({ usage: { kind: 'bill', brl: bill }, city, year: 2027, month: 0 })) as OwnPlantResult;
  const setup: PlantSetup = {
    consumptionKWh: result.consumptionKWh,
    minimumKWh: result.minimumKWh,
    tariff: result.tariff,
    simultaneity: TARIFF_CLASSES[0]!.simultaneity,
    yieldPerKWp: yieldPerKWp(findMunicipality(city)!.monthly, 0.95),
    startYear: 2027,
    icms: TARIFF_CLASSES[0]!.icms,
  };
  return { result, setup };
}

/** The rule it replaces: every month of a January-to-December year at its floor, with no credit carried in. */
function everyMonthWithoutCredits(setup: PlantSetup): number {
  let modules = 1;
  while (runPlant({ ...setup, startMonth: 0 }, kWp(modules), 12).some((m) => m.compensatedKWh < m.wantedKWh - 1e-6)) modules++;
  return modules;
}

describe('sizing on the year’s balance (the typical cases)', () => {
  it.each(CASES)('%s, R$ %i: the year balances with the size quoted, not with one module fewer', (city, bill) => {
    const { result, setup } = sized(city, bill);
    const balance = (modules: number) => yearBalance(setup, modules);
    expect(balance(result.modules).injectedKWh).toBeGreaterThanOrEqual(balance(result.modules).wantedKWh);
    expect(balance(result.modules - 1).injectedKWh).toBeLessThan(balance(result.modules - 1).wantedKWh);
  });

  it.each(CASES)('%s, R$ %i: with the first year’s credits, every month of the second year reaches its floor', (city, bill) => {
    const { result, setup } = sized(city, bill);
    const second = runPlant({ ...setup, startMonth: 0 }, result.systemKWp, 24).slice(12);
    for (const month of second) expect([month.calendarMonth, month.compensatedKWh]).toEqual([month.calendarMonth, expect.closeTo(month.wantedKWh, 6)]);
  });

  it('is never larger than the month-by-month rule without credits, and smaller, so cheaper, where that rule added modules', () => {
    const compared = CASES.map(([city, bill]) => {
      const { result, setup } = sized(city, bill);
      return { now: result.modules, before: everyMonthWithoutCredits(setup) };
    });
    for (const { now, before } of compared) expect(now).toBeLessThanOrEqual(before);
    const smaller = compared.filter(({ now, before }) => now < before);
    expect(smaller.length).toBeGreaterThan(0);
    for (const { now, before } of smaller) expect(investmentFor(kWp(now)).mid).toBeLessThan(investmentFor(kWp(before)).mid);
  });
});
