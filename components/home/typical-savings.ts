import 'server-only';
import { simulate, connectionStart, type ConnectionStart, type OwnPlantInput, type OwnPlantResult } from '@/components/simulator/simulate';
import { ownPlantInput } from '@/components/simulator/own-plant-input';

export type Range = { low: number; high: number };

/** Days a page built today keeps its claims true for: a quote on any of them connects within the window. */
export const CLAIM_VALID_DAYS = 365;

const DAY_MS = 86_400_000;

/** Every month of connection a quote made from `today` to `today + CLAIM_VALID_DAYS` can have, in order. */
export function connectionWindow(today: Date): ConnectionStart[] {
  const first = connectionStart(today);
  const last = connectionStart(new Date(today.getTime() + CLAIM_VALID_DAYS * DAY_MS));
  const starts: ConnectionStart[] = [];
  for (let index = first.year * 12 + first.month; index <= last.year * 12 + last.month; index++) {
    starts.push({ year: Math.floor(index / 12), month: index % 12 });
  }
  return starts;
}

const rangeOf = (values: readonly number[]): Range => ({ low: Math.min(...values), high: Math.max(...values) });

export type TypicalSavings = {
  /** The window of connections the figures hold for: its first and last month. */
  window: { first: ConnectionStart; last: ConnectionStart };
  /** The bill's saving in the first year of operation. */
  firstYear: Range;
  /** From the month the rules stop changing (the Fio B whole, the ICMS charged): see OwnPlantResult.settled. */
  settled: Range & { fromMonth: number };
  /** The 25 years' net saving, upkeep taken off, as a share of the bills. */
  horizon: Range;
};

/**
 * What the simulator gives a new system with the form's defaults at the head office's city, for
 * each bill, connected in any month a quote from `today` to a year later can reach: each bill
 * takes its lowest figure over those months, so a page built today says no more than the
 * simulator gives a visitor who quotes on any day of the year after (the Fio B's share rises
 * each January and would otherwise make the range stale across a year boundary).
 */
export function typicalSavings(bills: readonly number[], today: Date, extra: Partial<OwnPlantInput> = {}): TypicalSavings {
  const window = connectionWindow(today);
  const worst = bills.map((brl) => {
    const results = window.map((start) => simulate(ownPlantInput({ usage: { kind: 'bill', brl }, ...start, ...extra })) as OwnPlantResult);
    return {
      firstYear: Math.min(...results.map((r) => r.savingsShare)),
      settled: Math.min(...results.map((r) => r.settled.savingsShare)),
      fromMonth: Math.max(...results.map((r) => r.settled.fromMonth)),
      horizon: Math.min(...results.map((r) => r.horizonShare)),
    };
  });
  return {
    window: { first: window[0]!, last: window.at(-1)! },
    firstYear: rangeOf(worst.map((w) => w.firstYear)),
    settled: { ...rangeOf(worst.map((w) => w.settled)), fromMonth: Math.max(...worst.map((w) => w.fromMonth)) },
    horizon: rangeOf(worst.map((w) => w.horizon)),
  };
}

/**
 * The best first-year saving the simulator gives any of `bills` it would quote (not too small, not
 * beyond micro-generation), for a system connected after a quote made on `today`: the earliest
 * connection gives the most, so an 'até' built on it stays true for a later quote.
 */
export function bestFirstYearSaving(bills: readonly number[], today: Date, extra: Partial<OwnPlantInput> = {}): number {
  const start = connectionStart(today);
  const shares = bills
    .map((brl) => simulate(ownPlantInput({ usage: { kind: 'bill', brl }, ...start, ...extra })) as OwnPlantResult)
    .filter((r) => r.viability.kind === 'ok')
    .map((r) => r.savingsShare);
  return Math.max(...shares);
}
