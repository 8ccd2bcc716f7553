import { Calculator } from '@/components/ui/icons/calculator';
import { navigation } from '@/content/navigation';
import { simulatorCopy as copy } from '@/content/simulator';
import { ANNOUNCEMENT_ID, RESULT_SLOT_ID } from './form-slots';
import styles from './simulator-results.module.css';

export const CONTACT_HREF = navigation.find((item) => item.id === 'contact')?.href ?? '/#contact';

// The results column, as the server renders it and keeps it: what the panel says until the form
// holds a valid simulation, a slot the island writes the result into (hiding the placeholder
// meanwhile), and the live region it announces through. The same frame before and after the
// island loads, so nothing moves.
export function ResultsPanel() {
  return (
    <section className={styles.panel} aria-labelledby="simulador-resultado-title">
      <h3 id="simulador-resultado-title" className={styles.panelTitle}>
        {copy.resultsTitle}
      </h3>
      <div className={styles.placeholder}>
        <Calculator aria-hidden="true" className={styles.placeholderIcon} />
        <p className={styles.placeholderTitle}>{copy.placeholderTitle}</p>
        <p className={styles.placeholderText}>{copy.placeholder}</p>
        {/* Not a <noscript>: a page whose start-up scripts failed to load needs it too (globals.css). */}
        <div className="no-js-only">
          <p className={styles.noScript}>{copy.noScript}</p>
          <a className={styles.primary} href={CONTACT_HREF}>
            {copy.noScriptCta}
          </a>
        </div>
      </div>
      <div id={RESULT_SLOT_ID} className={styles.slot} />
      <p id={ANNOUNCEMENT_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
    </section>
  );
}
