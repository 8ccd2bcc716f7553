import { resultCopy } from '@/content/simulator/copy';
import { formatBRL, formatPercent } from '@/lib/format/format';
import { OwnPlant } from './own-plant-result';
import type { SimulationResult } from './simulate';
import styles from './simulator-results.module.css';

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
          <p className={styles.share}>{copy.share(formatPercent(result.discount), formatPercent(result.shareOfBill))}</p>
          <p>{copy.breakdown(formatBRL(result.billBRL), formatBRL(result.publicLighting), formatBRL(result.minimumBRL), formatBRL(result.compensableBRL))}</p>
          <p>{copy.yearly(formatBRL(result.yearlySavings))}</p>
          <p className={styles.note}>{copy.note}</p>
          <p className={styles.note}>{copy.condition}</p>
        </>
      );
    }
    case 'investidor': {
      const copy = resultCopy.investidor;
      return (
        <>
          <p className={`${styles.headline} ${styles.neutral}`}>{copy.headline(formatPercent(result.monthlyYield, 2))}</p>
          <p>{copy.conditions(formatPercent(result.monthlyYield, 2))}</p>
          <p className={styles.notice}>{copy.notAnOffer}</p>
        </>
      );
    }
  }
}
