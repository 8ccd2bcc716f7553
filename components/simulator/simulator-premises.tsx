import { simulatorCopy as copy } from '@/content/simulator';
import { PREMISES } from '@/content/simulator/premise-texts';
import { formatBRL, formatDecimal, formatMonthYear, formatPercent } from '@/lib/format/format';
import { FIO_B_SHARE_TESTED, premises } from '@/content/simulator/premises';
import { faqCopy, faqEntries, faqHref } from '@/content/faq';
import { ownPlantInput } from './own-plant-input';
import { connectionStart, simulate, type OwnPlantResult, type SubscriptionResult } from './simulate';
import styles from './simulator-section.module.css';

/**
 * The reference home the premises quote (Londrina, R$ 500, the form's defaults, connected after a
 * quote made at build time): its 25-year saving as simulated, under the pessimistic scenario for
 * after 2029, and had the ICMS exemption never ended; and what the subscription saves on the same
 * bill, as a share of the whole of it.
 */
function referenceHome(today = new Date()) {
  const start = connectionStart(today);
  const input = ownPlantInput({ usage: { kind: 'bill', brl: 500 }, ...start });
  const base = simulate(input) as OwnPlantResult;
  const pessimistic = simulate(input, {
    ...premises,
    fioBShareAfterSchedule: premises.pessimisticChargeAfterSchedule / premises.fioBShareOfTariff,
  }) as OwnPlantResult;
  const subscription = simulate({ mode: 'assinatura', billBRL: 500, connection: input.connection, tariffClass: input.tariffClass }) as SubscriptionResult;
  const fioBTested = FIO_B_SHARE_TESTED.map((share) => {
    const tested = simulate(input, { ...premises, fioBShareOfTariff: share }) as OwnPlantResult;
    return { share, firstYear: tested.savingsShare, horizon: tested.savingsHorizon };
  });
  return {
    fioBTested,
    subscriptionShare: subscription.shareOfBill,
    connected: formatMonthYear(start.year, start.month),
    base: base.savingsHorizon,
    pessimistic: pessimistic.savingsHorizon,
    withoutIcms: base.savingsHorizonWithoutIcms,
  };
}

// Every number the simulator uses, with its source and date, behind one disclosure: static
// HTML that opens without JavaScript (<details>), so the page's scripts never carry it.
export function SimulatorPremises() {
  const premiseFormat = { decimal: formatDecimal, percent: formatPercent, brl: formatBRL, reference: referenceHome() };
  const questions = new Map(faqEntries().map((entry) => [entry.id, entry.question]));
  return (
    <section className={styles.premises} aria-labelledby="simulador-premissas">
      <h3 id="simulador-premissas" className={styles.premisesTitle}>
        {copy.premisesTitle}
      </h3>
      <p className={styles.premisesLead}>{copy.premisesLead}</p>
      <details className={styles.disclosure}>
        <summary className={styles.disclosureSummary}>{copy.premisesToggle}</summary>
        <ul className={styles.premiseList}>
          {PREMISES.map((premise) => (
            <li key={premise.id} className={styles.premise}>
              <h4 className={styles.premiseTitle}>{premise.title}</h4>
              <p className={styles.premiseText}>{premise.text(premiseFormat)}</p>
              <p className={styles.premiseSource}>
                {copy.source}: {premise.source}
              </p>
              {premise.faq && questions.has(premise.faq) && (
                <p className={styles.premiseSource}>
                  {faqCopy.premiseLink}: <a href={faqHref(premise.faq)}>{questions.get(premise.faq)}</a>
                </p>
              )}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
