import { Calculator } from '@/components/ui/icons/calculator';
import type { ReactNode } from 'react';
import { navigation } from '@/content/navigation';
import { simulatorCopy as copy } from '@/content/simulator';
import styles from './simulator-results.module.css';

export const CONTACT_HREF = navigation.find((item) => item.id === 'contact')?.href ?? '/#contact';

type ResultsPanelProps = { children: ReactNode; announcement?: string };

// The results column: the same frame before and after the island takes over, so nothing moves.
export function ResultsPanel({ children, announcement = '' }: ResultsPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="simulador-resultado-title">
      <h3 id="simulador-resultado-title" className={styles.panelTitle}>
        {copy.resultsTitle}
      </h3>
      {children}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}

/** What the panel says until the form holds a valid simulation. */
export function ResultsPlaceholder({ noScript = false }: { noScript?: boolean }) {
  return (
    <div className={styles.placeholder}>
      <Calculator aria-hidden="true" className={styles.placeholderIcon} />
      <p className={styles.placeholderTitle}>{copy.placeholderTitle}</p>
      <p className={styles.placeholderText}>{copy.placeholder}</p>
      {noScript && (
        // Not a <noscript>: a page whose start-up scripts failed to load needs it too (globals.css).
        <div className="no-js-only">
          <p className={styles.noScript}>{copy.noScript}</p>
          <a className={styles.primary} href={CONTACT_HREF}>
            {copy.noScriptCta}
          </a>
        </div>
      )}
    </div>
  );
}
