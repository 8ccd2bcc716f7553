import 'server-only';
import { simulate, type SubscriptionResult } from '@/components/simulator/simulate';
import { percentRange, typicalFigures, typicalSavings, type Range } from '@/components/home/typical-savings';
import { CLEANINGS, premises } from '@/content/simulator/premises';
import { CLEANING_PRICES } from './cleaning-prices';
import { TARIFF_DAY } from '@/content/simulator/copy';
import { typicalCopy } from '@/content/simulator/typical';
import type { RentalData } from '@/content/company/schema';
import { rentalBasisText } from '@/content/solutions';
import type { ServiceFigures } from '@/content/service-pages';
import { formatBRL, formatBRLApprox, formatDecimal, formatNumber, formatPercent } from '@/lib/format/format';

const range = (low: string, high: string) => (low === high ? low : `de ${low} a ${high}`);
const rangeOf = (values: readonly number[]): Range => ({ low: Math.min(...values), high: Math.max(...values) });

/** A payback in years, rounded up to a tenth: never shorter than the simulator's. */
const years = (value: number) => formatDecimal(Math.ceil(value * 10) / 10, 1);

/** The rental's stated average with the basis it relies on, or nothing while the basis is not recorded (check:launch). */
export function rentalFigures(rental: RentalData): ServiceFigures['rental'] {
  const basis = rentalBasisText(rental);
  return basis ? { yield: formatPercent(premises.rentalMonthlyYield, 2), basis } : undefined;
}

/**
 * What the service pages state, computed by the simulator at build time for a quote made on
 * `today`: the own plant's are the typical homes' figures the hero and the benefits state
 * (components/home/typical-savings.ts), in the same words; the subscription and the cleaning are
 * simulated for the same bills.
 */
export function serviceFigures(rental: RentalData, today = new Date()): ServiceFigures {
  const savings = typicalSavings(today);
  const { bills, results: plants } = savings;
  const story = typicalFigures(savings);
  const subscriptions = bills.map(
    (billBRL) => simulate({ mode: 'assinatura', billBRL, connection: plants[0]!.connection, tariffClass: plants[0]!.tariffClass }) as SubscriptionResult,
  );
  const kWp = rangeOf(plants.map((plant) => plant.systemKWp));
  const modules = rangeOf(plants.map((plant) => plant.modules));
  const visits = plants.map((plant) => plant.cleaningPerVisit);
  const perYear = CLEANINGS.map((cleaning) => 12 / cleaning.months);
  const payback = rangeOf(plants.map((plant) => plant.paybackYears ?? Infinity));
  return {
    bills: story.bills,
    city: story.city,
    who: typicalCopy.who(story),
    leadDays: premises.connectionLeadDays,
    tariffDay: TARIFF_DAY,
    graceDays: premises.financing.graceDays,
    ownPlant: {
      firstYear: story.firstYear,
      lasting: typicalCopy.lasting(story),
      kWp: `${range(formatDecimal(kWp.low, 2), formatDecimal(kWp.high, 2))} kWp`,
      modules: `${range(formatNumber(modules.low), formatNumber(modules.high))} módulos de ${premises.moduleWatts} W`,
      investment: range(
        formatBRLApprox(Math.min(...plants.map((plant) => plant.investment.low))),
        formatBRLApprox(Math.max(...plants.map((plant) => plant.investment.high))),
      ),
      payback: Number.isFinite(payback.high) ? `${range(years(payback.low), years(payback.high))} anos` : 'não se paga em 25 anos',
    },
    subscription: {
      discount: formatPercent(premises.subscriptionMaxDiscount),
      shareOfBill: percentRange(rangeOf(subscriptions.map((s) => s.shareOfBill))),
      monthly: range(...(Object.values(rangeOf(subscriptions.map((s) => s.monthlySavings))).map((brl) => formatBRL(brl, false)) as [string, string])),
    },
    rental: rentalFigures(rental),
    cleaning: {
      perVisit: range(formatBRL(Math.min(...visits), false), formatBRL(Math.max(...visits), false)),
      perYear: range(formatBRL(Math.min(...visits) * Math.min(...perYear), false), formatBRL(Math.max(...visits) * Math.max(...perYear), false)),
      minimum: formatBRL(CLEANING_PRICES.minimumBRL, false),
      perModule: CLEANING_PRICES.perModule
        .map(({ from, upTo, brl }) => `${formatBRL(brl)} por módulo ${from === 1 ? `até ${upTo} módulos` : `de ${from} a ${upTo}`}`)
        .join(', '),
      visits: CLEANINGS.map((cleaning) => `${12 / cleaning.months} limpezas por ano (a cada ${cleaning.months} meses)`).join(' ou '),
    },
  };
}
