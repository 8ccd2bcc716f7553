import { contactCopy, type LeadFailureReason } from '@/content/contact';
import { MAIN_PHONE } from '@/content/brand';
import styles from './contact-form.module.css';

export type LeadStatus =
  | { kind: 'idle' }
  | { kind: 'cleared' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'ready' }
  | { kind: 'failed'; reason: LeadFailureReason };

type LeadStatusViewProps = { status: LeadStatus; whatsappHref: string; onRetry: () => void };

const s = contactCopy.status;

function message(status: LeadStatus) {
  switch (status.kind) {
    case 'sending':
      return <p>{s.sending}</p>;
    case 'cleared':
      return <p>{s.cleared}</p>;
    case 'sent':
      return (
        <p>
          <strong>{s.sentTitle}</strong> {s.sentBody}
        </p>
      );
    case 'ready':
      return (
        <p>
          <strong>{s.readyTitle}</strong> {s.readyBody}
        </p>
      );
    case 'failed':
      return (
        <p>
          <strong>{s.failedTitle}</strong> {s.failed[status.reason]} {s.failedKept}
        </p>
      );
    default:
      return null;
  }
}

/**
 * The outcome of a submit. The live region holds only the sentence, so a screen
 * reader hears it once; the ways forward (retry, WhatsApp, phone) follow it.
 */
export function LeadStatusView({ status, whatsappHref, onRetry }: LeadStatusViewProps) {
  const tone = status.kind === 'failed' ? styles.statusFailed : status.kind === 'sent' ? styles.statusSent : styles.statusInfo;
  const offersAlternatives = status.kind === 'failed' || status.kind === 'ready';
  const shown = status.kind !== 'idle';
  return (
    <div className={shown ? `${styles.status} ${tone}` : styles.status}>
      <div role="status" className={styles.statusText}>
        {message(status)}
      </div>
      {offersAlternatives && (
        <div className={styles.statusActions}>
          {status.kind === 'failed' && (
            <button type="button" className={styles.secondary} onClick={onRetry}>
              {s.retry}
            </button>
          )}
          <a className={styles.whatsapp} href={whatsappHref} target="_blank" rel="noopener noreferrer">
            {contactCopy.whatsapp}
            <span className="visually-hidden"> {contactCopy.newTab}</span>
          </a>
          <a className={styles.secondary} href={`tel:${MAIN_PHONE.e164}`}>
            {s.call}
          </a>
        </div>
      )}
    </div>
  );
}
