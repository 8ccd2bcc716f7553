import { WhatsAppMark } from '@/components/ui/whatsapp-mark';
import { site } from '@/content/company/site';
import { whatsappButton } from '@/content/company/whatsapp';
import { buildWhatsAppLink } from '@/components/ui/whatsapp-link';
import styles from './whatsapp-button.module.css';

/** The floating chat link, rendered on the server; WhatsAppDock decides when it shows. */
export function WhatsAppButton() {
  return (
    <a className={styles.button} href={buildWhatsAppLink(site.whatsapp.greeting)} target="_blank" rel="noopener noreferrer" aria-describedby="whatsapp-tooltip">
      <WhatsAppMark aria-hidden="true" focusable="false" size={32} />
      <span className="visually-hidden">
        {whatsappButton.label} {whatsappButton.newTab}
      </span>
      {/* Hidden from the link's name (it is its description, via aria-describedby). */}
      <span id="whatsapp-tooltip" role="tooltip" aria-hidden="true" className={styles.tooltip}>
        {whatsappButton.tooltip}
      </span>
    </a>
  );
}
