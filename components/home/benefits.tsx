import { benefits, benefitsIntro, type BenefitFigures } from '@/content/benefits';
import { premises } from '@/content/simulator/premises';
import { typicalCopy } from '@/content/simulator/typical';
import { monthsOfSavingBeforeFirstInstalment } from '@/components/simulator/financing';
import { typicalFigures, typicalSavings } from './typical-savings';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import styles from './benefits.module.css';

/** What the sentences beside the claims state, computed by the simulator for a quote made on `today` (the build's date). */
export function benefitFigures(today = new Date()): BenefitFigures {
  const { graceDays } = premises.financing;
  return {
    savings: typicalCopy.sentence(typicalFigures(typicalSavings(today))),
    monthsBeforeFirstInstalment: monthsOfSavingBeforeFirstInstalment(graceDays, premises.connectionLeadDays, premises.daysPerGraceMonth),
    graceDays,
    leadDays: premises.connectionLeadDays,
  };
}

const textOf = (text: string | ((f: BenefitFigures) => string), figures: BenefitFigures) => (typeof text === 'string' ? text : text(figures));

/** A plain list (no cards): icon, claim, one sentence, and the qualification where a claim has one. */
export function Benefits() {
  const figures = benefitFigures();
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
                {textOf(benefit.description, figures)}
                {benefit.note && (
                  // The qualifier right after the claim's sentence, in the same paragraph.
                  <>
                    {' '}
                    <span className={styles.note}>
                      {textOf(benefit.note.text, figures)} <a href={benefit.note.link.href}>{benefit.note.link.label}</a>.
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
