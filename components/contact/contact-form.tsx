import { contactFormText as t, PRIVACY_PATH } from '@/content/contact-form-text';
import { services } from '@/content/services';
import { ContactFormIsland } from './contact-form-island';
import type { ContactFieldsText } from './contact-fields';
import styles from './contact-form.module.css';
import type { LeadField } from './lead';
import { NoScriptNotice } from './noscript-notice';
import { leadEndpoint } from './send-lead';

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
  const text: ContactFieldsText = {
    labels: {
      name: label('name', true),
      email: label('email', true),
      phone: label('phone', true),
      service: label('service', false),
      message: label('message', false),
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
  };

  return (
    <ContactFormIsland
      text={text}
      header={
        <>
          {!leadEndpoint() && <NoScriptNotice />}
          <p className={styles.note}>{t.requiredNote}</p>
        </>
      }
      consent={
        <p className={styles.consent}>
          {t.consentBefore}
          <a href={PRIVACY_PATH}>{t.consentLink}</a>
          {t.consentAfter}
        </p>
      }
      footnote={<p className={`${styles.note} ${styles.autosave}`}>{t.autosave}</p>}
    />
  );
}
