import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { serializeJsonLd } from '@/components/seo/organization';
import { ButtonLink } from '@/components/ui/button-link';
import { site } from '@/content/company/site';
import { FAQ_PATH, faqCopy, faqEntries } from '@/content/faq';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';
import { servicePage, servicePageCopy, servicePath } from '@/content/service-pages';
import { HEADER_CTA } from '@/content/navigation';
import { FaqAnswer } from './faq-answer';
import { faqPageJsonLd } from './faq-json-ld';
import styles from './faq.module.css';

export const faqTrail = [
  { name: servicePageCopy.home, path: '/' },
  { name: faqCopy.name, path: FAQ_PATH },
];

/** The questions page: an index of the questions, then each answer with its source and date, all static. */
export function FaqPage() {
  const entries = faqEntries();
  return (
    <article className={`container ${styles.page}`}>
      <Breadcrumbs trail={faqTrail} />
      <header className={styles.header}>
        <h1 className={styles.title}>{faqCopy.title}</h1>
        <p className={styles.lead}>{faqCopy.lead}</p>
      </header>
      <div className={styles.layout}>
        <nav aria-labelledby="perguntas-indice" className={styles.index}>
          <h2 id="perguntas-indice" className={styles.indexTitle}>
            {faqCopy.indexTitle}
          </h2>
          <ol className={styles.indexList}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.question}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.entries}>
          {entries.map((entry) => (
            <FaqAnswer
              key={entry.id}
              entry={entry}
              level={2}
              id={entry.id}
              services={(entry.services ?? []).map((id) => ({ title: servicePage(id).title, href: servicePath(servicePage(id)) }))}
            />
          ))}
          <section aria-labelledby="perguntas-proximo" className={styles.next}>
            <h2 id="perguntas-proximo" className={styles.nextTitle}>
              {faqCopy.nextTitle}
            </h2>
            <p>{faqCopy.nextText}</p>
            <div className={styles.actions}>
              <ButtonLink href={`/#${SIMULATOR_SECTION_ID}`}>{faqCopy.simulate}</ButtonLink>
              <ButtonLink href={HEADER_CTA.href} variant="secondary">
                {faqCopy.contact}
              </ButtonLink>
            </div>
          </section>
        </div>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(faqPageJsonLd(entries, new URL(FAQ_PATH, site.url).href)) }} />
    </article>
  );
}
