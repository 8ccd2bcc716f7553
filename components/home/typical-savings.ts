import 'server-only';
import { simulate, connectionStart, type ConnectionStart, type OwnPlantInput, type OwnPlantResult } from '@/components/simulator/simulate';
import { ownPlantInput } from '@/components/simulator/own-plant-input';
import { DEFAULT_CITY } from '@/content/simulator/cities';
import { TYPICAL_BILLS_BRL, type TypicalFigures } from '@/content/simulator/typical';
import { formatBRL, formatMonthYear, formatPercent } from '@/lib/format/format';

export type Range = { low: number; high: number };

const rangeOf = (values: readonly number[]): Range => ({ low: Math.min(...values), high: Math.max(...values) });

export type TypicalSavings = {
  /** The month a quote made on the build's day connects in: the simulator's own `connectionStart`. */
  connection: ConnectionStart;
  bills: readonly number[];
  /** The simulator's result for each bill, in order. */
  results: OwnPlantResult[];
  /** The bill's saving in the first year of operation. */
  firstYear: Range;
  /** From the month the rules stop changing (the Fio B whole, the ICMS charged): see OwnPlantResult.settled. */
  settled: Range & { year: number; month: number };
  /** The 25 years' net saving, upkeep taken off, as a share of the bills. */
  horizon: Range;
};

/**
 * The one computation behind every saving a page states for typical homes: the simulator run with the
 * form's defaults at the head office's city for each bill, connected when a quote made on `today` (the
 * build's day) connects, as a visitor's simulation that day is. The pages say that month, so the
 * figures stay true as dated figures; a rebuild moves them with the connection month.
 */
export function typicalSavings(today: Date, bills: readonly number[] = TYPICAL_BILLS_BRL, extra: Partial<OwnPlantInput> = {}): TypicalSavings {
  const connection = connectionStart(today);
  const results = bills.map((brl) => simulate(ownPlantInput({ usage: { kind: 'bill', brl }, ...connection, ...extra })) as OwnPlantResult);
  // The same connection and class give every bill the same settled month; the latest, should a class differ.
  const settledFrom = results.reduce((latest, r) => (r.settled.fromMonth > latest.settled.fromMonth ? r : latest)).settled;
  return {
    connection,
    bills,
    results,
    firstYear: rangeOf(results.map((r) => r.savingsShare)),
    settled: { ...rangeOf(results.map((r) => r.settled.savingsShare)), year: settledFrom.year, month: settledFrom.month },
    horizon: rangeOf(results.map((r) => r.horizonShare)),
  };
}

/** 'de 79% a 84%', or '82%' when both ends round alike. */
export const percentRange = (r: Range) => {
  const [low, high] = [formatPercent(r.low), formatPercent(r.high)];
  return low === high ? low : `de ${low} a ${high}`;
};

/** The figures of `typicalSavings` as the pages word them (content/simulator/typical.ts). */
export function typicalFigures(savings: TypicalSavings, city = DEFAULT_CITY): TypicalFigures {
  const { bills, connection, settled } = savings;
  return {
    city,
    bills: `${formatBRL(bills[0]!, false)} a ${formatBRL(bills.at(-1)!, false)}`,
    connected: formatMonthYear(connection.year, connection.month),
    firstYear: percentRange(savings.firstYear),
    settled: percentRange(settled),
    settledFrom: formatMonthYear(settled.year, settled.month),
    horizon: percentRange(savings.horizon),
  };
}
