import {
  CITIES,
  CONNECTIONS,
  FIO_B_SCHEDULE,
  premises as defaultPremises,
  type CityId,
  type ConnectionId,
  type Premises,
} from '@/content/simulator';

// The simulator's arithmetic: pure, instant, no clock (the caller passes the year).

export type OwnPlantInput = {
  mode: 'usina';
  usage: { kind: 'bill'; brl: number } | { kind: 'kwh'; kwh: number };
  city: CityId;
  connection: ConnectionId;
  /** R$/kWh with taxes; the default premise when absent. */
  tariff?: number;
  /** Calendar year the system is connected (the current year). */
  year: number;
};

export type SimulationInput =
  | OwnPlantInput
  | { mode: 'assinatura'; billBRL: number }
  | { mode: 'investidor'; amountBRL: number };

export type OwnPlantResult = {
  mode: 'usina';
  city: CityId;
  connection: ConnectionId;
  tariff: number;
  consumptionKWh: number;
  minimumKWh: number;
  modules: number;
  systemKWp: number;
  roofAreaM2: number;
  /** First-year monthly average. */
  generationKWh: number;
  billBefore: number;
  billAfter: number;
  monthlySavings: number;
  yearlySavings: number;
  savingsShare: number;
  investment: { low: number; mid: number; high: number };
  /** Undiscounted, against the mid investment; null beyond the horizon. */
  paybackYears: number | null;
  savingsHorizon: number;
  /** Savings summed up to the end of each year, index 0 = year 1. */
  cumulativeSavings: number[];
  co2TonsPerYear: number;
  co2TonsHorizon: number;
  year: number;
  fioBShare: number;
};

export type SubscriptionResult = { mode: 'assinatura'; billBRL: number; monthlySavings: number; yearlySavings: number; discount: number };
export type RentalResult = { mode: 'investidor'; amountBRL: number; monthlyIncome: number; yearlyIncome: number; monthlyYield: number };
export type SimulationResult = OwnPlantResult | SubscriptionResult | RentalResult;

/** Share of the Fio B charged on compensated energy in a calendar year (Lei 14.300, art. 27). */
export function fioBShare(year: number, p: Premises = defaultPremises): number {
  const first = Math.min(...Object.keys(FIO_B_SCHEDULE).map(Number));
  const last = Math.max(...Object.keys(FIO_B_SCHEDULE).map(Number));
  if (year > last) return p.fioBShareAfterSchedule;
  return FIO_B_SCHEDULE[Math.max(year, first)] ?? p.fioBShareAfterSchedule;
}

export function minimumKWh(connection: ConnectionId): number {
  return CONNECTIONS.find((c) => c.id === connection)?.minimumKWh ?? 0;
}

export function monthlyConsumption(input: OwnPlantInput, p: Premises = defaultPremises): number {
  const tariff = input.tariff ?? p.tariffBRLPerKWh;
  return input.usage.kind === 'kwh' ? input.usage.kwh : input.usage.brl / tariff;
}

/**
 * Monthly bill with a plant (REN 1.059/2023): self-consumed energy never reaches the meter;
 * injected energy compensates the rest and pays the Fio B share; the bill is never below the
 * minimum charge.
 */
export function billWithPlant(consumption: number, generation: number, minimum: number, tariff: number, fioB: number, p: Premises) {
  const selfConsumed = Math.min(p.simultaneity * generation, consumption);
  const injected = generation - selfConsumed;
  const fromGrid = consumption - selfConsumed;
  const compensated = Math.min(injected, fromGrid);
  const fioBPerKWh = p.fioBShareOfTariff * tariff * fioB;
  return Math.max(minimum * tariff, (fromGrid - compensated) * tariff + compensated * fioBPerKWh);
}

