import { ArrowRight } from '@/components/ui/icons/arrow-right';
import { Check } from '@/components/ui/icons/check';
import { featuresSummary, solutions, solutionsIntro } from '@/content/solutions';
import { servicePage, servicePath } from '@/content/service-pages';
import { Artwork } from '@/components/ui/artwork';
import { CheckList } from '@/components/ui/check-list';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import styles from './solutions.module.css';

export function Solutions() {
  return (
    <Section id="solutions" {...solutionsIntro}>
      <ul className={styles.grid}>
        {solutions.map((solution) => (
          <li key={solution.id} id={solution.id} className={styles.card}>
            <Artwork
              illustration={solution.image}
              photo={solution.photo}
              sizes="(min-width: 1200px) 300px, (min-width: 640px) 50vw, 100vw"
              className={styles.image}
            />
            <div className={styles.body}>
              <h3 className={styles.title}>
                <span className={styles.icon}>
                  <Icon name={solution.icon} />
                </span>
                {/* The title leads to the service's own page; the button below, to its next step. */}
                <a href={servicePath(servicePage(solution.id))} className={styles.titleLink}>
                  {solution.title}
                </a>
              </h3>
              <p className={styles.description}>{solution.description}</p>
              {/* Collapsed on a phone to keep the page short; open, without a toggle, where the
                  browser can show a closed <details>' content (solutions.module.css). */}
              <details className={styles.features}>
                <summary className={styles.summary}>
                  {featuresSummary}
                  <span className="visually-hidden"> ({solution.title})</span>
                </summary>
                <CheckList items={solution.features} icon={Check} iconSize={18} />
              </details>
              <a href={solution.cta.href} className={styles.cta}>
                {solution.cta.label}
                <ArrowRight aria-hidden="true" size={18} />
              </a>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
