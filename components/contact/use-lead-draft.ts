import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { LEAD_DRAFT_DEBOUNCE_MS } from '@/content/contact';
import { clearDraft, readDraft, writeDraft, type StoredAttempt } from './draft-storage';
import { EMPTY_LEAD, isLeadEmpty, LEAD_FIELDS, type LeadFields } from './lead';

/** What the visitor managed to type before the page hydrated (it wins over a stored draft). */
function typedBeforeHydration(form: HTMLFormElement | null): LeadFields {
  const fields = { ...EMPTY_LEAD };
  for (const field of LEAD_FIELDS) {
    const control = form?.elements.namedItem(field);
    if (control && 'value' in control && typeof control.value === 'string') fields[field] = control.value;
  }
  return fields;
}

/**
 * Keeps the draft in localStorage: restores it once on mount, saves it ~400 ms
 * after the last change (and at once when the page is hidden or the form goes
 * away), and forgets it on `clear()`. Also remembers the current delivery
 * attempt so a retry of the same draft reuses its idempotency key.
 */
export function useLeadDraft(fields: LeadFields, restore: (fields: LeadFields) => void, formRef: RefObject<HTMLFormElement | null>) {
  const attempt = useRef<StoredAttempt | undefined>(undefined);
  const latest = useRef(fields);
  const loaded = useRef(false);
  const pending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = false;
    if (isLeadEmpty(latest.current)) {
      attempt.current = undefined;
      clearDraft();
    } else {
      writeDraft({ fields: latest.current, attempt: attempt.current });
    }
  }, []);

  useEffect(() => {
    const draft = readDraft();
    attempt.current = draft?.attempt;
    const typed = typedBeforeHydration(formRef.current);
    const merged = { ...EMPTY_LEAD };
    for (const field of LEAD_FIELDS) merged[field] = typed[field] || draft?.fields[field] || '';
    loaded.current = true;
    if (!isLeadEmpty(merged)) restore(merged);
  }, [formRef, restore]);

  useEffect(() => {
    latest.current = fields;
    if (!loaded.current) return;
    pending.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(save, LEAD_DRAFT_DEBOUNCE_MS);
  }, [fields, save]);

  useEffect(() => {
    const flush = () => pending.current && save();
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [save]);

  /** Records a delivery attempt with the draft, at once (it must survive a reload). */
  const remember = useCallback(
    (next: StoredAttempt) => {
      attempt.current = next;
      save();
    },
    [save],
  );

  /** Forgets the draft: after a confirmed delivery or 'Limpar'. */
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = false;
    attempt.current = undefined;
    latest.current = EMPTY_LEAD;
    clearDraft();
  }, []);

  return { attempt, remember, clear };
}
