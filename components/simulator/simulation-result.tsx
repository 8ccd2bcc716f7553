import { premises, resultCopy } from '@/content/simulator';
import { BillChart } from './bill-chart';
import { formatBRL, formatBRLApprox, formatDecimal, formatPercent } from './number-format';
import { SavingsChart } from './savings-chart';
import type { OwnPlantResult, SimulationResult } from './simulate';
import styles from './simulator-results.module.css';
import { paybackText } from './summary';

type Figure = { label: string; value: string };

function Figures({ items }: { items: Figure[] }) {
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

function OwnPlant({ result }: { result: OwnPlantResult }) {
  const copy = resultCopy.usina;
  const items: Figure[] = [
    { label: copy.billBefore, value: formatBRL(result.billBefore) },
    { label: copy.billAfter, value: formatBRL(result.billAfter) },
    { label: copy.yearly, value: formatBRL(result.yearlySavings) },
    { label: copy.system, value: copy.systemValue(formatDecimal(result.systemKWp, 2), result.modules, premises.moduleWatts) },
    { label: copy.generation, value: copy.generationValue(formatDecimal(result.generationKWh)) },
    { label: copy.roof, value: copy.roofValue(formatDecimal(result.roofAreaM2)) },
    { label: copy.investment, value: copy.range(formatBRLApprox(result.investment.low), formatBRLApprox(result.investment.high)) },
    { label: copy.payback, value: paybackText(result.paybackYears) },
    {
      label: copy.horizon,
      value: copy.horizonValue(formatBRLApprox(result.savingsHorizon), formatBRLApprox(result.savingsHorizon - result.investment.mid)),
    },
    { label: copy.co2, value: copy.co2Value(formatDecimal(result.co2TonsPerYear, 2), formatDecimal(result.co2TonsHorizon, 1)) },
  ];
  return (
    <>
      <p className={styles.headline}>{copy.headline(formatBRL(result.monthlySavings))}</p>
      <p className={styles.share}>{copy.share(formatPercent(result.savingsShare))}</p>
      <Figures items={items} />
      <div className={styles.charts}>
        <BillChart before={result.billBefore} after={result.billAfter} />
        <SavingsChart cumulative={result.cumulativeSavings} investment={result.investment.mid} paybackYears={result.paybackYears} />
      </div>
      <p className={styles.note}>{copy.fioB(result.year, formatPercent(result.fioBShare))}</p>
    </>
  );
}

// The figures of a valid simulation, in the words of its mode.
export function SimulationResultView({ result }: { result: SimulationResult }) {
  switch (result.mode) {
    case 'usina':
      return <OwnPlant result={result} />;
    case 'assinatura': {
      const copy = resultCopy.assinatura;
      return (
        <>
          <p className={styles.headline}>{copy.headline(formatBRL(result.monthlySavings))}</p>
          <p className={styles.share}>{copy.share(formatPercent(result.discount))}</p>
          <p>{copy.yearly(formatBRL(result.yearlySavings))}</p>
          <p className={styles.note}>{copy.note}</p>
        </>
      );
    }
    case 'investidor': {
      const copy = resultCopy.investidor;
      return (
        <>
          <p className={styles.headline}>{copy.headline(formatBRL(result.monthlyIncome))}</p>
          <p>{copy.yearly(formatBRL(result.yearlyIncome))}</p>
          <p className={styles.note}>{copy.note(formatPercent(result.monthlyYield, 2))}</p>
        </>
      );
    }
  }
}
