import { CheckCircle2 } from '@/components/ui/icons/check-circle-2';
import { about } from '@/content/about';
import { CheckList } from '@/components/ui/check-list';
import { Section } from '@/components/ui/section';
import styles from './about.module.css';

export function About() {
  return (
    <Section id="about" eyebrow={about.eyebrow} title={about.title}>
      <div className={styles.grid}>
        <div>
          {about.paragraphs.map((text) => (
            <p key={text} className={styles.paragraph}>
              {text}
            </p>
          ))}
          <CheckList items={about.values} icon={CheckCircle2} iconSize={20} />
        </div>
        <dl className={styles.stats}>
          {about.stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt className={styles.statLabel}>{stat.label}</dt>
              <dd className={styles.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
