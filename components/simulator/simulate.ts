import {
  CLEANINGS,
  FIO_B_SCHEDULE,
  CONNECTIONS,
  ORIENTATIONS,
  premises as defaultPremises,
  SHADINGS,
  TARIFF_CLASSES,
  type CleaningId,
  type ConnectionId,
  type LoanFit,
  type OrientationId,
  type Premises,
  type ShadingId,
  type TariffClassId,
} from '@/content/simulator/premises';
import { findMunicipality } from './city-search';
import { cleaningVisitCost, investmentFor, inverterReplacementCost, type Investment } from './costs';
import { financeWithIof, firstPaymentMonth, IOF_PESSOA_FISICA, IOF_PESSOA_JURIDICA } from './financing';
import { fioBShare, runPlant, sizeModules, yieldPerKWp, type MonthRecord, type PlantSetup } from './plant';

// The simulator's arithmetic: pure, no clock (the caller passes the year of connection).

export type PaymentInput = { kind: 'avista' } | { kind: 'financiado'; monthlyRate: number; termMonths: number; graceDays: number };

export type OwnPlantInput = {
  mode: 'usina';
  usage: { kind: 'bill'; brl: number } | { kind: 'kwh'; kwh: number };
  /** A municipality's name, as in content/simulator/irradiation.ts. */
  city: string;
  connection: ConnectionId;
  tariffClass: TariffClassId;
  orientation: OrientationId;
  shading: ShadingId;
  /** R$/kWh with taxes; the class's premise when absent. */
  tariff?: number;
  /** Public lighting (CIP/COSIP), R$ a month; the premise when absent. */
  publicLighting?: number;
  cleaning: CleaningId;
  payment: PaymentInput;
  /** Calendar year the system is connected: see `connectionStart`. */
  year: number;
  /** Calendar month of the connection, 0 = January (the default). */
  month?: number;
};

export type ConnectionStart = { year: number; month: number };

/**
 * When a system quoted on `today` is connected: after the lead time for design, installation and
 * Copel's approval (a quote in November 2026 connects in January 2027, at that year's Fio B).
 */
export function connectionStart(today: Date, p: Premises = defaultPremises): ConnectionStart {
  const connected = new Date(today.getTime() + p.connectionLeadDays * 86_400_000);
  return { year: connected.getFullYear(), month: connected.getMonth() };
}

export type SubscriptionInput = {
  mode: 'assinatura';
  billBRL: number;
  connection: ConnectionId;
  tariffClass: TariffClassId;
  tariff?: number;
  publicLighting?: number;
};

/** The rental: the company's stated average yield, never an income computed from an amount. */
export type SimulationInput = OwnPlantInput | SubscriptionInput | { mode: 'investidor' };

export type FinancingResult = {
  monthlyRate: number;
  termMonths: number;
  graceDays: number;
  /** Month of the first instalment counted from the signing (the loan's own clock): 4 for 120 days. */
  firstPaymentMonth: number;
  /**
   * The same instalment's month of operation (1 = the connection's month): the system is connected
   * the lead time after the signing, so 120 days of grace leave 2 months of saving before it. Zero
   * or less: it falls due before the connection.
   */
  firstInstalmentAfterConnection: number;
  instalment: number;
  /** The IOF, financed with the system (Decreto 6.306/2007), and the amount financed with it. */
  iof: number;
  financed: number;
  totalPaid: number;
  /** Interest only: the total paid minus the system's price and the IOF. */
  interest: number;
  /** Custo efetivo total: the rate that turns the system's price into the instalments (Resolução CMN 3.517/2007). */
  cetMonthly: number;
  cetYearly: number;
  /** Average monthly bill saving over each twelve instalments, in order (the last group may be shorter). */
  savingsByLoanYear: number[];
  /** The instalment if the system costs the top of the investment range. */
  instalmentTop: number;
  /**
   * 'sim': every year of instalments passes the top-of-range instalment by `loanFitMargin` of it;
   * 'depende': every year covers the instalment, but not with that room at the top of the range;
   * 'no-comeco': the first year covers it, a later one does not; 'nao': the first does not.
   */
  fit: LoanFit;
  /** First year of instalments (1-based) whose average saving falls below the instalment; null when none does. */
  firstShortLoanYear: number | null;
  /** Lowest of `savingsByLoanYear` minus the instalment (negative: some year of instalments falls short). */
  margin: number;
  /** Lowest of `savingsByLoanYear` minus the top-of-range instalment. */
  marginTop: number;
  /** Whether instalments fall due after Paraná's ICMS exemption ends, for a class that pays ICMS. */
  icmsDuringLoan: boolean;
};

