import { Section } from '@/components/ui/section';
import { SIMULATOR_PRELOAD_MARGIN_PX, SIMULATOR_SECTION_ID, simulatorCopy as copy } from '@/content/simulator';
import { ResultsPanel } from './results-panel';
import { SimulatorActivator } from './simulator-activator';
import { SimulatorForm } from './simulator-form';
import { SimulatorPremises } from './simulator-premises';
import results from './simulator-results.module.css';
import styles from './simulator-section.module.css';

// The 'Simulador de economia' home section, led by its figure: the sun of each of the 399 towns. The form, the
// empty results frame and the premises are static HTML, there for the page's whole life; a tiny
// activator loads the island (and the irradiation of the 399 municipalities) when it is needed,
// which then enhances that form and frame in place.
/** `city`: the municipality the form starts on (a city page's own); the head office's by default. */
export function SimulatorSection({ city }: { city?: string } = {}) {
  return (
    <Section
      id={SIMULATOR_SECTION_ID}
      title={copy.title}
      lead={copy.lead}
      tone="alt"
      layout="figure"
      figure={
        <p className={styles.figure}>
          <strong>{copy.figure.value}</strong> <span>{copy.figure.label}</span>
        </p>
      }
    >
      <SimulatorActivator
        className={styles.layout}
        alertClassName={styles.loadError}
        retryClassName={results.primary}
        rootMargin={`${SIMULATOR_PRELOAD_MARGIN_PX}px 0px`}
        copy={{ failed: copy.loadFailed, retry: copy.retry }}
      >
        <SimulatorForm city={city} />
        <ResultsPanel />
      </SimulatorActivator>
      <SimulatorPremises />
    </Section>
  );
}
