import { DAYS_IN_MONTH, FIO_B_SCHEDULE, premises as defaultPremises, type Premises } from '@/content/simulator/premises';
import { billMonth, CreditLedger, type MonthBill } from './billing';

// A plant month by month: what it generates, what the bill becomes, and the smallest plant whose
// year balances: what it injects over a year covers what the year's bills can compensate.

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
  /** Calendar year and month (0 = January) of connection: the simulation's first month. */
  startYear: number;
  startMonth?: number;
  /** The class's ICMS rate, charged on compensated energy after Paraná's exempt months. */
  icms?: number;
};

/**
 * The ICMS each compensated kWh pays once the exemption ends: the class's rate on the tariff,
 * except the share already charged as Fio B (a value with taxes, its ICMS included).
 */
export function icmsPerCompensatedKWh(tariff: number, icms: number, fioBPerKWh: number): number {
  return icms * (tariff - fioBPerKWh);
}

/** `month` counts from the connection (0 = its first month); `calendarMonth` is 0 for January. */
export type MonthRecord = MonthBill & { month: number; calendarMonth: number; generationKWh: number; creditsKWh: number };

export function runPlant(setup: PlantSetup, kWp: number, months: number, p: Premises = defaultPremises): MonthRecord[] {
  const credits = new CreditLedger(p.creditValidityMonths);
  const records: MonthRecord[] = [];
  const startMonth = setup.startMonth ?? 0;
  for (let month = 0; month < months; month++) {
    const calendar = startMonth + month;
    const generationKWh = kWp * setup.yieldPerKWp[calendar % 12]! * ageFactor(Math.floor(month / 12), p);
    const fioBPerKWh = p.fioBShareOfTariff * setup.tariff * fioBShare(setup.startYear + Math.floor(calendar / 12), p);
    const icmsPerKWh = month < p.icmsExemptMonths ? 0 : icmsPerCompensatedKWh(setup.tariff, setup.icms ?? 0, fioBPerKWh);
    const bill = billMonth(
      {
        consumptionKWh: setup.consumptionKWh,
        generationKWh,
        minimumKWh: setup.minimumKWh,
        tariff: setup.tariff,
        fioBPerKWh,
        icmsPerKWh,
        simultaneity: setup.simultaneity,
      },
      credits,
      month,
    );
    records.push({ ...bill, month, calendarMonth: calendar % 12, generationKWh, creditsKWh: credits.balance });
  }
  return records;
}

/**
 * What a year of the plant injects into the grid and what that year's bills could compensate,
 * kWh: a calendar year, January first, whatever the month of connection (the size does not
 * depend on it), at the connection year's Fio B and the first year's ageing.
 */
export function yearBalance(setup: PlantSetup, modules: number, p: Premises = defaultPremises): { injectedKWh: number; wantedKWh: number } {
  const year = runPlant({ ...setup, startMonth: 0 }, (modules * p.moduleWatts) / 1000, 12, p);
  return {
    injectedKWh: year.reduce((sum, month) => sum + month.injectedKWh, 0),
    wantedKWh: year.reduce((sum, month) => sum + month.wantedKWh, 0),
  };
}

const balances = (setup: PlantSetup, modules: number, p: Premises) => {
  const { injectedKWh, wantedKWh } = yearBalance(setup, modules, p);
  return injectedKWh >= wantedKWh - 1e-6;
};

/**
 * The smallest whole number of modules whose year balances, as installers size a system: the
 * credits of the sunny months, valid 60 months, pay for the dark ones. In the first year a dark
 * month may come before the credits it needs, and as the panels age later years fall a little
 * short; the simulation bills every month as it is. Rounding is always up: one module fewer
 * leaves the year short.
 */
export function sizeModules(setup: PlantSetup, p: Premises = defaultPremises): number {
  if (balances(setup, 1, p)) return 1;
  let low = 1;
  let high = 2;
  while (!balances(setup, high, p)) {
    low = high;
    high *= 2;
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (balances(setup, middle, p)) high = middle;
    else low = middle;
  }
  return high;
}
