'use client';

import type { LegalDocument } from '@/content/footer';
import styles from './site-footer.module.css';

type LegalButtonsProps = { documents: readonly LegalDocument[] };

/**
 * The spec's legal buttons: each writes to the console which document was asked for.
 * They are real links, so the browser then opens the document, with JavaScript or
 * without it (then nothing is logged, and nothing is lost).
 */
export function LegalButtons({ documents }: LegalButtonsProps) {
  return (
    <ul className={styles.legal}>
      {documents.map((doc) => (
        <li key={doc.id}>
          <a href={doc.href} className={styles.legalButton} onClick={() => console.log(`Documento legal solicitado: ${doc.label}`)}>
            {doc.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
