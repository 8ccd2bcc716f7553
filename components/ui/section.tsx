import type { ReactNode } from 'react';
import styles from './section.module.css';

type SectionProps = {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  /** The background: white, light grey, or the dark blue of the page's closing call to action. */
  tone?: 'default' | 'alt' | 'dark';
  children: ReactNode;
};

/** A home-page section: an anchor target with an h2 that names it, heading aligned left. */
export function Section({ id, eyebrow, title, lead, tone = 'default', children }: SectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section} data-tone={tone}>
      <div className="container">
        <header className={styles.header}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
