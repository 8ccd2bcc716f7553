import { benefits, benefitsIntro } from '@/content/benefits';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import styles from './benefits.module.css';

export function Benefits() {
  return (
    <Section id="benefits" {...benefitsIntro} tone="alt">
      <ul className={styles.grid}>
        {benefits.map((benefit) => (
          <li key={benefit.title} className={styles.card} data-featured={benefit.highlight ? 'true' : 'false'}>
            <span className={styles.icon}>
              <Icon name={benefit.icon} size={26} />
            </span>
            <h3 className={styles.title}>{benefit.title}</h3>
            <p className={styles.description}>{benefit.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
