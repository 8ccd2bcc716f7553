import { resultCopy } from '@/content/simulator/copy';
import { CLEANINGS, CONNECTIONS, premises } from '@/content/simulator/premises';
import { BillChart } from './bill-chart';
import { coveredShare } from './financing';
import { MonthlyChart } from './monthly-chart';
import { formatBRL, formatBRLApprox, formatDecimal, formatMonthYear, formatPercent, MONTH_NAMES } from '@/lib/format/format';
import { SavingsChart } from './savings-chart';
import type { FinancingResult, OwnPlantResult } from './simulate';
import styles from './simulator-results.module.css';
import { CONTACT_HREF } from './results-panel';
import { notViableReason, paybackText, paysIcms, shareText } from './summary';

type Figure = { label: string; value: string };

export function Figures({ items, variant }: { items: Figure[]; variant?: 'key' }) {
  return (
    <dl className={variant === 'key' ? `${styles.figures} ${styles.keyFigures}` : styles.figures}>
      {items.map((item) => (
        <div key={item.label} className={styles.figureItem}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The numbers the result opens with: the saving is the headline; then the instalment or the payback, and the investment. */
export function keyFigures(result: OwnPlantResult): Figure[] {
  const copy = resultCopy.usina;
  const { financing } = result;
  return [
    financing
      ? { label: copy.instalment, value: copy.instalmentValue(formatBRL(financing.instalment), financing.termMonths) }
      : { label: copy.payback, value: paybackText(result.paybackYears) },
    { label: copy.investment, value: copy.range(formatBRLApprox(result.investment.low), formatBRLApprox(result.investment.high)) },
  ];
}

/** The rest of an own-plant result, folded below the key figures, in the order it shows them. */
export function ownPlantFigures(result: OwnPlantResult): Figure[] {
  const copy = resultCopy.usina;
  const cleaningMonths = CLEANINGS.find((c) => 12 / c.months === result.cleaningsPerYear)?.months ?? 6;
  const horizon = result.financing ? copy.horizonFinancedValue : copy.horizonValue;
  return [
    { label: copy.billBefore, value: formatBRL(result.billBefore) },
    { label: copy.billAfter, value: copy.billAfterValue(formatBRL(result.billAfter)) },
    { label: copy.yearly, value: formatBRL(result.yearlySavings) },
    {
      label: copy.system,
      value: copy.systemValue(formatDecimal(result.systemKWp, 2), result.modules, premises.moduleWatts, formatDecimal(result.inverterKW, 1)),
    },
    { label: copy.generation, value: copy.generationValue(formatDecimal(result.generationKWh)) },
    { label: copy.roof, value: copy.roofValue(formatDecimal(result.roofAreaM2)) },
    { label: copy.perWp, value: copy.perWpValue(formatBRL(result.investment.perWp)) },
    {
      label: copy.upkeep,
      value: copy.upkeepValue(cleaningMonths, formatBRLApprox(result.cleaningPerVisit, 10), result.inverterYear, formatBRLApprox(result.inverterCost)),
    },
    ...(result.financing ? [{ label: copy.paybackFinanced, value: paybackText(result.paybackYears) }] : []),
    { label: copy.horizon, value: horizon(formatBRLApprox(result.savingsHorizon), formatBRLApprox(result.savingsHorizon - result.toPayBack)) },
    { label: copy.co2, value: copy.co2Value(formatDecimal(result.co2TonsPerYear, 2), formatDecimal(result.co2TonsHorizon, 1)) },
  ];
}

/** Whether the instalment fits the saving, in one sentence with its numbers: the verdict's reasons. */
export function fitText(financing: FinancingResult): string {
  const copy = resultCopy.financing;
  const firstYear = formatBRL(financing.savingsByLoanYear[0]!);
  const lowest = formatBRL(Math.min(...financing.savingsByLoanYear));
  const top = formatBRL(financing.instalmentTop);
  return {
    sim: () => copy.fitsYes(lowest, top, formatBRL(financing.marginTop)),
    depende: () => copy.fitsDepends(lowest, formatBRL(financing.instalment), top, financing.marginTop >= 0, formatBRL(Math.abs(financing.marginTop))),
    'no-comeco': () => copy.fitsAtFirst(firstYear, financing.firstShortLoanYear!, formatBRL(-financing.margin), financing.icmsDuringLoan),
    nao: () => copy.fitsNo(firstYear, formatBRL(-financing.margin)),
  }[financing.fit]();
}

/** The verdict in one line: how much of the instalment the first year of instalments' saving pays. */
export function verdictText(financing: FinancingResult): string {
  const share = coveredShare(financing.savingsByLoanYear[0]!, financing.instalment);
  return resultCopy.financing.verdict(formatPercent(share), formatBRL(financing.instalment));
}

/** The verdict, calm unless the loan does not pay from the first year; why, folded below it. */
function Fits({ financing }: { financing: FinancingResult }) {
  return (
    <div className={styles.fits} data-fits={financing.fit}>
      <p className={styles.verdict}>{verdictText(financing)}</p>
      <details className={styles.why}>
        <summary className={styles.whySummary}>{resultCopy.financing.why}</summary>
        <p className={styles.whyText}>{fitText(financing)}</p>
      </details>
    </div>
  );
}

function Financing({ financing }: { financing: FinancingResult }) {
  const copy = resultCopy.financing;
  return (
    <section className={styles.financing} aria-labelledby="simulador-financiamento">
      <h4 id="simulador-financiamento" className={styles.financingTitle}>
        {copy.title}
      </h4>
      <Figures
        items={[
          {
            label: copy.instalment,
            value: copy.instalmentValue(
              formatBRL(financing.instalment),
              financing.termMonths,
              financing.firstPaymentMonth,
              financing.firstInstalmentAfterConnection,
            ),
          },
          {
            label: copy.cet,
            value: copy.cetValue(formatPercent(financing.cetMonthly, 2), formatPercent(financing.cetYearly, 1), formatPercent(financing.monthlyRate, 2)),
          },
          { label: copy.total, value: copy.totalValue(formatBRL(financing.totalPaid), formatBRL(financing.interest), formatBRL(financing.iof)) },
        ]}
      />
    </section>
  );
}

function ConnectionNotice({ result }: { result: OwnPlantResult }) {
  const check = result.connectionCheck;
  if (check.kind !== 'upgrade') return null;
  const connection = CONNECTIONS.find((c) => c.id === result.connection)!.label.toLowerCase();
  const text = resultCopy.usina.upgrade(
    formatDecimal(result.inverterKW, 1),
    connection,
    formatDecimal(check.maxKW, 1),
    check.capacity,
    formatBRLApprox(check.low),
    formatBRLApprox(check.high),
  );
  return <p className={styles.notice}>{text}</p>;
}

function winterNote(result: OwnPlantResult): string | null {
  const lowest = Math.min(...result.monthlyGenerationKWh);
  if (lowest >= result.consumptionKWh) return null;
  const month = result.monthlyGenerationKWh.indexOf(lowest);
  return resultCopy.usina.winter(MONTH_NAMES[month]!, formatDecimal(lowest), formatDecimal(result.consumptionKWh));
}

/**
 * A system an installer would not quote: no payback, no 25-year saving, no quote
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
  const reason = notViableReason(result);
  if (reason) return <NotViable reason={reason} />;
  const winter = winterNote(result);
  const icmsLoss = result.savingsHorizonWithoutIcms - result.savingsHorizon;
  return (
    <>
      <p className={styles.headline}>{copy.headline(formatBRL(result.monthlySavings))}</p>
      <p className={styles.share}>{shareText(result)}</p>
      <Figures items={keyFigures(result)} variant="key" />
      {result.financing && <Fits financing={result.financing} />}
      <ConnectionNotice result={result} />
      <p className={styles.note}>{copy.dated(formatMonthYear(result.year, result.month), formatPercent(result.fioBShare))}</p>
      <details className={styles.more}>
        <summary className={styles.moreSummary}>{copy.more}</summary>
        <div className={styles.moreBody}>
          {result.financing && <Financing financing={result.financing} />}
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
          <p className={styles.note}>
            {copy.fioB({
              year: result.year,
              share: formatPercent(result.fioBShare),
              firstYear: formatPercent(result.savingsShare),
              settled: formatPercent(result.settled.savingsShare),
              from: formatMonthYear(result.settled.year, result.settled.month),
              icms: paysIcms(result),
            })}
          </p>
          {icmsLoss > 0.5 && <p className={styles.note}>{copy.icms(premises.icmsExemptMonths + 1, formatBRLApprox(icmsLoss))}</p>}
        </div>
      </details>
    </>
  );
}
