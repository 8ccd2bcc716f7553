import { contactCopy } from '@/content/contact/messages';
import { contactFormText } from '@/content/contact/form-text';
import { site } from '@/content/site';
import { buildWhatsAppLink } from '@/components/ui/whatsapp-link';
import styles from './contact-form.module.css';

/** Shown only with JavaScript off and no lead endpoint: the form cannot send, these can. */
export function NoScriptNotice() {
  return (
    <noscript>
      <div className={styles.noscript}>
        <p>
          <strong>{contactFormText.noscript.title}</strong> {contactFormText.noscript.body}
        </p>
        <p className={styles.statusActions}>
          <a className={styles.whatsapp} href={buildWhatsAppLink(site.whatsapp.greeting)} target="_blank" rel="noopener noreferrer">
            {contactCopy.whatsapp}
            <span className="visually-hidden"> {contactCopy.newTab}</span>
          </a>
          <a className={styles.secondary} href={`tel:${site.mainPhone.e164}`}>
            {contactCopy.status.call}
          </a>
        </p>
      </div>
    </noscript>
  );
}
