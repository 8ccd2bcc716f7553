'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ChunkLoadError } from '@/components/lazy/chunk-load-error';
import { loadPart } from '@/components/lazy/load-part';
import { PRIVACY_VERSION } from '@/content/legal/privacy-version';
import { ContactFields, type ContactFieldsText } from './contact-fields';
import styles from './contact-form.module.css';
import { clearDraft, DRAFT_KEY, keepDraft, probeDraft } from './draft-key';
import { leadEndpoint } from './endpoint';
import { EMPTY_LEAD, fieldId, isLeadEmpty, LEAD_FIELDS, NO_EDITS, type LeadErrors, type LeadField, type LeadFields } from './fields';
import { countGraphemes } from './graphemes';
import type { FormBridge, LeadStatus } from './lead-state';
import { listenForLeads } from './lead-channel';
import type { PrefillOutcome } from './prefill-merge';
import { fallbackWhatsAppHref, type WhatsAppWords } from './fallback-whatsapp';
import { useHydrated } from './use-hydrated';

const HONEYPOT = '_gotcha';
const IDLE: LeadStatus = { kind: 'idle' };
const ignore = () => {};

type Engine = typeof import('./lead-controller');
type Part = { engine: Engine; controller: InstanceType<Engine['LeadController']> };

/** Every word the island shows before its controller loads, rendered on the server. */
export type ContactFormText = {
  fields: ContactFieldsText;
  submit: string;
  sending: string;
  clear: string;
  /** The WhatsApp link's content, and its address with the site's greeting. */
  whatsapp: ReactNode;
  whatsappHref: string;
  autosave: ReactNode;
  storageOff: ReactNode;
  /** What the form says when its own code cannot be loaded, and the ways around it. */
  unavailable: string;
  retry: string;
  /** The phone link offered beside WhatsApp when the form cannot send. */
  call: ReactNode;
  /** The WhatsApp message's words, for the link the island builds without its lazy part. */
  whatsappWords: WhatsAppWords;
  /** When the server no longer has that code (a redeploy): with a kept draft, and without. */
  updated: string;
  updatedNoDraft: string;
  reload: string;
  /** While a submit waits for that code. */
  preparing: string;
};

export type ContactFormIslandProps = {
  text: ContactFormText;
  /** Server-rendered blocks: before the fields, and beside the buttons. */
  header: ReactNode;
  consent: ReactNode;
  /**
   * What the form offers until React runs (shown by CSS only to a page without JavaScript, or
   * whose scripts failed to load): dropped once hydrated, so it is never a second copy.
   */
  noScript?: ReactNode;
};

/**
 * The interactive part of the contact form, as small as it can be: it shows the fields and
 * keeps their values. Everything else (the draft and its sync between tabs, validation,
 * delivery, the WhatsApp hand-off, the simulator's prefill) is lead-controller.ts, loaded on
 * the first focus, a stored draft, another tab's edit, a prefill or a submit.
 */
