import { useEffect, useRef } from 'react';
import { MAIN_PHONE } from '@/content/company/brand';
import { inboxCopy } from '@/content/contact/inbox';
import { contactCopy, NO_RETRY } from '@/content/contact/messages';
import { serviceLabel } from '@/content/services';
import styles from './contact-form.module.css';
import type { LeadStatus, Thanks } from './lead-store';
import type { PrefillOutcome } from './prefill-merge';

// What the form says after a submit, and after 'Quero este orçamento': loaded with the
// controller, so none of this copy weighs on the first load.

export type { LeadStatus };

const s = contactCopy.status;
const p = contactCopy.prefill;

/**
 * The thank-you that takes the form's place: the person's first name as its heading, which takes
 * the focus as it appears (the live region around it reads the rest), the reference, the visit
 * asked for and who answers when.
 */
function ThankYou({ thanks, reference }: { thanks: Thanks; reference: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h3 ref={heading} tabIndex={-1} className={styles.thanks}>
        {inboxCopy.thanks(thanks.name)}
      </h3>
      <p>
        <strong>{inboxCopy.receivedTitle}.</strong> {inboxCopy.referenceLabel} <strong className={styles.reference}>{reference}</strong>.
      </p>
      {thanks.visit && <p>{inboxCopy.visit(thanks.visit)}</p>}
      <p>{inboxCopy.reply}</p>
    </>
  );
}

type StatusTextProps = { status: LeadStatus; storageOk: boolean; thanks: Thanks | null };

/** The sentence(s) of a status, for the live region: read once, without the buttons. */
export function StatusText({ status, storageOk, thanks }: StatusTextProps) {
  switch (status.kind) {
    case 'sending':
      return (
        <p>
          {s.sending} {s.locked}
        </p>
      );
    case 'cleared':
      return <p>{s.cleared}</p>;
    case 'sent':
      if (status.reference && thanks) return <ThankYou thanks={thanks} reference={status.reference} />;
      // The company's own inbox stored the lead and gave its reference: say so, with when we answer.
      return status.reference ? (
        <p>
          <strong>{inboxCopy.receivedTitle}.</strong> {inboxCopy.referenceLabel} <strong className={styles.reference}>{status.reference}</strong>.{' '}
          {status.visit && `${inboxCopy.visit(status.visit)} `}
          {inboxCopy.reply}
        </p>
      ) : (
        <p>
          <strong>{s.sentTitle}</strong> {s.sentBody}
        </p>
      );
    case 'ready':
      return (
        <>
          <p>
            <strong>{s.readyTitle}</strong> {s.readyBody}
          </p>
          <p>
            {s.readyCall}
            {storageOk && ` ${s.readyKept}`}
          </p>
        </>
      );
    case 'failed':
      return (
        <p>
          <strong>{s.failedTitle}</strong> {s.failed[status.reason]} {storageOk ? s.kept : s.keptPageOnly}{' '}
          {NO_RETRY.includes(status.reason) || status.reason === 'tooMany' ? s.orCall : s.retryOrCall}
        </p>
      );
    default:
      return null;
  }
}

type StatusActionsProps = { status: LeadStatus; whatsappHref: string; onRetry: () => void; onAnother?: () => void };

/**
 * The ways forward after a submit: WhatsApp first (without an endpoint it is how the lead is
 * sent), then retry when it can help, then the phone. The box is brought into view clear of
 * the sticky header and of the floating WhatsApp button (its scroll margins).
 */
export function StatusActions({ status, whatsappHref, onRetry, onAnother }: StatusActionsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { kind } = status;
  useEffect(() => {
    if (kind !== 'ready' && kind !== 'failed' && kind !== 'sent') return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ref.current?.parentElement?.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }, [kind, status]);

  // The thank-you's one way on: quiet, a link-styled button.
  if (onAnother)
    return (
      <div ref={ref} className={styles.statusActions}>
        <button type="button" className={styles.clear} onClick={onAnother}>
          {inboxCopy.another}
        </button>
      </div>
    );
  const offers = kind === 'failed' || kind === 'ready';
  return (
    <div ref={ref} className={offers ? styles.statusActions : undefined} hidden={!offers}>
      {offers && (
        <>
          <a className={styles.whatsapp} href={whatsappHref} target="_blank" rel="noopener noreferrer" data-whatsapp-cta="">
            {contactCopy.whatsapp}
            <span className="visually-hidden"> {contactCopy.newTab}</span>
          </a>
          {kind === 'failed' && !NO_RETRY.includes(status.reason) && (
            <button type="button" className={styles.secondary} onClick={onRetry}>
              {s.retry}
            </button>
          )}
          <a className={styles.secondary} href={`tel:${MAIN_PHONE.e164}`}>
            {s.call}
          </a>
        </>
      )}
    </div>
  );
}

type PrefillNoticeProps = { notice: PrefillOutcome; onUndo: () => void; onUseService: () => void };

/** What 'Quero este orçamento' changed, with a way to take the simulation's service and to undo. */
export function PrefillNotice({ notice, onUndo, onUseService }: PrefillNoticeProps) {
  if (notice.undone) return <p className={styles.notice}>{p.undone}</p>;
  const suggested = notice.suggested ? serviceLabel(notice.suggested) : undefined;
  const kept = serviceLabel(notice.before.service);
  return (
    <div className={styles.notice}>
      <p>
        {p[notice.message]}
        {notice.service === 'set' && suggested && ` ${p.serviceSet(suggested)}`}
        {notice.service === 'kept' && kept && suggested && ` ${p.serviceKept(kept, suggested)}`}
        {notice.over !== undefined && ` ${p.tooLong(notice.over)}`}
      </p>
      <p className={styles.noticeActions}>
        {notice.service === 'kept' && suggested && (
          <button type="button" className={styles.secondary} onClick={onUseService}>
            {p.useService(suggested)}
          </button>
        )}
        {(notice.after.message !== notice.before.message || notice.after.service !== notice.before.service) && (
          <button type="button" className={styles.secondary} onClick={onUndo}>
            {p.undo}
          </button>
        )}
      </p>
    </div>
  );
}
