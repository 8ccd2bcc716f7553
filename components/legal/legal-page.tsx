import type { ReactNode } from 'react';
import type { LegalText } from '@/content/legal/types';
import styles from './legal-page.module.css';
import { LegalSection } from './legal-section';
import { RichText, textKey } from './rich-text';

type LegalPageProps = { text: LegalText; children?: ReactNode };

/** A legal document page (terms of use, cookie policy): static, every word from content/legal. */
export function LegalPage({ text, children }: LegalPageProps) {
  return (
    <article className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{text.title}</h1>
        {text.intro.map((paragraph) => (
          <p key={textKey(paragraph)} className={styles.lead}>
            <RichText value={paragraph} />
          </p>
        ))}
        <p className={styles.updated}>
          Última atualização: <time dateTime={text.updated.iso}>{text.updated.display}</time>
        </p>
      </header>
      {text.sections.map((section) => (
        <LegalSection key={section.id} section={section} />
      ))}
      {children}
    </article>
  );
}
