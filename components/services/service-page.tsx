import { ArrowRight } from '@/components/ui/icons/arrow-right';
import { Check } from '@/components/ui/icons/check';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { serializeJsonLd } from '@/components/seo/organization';
import { companyContent } from '@/content/company/data';
import { FAQ_PATH, faqForService, faqHref } from '@/content/faq';
import { GoogleRating } from '@/components/home/google-rating';
import { Artwork } from '@/components/ui/artwork';
import { proof } from '@/content/company/proof';
import { SERVICE_PAGES, servicePageCopy as copy, servicePath, type ServiceFigures, type ServicePage as Page } from '@/content/service-pages';
import { RENTAL_CONTRACT_FEATURES, solutions } from '@/content/solutions';
import { serviceFigures } from './service-figures';
import { serviceJsonLd } from './service-json-ld';
import { serviceWork, ServiceWorkSection, type ServiceWork } from './service-work';
import styles from './service-page.module.css';

const textOf = (text: string | ((f: ServiceFigures) => string), figures: ServiceFigures) => (typeof text === 'string' ? text : text(figures));

/** The trail above the heading: the home page, then the service. */
export const serviceTrail = (page: Page) => [
  { name: copy.home, path: '/' },
  { name: page.title, path: servicePath(page) },
];

function NextSteps({ links }: { links: readonly { label: string; href: string }[] }) {
  return links.map((link, index) => (
    <ButtonLink key={link.href} href={link.href} variant={index === 0 ? 'primary' : 'secondary'}>
      {link.label}
    </ButtonLink>
  ));
}

/** Where the premises and sources of the simulator are, on the home page. */
const PREMISES_HREF = '/#simulador-premissas';

/**
 * A service's page: for whom, the steps, what is included, what the simulator computes for it at
 * build time, the company's answers tagged with it in the CMS, and its next step. Static HTML only.
 */
export function ServicePage({
  page,
  figures = serviceFigures(companyContent().rental),
  work = serviceWork(page.id),
}: {
  page: Page;
  figures?: ServiceFigures;
  work?: ServiceWork;
}) {
  const rating = proof().googleRating;
  const solution = solutions.find((item) => item.id === page.id)!;
  // The rental's average rent is stated only beside its recorded legal basis (the figures below).
  const included = page.id === 'aluguel-usinas' ? [...RENTAL_CONTRACT_FEATURES] : solution.features;
  const numbers = page.figures(figures);
  const questions = faqForService(page.id);
  // The card's link may be a same-page anchor on the home page ('#simulador'): here it leads there.
  const cta = { ...solution.cta, href: solution.cta.href.startsWith('#') ? `/${solution.cta.href}` : solution.cta.href };
  const next = [cta, ...(page.form && page.form !== cta.href ? [{ label: copy.formLabel, href: page.form }] : [])];
  return (
    <article className={styles.page}>
      <div className={`container ${styles.intro}`}>
        <Breadcrumbs trail={serviceTrail(page)} />
        <div className={styles.introGrid}>
          <div>
            <h1 className={styles.title}>{page.title}</h1>
            <p className={styles.lead}>{page.lead}</p>
            <div className={styles.actions}>
              <NextSteps links={next} />
            </div>
            {rating && <GoogleRating rating={rating} className={styles.rating} />}
          </div>
          {/* The company's photo for this service in "Fotos do site" when it chose one, else the card's drawing. */}
          <Artwork
            illustration={solution.image}
            photo={solution.photo}
            sizes="(min-width: 960px) 480px, calc(100vw - 32px)"
            priority
            className={styles.artwork}
          />
        </div>
      </div>

      <div className={`container ${styles.body}`}>
        <section aria-labelledby="servico-publico" className={styles.audience}>
          <h2 id="servico-publico" className={styles.heading}>
            {copy.audienceTitle}
          </h2>
          <ul className={styles.audienceList}>
            {page.audience.map((item) => {
              const text = textOf(item, figures);
              return <li key={text}>{text}</li>;
            })}
          </ul>
        </section>

        <section aria-labelledby="servico-incluido" className={styles.included}>
          <h2 id="servico-incluido" className={styles.heading}>
            {copy.includedTitle}
          </h2>
          <ul className={styles.checks}>
            {included.map((item) => (
              <li key={item}>
                <Check aria-hidden="true" size={18} className={styles.check} />
                {item}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="servico-passos" className={styles.steps}>
          <h2 id="servico-passos" className={styles.heading}>
            {copy.stepsTitle}
          </h2>
          <ol className={styles.stepList}>
            {page.steps.map((step) => (
              <li key={step.title} className={styles.step}>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p>{textOf(step.text, figures)}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="servico-numeros" className={styles.figures}>
          <h2 id="servico-numeros" className={styles.heading}>
            {copy.figuresTitle}
          </h2>
          {numbers.length > 0 && (
            <dl className={styles.figureList}>
              {numbers.map((figure) => (
                <div key={figure.label} className={styles.figure}>
                  <dt>{figure.label}</dt>
                  <dd className={styles.figureValue}>{figure.value}</dd>
                  <dd className={styles.figureNote}>{figure.note}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className={styles.figuresNote}>
            {textOf(page.figuresNote, figures)} <a href={PREMISES_HREF}>{copy.premisesLink}</a>.
          </p>
        </section>

        <ServiceWorkSection id={page.id} work={work} />

        {questions.length > 0 && (
          <section aria-labelledby="servico-perguntas" className={styles.questions}>
            <h2 id="servico-perguntas" className={styles.heading}>
              {copy.questionsTitle}
            </h2>
            {/* Each question is answered once, on the questions page, which links back here. */}
            <p>{copy.questionsLead}</p>
            <ul className={styles.questionList}>
              {questions.map((entry) => (
                <li key={entry.id}>
                  <a href={faqHref(entry.id)}>{entry.question}</a>
                </li>
              ))}
            </ul>
            <p>
              <a href={FAQ_PATH} className={styles.more}>
                {copy.allQuestions}
                <ArrowRight aria-hidden="true" size={18} />
              </a>
            </p>
          </section>
        )}

        <section aria-labelledby="servico-proximo" className={styles.next}>
          <h2 id="servico-proximo" className={styles.nextTitle}>
            {copy.nextTitle}
          </h2>
          <div className={styles.actions}>
            <NextSteps links={next} />
          </div>
          <h3 className={styles.otherTitle}>{copy.otherServices}</h3>
          <ul className={styles.otherList}>
            {SERVICE_PAGES.filter((other) => other.id !== page.id).map((other) => (
              <li key={other.id}>
                <a href={servicePath(other)}>{other.title}</a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(serviceJsonLd(page)) }} />
    </article>
  );
}
