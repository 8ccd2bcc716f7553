import type { ReactNode } from 'react';
import { KeepTogether } from '@/components/ui/keep-together';
import { PRIVACY_TITLE, PRIVACY_UPDATED, privacyCopy, privacyIntro, privacySections, type PrivacySection } from '@/content/legal/privacy';
import styles from './legal-page.module.css';
import noticeStyles from './privacy-notice.module.css';

function Section({ section }: { section: PrivacySection }) {
  return (
    <section className={styles.section} aria-labelledby={`${section.id}-titulo`} id={section.id}>
      <h2 id={`${section.id}-titulo`} className={styles.heading}>
        {section.heading}
      </h2>
      {section.paragraphs?.map((text) => (
        <p key={text}>
          <KeepTogether text={text} />
        </p>
      ))}
      {section.items && (
        <ul className={styles.list}>
          {section.items.map((text) => (
            <li key={text}>
              <KeepTogether text={text} />
            </li>
          ))}
        </ul>
      )}
      {section.closing?.map((text) => (
        <p key={text}>
          <KeepTogether text={text} />
        </p>
      ))}
    </section>
  );
}

/** The privacy notice page: static, every word from content/privacy.ts; `children` follow its sections. */
export function PrivacyNotice({ children }: { children?: ReactNode }) {
  return (
    <article className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{PRIVACY_TITLE}</h1>
        {privacyIntro.map((text) => (
          <p key={text} className={styles.lead}>
            <KeepTogether text={text} />
          </p>
        ))}
        <p className={styles.updated}>
          {privacyCopy.updated} <time dateTime={PRIVACY_UPDATED.iso}>{PRIVACY_UPDATED.display}</time>
        </p>
      </header>
      {privacySections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
      {children}
      {/* A plain anchor: the form lives on the home page, reached by its section id. */}
      <a className={noticeStyles.back} href={privacyCopy.backHref}>
        {privacyCopy.backToForm}
      </a>
    </article>
  );
}
