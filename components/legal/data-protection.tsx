import { dataProtection } from '@/content/legal/data-protection';
import styles from './legal-page.module.css';
import { LegalSection } from './legal-section';
import { RichText, textKey } from './rich-text';

/**
 * The privacy notice's data-protection section (LGPD rights, who answers, how to ask,
 * deadlines, the ANPD). Its id is the anchor the footer's data-protection link opens.
 */
export function DataProtection() {
  const { contacts, rights } = dataProtection;
  return (
    <section className={styles.block} id={dataProtection.id} aria-labelledby={`${dataProtection.id}-titulo`}>
      <h2 id={`${dataProtection.id}-titulo`} className={styles.heading}>
        {dataProtection.heading}
      </h2>
      {dataProtection.intro.map((text) => (
        <p key={textKey(text)}>
          <RichText value={text} />
        </p>
      ))}
      <LegalSection level={3} section={contacts} />
      <section className={styles.section} aria-labelledby={`${rights.id}-titulo`} id={rights.id}>
        <h3 id={`${rights.id}-titulo`} className={styles.subheading}>
          {rights.heading}
        </h3>
        <p>{rights.lead}</p>
        <ul className={styles.list}>
          {rights.items.map((right) => (
            <li key={right.name}>
              <strong>{right.name}</strong> ({right.basis}): {right.what}
            </li>
          ))}
        </ul>
      </section>
      {dataProtection.sections.map((section) => (
        <LegalSection key={section.id} level={3} section={section} />
      ))}
      <p className={styles.source}>{dataProtection.source}</p>
    </section>
  );
}