export function ContactFormIsland({ text, header, consent, noScript }: ContactFormIslandProps) {
  const endpoint = leadEndpoint();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<LeadFields>(EMPTY_LEAD);
  const [errors, setErrors] = useState<LeadErrors>({});
  const [status, setStatus] = useState<LeadStatus>(IDLE);
  const [notice, setNotice] = useState<PrefillOutcome | null>(null);
  const [storageOk, setStorageOk] = useState(true);
  const [part, setPart] = useState<Part | null>(null);
  // What the controller reads synchronously, whatever React has rendered yet.
  const live = useRef({
    fields: EMPTY_LEAD,
    edits: NO_EDITS,
    status: IDLE,
    readyAt: 0,
    loading: null as Promise<Part> | null,
    part: null as Part | null,
    failed: false,
  });

  const bridge = useMemo<FormBridge>(
    () => ({
      endpoint,
      readyAt: () => live.current.readyAt,
      fields: () => live.current.fields,
      edits: () => live.current.edits,
      status: () => live.current.status,
      put: (next, edits) => {
        live.current.fields = next;
        live.current.edits = edits;
        setFields(next);
      },
      setErrors,
      setStatus: (next) => {
        live.current.status = next;
        setStatus(next);
      },
      setNotice,
      setStorageOk,
    }),
    [endpoint],
  );

  const load = useCallback(() => {
    const state = live.current;
    state.loading ??= loadPart('formulario-de-contato', () => import('./lead-controller')).then(
      (engine) => {
        const loaded = { engine, controller: new engine.LeadController(bridge) };
        state.part = loaded;
        state.failed = false;
        setPart(loaded);
        return loaded;
      },
      (error: unknown) => {
        state.loading = null;
        state.failed = true;
        throw error;
      },
    );
    return state.loading;
  }, [bridge]);

  /** Runs `task` with the controller: at once when it is here, else once it has loaded. */
  const withController = useCallback(
    (task: (controller: Part['controller']) => void, failed: (error: unknown) => void = ignore) => {
      const loaded = live.current.part;
      if (loaded) task(loaded.controller);
      else load().then(({ controller }) => task(controller), failed);
    },
    [load],
  );

  useEffect(() => {
    const state = live.current;
    state.readyAt = Date.now();
    // What the visitor typed before the page hydrated wins over a stored draft.
    const typed = { ...EMPTY_LEAD };
    const edits = { ...NO_EDITS };
    for (const field of LEAD_FIELDS) {
      const control = formRef.current?.elements.namedItem(field);
      if (control && 'value' in control && typeof control.value === 'string' && control.value) {
        typed[field] = control.value;
        edits[field] = state.readyAt;
      }
    }
    const stored = probeDraft();
    if (stored === undefined) bridge.setStorageOk(false);
    if (!isLeadEmpty(typed)) {
      bridge.put(typed, edits);
      keepDraft(typed, edits);
    }
    if (stored || !isLeadEmpty(typed)) load().catch(ignore);

    const onStorage = (event: StorageEvent) => {
      if (!state.part && (event.key === DRAFT_KEY || event.key === null)) load().catch(ignore);
    };
    // A service and a message from another part of the page (the simulator): fill them in, then
    // take the visitor here, focus on the first field still to type (the name).
    const stopListening = listenForLeads((prefill) => {
      withController((controller) => controller.prefill(prefill));
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      formRef.current?.closest('section')?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      document.getElementById(fieldId(LEAD_FIELDS[0]))?.focus({ preventScroll: true });
    });
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      stopListening();
      state.part?.controller.dispose();
      state.part = null;
      state.loading = null;
    };
  }, [bridge, load, withController]);

  const onChange = useCallback(
    (field: LeadField, value: string, maskable: boolean) => {
      const state = live.current;
      if (state.status.kind === 'sending') return;
      const loaded = state.part;
      const next = field === 'phone' && maskable && loaded ? loaded.engine.maskPhone(value) : value;
      bridge.put({ ...state.fields, [field]: next }, { ...state.edits, [field]: Date.now() });
      // Until the controller is here (or when its code cannot load, after a redeploy), the
      // island keeps the draft itself, in the controller's format: nothing typed waits on it.
      if (!loaded) keepDraft(state.fields, state.edits);
      withController((controller) => controller.edited(field));
    },
    [bridge, withController],
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trap = event.currentTarget.elements.namedItem(HONEYPOT);
    const trapFilled = trap instanceof HTMLInputElement && trap.value !== '';
    // A submit never waits in silence for the controller's code: say it is on its way.
    if (!live.current.part) bridge.setStatus({ kind: 'preparing' });
    withController(
      (controller) => void controller.submit(trapFilled),
      (error: unknown) => bridge.setStatus({ kind: 'unavailable', updated: error instanceof ChunkLoadError && error.type === 'missing' }),
    );
  };

  const handleReset = (event: FormEvent<HTMLFormElement>) => {
    if (live.current.status.kind === 'sending') return event.preventDefault();
    bridge.put(EMPTY_LEAD, NO_EDITS);
    setErrors({});
    // Without the controller, what the island kept goes too: a reload must not bring it back.
    if (!live.current.part) clearDraft();
    withController((controller) => controller.clear());
  };

  const handleFocus = () => {
    if (!live.current.failed) load().catch(ignore);
  };

  const retry = () => formRef.current?.requestSubmit();
  const locked = status.kind === 'sending';
  const unavailable = status.kind === 'unavailable';
  const updated = status.kind === 'unavailable' && status.updated === true;
  const preparing = status.kind === 'preparing';
  // Until the part is here (or when it cannot load), the island builds the link itself: never
  // only the greeting while the visitor has typed a message.
  const whatsappHref = part ? part.engine.whatsappHref(fields) : fallbackWhatsAppHref(fields, text.whatsappWords, text.whatsappHref);
  const visitWindow = useMemo(() => part?.engine.visitDays(new Date()), [part]);
  const tone = status.kind === 'failed' || unavailable ? styles.statusFailed : status.kind === 'sent' ? styles.statusSent : styles.statusInfo;
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
      {!hydrated && noScript}
      {header}
      <div aria-live="polite">
        {part && notice && (
          <part.engine.PrefillNotice notice={notice} onUndo={() => part.controller.undoPrefill()} onUseService={() => part.controller.useSuggestedService()} />
        )}
      </div>
      <ContactFields
        text={text.fields}
        fields={fields}
        errors={errors}
        locked={locked}
        hydrated={hydrated}
        count={part ? part.engine.messageLength : countGraphemes}
        visitDays={visitWindow}
        onChange={onChange}
      />

      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="lead-trap">{text.fields.honeypot}</label>
        <input id="lead-trap" name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name="consent" value="true" />
      <input type="hidden" name="consentVersion" value={PRIVACY_VERSION} />

      {consent}
      <div>
        <div className={styles.actions}>
          {/* Without an endpoint there is nowhere to post to, so no-JS visitors get the notice instead. */}
          <button type="submit" className={styles.submit} aria-disabled={locked || undefined} disabled={!endpoint && !hydrated}>
            {locked || preparing ? text.sending : text.submit}
          </button>
          {/* With a receiver, sending is the main action and WhatsApp an alternative, not a second green button. */}
          <a className={endpoint ? styles.secondary : styles.whatsapp} href={whatsappHref} target="_blank" rel="noopener noreferrer">
            {text.whatsapp}
          </a>
          <button type="reset" className={styles.clear} aria-disabled={locked || undefined}>
            {text.clear}
          </button>
        </div>
        {/* The outcome sits right under the buttons, and the note below it: never the last thing in the corner. */}
        <div className={status.kind === 'idle' ? styles.status : `${styles.status} ${tone}`}>
          <div role="status" className={styles.statusText}>
            {updated ? (
              <p>{storageOk ? text.updated : text.updatedNoDraft}</p>
            ) : unavailable ? (
              <p>{text.unavailable}</p>
            ) : preparing ? (
              <p>{text.preparing}</p>
            ) : (
              part && <part.engine.StatusText status={status} storageOk={storageOk} />
            )}
          </div>
          {unavailable || preparing ? (
            <div className={styles.statusActions}>
              {updated ? (
                <button type="button" className={styles.secondary} onClick={() => window.location.reload()}>
                  {text.reload}
                </button>
              ) : (
                unavailable && (
                  <button type="button" className={styles.secondary} onClick={retry}>
                    {text.retry}
                  </button>
                )
              )}
              <a className={styles.whatsapp} href={whatsappHref} target="_blank" rel="noopener noreferrer">
                {text.whatsapp}
              </a>
              {text.call}
            </div>
          ) : (
            part && <part.engine.StatusActions status={status} whatsappHref={whatsappHref} onRetry={retry} />
          )}
        </div>
      </div>
      {storageOk ? text.autosave : text.storageOff}
    </form>
  );
}
