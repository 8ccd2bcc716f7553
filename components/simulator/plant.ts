import { DAYS_IN_MONTH, FIO_B_SCHEDULE, premises as defaultPremises, type Premises } from '@/content/simulator/premises';
import { billMonth, CreditLedger, type MonthBill } from './billing';

// A plant month by month: what it generates, what the bill becomes, and the smallest plant that
// brings every month of its first year down to the lowest bill the rules allow.

/** Share of the Fio B charged on compensated energy in a calendar year (Lei 14.300, art. 27). */
export function fioBShare(year: number, p: Premises = defaultPremises): number {
  const years = Object.keys(FIO_B_SCHEDULE).map(Number);
  if (year > Math.max(...years)) return p.fioBShareAfterSchedule;
  return FIO_B_SCHEDULE[Math.max(year, Math.min(...years))] ?? p.fioBShareAfterSchedule;
}

/** kWh a month per kWp, January to December, from the month's irradiation in Wh/m²·day. */
export function yieldPerKWp(monthlyWh: readonly number[], roofFactor: number, p: Premises = defaultPremises): number[] {
  return monthlyWh.map((wh, month) => (wh / 1000) * DAYS_IN_MONTH[month]! * p.performanceRatio * roofFactor);
}

/** What is left of the nameplate output in a year of operation (0 = the first). */
function ageFactor(yearIndex: number, p: Premises = defaultPremises): number {
  return (1 - p.firstYearLoss) * (1 - p.degradationPerYear) ** yearIndex;
}

export type PlantSetup = {
  consumptionKWh: number;
  minimumKWh: number;
  tariff: number;
  simultaneity: number;
  /** kWh a month per kWp, January first, before ageing. */
  yieldPerKWp: readonly number[];
  /** Calendar year of connection; the simulation starts in its January. */
  startYear: number;
};

export type MonthRecord = MonthBill & { month: number; generationKWh: number; creditsKWh: number };

export function runPlant(setup: PlantSetup, kWp: number, months: number, p: Premises = defaultPremises): MonthRecord[] {
  const credits = new CreditLedger(p.creditValidityMonths);
  const records: MonthRecord[] = [];
  for (let month = 0; month < months; month++) {
    const year = Math.floor(month / 12);
    const generationKWh = kWp * setup.yieldPerKWp[month % 12]! * ageFactor(year, p);
    const fioBPerKWh = p.fioBShareOfTariff * setup.tariff * fioBShare(setup.startYear + year, p);
    const bill = billMonth(
      {
        consumptionKWh: setup.consumptionKWh,
        generationKWh,
        minimumKWh: setup.minimumKWh,
        tariff: setup.tariff,
        fioBPerKWh,
        simultaneity: setup.simultaneity,
      },
      credits,
      month,
    );
    records.push({ ...bill, month, generationKWh, creditsKWh: credits.balance });
  }
  return records;
}

/** Every month of the first year got all the compensation that lowers its bill. */
function coversFirstYear(setup: PlantSetup, modules: number, p: Premises): boolean {
  const kWp = (modules * p.moduleWatts) / 1000;
  return runPlant(setup, kWp, 12, p).every((month) => month.compensatedKWh >= month.wantedKWh - 1e-6);
}

/**
 * The smallest whole number of modules that covers the first year (credits from sunny months
 * carried to the dark ones). Rounding is always up: one module fewer leaves some month short.
 */
export function sizeModules(setup: PlantSetup, p: Premises = defaultPremises): number {
  if (coversFirstYear(setup, 1, p)) return 1;
  let low = 1;
  let high = 2;
  while (!coversFirstYear(setup, high, p)) {
    low = high;
    high *= 2;
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (coversFirstYear(setup, middle, p)) high = middle;
    else low = middle;
  }
  return high;
}
