import type { LegalSection as LegalSectionValue } from '@/content/legal/types';
import styles from './legal-page.module.css';
import { RichText, textKey } from './rich-text';

type LegalSectionProps = { section: LegalSectionValue; level?: 2 | 3 };

/** One titled part of a legal text: a region named by its heading, an anchor target by its id. */
export function LegalSection({ section, level = 2 }: LegalSectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = `${section.id}-titulo`;
  return (
    <section className={styles.section} aria-labelledby={headingId} id={section.id}>
      <Heading id={headingId} className={level === 2 ? styles.heading : styles.subheading}>
        {section.heading}
      </Heading>
      {section.paragraphs?.map((text) => (
        <p key={textKey(text)}>
          <RichText value={text} />
        </p>
      ))}
      {section.items && (
        <ul className={styles.list}>
          {section.items.map((text) => (
            <li key={textKey(text)}>
              <RichText value={text} />
            </li>
          ))}
        </ul>
      )}
      {section.facts && (
        <dl className={styles.facts}>
          {section.facts.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>
                <RichText value={fact.detail} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {section.closing?.map((text) => (
        <p key={textKey(text)}>
          <RichText value={text} />
        </p>
      ))}
    </section>
  );
}
