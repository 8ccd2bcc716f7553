import { resultCopy } from '@/content/simulator/copy';
import { CLEANINGS, CONNECTIONS, premises } from '@/content/simulator/premises';
import { BillChart } from './bill-chart';
import { MonthlyChart } from './monthly-chart';
import { formatBRL, formatBRLApprox, formatDecimal, formatPercent } from '@/content/format';
import { SavingsChart } from './savings-chart';
import type { OwnPlantResult } from './simulate';
import styles from './simulator-results.module.css';
import { CONTACT_HREF } from './results-panel';
import { notViableReason, paybackText } from './summary';

type Figure = { label: string; value: string };

export function Figures({ items }: { items: Figure[] }) {
  return (
    <dl className={styles.figures}>
      {items.map((item) => (
        <div key={item.label} className={styles.figureItem}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const MONTH_NAMES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** The figures of an own-plant result, in the order the results show them. */
export function ownPlantFigures(result: OwnPlantResult): Figure[] {
  const copy = resultCopy.usina;
  const cleaningMonths = CLEANINGS.find((c) => 12 / c.months === result.cleaningsPerYear)?.months ?? 6;
  const horizon = result.financing ? copy.horizonFinancedValue : copy.horizonValue;
  return [
    { label: copy.billBefore, value: formatBRL(result.billBefore) },
    { label: copy.billAfter, value: copy.billAfterValue(formatBRL(result.billAfter)) },
    { label: copy.yearly, value: formatBRL(result.yearlySavings) },
    { label: copy.system, value: copy.systemValue(formatDecimal(result.systemKWp, 2), result.modules, premises.moduleWatts) },
    { label: copy.generation, value: copy.generationValue(formatDecimal(result.generationKWh)) },
    { label: copy.roof, value: copy.roofValue(formatDecimal(result.roofAreaM2)) },
    {
      label: copy.investment,
      value: copy.range(formatBRLApprox(result.investment.low), formatBRLApprox(result.investment.high), formatBRL(result.investment.perWp)),
    },
    {
      label: copy.upkeep,
      value: copy.upkeepValue(cleaningMonths, formatBRLApprox(result.cleaningPerVisit, 10), result.inverterYear, formatBRLApprox(result.inverterCost)),
    },
    { label: result.financing ? copy.paybackFinanced : copy.payback, value: paybackText(result.paybackYears) },
    { label: copy.horizon, value: horizon(formatBRLApprox(result.savingsHorizon), formatBRLApprox(result.savingsHorizon - result.toPayBack)) },
    { label: copy.co2, value: copy.co2Value(formatDecimal(result.co2TonsPerYear, 2), formatDecimal(result.co2TonsHorizon, 1)) },
  ];
}

function Financing({ result }: { result: OwnPlantResult }) {
  const financing = result.financing!;
  const copy = resultCopy.financing;
  const firstYear = formatBRL(financing.savingsByLoanYear[0]!);
  const lowest = formatBRL(Math.min(...financing.savingsByLoanYear));
  const top = formatBRL(financing.instalmentTop);
  const fits = {
    sim: () => copy.fitsYes(lowest, top, formatBRL(financing.marginTop)),
    depende: () => copy.fitsDepends(lowest, formatBRL(financing.instalment), top, financing.marginTop >= 0, formatBRL(Math.abs(financing.marginTop))),
    'no-comeco': () => copy.fitsAtFirst(firstYear, financing.firstShortLoanYear!, formatBRL(-financing.margin)),
    nao: () => copy.fitsNo(firstYear, formatBRL(-financing.margin)),
  }[financing.fit]();
  return (
    <section className={styles.financing} aria-labelledby="simulador-financiamento" data-fits={financing.fit}>
      <h4 id="simulador-financiamento" className={styles.financingTitle}>
        {copy.title}
      </h4>
      <Figures
        items={[
          { label: copy.instalment, value: copy.instalmentValue(formatBRL(financing.instalment), financing.termMonths, financing.firstPaymentMonth) },
          { label: copy.fits, value: fits },
          { label: copy.total, value: copy.totalValue(formatBRL(financing.totalPaid), formatBRL(financing.interest)) },
        ]}
      />
    </section>
  );
}

function ConnectionNotice({ result }: { result: OwnPlantResult }) {
  const check = result.connectionCheck;
  if (check.kind === 'ok') return null;
  const kwp = formatDecimal(result.systemKWp, 2);
  const text =
    check.kind === 'minigeracao'
      ? resultCopy.usina.minigeneration(kwp, formatDecimal(check.maxKW))
      : resultCopy.usina.upgrade(kwp, CONNECTIONS.find((c) => c.id === result.connection)!.label.toLowerCase(), formatDecimal(check.maxKW), check.capacity);
  return <p className={styles.notice}>{text}</p>;
}

function winterNote(result: OwnPlantResult): string | null {
  const lowest = Math.min(...result.monthlyGenerationKWh);
  if (lowest >= result.consumptionKWh) return null;
  const month = result.monthlyGenerationKWh.indexOf(lowest);
  return resultCopy.usina.winter(MONTH_NAMES[month]!, formatDecimal(lowest), formatDecimal(result.consumptionKWh));
}

/**
 * A system an installer would not quote (issue 24): no payback, no 25-year saving, no quote
 * button; why, in one sentence, and the way to the team instead.
 */
function NotViable({ reason }: { reason: string }) {
  return (
    <>
      <p className={`${styles.headline} ${styles.neutral}`}>{resultCopy.notViable.title}</p>
      <p>{reason}</p>
      <div className={styles.actions}>
        <a className={styles.primary} href={CONTACT_HREF}>
          {resultCopy.notViable.contact}
        </a>
      </div>
    </>
  );
}

export function OwnPlant({ result }: { result: OwnPlantResult }) {
  const copy = resultCopy.usina;
  const winter = winterNote(result);
  const reason = notViableReason(result);
  if (reason) return <NotViable reason={reason} />;
  return (
    <>
      <p className={styles.headline}>{copy.headline(formatBRL(result.monthlySavings))}</p>
      <p className={styles.share}>{copy.share(formatPercent(result.savingsShare))}</p>
      <ConnectionNotice result={result} />
      {result.financing && <Financing result={result} />}
      <Figures items={ownPlantFigures(result)} />
      <div className={styles.charts}>
        <MonthlyChart generationKWh={result.monthlyGenerationKWh} consumptionKWh={result.consumptionKWh} />
        <BillChart before={result.billBefore} after={result.billAfter} />
        <SavingsChart
          cumulative={result.cumulativeNetSavings}
          reference={result.toPayBack}
          financed={result.financing !== null}
          paybackYears={result.paybackYears}
        />
      </div>
      {winter && <p className={styles.note}>{winter}</p>}
      <p className={styles.note}>{copy.fioB(result.year, formatPercent(result.fioBShare))}</p>
    </>
  );
}
