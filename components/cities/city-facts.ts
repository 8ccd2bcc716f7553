import type { ConnectionStart, OwnPlantResult } from '@/components/simulator/simulate';
import { yieldPerKWp } from '@/components/simulator/plant';
import { typicalSavings } from '@/components/home/typical-savings';
import { premises } from '@/content/simulator/premises';
import { distanceKm } from '@/lib/geo/distance';
import { PLACES, placeNamed, type Place } from './places';

// Everything a city's page says that no other city's page says, worked out at build time from the
// data (LABREN's sun, IBGE's seats) and the simulator's own functions: nothing here is typed by hand.

/** Monthly bills of a typical home, R$: the same the home page quotes (one list, content/simulator/typical.ts). */
export { TYPICAL_BILLS_BRL } from '@/content/simulator/typical';
/** The one of them a page's words and its description lead with. */
export const LEAD_BILL_BRL = 500;

export type Neighbour = { place: Place; km: number };

export type BillCase = { billBRL: number; result: OwnPlantResult };

export type CityFacts = {
  place: Place;
  /** 1 = the sunniest of the 399 seats by annual mean. */
  rank: number;
  /** The mean of the 399 annual means, Wh/m²·day. */
  stateMean: number;
  /** Months (0 = January) with the most and the least sun. */
  bestMonth: number;
  worstMonth: number;
  /** kWh one kWp facing north at the latitude tilt gives each month of its first year, January first. */
  kWpMonthly: number[];
  kWpYear: number;
  /** The simulator's result for each typical bill, with the form's defaults, connected at `connection`. */
  connection: ConnectionStart;
  bills: BillCase[];
  /** The nearest other served cities and the nearest municipalities not served, nearest first. */
  servedNeighbours: Neighbour[];
  otherNeighbours: Neighbour[];
};

const NEIGHBOURS = 3;

const STATE_MEAN = PLACES.reduce((sum, place) => sum + place.sun.annual, 0) / PLACES.length;

/** The lead bill's case, as the bills table shows it. */
export const leadBill = (facts: Pick<CityFacts, 'bills'>): BillCase => facts.bills.find((c) => c.billBRL === LEAD_BILL_BRL)!;

/** The years a case pays itself back in, or null where the table says it does not. */
export const paybackOf = (result: OwnPlantResult): number | null => (result.viability.kind === 'ok' ? result.paybackYears : null);

/** 1 + how many of the 399 seats have more sun over the year. */
export function sunRank(place: Place): number {
  return 1 + PLACES.filter((other) => other.sun.annual > place.sun.annual).length;
}

/** Other places by straight-line distance from `place`'s seat, nearest first. */
export function nearest(place: Place, among: readonly Place[], count: number): Neighbour[] {
  return among
    .filter((other) => other.name !== place.name)
    .map((other) => ({ place: other, km: distanceKm(place.seat, other.seat) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count);
}

const indexOfExtreme = (values: readonly number[], pick: (a: number, b: number) => boolean) =>
  values.reduce((best, value, index) => (pick(value, values[best]!) ? index : best), 0);

/** The city's facts, for a page built on `today` (the month of connection follows the simulator's lead time). */
export function cityFacts(name: string, served: readonly string[], today: Date): CityFacts {
  const place = placeNamed(name);
  const monthly = place.sun.monthly;
  // The simulator's own yield per kWp (roof factor 1: north, at the latitude tilt), after the first year's loss.
  const kWpMonthly = yieldPerKWp(monthly, 1).map((kwh) => kwh * (1 - premises.firstYearLoss));
  // The home page's one computation of the typical homes, at this city.
  const { connection, bills: billsBRL, results } = typicalSavings(today, undefined, { city: name });
  const bills = billsBRL.map((billBRL, index) => ({ billBRL, result: results[index]! }));
  const servedPlaces = served.map(placeNamed);
  const servedSet = new Set(served);
  return {
    place,
    rank: sunRank(place),
    stateMean: STATE_MEAN,
    bestMonth: indexOfExtreme(monthly, (a, b) => a > b),
    worstMonth: indexOfExtreme(monthly, (a, b) => a < b),
    kWpMonthly,
    kWpYear: kWpMonthly.reduce((sum, kwh) => sum + kwh, 0),
    connection,
    bills,
    servedNeighbours: nearest(place, servedPlaces, NEIGHBOURS),
    otherNeighbours: nearest(
      place,
      PLACES.filter((other) => !servedSet.has(other.name)),
      NEIGHBOURS,
    ),
  };
}