/**
 * The bill saving month by month against a fixed instalment, a year of instalments at a time:
 * the Fio B share rises until 2029 and the panels age, so a saving that covers the first
 * instalments can fall short of the later ones.
 */
export function savingsByLoanYear(monthlySavings: readonly number[], firstPaymentMonth: number, termMonths: number): number[] {
  const during: number[] = [];
  for (let k = 0; k < termMonths && firstPaymentMonth - 1 + k < monthlySavings.length; k++) {
    // An instalment due before the connection (month 0 or less) meets no saving.
    during.push(monthlySavings[firstPaymentMonth - 1 + k] ?? 0);
  }
  const years: number[] = [];
  for (let start = 0; start < during.length; start += 12) {
    const group = during.slice(start, start + 12);
    years.push(group.reduce((sum, saving) => sum + saving, 0) / group.length);
  }
  return years;
}

/**
 * How the system meets the visitor's connection, by the inverter's power: it fits; it needs the
 * three-phase upgrade (modelled: the three-phase minimum charge and the new entry standard's price
 * in the investment); or it passes the micro-generation limit.
 */
export type ConnectionCheck =
  { kind: 'ok' } | { kind: 'upgrade'; maxKW: number; capacity: string; low: number; high: number } | { kind: 'minigeracao'; maxKW: number };

/**
 * Whether an installer would quote this system: not above the micro-generation limit
 * (minigeneration, in practice a Group A bill, needs a study of its own), not one or two modules,
 * and not when the 25 years' saving does not pay for it. Only `ok` shows a payback and a quote.
 */
export type Viability =
  | { kind: 'ok' }
  | { kind: 'too-large'; maxKW: number }
  | { kind: 'too-small'; modules: number }
  /**
   * 'interest': the 25 years would pay the system's price, not the loan's instalments (the interest
   * and the IOF are the cause); 'fixed-charges': they do not pay even the price, because what the
   * plant cannot lower (the minimum charge, the lighting fee) is most of a small bill.
   */
  | { kind: 'no-return'; cause: 'interest' | 'fixed-charges' };

export function viabilityOf(
  plant: { inverterKW: number; modules: number; savingsHorizon: number; toPayBack: number; paybackYears: number | null; price?: number },
  p: Premises = defaultPremises,
): Viability {
  if (plant.inverterKW > p.microgenerationMaxKW) return { kind: 'too-large', maxKW: p.microgenerationMaxKW };
  if (plant.modules < p.minQuotedModules) return { kind: 'too-small', modules: plant.modules };
  if (plant.paybackYears === null || plant.savingsHorizon - plant.toPayBack <= 0) {
    // Financed, the price alone would be paid back: the loan's cost is what the 25 years do not cover.
    const price = plant.price ?? plant.toPayBack;
    return { kind: 'no-return', cause: price < plant.toPayBack && plant.savingsHorizon > price ? 'interest' : 'fixed-charges' };
  }
  return { kind: 'ok' };
}

export type OwnPlantResult = {
  mode: 'usina';
  city: string;
  tariffClass: TariffClassId;
  connection: ConnectionId;
  tariff: number;
  publicLighting: number;
  consumptionKWh: number;
  minimumKWh: number;
  modules: number;
  systemKWp: number;
  /** The inverter's power (AC), kW: what the connection and micro-generation limits apply to. */
  inverterKW: number;
  roofAreaM2: number;
  /** First year of operation, placed by calendar month: January to December. */
  monthlyGenerationKWh: number[];
  monthlyBillAfter: number[];
  /** First-year monthly averages. */
  generationKWh: number;
  billBefore: number;
  billAfter: number;
  monthlySavings: number;
  yearlySavings: number;
  savingsShare: number;
  investment: Investment;
  cleaningPerVisit: number;
  cleaningsPerYear: number;
  inverterYear: number;
  inverterCost: number;
  financing: FinancingResult | null;
  /** What the savings must pay back: the investment, or all the instalments when financed. */
  toPayBack: number;
  /** Bill savings minus cleaning and inverter, summed to the end of each year (index 0 = year 1). */
  cumulativeNetSavings: number[];
  /** Years until the cumulative net savings reach `toPayBack`; null beyond the horizon. */
  paybackYears: number | null;
  /** Net savings over the horizon, before paying anything back. */
  savingsHorizon: number;
  co2TonsPerYear: number;
  co2TonsHorizon: number;
  year: number;
  /** Calendar month of the connection, 0 = January. */
  month: number;
  fioBShare: number;
  /**
   * The first twelve months in which the rules stop changing: the Fio B at its share after the
   * schedule and, for a class that pays it, the ICMS on compensated energy after Paraná's exempt
   * months. `fromMonth` counts from the connection (0 = its first month); `savingsShare` is the
   * bill's saving over those months, as `savingsShare` is over the first year.
   */
  settled: { fromMonth: number; year: number; month: number; savingsShare: number };
  /** Net savings over the horizon (upkeep already taken off) as a share of the bills they replace. */
  horizonShare: number;
  /** Net savings over the horizon had the compensated energy kept its ICMS exemption for good. */
  savingsHorizonWithoutIcms: number;
  connectionCheck: ConnectionCheck;
  viability: Viability;
};

