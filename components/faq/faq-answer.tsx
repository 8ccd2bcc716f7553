import { answerParagraphs, checkedOn, faqCopy } from '@/content/faq';
import type { FaqEntry } from '@/content/company/schema';
import styles from './faq.module.css';

type FaqAnswerProps = {
  entry: FaqEntry;
  /** The heading's level: h2 on the questions page. */
  level: 2 | 3;
  /** The element's id: the entry's own on the questions page (its address), none elsewhere. */
  id?: string;
  /** The pages of the services the company tagged it with: each links back, where the service is told. */
  services?: readonly { title: string; href: string }[];
};

/** The answer's paragraphs, then its source and the day it was checked. */
function Answer({ entry }: { entry: FaqEntry }) {
  return (
    <>
      <div className={styles.answer} data-answer="">
        {answerParagraphs(entry.answer).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <p className={styles.source}>
        {faqCopy.source}:{' '}
        {entry.url ? (
          <a href={entry.url} className={styles.sourceLink}>
            {entry.source}
          </a>
        ) : (
          entry.source
        )}
        . {faqCopy.checked} <time dateTime={entry.checked}>{checkedOn(entry.checked)}</time>.
      </p>
    </>
  );
}

/** One question with its answer, source and date, at its own address: the questions page. */
export function FaqAnswer({ entry, level, id, services = [] }: FaqAnswerProps) {
  const Heading = `h${level}` as const;
  const headingId = `${id ?? `pergunta-${entry.id}`}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.entry}>
      <Heading id={headingId} className={styles.question}>
        {entry.question}
      </Heading>
      <Answer entry={entry} />
      {services.length > 0 && (
        <p className={styles.services}>
          {faqCopy.aboutService}:{' '}
          {services.map((service, index) => (
            <span key={service.href}>
              {index > 0 && ' · '}
              <a href={service.href}>{service.title}</a>
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
