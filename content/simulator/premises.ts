// Every number the savings simulator computes with. Each one is written out, with its source
// and date, in premise-texts.ts; the arithmetic (components/simulator/) reads only these.
import type { TariffClassKey, TariffData } from '../company/schema';
import tariffFile from '../company/tariff.json';

export type TariffClassId = 'b1' | 'b2' | 'b2-cadpro' | 'b3';
export type ConnectionId = 'monofasico' | 'bifasico' | 'trifasico';
export type OrientationId = 'norte' | 'nordeste-noroeste' | 'leste-oeste' | 'sul';
export type ShadingId = 'nenhuma' | 'alguma';
export type PaymentId = 'avista' | 'financiado';
/** How a loan's instalment compares with the saving: all along, only at first, or not even at first. */
export type LoanFit = 'sim' | 'depende' | 'no-comeco' | 'nao';
/** Months between two cleanings. */
export type CleaningId = '6' | '4';

/**
 * Copel's conventional tariffs with taxes, as the company copies them from invoices and the ANEEL
 * resolution into the CMS (content/company/tariff.json, schema in content/company/schema.ts): per
 * class (B1, B2, B3) energy (TE) plus distribution (TUSD), R$/kWh, and for all of them the rates of
 * the taxes charged on it (PIS and COFINS change every month; these are that month's), the Fio B's
 * share, the effective date and the resolution. The type is imported alone: zod stays out of the
 * page's scripts, and the build checks the file against the schema before any page is rendered
 * (which is what lets the JSON's strings stand for the schema's choices here).
 */
export const COPEL_TARIFF = tariffFile as TariffData;

const PIS_COFINS = COPEL_TARIFF.pis + COPEL_TARIFF.cofins;

/** A class that still carries B1's values, until the company copies its own into the CMS. */
export const usesB1Values = (key: TariffClassKey) => key !== 'b1' && COPEL_TARIFF[key].origin === 'mesmos-da-b1';

/**
 * The ICMS rate a class's invoice carries: the rural class has its own (18%, Lei estadual 21.850/2023,
 * art. 3º: energy pays 19% except rural electrification); the others the file's general rate.
 */
export const icmsOf = (key: TariffClassKey): number => (key === 'b2' ? COPEL_TARIFF.b2.icms : COPEL_TARIFF.icms);

/**
 * A class's tariff before taxes: with taxes = before ÷ (1 − ICMS − PIS − COFINS), with the ICMS of
 * the invoice its values were copied from (B1's, while the class still carries B1's values).
 */
export const beforeTaxes = (key: TariffClassKey) => {
  const source = usesB1Values(key) ? 'b1' : key;
  return (COPEL_TARIFF[source].teBRLPerKWh + COPEL_TARIFF[source].tusdBRLPerKWh) * (1 - icmsOf(source) - PIS_COFINS);
};
/** The residential (B1) tariff before taxes. */
export const COPEL_TARIFF_BEFORE_TAXES = beforeTaxes('b1');

const withTaxes = (key: TariffClassKey, icms: number) => beforeTaxes(key) / (1 - icms - PIS_COFINS);

export type TariffClass = {
  id: TariffClassId;
  label: string;
  /** The subgroup as the invoice prints it. */
  code: 'B1' | 'B2' | 'B3';
  /** Its entry in content/company/tariff.json. */
  key: TariffClassKey;
  icms: number;
  /** R$/kWh with taxes, used when the visitor does not type one. */
  tariffBRLPerKWh: number;
  /** Share of the generation used at the moment it is produced (assumption). */
  simultaneity: number;
};

