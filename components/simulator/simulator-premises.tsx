import { simulatorCopy as copy } from '@/content/simulator';
import { PREMISES } from '@/content/simulator/premise-texts';
import { formatBRL, formatDecimal, formatPercent } from '@/content/format';
import styles from './simulator-section.module.css';

const premiseFormat = { decimal: formatDecimal, percent: formatPercent, brl: formatBRL };

// Every number the simulator uses, with its source and date, behind one disclosure: static
// HTML that opens without JavaScript (<details>), so the page's scripts never carry it.
export function SimulatorPremises() {
  return (
    <section className={styles.premises} aria-labelledby="simulador-premissas">
      <h3 id="simulador-premissas" className={styles.premisesTitle}>
        {copy.premisesTitle}
      </h3>
      <p className={styles.premisesLead}>{copy.premisesLead}</p>
      <details className={styles.disclosure}>
        <summary className={styles.disclosureSummary}>{copy.premisesToggle}</summary>
        <ul className={styles.premiseList}>
          {PREMISES.map((premise) => (
            <li key={premise.id} className={styles.premise}>
              <h4 className={styles.premiseTitle}>{premise.title}</h4>
              <p className={styles.premiseText}>{premise.text(premiseFormat)}</p>
              <p className={styles.premiseSource}>
                {copy.source}: {premise.source}
              </p>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