export type SubscriptionResult = {
  mode: 'assinatura';
  billBRL: number;
  publicLighting: number;
  minimumBRL: number;
  /** The part of the bill the credits can compensate. */
  compensableBRL: number;
  monthlySavings: number;
  yearlySavings: number;
  discount: number;
  /** The saving as a share of the whole bill: less than the discount, which applies to the compensable part. */
  shareOfBill: number;
};

export type RentalResult = { mode: 'investidor'; monthlyYield: number };
export type SimulationResult = OwnPlantResult | SubscriptionResult | RentalResult;

const byId = <T extends { id: string }>(list: readonly T[], id: string): T => list.find((item) => item.id === id) ?? list[0]!;

export const tariffOf = (input: { tariffClass: TariffClassId; tariff?: number }) => input.tariff ?? byId(TARIFF_CLASSES, input.tariffClass).tariffBRLPerKWh;
const publicLightingOf = (input: { publicLighting?: number }, p: Premises = defaultPremises) => input.publicLighting ?? p.publicLightingBRL;
const minimumKWh = (connection: ConnectionId) => byId(CONNECTIONS, connection).minimumKWh;

/** kWh a month: typed, or the bill without public lighting divided by the tariff. */
function monthlyConsumption(input: OwnPlantInput, p: Premises = defaultPremises): number {
  if (input.usage.kind === 'kwh') return input.usage.kwh;
  return (input.usage.brl - publicLightingOf(input, p)) / tariffOf(input);
}

/** Years (fractional, by month) until `cumulative` first reaches `target`. */
export function paybackFromMonthly(monthlyNet: readonly number[], target: number): number | null {
  let total = 0;
  for (let month = 0; month < monthlyNet.length; month++) {
    const before = total;
    total += monthlyNet[month]!;
    if (total >= target) return (month + (total === before ? 1 : (target - before) / (total - before))) / 12;
  }
  return null;
}

function checkConnection(inverterKW: number, connection: ConnectionId, p: Premises): ConnectionCheck {
  if (inverterKW > p.microgenerationMaxKW) return { kind: 'minigeracao', maxKW: p.microgenerationMaxKW };
  const { maxKW, capacity } = byId(CONNECTIONS, connection);
  if (connection === 'trifasico' || inverterKW <= maxKW) return { kind: 'ok' };
  return { kind: 'upgrade', maxKW, capacity, ...p.threePhaseUpgradeBRL };
}

/** The first twelve months of operation, each at its calendar month's place (0 = January). */
function byCalendarMonth(first: readonly MonthRecord[], values: readonly number[]): number[] {
  const placed = new Array<number>(12).fill(0);
  first.forEach((record, index) => (placed[record.calendarMonth] = values[index]!));
  return placed;
}

/**
 * The month, from the connection (0 = its first), from which the rules no longer change: January
 * after the Fio B schedule's last year, and, for a class that pays ICMS, the month after Paraná's
 * exemption; whichever comes later.
 */
export function settledMonth(year: number, month: number, icms: number, p: Premises = defaultPremises): number {
  const afterSchedule = Math.max(0, (Math.max(...Object.keys(FIO_B_SCHEDULE).map(Number)) + 1 - year) * 12 - month);
  return Math.max(afterSchedule, icms > 0 ? p.icmsExemptMonths : 0);
}

