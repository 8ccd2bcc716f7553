'use client';

import type { LegalDocument } from '@/content/footer';
import styles from './site-footer.module.css';

type LegalButtonsProps = { documents: readonly LegalDocument[] };

/** As the spec says, these only write to the console; no page is shown. */
export function LegalButtons({ documents }: LegalButtonsProps) {
  return (
    <ul className={styles.legal}>
      {documents.map((doc) => (
        <li key={doc.id}>
          <button type="button" className={styles.legalButton} onClick={() => console.log(`Documento legal solicitado: ${doc.label}`)}>
            {doc.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
