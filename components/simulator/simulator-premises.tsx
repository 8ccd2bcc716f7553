import { PREMISES, simulatorCopy as copy } from '@/content/simulator';
import { premiseFormat } from './number-format';
import styles from './simulator-section.module.css';

// Every number the simulator uses, with its source: static HTML, readable without JavaScript.
export function SimulatorPremises() {
  return (
    <section className={styles.premises} aria-labelledby="simulador-premissas">
      <h3 id="simulador-premissas" className={styles.premisesTitle}>
        {copy.premisesTitle}
      </h3>
      <p className={styles.premisesLead}>{copy.premisesLead}</p>
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
    </section>
  );
}