function simulateOwnPlant(input: OwnPlantInput, p: Premises): OwnPlantResult {
  const tariff = tariffOf(input);
  const publicLighting = publicLightingOf(input, p);
  const consumptionKWh = monthlyConsumption(input, p);
  const currentMinimum = minimumKWh(input.connection);
  const municipality = findMunicipality(input.city)!;
  const roofFactor = byId(ORIENTATIONS, input.orientation).factor * byId(SHADINGS, input.shading).factor;
  const tariffClass = byId(TARIFF_CLASSES, input.tariffClass);
  const yields = yieldPerKWp(municipality.monthly, roofFactor, p);
  const setupFor = (minimum: number): PlantSetup => ({
    consumptionKWh,
    minimumKWh: minimum,
    tariff,
    simultaneity: tariffClass.simultaneity,
    yieldPerKWp: yields,
    startYear: input.year,
    startMonth: input.month ?? 0,
    icms: tariffClass.icms,
  });
  const toKWp = (count: number) => (count * p.moduleWatts) / 1000;

  // A system whose inverter passes what the connection carries is sized again on the
  // three-phase connection it will need, with that connection's minimum charge.
  let setup = setupFor(currentMinimum);
  let modules = sizeModules(setup, p);
  const connectionCheck = checkConnection(toKWp(modules) / p.dcAcRatio, input.connection, p);
  if (connectionCheck.kind === 'upgrade') {
    setup = setupFor(minimumKWh('trifasico'));
    modules = sizeModules(setup, p);
  }
  const minimum = setup.minimumKWh;
  const systemKWp = toKWp(modules);
  const inverterKW = systemKWp / p.dcAcRatio;
  const horizonMonths = p.horizonYears * 12;
  const months = runPlant(setup, systemKWp, horizonMonths, p);

  const billBefore = Math.max(consumptionKWh, currentMinimum) * tariff + publicLighting;
  const floor = (1 - p.maxSavingsShare) * billBefore;
  const billsOf = (records: readonly MonthRecord[]) => records.map((month) => Math.max(floor, month.energyBill + publicLighting));
  const billsAfter = billsOf(months);
  const firstYear = months.slice(0, 12);
  const billAfter = billsAfter.slice(0, 12).reduce((sum, bill) => sum + bill, 0) / 12;
  const settledFrom = settledMonth(input.year, input.month ?? 0, tariffClass.icms, p);
  const settledBill = billsAfter.slice(settledFrom, settledFrom + 12).reduce((sum, bill) => sum + bill, 0) / 12;

  const systemPrice = investmentFor(systemKWp, p);
  const upgrade = connectionCheck.kind === 'upgrade' ? connectionCheck : { low: 0, high: 0 };
  const investment: Investment = {
    ...systemPrice,
    low: systemPrice.low + upgrade.low,
    mid: systemPrice.mid + (upgrade.low + upgrade.high) / 2,
    high: systemPrice.high + upgrade.high,
  };
  const cleaningMonths = byId(CLEANINGS, input.cleaning).months;
  const cleaningPerVisit = cleaningVisitCost(modules, p);
  const inverterCost = inverterReplacementCost(systemPrice.mid, p);
  const inverterMonth = (p.inverterReplacementYear - 1) * 12;
  const upkeep = (month: number) => ((month + 1) % cleaningMonths === 0 ? cleaningPerVisit : 0) + (month === inverterMonth ? inverterCost : 0);
  const netOf = (bills: readonly number[]) => bills.map((bill, month) => billBefore - bill - upkeep(month));
  const monthlyNet = netOf(billsAfter);
  // The same plant had Paraná's ICMS exemption never ended: what the 48-month limit costs.
  const withoutIcms = netOf(billsOf(runPlant({ ...setup, icms: 0 }, systemKWp, horizonMonths, p))).reduce((sum, net) => sum + net, 0);

  let financing: FinancingResult | null = null;
  if (input.payment.kind === 'financiado') {
    const { monthlyRate, termMonths, graceDays } = input.payment;
    const first = firstPaymentMonth(graceDays, p.daysPerGraceMonth);
    // The grace runs from the signing; the saving from the connection, the lead time later.
    const afterConnection = first - Math.round(p.connectionLeadDays / p.daysPerGraceMonth);
    // A shop's loan is a company's: the same IOF today (Decreto 12.499/2025), kept apart because the law keeps them apart.
    const iofRates = input.tariffClass === 'b3' ? IOF_PESSOA_JURIDICA : IOF_PESSOA_FISICA;
    const terms = { monthlyRate, termMonths, firstPaymentMonth: first };
    const loan = financeWithIof({ principal: investment.mid, ...terms }, iofRates);
    const instalmentTop = financeWithIof({ principal: investment.high, ...terms }, iofRates).instalment;
    const byYear = savingsByLoanYear(
      billsAfter.map((bill) => billBefore - bill),
      afterConnection,
      termMonths,
    );
    const short = byYear.findIndex((saving) => saving < loan.instalment);
    const lowest = Math.min(...byYear);
    const roomy = lowest >= instalmentTop * (1 + p.loanFitMargin);
    financing = {
      monthlyRate,
      termMonths,
      graceDays,
      firstPaymentMonth: first,
      firstInstalmentAfterConnection: afterConnection,
      instalment: loan.instalment,
      instalmentTop,
      iof: loan.iof,
      financed: loan.financed,
      totalPaid: loan.totalPaid,
      interest: loan.interest,
      cetMonthly: loan.cetMonthly,
      cetYearly: loan.cetYearly,
      savingsByLoanYear: byYear,
      fit: short === 0 ? 'nao' : short > 0 ? 'no-comeco' : roomy ? 'sim' : 'depende',
      firstShortLoanYear: short === -1 ? null : short + 1,
      margin: lowest - loan.instalment,
      marginTop: lowest - instalmentTop,
      icmsDuringLoan: tariffClass.icms > 0 && afterConnection - 1 + termMonths > p.icmsExemptMonths,
    };
  }
  const toPayBack = financing ? financing.totalPaid : investment.mid;

  const cumulativeNetSavings: number[] = [];
  let running = 0;
  monthlyNet.forEach((net, month) => {
    running += net;
    if (month % 12 === 11) cumulativeNetSavings.push(running);
  });
  const paybackYears = paybackFromMonthly(monthlyNet, toPayBack);
  const generatedKWh = months.reduce((sum, month) => sum + month.generationKWh, 0);
  const monthlyGenerationKWh = byCalendarMonth(
    firstYear,
    firstYear.map((month) => month.generationKWh),
  );
  const generationKWh = monthlyGenerationKWh.reduce((sum, kwh) => sum + kwh, 0) / 12;

  return {
    mode: 'usina',
    city: municipality.name,
    tariffClass: input.tariffClass,
    connection: input.connection,
    tariff,
    publicLighting,
    consumptionKWh,
    minimumKWh: minimum,
    modules,
    systemKWp,
    inverterKW,
    roofAreaM2: modules * p.moduleAreaM2,
    monthlyGenerationKWh,
    monthlyBillAfter: byCalendarMonth(firstYear, billsAfter),
    generationKWh,
    billBefore,
    billAfter,
    monthlySavings: billBefore - billAfter,
    yearlySavings: 12 * (billBefore - billAfter),
    savingsShare: (billBefore - billAfter) / billBefore,
    investment,
    cleaningPerVisit,
    cleaningsPerYear: 12 / cleaningMonths,
    inverterYear: p.inverterReplacementYear,
    inverterCost,
    financing,
    toPayBack,
    cumulativeNetSavings,
    paybackYears,
    savingsHorizon: running,
    settled: {
      fromMonth: settledFrom,
      year: input.year + Math.floor(((input.month ?? 0) + settledFrom) / 12),
      month: ((input.month ?? 0) + settledFrom) % 12,
      savingsShare: (billBefore - settledBill) / billBefore,
    },
    horizonShare: running / (billBefore * horizonMonths),
    co2TonsPerYear: ((12 * generationKWh) / 1000) * p.emissionTCO2PerMWh,
    co2TonsHorizon: (generatedKWh / 1000) * p.emissionTCO2PerMWh,
    year: input.year,
    month: input.month ?? 0,
    fioBShare: fioBShare(input.year, p),
    savingsHorizonWithoutIcms: withoutIcms,
    connectionCheck,
    viability: viabilityOf({ inverterKW, modules, savingsHorizon: running, toPayBack, paybackYears, price: investment.mid }, p),
  };
}

