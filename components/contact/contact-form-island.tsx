'use client';

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { ChunkLoadError } from '@/components/lazy/chunk-load-error';
import { loadPart } from '@/components/lazy/load-part';
import { PRIVACY_VERSION } from '@/content/legal/privacy-version';
import { ContactFields, type ContactFieldsText } from './contact-fields';
import styles from './contact-form.module.css';
import { clearDraft, DRAFT_KEY, keepDraft, probeDraft } from './draft-key';
import { leadEndpoint } from './endpoint';
import { EMPTY_LEAD, fieldId, isLeadEmpty, LEAD_FIELDS, NO_EDITS, type ChoiceField, type LeadField, type LeadFields } from '@/lib/lead/fields';
import { slugify } from '@/lib/format/slug';
import { countGraphemes } from '@/lib/lead/graphemes';
import { createLeadStore, presetState } from './lead-store';
import { listenForLeads } from './lead-channel';
import { fallbackWhatsAppHref, type WhatsAppWords } from './fallback-whatsapp';

const HONEYPOT = '_gotcha';
/** The address's parameters that choose a choice of the form. */
const CHOICE_PARAMS = [
  ['servico', 'service'],
  ['cidade', 'city'],
] as const satisfies readonly (readonly [string, ChoiceField])[];
const ignore = () => {};
const never = () => ignore;

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
  /** What the form offers before anyone types (a city page's city): see LeadState.preset. */
  preset?: Partial<LeadFields>;
};

/**
 * The interactive part of the contact form, as small as it can be: it shows the fields and
 * renders the form's state, which lives in one store (lead-store.ts). Everything else (the
 * draft and its sync between tabs, validation, delivery, the WhatsApp hand-off, the simulator's
 * prefill) is lead-controller.ts, loaded on the first focus, a stored draft, another tab's
 * edit, a prefill or a submit, which reads that store and dispatches to it.
 */
