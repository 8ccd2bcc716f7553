import { LEGAL_DOCUMENTS } from '@/content/legal/documents';
import styles from './legal-page.module.css';

type RelatedDocumentsProps = { path: string };

const RELATED_DOCUMENTS_LABEL = 'Outros documentos legais';

/** The other legal documents (those not on the page at `path`), at the end of each one. */
export function RelatedDocuments({ path }: RelatedDocumentsProps) {
  const others = LEGAL_DOCUMENTS.filter((doc) => doc.href.split('#')[0] !== path);
  return (
    <nav className={styles.related} aria-labelledby="outros-documentos-titulo">
      <h2 id="outros-documentos-titulo" className={styles.relatedHeading}>
        {RELATED_DOCUMENTS_LABEL}
      </h2>
      <ul>
        {others.map((doc) => (
          <li key={doc.id}>
            <a href={doc.href}>{doc.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
