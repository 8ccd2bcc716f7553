import { CLEANING_PRICE_PER_MODULE, PRICE_PER_WP, premises as defaultPremises, type Premises } from '@/content/simulator/premises';

// What a plant costs, in reais of today: installation, cleaning and the inverter's replacement.

/** R$ per Wp for a system size: straight lines between the price points, flat beyond them. */
export function pricePerWp(kWp: number, points: readonly (readonly [number, number])[] = PRICE_PER_WP): number {
  const first = points[0]!;
  const last = points.at(-1)!;
  if (kWp <= first[0]) return first[1];
  if (kWp >= last[0]) return last[1];
  const upper = points.findIndex(([size]) => size >= kWp);
  const [x0, y0] = points[upper - 1]!;
  const [x1, y1] = points[upper]!;
  return y0 + ((kWp - x0) / (x1 - x0)) * (y1 - y0);
}

export type Investment = { low: number; mid: number; high: number; perWp: number };

/** Installed price, never below the minimum an installation costs, with its range. */
export function investmentFor(kWp: number, p: Premises = defaultPremises): Investment {
  const mid = Math.max(p.minimumInstallationBRL, kWp * 1000 * pricePerWp(kWp));
  return { low: mid * (1 - p.costSpread), mid, high: mid * (1 + p.costSpread), perWp: mid / (kWp * 1000) };
}

/** One cleaning visit: the price per module of the plant's size band, with a minimum visit. */
export function cleaningVisitCost(modules: number, p: Premises = defaultPremises): number {
  const perModule = CLEANING_PRICE_PER_MODULE.find(([upTo]) => modules <= upTo)![1];
  return Math.max(p.cleaningMinimumBRL, modules * perModule);
}

/** The inverter's replacement, as a share of the installed price. */
export function inverterReplacementCost(investment: number, p: Premises = defaultPremises): number {
  return investment * p.inverterReplacementShare;
}