export const TARIFF_CLASSES: readonly TariffClass[] = [
  {
    id: 'b1',
    label: 'Residencial (B1)',
    code: 'B1',
    key: 'b1',
    icms: icmsOf('b1'),
    tariffBRLPerKWh: withTaxes('b1', icmsOf('b1')),
    simultaneity: 0.3,
  },
  // Only rural producers registered in CAD/PRO have the ICMS deferred (Copel); any other rural
  // unit pays the rural rate, so the form asks which.
  { id: 'b2', label: 'Rural (B2)', code: 'B2', key: 'b2', icms: icmsOf('b2'), tariffBRLPerKWh: withTaxes('b2', icmsOf('b2')), simultaneity: 0.3 },
  { id: 'b2-cadpro', label: 'Rural (B2), produtor com CAD/PRO', code: 'B2', key: 'b2', icms: 0, tariffBRLPerKWh: withTaxes('b2', 0), simultaneity: 0.3 },
  // Shops and offices use most of their energy in daylight, when the panels produce.
  { id: 'b3', label: 'Comercial (B3)', code: 'B3', key: 'b3', icms: icmsOf('b3'), tariffBRLPerKWh: withTaxes('b3', icmsOf('b3')), simultaneity: 0.5 },
];

export type Connection = {
  id: ConnectionId;
  label: string;
  /** Minimum billed consumption (custo de disponibilidade), kWh a month. */
  minimumKWh: number;
  /** Power the usual largest breaker of this connection carries, kVA: the inverter's kW must fit (assumption, see premise-texts). */
  maxKW: number;
  /** How that power comes about, for the visitor. */
  capacity: string;
};

export const CONNECTIONS: readonly Connection[] = [
  { id: 'monofasico', label: 'Monofásica', minimumKWh: 30, maxKW: 8.001, capacity: '127 V × 63 A' },
  // Two phases give 220 V between them (127/220 V): 220 V × 63 A = 13,86 kVA.
  { id: 'bifasico', label: 'Bifásica', minimumKWh: 50, maxKW: 13.86, capacity: '220 V × 63 A' },
  { id: 'trifasico', label: 'Trifásica', minimumKWh: 100, maxKW: 75, capacity: 'o limite da baixa tensão' },
];

/** Generation relative to a roof facing north at the latitude tilt (LABREN's plane). */
export const ORIENTATIONS: readonly { id: OrientationId; label: string; factor: number }[] = [
  { id: 'norte', label: 'Norte', factor: 1 },
  { id: 'nordeste-noroeste', label: 'Nordeste ou noroeste', factor: 0.95 },
  { id: 'leste-oeste', label: 'Leste ou oeste', factor: 0.85 },
  { id: 'sul', label: 'Sul', factor: 0.75 },
];

export const SHADINGS: readonly { id: ShadingId; label: string; factor: number }[] = [
  { id: 'nenhuma', label: 'Sem sombra', factor: 1 },
  { id: 'alguma', label: 'Alguma sombra em parte do dia', factor: 0.9 },
];

export const PAYMENTS: readonly { id: PaymentId; label: string }[] = [
  { id: 'avista', label: 'À vista' },
  { id: 'financiado', label: 'Financiado' },
];

export const CLEANINGS: readonly { id: CleaningId; label: string; months: number }[] = [
  { id: '6', label: 'A cada 6 meses', months: 6 },
  { id: '4', label: 'A cada 4 meses (região com poeira)', months: 4 },
];

/** Share of the TUSD Fio B paid on compensated energy, by calendar year (Lei 14.300/2022, art. 27). */
export const FIO_B_SCHEDULE: Readonly<Record<number, number>> = {
  2023: 0.15,
  2024: 0.3,
  2025: 0.45,
  2026: 0.6,
  2027: 0.75,
  2028: 0.9,
};

/**
 * The range over which the premises show what the Fio B's share of the tariff (premises.fioBShareOfTariff,
 * the company's estimate: Copel's TUSD split by component was not found published) moves the result.
 * Not a source's range: the two ends the company tested, around the 31% published for Enel SP and RJ.
 */
export const FIO_B_SHARE_TESTED = [0.2, 0.35] as const;

/** Installed price, R$ per Wp, at a few system sizes (kWp); straight lines between, flat beyond. */
export const PRICE_PER_WP: readonly (readonly [kWp: number, brlPerWp: number])[] = [
  [3, 3.59],
  [5, 2.8],
  [8, 2.66],
  [10, 2.51],
  [15, 2.3],
];

/** Cleaning price per module and visit by number of modules (up to, inclusive). */
export const CLEANING_PRICE_PER_MODULE: readonly (readonly [upToModules: number, brl: number])[] = [
  [20, 15],
  [60, 12],
  [150, 9],
  [400, 7],
  [1000, 5.5],
  [Infinity, 4.2],
];

