import { Check } from '@/components/ui/icons/check';
import { solutions, solutionsIntro } from '@/content/solutions';
import { Icon } from '@/components/ui/icon';
import { CheckList } from '@/components/ui/check-list';
import { Section } from '@/components/ui/section';
import styles from './solutions.module.css';

export function Solutions() {
  return (
    <Section id="solutions" {...solutionsIntro} tone="alt">
      <ul className={styles.grid}>
        {solutions.map((solution) => (
          <li key={solution.id} id={solution.id} className={styles.card}>
            {/* Below the fold: lazy and async, with its box reserved by width/height. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- static export: SVGs need no optimiser */}
            <img
              className={styles.image}
              src={solution.image.src}
              alt={solution.image.alt}
              width={solution.image.width}
              height={solution.image.height}
              loading="lazy"
              decoding="async"
            />
            <div className={styles.body}>
              <h3 className={styles.title}>
                <span className={styles.icon}>
                  <Icon name={solution.icon} />
                </span>
                {solution.title}
              </h3>
              <p className={styles.description}>{solution.description}</p>
              <CheckList items={solution.features} icon={Check} iconSize={18} />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
