import { MessageCircle } from '@/components/ui/icons/message-circle';
import { site } from '@/content/site';
import { whatsappButton } from '@/content/whatsapp';
import { buildWhatsAppLink } from '@/components/contact/whatsapp-link';
import styles from './whatsapp-button.module.css';

/** The floating chat link; a lazy part loaded by FloatingWhatsApp. */
export function WhatsAppButton() {
  return (
    <a
      className={styles.button}
      href={buildWhatsAppLink(site.whatsapp.greeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby="whatsapp-tooltip"
    >
      <MessageCircle aria-hidden="true" size={30} strokeWidth={2.2} />
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
