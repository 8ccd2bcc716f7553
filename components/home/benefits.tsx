import { benefits, benefitsIntro } from '@/content/benefits';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import styles from './benefits.module.css';

/** A plain list (no cards): icon, claim, one sentence, and the qualification where a claim has one. */
export function Benefits() {
  return (
    <Section id="benefits" title={benefitsIntro.title} lead={benefitsIntro.lead} tone="alt" layout="aside">
      <ul className={styles.grid}>
        {benefits.map((benefit) => (
          <li key={benefit.title} className={styles.item}>
            <span className={styles.icon}>
              <Icon name={benefit.icon} size={24} />
            </span>
            <div>
              <h3 className={styles.title}>{benefit.title}</h3>
              <p className={styles.description}>
                {benefit.description}
                {benefit.note && (
                  // The qualifier right after the claim's sentence, in the same paragraph.
                  <>
                    {' '}
                    <span className={styles.note}>
                      {benefit.note.text} <a href={benefit.note.link.href}>{benefit.note.link.label}</a>.
                    </span>
                  </>
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
