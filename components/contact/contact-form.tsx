import { MAIN_PHONE } from '@/content/company/brand';
import { contactCopy } from '@/content/contact/messages';
import { contactFormText as t, PRIVACY_PATH } from '@/content/contact/form-text';
import { site } from '@/content/company/site';
import { buildWhatsAppLink } from '@/components/ui/whatsapp-link';
import { ContactFormIsland, type ContactFormText } from './contact-form-island';
import styles from './contact-form.module.css';
import { leadEndpoint } from './endpoint';
import { LEAD_FIELD_SPECS, LEAD_FIELDS, type ChoiceField, type LeadField, type LeadFields } from '@/lib/lead/fields';
import { leadChoices } from '@/content/contact/lead-fields';
import type { ReactNode } from 'react';
import { NoScriptNotice } from './noscript-notice';

/** A field's label, marked required or optional (the visit's two say it once, on their group). */
function label(field: LeadField) {
  const { kind, required } = LEAD_FIELD_SPECS[field];
  if (kind === 'visit' || kind === 'period') return t.labels[field];
  return (
    <>
      {t.labels[field]}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {' *'}
        </span>
      ) : (
        <span className={styles.optional}> {t.optional}</span>
      )}
    </>
  );
}

/** A choice's options: 'Selecione (opcional)', then each value with its label. */
function options(choices: readonly (readonly [value: string, label: string])[]) {
  return (
    <>
      <option value="">{t.choiceEmpty}</option>
      {choices.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </>
  );
}

/**
 * The contact form (spec sections 5 and 7). A server component: every word that
 * is there before the visitor types is rendered here and handed to the client
 * island as finished elements, which keeps the home page's JavaScript small.
 */
export function ContactForm({ preset }: { preset?: Partial<LeadFields> } = {}) {
  const whatsapp = (
    <>
      {contactCopy.whatsapp}
      <span className="visually-hidden"> {contactCopy.newTab}</span>
    </>
  );
  const whatsappHref = buildWhatsAppLink(site.whatsapp.greeting);
  const text: ContactFormText = {
    fields: {
      labels: Object.fromEntries(LEAD_FIELDS.map((field) => [field, label(field)])) as Record<LeadField, ReactNode>,
      phoneHint: t.phoneHint,
      messagePlaceholder: t.messagePlaceholder,
      honeypot: t.honeypot,
      choiceOptions: Object.fromEntries(Object.entries(leadChoices).map(([field, offered]) => [field, options(offered)])) as Record<ChoiceField, ReactNode>,
      visit: {
        legend: (
          <>
            {t.visit.legend} <span className={styles.optional}>{t.optional}</span>
          </>
        ),
        hint: t.visit.hint,
        periodOptions: t.visit.periods.map((period) => (
          <option key={period.value} value={period.value}>
            {period.label}
          </option>
        )),
      },
      counter: { suffix: contactCopy.counter(0).replace(/^0/, ''), near: contactCopy.counterNear, over: contactCopy.counterOver },
    },
    submit: contactCopy.submit,
    sending: contactCopy.sending,
    clear: contactCopy.clear,
    whatsapp,
    whatsappHref,
    autosave: <p className={`${styles.note} ${styles.autosave}`}>{t.autosave}</p>,
    storageOff: <p className={`${styles.note} ${styles.warning}`}>{t.storageOff}</p>,
    unavailable: t.unavailable,
    updated: t.updated,
    updatedNoDraft: t.updatedNoDraft,
    reload: t.reload,
    preparing: t.preparing,
    retry: contactCopy.status.retry,
    call: (
      <a className={styles.secondary} href={`tel:${MAIN_PHONE.e164}`}>
        {contactCopy.status.call}
      </a>
    ),
    whatsappWords: {
      ...contactCopy.whatsappText,
      // Only the choices whose values are codes (the service's ids): a city is its own label.
      choices: Object.fromEntries(
        Object.entries(leadChoices)
          .filter(([, offered]) => offered.some(([value, label]) => value !== label))
          .map(([field, offered]) => [field, Object.fromEntries(offered)]),
      ),
      periods: contactCopy.visitPeriodWords,
    },
  };

  return (
    <ContactFormIsland
      text={text}
      preset={preset}
      noScript={!leadEndpoint() && <NoScriptNotice />}
      header={<p className={styles.note}>{t.requiredNote}</p>}
      consent={
        <p className={styles.consent}>
          {t.consentBefore}
          <a href={PRIVACY_PATH}>{t.consentLink}</a>
          {t.consentAfter}
        </p>
      }
    />
  );
}