/**
 * Subscription credits compensate energy only: the minimum charge and the public lighting stay
 * on the Copel bill at full price, so the discount applies to what is left:
 *   compensable = bill − public lighting − minimum kWh × tariff;  saving = discount × compensable.
 */
function simulateSubscription(input: SubscriptionInput, p: Premises): SubscriptionResult {
  const publicLighting = publicLightingOf(input, p);
  const minimumBRL = minimumKWh(input.connection) * tariffOf(input);
  const compensableBRL = Math.max(0, input.billBRL - publicLighting - minimumBRL);
  const monthlySavings = compensableBRL * p.subscriptionMaxDiscount;
  return {
    mode: 'assinatura',
    billBRL: input.billBRL,
    publicLighting,
    minimumBRL,
    compensableBRL,
    monthlySavings,
    yearlySavings: 12 * monthlySavings,
    discount: p.subscriptionMaxDiscount,
    shareOfBill: monthlySavings / input.billBRL,
  };
}

export function simulate(input: SimulationInput, p: Premises = defaultPremises): SimulationResult {
  switch (input.mode) {
    case 'usina':
      return simulateOwnPlant(input, p);
    case 'assinatura':
      return simulateSubscription(input, p);
    case 'investidor':
      return { mode: 'investidor', monthlyYield: p.rentalMonthlyYield };
  }
}
