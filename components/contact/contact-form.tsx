import { MAIN_PHONE } from '@/content/company/brand';
import { contactCopy } from '@/content/contact/messages';
import { contactFormText as t, PRIVACY_PATH } from '@/content/contact/form-text';
import { services } from '@/content/services';
import { site } from '@/content/company/site';
import { buildWhatsAppLink } from '@/components/ui/whatsapp-link';
import { ContactFormIsland, type ContactFormText } from './contact-form-island';
import styles from './contact-form.module.css';
import { leadEndpoint } from './endpoint';
import type { LeadField } from '@/lib/lead/fields';
import { NoScriptNotice } from './noscript-notice';

function label(field: LeadField, required: boolean) {
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

/**
 * The contact form (spec sections 5 and 7). A server component: every word that
 * is there before the visitor types is rendered here and handed to the client
 * island as finished elements, which keeps the home page's JavaScript small.
 */
export function ContactForm() {
  const whatsapp = (
    <>
      {contactCopy.whatsapp}
      <span className="visually-hidden"> {contactCopy.newTab}</span>
    </>
  );
  const whatsappHref = buildWhatsAppLink(site.whatsapp.greeting);
  const text: ContactFormText = {
    fields: {
      labels: {
        name: label('name', true),
        email: label('email', true),
        phone: label('phone', true),
        service: label('service', false),
        message: label('message', false),
        visitDate: t.labels.visitDate,
        visitPeriod: t.labels.visitPeriod,
      },
      phoneHint: t.phoneHint,
      messagePlaceholder: t.messagePlaceholder,
      honeypot: t.honeypot,
      serviceOptions: (
        <>
          <option value="">{t.serviceEmpty}</option>
          {services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.label}
            </option>
          ))}
        </>
      ),
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
      services: Object.fromEntries(services.map((service) => [service.id, service.label])),
      periods: contactCopy.visitPeriodWords,
    },
  };

  return (
    <ContactFormIsland
      text={text}
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
