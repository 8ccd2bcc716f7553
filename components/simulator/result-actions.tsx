import { MessageCircle } from '@/components/ui/icons/message-circle';
import { simulatorCopy as copy } from '@/content/simulator';
import styles from './simulator-results.module.css';

type ResultActionsProps = { onQuote: () => void; whatsappHref: string };

export function ResultActions({ onQuote, whatsappHref }: ResultActionsProps) {
  return (
    <>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onQuote}>
          {copy.quote}
        </button>
        <a className={styles.secondary} href={whatsappHref} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" className={styles.actionIcon} />
          {copy.whatsapp}
          <span className="visually-hidden"> {copy.newTab}</span>
        </a>
      </div>
      <p className={styles.disclaimer}>{copy.disclaimer}</p>
    </>
  );
}
