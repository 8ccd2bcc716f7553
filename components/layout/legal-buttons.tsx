'use client';

import type { LegalDocument } from '@/content/footer';
import { navigateTo } from './navigate';
import styles from './site-footer.module.css';

type LegalButtonsProps = { documents: readonly LegalDocument[] };

/**
 * As the spec says, each button writes to the console. The privacy and data
 * protection buttons then open the privacy notice (a full load, like every link here).
 */
export function LegalButtons({ documents }: LegalButtonsProps) {
  return (
    <ul className={styles.legal}>
      {documents.map((doc) => (
        <li key={doc.id}>
          <button
            type="button"
            className={styles.legalButton}
            onClick={() => {
              console.log(`Documento legal solicitado: ${doc.label}`);
              if (doc.href) navigateTo(doc.href);
            }}
          >
            {doc.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
