import { SIMULATOR_PRELOAD_MARGIN_PX, SIMULATOR_SECTION_ID, simulatorCopy as copy } from '@/content/simulator';
import { ResultsPanel, ResultsPlaceholder } from './results-panel';
import { SimulatorActivator } from './simulator-activator';
import { SimulatorForm } from './simulator-form';
import { SimulatorPremises } from './simulator-premises';
import results from './simulator-results.module.css';
import styles from './simulator-section.module.css';

// The 'Simulador de economia' home section. The form, the empty results frame and the premises
// are static HTML; a tiny activator loads the interactive island when it is needed.
export function SimulatorSection() {
  return (
    <section id={SIMULATOR_SECTION_ID} className={styles.section} aria-labelledby="simulador-titulo">
      <div className="container">
        <header className={styles.header}>
          <p className={styles.eyebrow}>{copy.eyebrow}</p>
          <h2 id="simulador-titulo" className={styles.title}>
            {copy.title}
          </h2>
          <p className={styles.lead}>{copy.lead}</p>
        </header>
        <SimulatorActivator
          className={styles.layout}
          alertClassName={styles.loadError}
          retryClassName={results.primary}
          rootMargin={`${SIMULATOR_PRELOAD_MARGIN_PX}px 0px`}
          copy={{ failed: copy.loadFailed, retry: copy.retry }}
        >
          <SimulatorForm />
          <ResultsPanel>
            <ResultsPlaceholder noScript />
          </ResultsPanel>
        </SimulatorActivator>
        <SimulatorPremises />
      </div>
    </section>
  );
}