export const premises = {
  performanceRatio: 0.78,
  moduleWatts: 580,
  moduleAreaM2: 2.6,
  /** The N-type module's performance warranty (premise-texts, 'performance'): at most 1% in the first year, 0,4% a year after. */
  firstYearLoss: 0.01,
  degradationPerYear: 0.004,
  /** The company's estimate (not Copel's published split): Fio B as a share of the final tariff; see FIO_B_SHARE_TESTED. */
  fioBShareOfTariff: COPEL_TARIFF.fioBShareOfTariff as number,
  /** Assumption from 2029, when ANEEL's own valuation replaces the schedule. */
  fioBShareAfterSchedule: 1 as number,
  /**
   * The pessimistic scenario beside it: from 2029 the compensated kWh pays every part of the
   * tariff that is not energy (the whole TUSD, the most Lei 14.300's art. 17 allows before
   * ANEEL subtracts the benefits of the generation). A share of the residential (B1) tariff with taxes.
   */
  pessimisticChargeAfterSchedule: COPEL_TARIFF.b1.tusdBRLPerKWh / (COPEL_TARIFF.b1.teBRLPerKWh + COPEL_TARIFF.b1.tusdBRLPerKWh),
  /**
   * Months, from the connection, in which Paraná exempts the ICMS on compensated energy (Lei
   * estadual 19.595/2018, Decreto 10.686/2018); from the next month on, each compensated kWh
   * pays its class's ICMS on the tariff.
   */
  icmsExemptMonths: 48,
  /** Days from the quote to the connection: design, installation and Copel's approval. */
  connectionLeadDays: 60,
  /**
   * Panels' kWp per kW of inverter (AC): the limits of micro-generation and of the connection
   * apply to the inverter's power (REN 1.000/2021, art. 2º: potência instalada).
   */
  dcAcRatio: 1.2,
  /** Changing the entry standard (padrão de entrada) to three-phase, R$, when the system needs it. */
  threePhaseUpgradeBRL: { low: 2000, high: 5000 },
  creditValidityMonths: 60,
  /** Public-lighting contribution (CIP/COSIP) when the visitor does not type one, R$ a month. */
  publicLightingBRL: 20,
  minimumInstallationBRL: 6000,
  costSpread: 0.15,
  cleaningMinimumBRL: 100,
  inverterReplacementYear: 12,
  inverterReplacementShare: 0.2,
  financing: { monthlyRate: 0.015, termMonths: 60, graceDays: 120 },
  /**
   * "A parcela cabe" only with this room: the lowest year of savings must pass the instalment of the
   * top of the investment range by this share of it (without it, a margin of R$ 0,31 would count as a fit).
   */
  loanFitMargin: 0.1,
  /** A month of grace is 30 days: 120 days puts the first instalment at the 4th month. */
  daysPerGraceMonth: 30,
  emissionTCO2PerMWh: 0.0385,
  microgenerationMaxKW: 75,
  /**
   * Assumption: the smallest system an installer quotes. One or two modules cost the same design,
   * Copel approval and visit as a real system and pay back on nothing.
   */
  minQuotedModules: 3,
  maxSavingsShare: 0.95,
  subscriptionMaxDiscount: 0.15,
  rentalMonthlyYield: 0.0188,
  horizonYears: 25,
  defaultOrientation: 'nordeste-noroeste' as OrientationId,
} as const;

export type Premises = typeof premises;

/** Days of each month, January first (a 365-day year). */
export const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Accepted ranges: outside them the form says why and shows no result. */
export const limits = {
  billBRL: { min: 30, max: 100_000 },
  consumptionKWh: { min: 1, max: 120_000 },
  tariffBRLPerKWh: { min: 0.3, max: 3 },
  publicLightingBRL: { min: 0, max: 1_000 },
  /** Percent a month, as typed. */
  ratePercent: { min: 0, max: 5 },
  termMonths: { min: 6, max: 120 },
  graceDays: { min: 0, max: 120 },
} as const;