function simulateOwnPlant(input: OwnPlantInput, p: Premises): OwnPlantResult {
  const tariff = input.tariff ?? p.tariffBRLPerKWh;
  const consumption = monthlyConsumption(input, p);
  const minimum = minimumKWh(input.connection);
  const irradiation = CITIES.find((c) => c.id === input.city)?.irradiation ?? CITIES.at(-1)!.irradiation;
  const kWhPerKWpMonth = irradiation * p.performanceRatio * p.daysPerMonth;
  const firstFioB = fioBShare(input.year, p);

  // Smallest generation that brings the bill down to the minimum charge, never above consumption:
  // (C − G)·T + (1 − s)·G·φ·p·T = Cmin·T  ⇒  G = (C − Cmin) / (1 − (1 − s)·φ·p)
  const target = Math.min(consumption, (consumption - minimum) / (1 - (1 - p.simultaneity) * p.fioBShareOfTariff * firstFioB));
  const modules = Math.max(1, Math.round((target / kWhPerKWpMonth) * (1000 / p.moduleWatts)));
  const systemKWp = (modules * p.moduleWatts) / 1000;
  const generation = systemKWp * kWhPerKWpMonth;

  const billBefore = Math.max(consumption, minimum) * tariff;
  const floor = (1 - p.maxSavingsShare) * billBefore;
  const cumulativeSavings: number[] = [];
  const billAfterByYear: number[] = [];
  let cumulative = 0;
  let generatedKWh = 0;
  for (let k = 0; k < p.horizonYears; k++) {
    const yearGeneration = generation * (1 - p.degradationPerYear) ** k;
    const bill = Math.max(floor, billWithPlant(consumption, yearGeneration, minimum, tariff, fioBShare(input.year + k, p), p));
    billAfterByYear.push(bill);
    cumulative += 12 * (billBefore - bill);
    cumulativeSavings.push(cumulative);
    generatedKWh += 12 * yearGeneration;
  }

  const billAfter = billAfterByYear[0]!;
  const mid = modules * p.moduleWatts * p.costBRLPerWp;
  return {
    mode: 'usina',
    city: input.city,
    connection: input.connection,
    tariff,
    consumptionKWh: consumption,
    minimumKWh: minimum,
    modules,
    systemKWp,
    roofAreaM2: modules * p.moduleAreaM2,
    generationKWh: generation,
    billBefore,
    billAfter,
    monthlySavings: billBefore - billAfter,
    yearlySavings: 12 * (billBefore - billAfter),
    savingsShare: (billBefore - billAfter) / billBefore,
    investment: { low: mid * (1 - p.costSpread), mid, high: mid * (1 + p.costSpread) },
    paybackYears: payback(cumulativeSavings, mid),
    savingsHorizon: cumulative,
    cumulativeSavings,
    co2TonsPerYear: ((12 * generation) / 1000) * p.emissionTCO2PerMWh,
    co2TonsHorizon: (generatedKWh / 1000) * p.emissionTCO2PerMWh,
    year: input.year,
    fioBShare: firstFioB,
  };
}

/** Years until the savings pay the investment back, interpolated within the year. */
export function payback(cumulativeSavings: readonly number[], investment: number): number | null {
  const year = cumulativeSavings.findIndex((total) => total >= investment);
  if (year < 0) return null;
  const before = year === 0 ? 0 : cumulativeSavings[year - 1]!;
  return year + (investment - before) / (cumulativeSavings[year]! - before);
}

export function simulate(input: SimulationInput, p: Premises = defaultPremises): SimulationResult {
  switch (input.mode) {
    case 'usina':
      return simulateOwnPlant(input, p);
    case 'assinatura': {
      const monthlySavings = input.billBRL * p.subscriptionMaxDiscount;
      return { mode: 'assinatura', billBRL: input.billBRL, monthlySavings, yearlySavings: 12 * monthlySavings, discount: p.subscriptionMaxDiscount };
    }
    case 'investidor': {
      const monthlyIncome = input.amountBRL * p.rentalMonthlyYield;
      return { mode: 'investidor', amountBRL: input.amountBRL, monthlyIncome, yearlyIncome: 12 * monthlyIncome, monthlyYield: p.rentalMonthlyYield };
    }
  }
}
