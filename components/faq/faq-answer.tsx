import { answerParagraphs, checkedOn, faqCopy } from '@/content/faq';
import type { FaqEntry } from '@/content/company/schema';
import styles from './faq.module.css';

type FaqAnswerProps = {
  entry: FaqEntry;
  /** h2 on the questions page, h3 under a service page's section. */
  level: 2 | 3;
  /** The element's id: the entry's own on the questions page (its address), none elsewhere. */
  id?: string;
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
export function FaqAnswer({ entry, level, id }: FaqAnswerProps) {
  const Heading = `h${level}` as const;
  const headingId = `${id ?? `pergunta-${entry.id}`}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.entry}>
      <Heading id={headingId} className={styles.question}>
        {entry.question}
      </Heading>
      <Answer entry={entry} />
    </section>
  );
}

/** The same, folded under its question (a service page lists several): it opens without JavaScript. */
export function FaqDisclosure({ entry }: { entry: FaqEntry }) {
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>{entry.question}</summary>
      <div className={styles.disclosureBody}>
        <Answer entry={entry} />
      </div>
    </details>
  );
}
