import 'server-only';
import { ownPlantInput } from '@/components/simulator/own-plant-input';
import { connectionStart, simulate, type OwnPlantResult, type SubscriptionResult } from '@/components/simulator/simulate';
import { connectionWindow, typicalSavings, type Range } from '@/components/home/typical-savings';
import { CLEANING_PRICE_PER_MODULE, CLEANINGS, premises } from '@/content/simulator/premises';
import { DEFAULT_CITY } from '@/content/simulator/cities';
import type { RentalData } from '@/content/company/schema';
import { rentalBasisText } from '@/content/solutions';
import type { ServiceFigures } from '@/content/service-pages';
import { formatBRL, formatBRLApprox, formatDecimal, formatMonthYear, formatNumber, formatPercent } from '@/lib/format/format';

/** Monthly bills, R$, of the homes the service pages quote: the hero's typical homes. */
export const SERVICE_BILLS_BRL = [300, 500, 1000] as const;

const range = (low: string, high: string) => (low === high ? low : `de ${low} a ${high}`);
const rangeOf = (values: readonly number[]): Range => ({ low: Math.min(...values), high: Math.max(...values) });
const percentRange = (r: Range) => range(formatPercent(r.low), formatPercent(r.high));

/** From which month of operation the settled saving holds, as the visitor reads it. */
const fromText = (fromMonth: number) => (fromMonth % 12 === 0 ? `Do ${fromMonth / 12 + 1}º ano em diante` : `A partir do ${fromMonth + 1}º mês`);

/** A payback in years, rounded up to a tenth: never shorter than the simulator's. */
const years = (value: number) => formatDecimal(Math.ceil(value * 10) / 10, 1);

/** The rental's stated average with the basis it relies on, or nothing while the basis is not recorded (check:launch). */
export function rentalFigures(rental: RentalData): ServiceFigures['rental'] {
  const basis = rentalBasisText(rental);
  return basis ? { yield: formatPercent(premises.rentalMonthlyYield, 2), basis } : undefined;
}

/**
 * What the service pages state, computed by the simulator at build time for a quote made on
 * `today`, as the hero and the benefits do: the savings are each bill's lowest over every month a
 * quote from today to a year later can connect in (components/home/typical-savings.ts); the
 * payback is each bill's longest over those months; sizes and prices do not depend on the month.
 */
export function serviceFigures(rental: RentalData, today = new Date()): ServiceFigures {
  const bills = SERVICE_BILLS_BRL;
  const savings = typicalSavings(bills, today);
  const window = connectionWindow(today);
  const start = connectionStart(today);
  const plants = bills.map((brl) => simulate(ownPlantInput({ usage: { kind: 'bill', brl }, ...start })) as OwnPlantResult);
  const paybacks = bills.map((brl) =>
    Math.max(...window.map((month) => (simulate(ownPlantInput({ usage: { kind: 'bill', brl }, ...month })) as OwnPlantResult).paybackYears ?? Infinity)),
  );
  const subscriptions = bills.map(
    (billBRL) => simulate({ mode: 'assinatura', billBRL, connection: plants[0]!.connection, tariffClass: plants[0]!.tariffClass }) as SubscriptionResult,
  );
  const kWp = rangeOf(plants.map((plant) => plant.systemKWp));
  const modules = rangeOf(plants.map((plant) => plant.modules));
  const visits = plants.map((plant) => plant.cleaningPerVisit);
  const perYear = CLEANINGS.map((cleaning) => 12 / cleaning.months);
  const payback = rangeOf(paybacks);
  const [first, last] = [window[0]!, window.at(-1)!];
  return {
    bills: `${formatBRL(bills[0], false)} a ${formatBRL(bills.at(-1)!, false)}`,
    city: DEFAULT_CITY,
    window: `${formatMonthYear(first.year, first.month)} e ${formatMonthYear(last.year, last.month)}`,
    leadDays: premises.connectionLeadDays,
    graceDays: premises.financing.graceDays,
    ownPlant: {
      firstYear: percentRange(savings.firstYear),
      settled: percentRange(savings.settled),
      settledFrom: fromText(savings.settled.fromMonth),
      horizon: percentRange(savings.horizon),
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
      minimum: formatBRL(premises.cleaningMinimumBRL, false),
      perModule: CLEANING_PRICE_PER_MODULE.slice(0, 2)
        .map(
          ([upTo, price], index, list) => `${formatBRL(price)} por módulo ${index === 0 ? `até ${upTo} módulos` : `de ${list[index - 1]![0] + 1} a ${upTo}`}`,
        )
        .join(', '),
      visits: CLEANINGS.map((cleaning) => `${12 / cleaning.months} limpezas por ano (a cada ${cleaning.months} meses)`).join(' ou '),
    },
  };
}
