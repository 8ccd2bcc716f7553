import { contactCopy } from '@/content/contact/messages';
import { contactFormText } from '@/content/contact/form-text';
import { site } from '@/content/company/site';
import { buildWhatsAppLink } from '@/components/ui/whatsapp-link';
import styles from './contact-form.module.css';

/**
 * Shown only without JavaScript and no lead endpoint: the form cannot send, these can. Not a
 * <noscript>: a page whose start-up scripts failed to load has JavaScript on, and needs it too
 * (the `no-js-only` class hides it once the boot script has marked the page, globals.css).
 */
export function NoScriptNotice() {
  return (
    <div className={`${styles.noscript} no-js-only`}>
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
  );
}