export function ContactFormIsland({ text, header, consent, noScript, preset }: ContactFormIslandProps) {
  const endpoint = leadEndpoint();
  // False in the static HTML and during hydration, true from then on.
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const [store] = useState(() => createLeadStore(preset ? presetState(preset) : undefined));
  const { fields, errors, status, notice, storageOk, focus, thanks } = useSyncExternalStore(store.subscribe, store.get, store.get);
  // The controller's module, for what it renders (set once, when it has loaded).
  const [engine, setEngine] = useState<Engine | null>(null);
  // The controller's life, which nothing renders: when the form became interactive, its load
  // under way, the instance, whether the last load failed.
  const life = useRef({ readyAt: 0, loading: null as Promise<Part> | null, part: null as Part | null, failed: false });

  const load = useCallback(() => {
    const current = life.current;
    current.loading ??= loadPart('formulario-de-contato', () => import('./lead-controller')).then(
      (module) => {
        const loaded = { engine: module, controller: new module.LeadController(store, endpoint, current.readyAt) };
        current.part = loaded;
        current.failed = false;
        setEngine(() => module);
        return loaded;
      },
      (error: unknown) => {
        current.loading = null;
        current.failed = true;
        throw error;
      },
    );
    return current.loading;
  }, [store, endpoint]);

  /** Runs `task` with the controller: at once when it is here, else once it has loaded. */
  const withController = useCallback(
    (task: (controller: Part['controller']) => void, failed: (error: unknown) => void = ignore) => {
      const loaded = life.current.part;
      if (loaded) task(loaded.controller);
      else load().then(({ controller }) => task(controller), failed);
    },
    [load],
  );

  useEffect(() => {
    const current = life.current;
    current.readyAt = Date.now();
    // What the visitor typed before the page hydrated wins over a stored draft.
    const offered = store.get().preset;
    const typed = { ...EMPTY_LEAD };
    const edits = { ...NO_EDITS };
    for (const field of LEAD_FIELDS) {
      const control = formRef.current?.elements.namedItem(field);
      // A value as the page offered it is not typed (a city page's city).
      if (control && 'value' in control && typeof control.value === 'string' && control.value && control.value !== offered[field]) {
        typed[field] = control.value;
        edits[field] = current.readyAt;
      }
    }
    // A link that names a choice chooses it, unless the visitor chose one: a solution card's
    // `/?servico=limpeza-placas#contact` the service, a city page's `?cidade=cambe` the city (by its slug).
    const query = new URLSearchParams(window.location.search);
    for (const [param, field] of CHOICE_PARAMS) {
      const wanted = query.get(param);
      const select = formRef.current?.elements.namedItem(field);
      if (!wanted || typed[field] || !(select instanceof HTMLSelectElement)) continue;
      const option = [...select.options].find((each) => each.value && (each.value === wanted || slugify(each.value) === wanted));
      if (!option) continue;
      typed[field] = option.value;
      edits[field] = current.readyAt;
    }
    const stored = probeDraft();
    if (stored === undefined) store.dispatch({ type: 'storage', ok: false });
    if (!isLeadEmpty(typed)) {
      store.dispatch({ type: 'put', fields: typed, edits });
      keepDraft(store.get().fields, edits);
    }
    if (stored || !isLeadEmpty(typed)) load().catch(ignore);

    const onStorage = (event: StorageEvent) => {
      if (!current.part && (event.key === DRAFT_KEY || event.key === null)) load().catch(ignore);
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
      current.part?.controller.dispose();
      current.part = null;
      current.loading = null;
    };
  }, [store, load, withController]);

  // A field the state asks to focus (the first wrong one), once its message is on the page.
  useLayoutEffect(() => {
    if (focus) document.getElementById(fieldId(focus.field))?.focus();
  }, [focus]);

  const onChange = useCallback(
    (field: LeadField, value: string, maskable: boolean) => {
      if (store.get().status.kind === 'sending') return;
      const loaded = life.current.part;
      const next = field === 'phone' && maskable && loaded ? loaded.engine.maskPhone(value) : value;
      store.dispatch({ type: 'edit', field, value: next, at: Date.now() });
      // Until the controller is here (or when its code cannot load, after a redeploy), the
      // island keeps the draft itself, in the controller's format: nothing typed waits on it.
      if (!loaded) keepDraft(store.get().fields, store.get().edits);
      withController((controller) => controller.edited(field));
    },
    [store, withController],
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trap = event.currentTarget.elements.namedItem(HONEYPOT);
    const trapFilled = trap instanceof HTMLInputElement && trap.value !== '';
    // A submit never waits in silence for the controller's code: say it is on its way.
    if (!life.current.part) store.dispatch({ type: 'status', status: { kind: 'preparing' } });
    withController(
      (controller) => void controller.submit(trapFilled),
      (error: unknown) =>
        store.dispatch({ type: 'status', status: { kind: 'unavailable', updated: error instanceof ChunkLoadError && error.type === 'missing' } }),
    );
  };

  const handleReset = (event: FormEvent<HTMLFormElement>) => {
    if (store.get().status.kind === 'sending') return event.preventDefault();
    store.dispatch({ type: 'empty' });
    // Without the controller, what the island kept goes too: a reload must not bring it back.
    if (!life.current.part) clearDraft();
    withController((controller) => controller.clear());
  };

  const handleFocus = () => {
    if (!life.current.failed) load().catch(ignore);
  };

  const retry = () => formRef.current?.requestSubmit();
  const locked = status.kind === 'sending';
  const unavailable = status.kind === 'unavailable';
  const updated = status.kind === 'unavailable' && status.updated === true;
  const preparing = status.kind === 'preparing';
  // Until the part is here (or when it cannot load), the island builds the link itself: never
  // only the greeting while the visitor has typed a message.
  const whatsappHref = engine ? engine.whatsappHref(fields) : fallbackWhatsAppHref(fields, text.whatsappWords, text.whatsappHref);
  const visitWindow = useMemo(() => engine?.visitDays(new Date()), [engine]);
  const tone = status.kind === 'failed' || unavailable ? styles.statusFailed : status.kind === 'sent' ? styles.statusSent : styles.statusInfo;
  // The inbox stored what this tab sent: the thank-you takes the form's place (the fields stay, hidden and empty).
  const thanking = status.kind === 'sent' && Boolean(status.reference) && thanks !== null && isLeadEmpty(fields, preset);
  // Without an endpoint, once the completion offers WhatsApp it is the one in view: the button's
  // twin beside 'Enviar mensagem' steps back (shown again to a keyboard that reaches it).
  const ready = status.kind === 'ready';
  const whatsappClass = ready ? styles.stepBack : endpoint ? styles.secondary : styles.whatsapp;
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
      <div className={styles.body} hidden={thanking}>
        {header}
        <div aria-live="polite">
          {engine && notice && (
            <engine.PrefillNotice
              notice={notice}
              onUndo={() => life.current.part?.controller.undoPrefill()}
              onUseService={() => life.current.part?.controller.useSuggestedService()}
            />
          )}
        </div>
        <ContactFields
          text={text.fields}
          fields={fields}
          errors={errors}
          locked={locked}
          hydrated={hydrated}
          count={engine ? engine.messageLength : countGraphemes}
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
      </div>
      <div>
        <div className={styles.actions} hidden={thanking}>
          {/* Without an endpoint there is nowhere to post to, so no-JS visitors get the notice instead. */}
          <button type="submit" className={styles.submit} aria-disabled={locked || undefined} disabled={!endpoint && !hydrated}>
            {locked || preparing ? text.sending : text.submit}
          </button>
          {/* With a receiver, sending is the main action and WhatsApp an alternative, not a second green button. */}
          <a className={whatsappClass} href={whatsappHref} target="_blank" rel="noopener noreferrer">
            {text.whatsapp}
          </a>
          <button type="reset" className={styles.clear} aria-disabled={locked || undefined}>
            {text.clear}
          </button>
        </div>
        {/* The outcome sits right under the buttons, and the note below it: never the last thing in the corner. */}
        <div className={status.kind === 'idle' ? styles.status : `${styles.status} ${tone}${thanking ? ` ${styles.thankYou}` : ''}`}>
          <div role="status" className={styles.statusText}>
            {updated ? (
              <p>{storageOk ? text.updated : text.updatedNoDraft}</p>
            ) : unavailable ? (
              <p>{text.unavailable}</p>
            ) : preparing ? (
              <p>{text.preparing}</p>
            ) : (
              engine && <engine.StatusText status={status} storageOk={storageOk} thanks={thanking ? thanks : null} />
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
              <a className={styles.whatsapp} href={whatsappHref} target="_blank" rel="noopener noreferrer" data-whatsapp-cta="">
                {text.whatsapp}
              </a>
              {text.call}
            </div>
          ) : (
            engine && (
              <engine.StatusActions
                status={status}
                whatsappHref={whatsappHref}
                onRetry={retry}
                onAnother={thanking ? () => life.current.part?.controller.another() : undefined}
              />
            )
          )}
        </div>
      </div>
      {!thanking && (storageOk ? text.autosave : text.storageOff)}
    </form>
  );
}
