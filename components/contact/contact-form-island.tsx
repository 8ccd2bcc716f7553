'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { contactCopy, LEAD_MIN_FILL_MS } from '@/content/contact';
import { buildWhatsAppLink } from './whatsapp-link';
import { ContactFields, fieldId, type ContactFieldsText } from './contact-fields';
import styles from './contact-form.module.css';
import { buildLeadPayload, EMPTY_LEAD, leadWhatsAppText, type LeadField, type LeadFields } from './lead';
import { LeadStatusView, type LeadStatus } from './lead-status';
import { parseBrPhone } from './phone';
import type { LeadPrefill } from './prefill';
import { attemptFor, leadEndpoint, preloadDelivery, sendLead } from './send-lead';
import { useHydrated } from './use-hydrated';
import { useLeadDraft } from './use-lead-draft';
import { useLeadPrefill } from './use-lead-prefill';
import { isServiceId, validateField, validateLead, type LeadErrors } from './validation';

const HONEYPOT = '_gotcha';
const IDLE: LeadStatus = { kind: 'idle' };

export type ContactFormIslandProps = {
  /** Labels, hint and options, rendered on the server. */
  text: ContactFieldsText;
  /** Server-rendered blocks: before the fields, beside the buttons, after them. */
  header: ReactNode;
  consent: ReactNode;
  footnote: ReactNode;
};

/**
 * The interactive part of the contact form. Validates on submit, then live on
 * the fields shown as invalid; keeps a draft in the browser until the lead is
 * delivered; sends it to NEXT_PUBLIC_LEAD_ENDPOINT when one was configured at
 * build time, and always offers WhatsApp and phone as the way forward.
 */
export function ContactFormIsland({ text, header, consent, footnote }: ContactFormIslandProps) {
  const endpoint = leadEndpoint();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<LeadFields>(EMPTY_LEAD);
  const [errors, setErrors] = useState<LeadErrors>({});
  const [status, setStatus] = useState<LeadStatus>(IDLE);
  const sending = useRef(false);
  const readyAt = useRef(0);
  const restored = useRef(false);
  const preloaded = useRef(false);
  // Fields shown as invalid once are re-checked on every change from then on.
  const watched = useRef(new Set<LeadField>());

  const restore = useCallback((draft: LeadFields) => {
    restored.current = true;
    setFields(draft);
  }, []);
  const draft = useLeadDraft(fields, restore, formRef);

  useEffect(() => {
    readyAt.current = Date.now();
  }, []);

  /** Applies changes; a field already shown as invalid is re-checked as it changes. */
  const update = useCallback((changes: Partial<LeadFields>) => {
    setFields((previous) => ({ ...previous, ...changes }));
    const recheck = (Object.entries(changes) as [LeadField, string][]).filter(([field]) => watched.current.has(field));
    if (recheck.length === 0) return;
    setErrors((previous) => {
      const next = { ...previous };
      for (const [field, value] of recheck) next[field] = validateField(field, value);
      return next;
    });
  }, []);

  const onChange = useCallback((field: LeadField, value: string) => update({ [field]: value }), [update]);

  useLeadPrefill(
    useCallback(
      (prefill: LeadPrefill) => update(prefill.service && isServiceId(prefill.service) ? { service: prefill.service, message: prefill.message } : { message: prefill.message }),
      [update],
    ),
  );

  const whatsappHref = useMemo(() => {
    const phone = parseBrPhone(fields.phone);
    return buildWhatsAppLink(leadWhatsAppText(fields, phone.ok ? phone.display : undefined));
  }, [fields]);

  const delivered = () => {
    draft.clear();
    watched.current.clear();
    setFields(EMPTY_LEAD);
    setStatus({ kind: 'sent' });
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const result = validateLead(fields);
    if (!result.ok) {
      for (const field of Object.keys(result.errors) as LeadField[]) watched.current.add(field);
      flushSync(() => {
        setErrors(result.errors);
        setStatus(IDLE);
      });
      document.getElementById(fieldId(result.first))?.focus();
      return;
    }
    console.log('Formulário de contato enviado:', { ...fields });
    setErrors({});

    const trap = event.currentTarget.elements.namedItem(HONEYPOT);
    const filledTrap = trap instanceof HTMLInputElement && trap.value !== '';
    const tooFast = !restored.current && Date.now() - readyAt.current < LEAD_MIN_FILL_MS;
    if (filledTrap || tooFast) {
      // A bot: nothing is sent, and it is told what a person would be told.
      if (endpoint) delivered();
      else setStatus({ kind: 'ready' });
      return;
    }
    if (!endpoint) {
      setStatus({ kind: 'ready' });
      return;
    }

    sending.current = true;
    setStatus({ kind: 'sending' });
    const attempt = attemptFor(result.lead, draft.attempt.current);
    draft.remember(attempt);
    const outcome = await sendLead(endpoint, buildLeadPayload(result.lead, attempt));
    sending.current = false;
    if (outcome.ok) delivered();
    else setStatus({ kind: 'failed', reason: outcome.reason });
  };

  const handleReset = (event: FormEvent<HTMLFormElement>) => {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    draft.clear();
    watched.current.clear();
    setFields(EMPTY_LEAD);
    setErrors({});
    setStatus({ kind: 'cleared' });
  };

  const handleFocus = () => {
    if (!endpoint || preloaded.current) return;
    preloaded.current = true;
    preloadDelivery();
  };

  const isSending = status.kind === 'sending';
  return (
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      action={endpoint || undefined}
      noValidate={hydrated}
      onSubmit={handleSubmit}
      onReset={handleReset}
      onFocus={handleFocus}
    >
      {header}
      <ContactFields text={text} fields={fields} errors={errors} onChange={onChange} />

      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="lead-trap">{text.honeypot}</label>
        <input id="lead-trap" name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name="consent" value="true" />

      {consent}
      <div className={styles.actions}>
        {/* Without an endpoint there is nowhere to post to, so no-JS visitors get the notice instead. */}
        <button type="submit" className={styles.submit} aria-disabled={isSending || undefined} disabled={!endpoint && !hydrated}>
          {isSending ? contactCopy.sending : contactCopy.submit}
        </button>
        <a className={styles.whatsapp} href={whatsappHref} target="_blank" rel="noopener noreferrer">
          {contactCopy.whatsapp}
          <span className="visually-hidden"> {contactCopy.newTab}</span>
        </a>
        <button type="reset" className={styles.clear}>
          {contactCopy.clear}
        </button>
      </div>
      {footnote}
      <LeadStatusView status={status} whatsappHref={whatsappHref} onRetry={() => formRef.current?.requestSubmit()} />
    </form>
  );
}
