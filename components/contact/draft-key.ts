import type { FieldTimes, LeadFields } from '@/lib/lead/fields';

// Where the draft lives, and whether this browser lets the site keep it: the only storage
// code in the form's first load (the rest is in draft-storage.ts, loaded on first use).

export const DRAFT_KEY = 'solarpr:lead-draft';
const PROBE_KEY = 'solarpr:probe';

/** The stored draft as text; null when there is none, undefined when storage is forbidden or full. */
export function probeDraft(): string | null | undefined {
  try {
    const storage = window.localStorage;
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return storage.getItem(DRAFT_KEY);
  } catch {
    return undefined;
  }
}

/**
 * Saves the draft as draft-storage.ts reads it back (version 2, a time per field); false when the
 * browser refused (forbidden or full). `attempt` is a StoredAttempt, or what a stored draft held.
 */
export function writeDraft(draft: { fields: LeadFields; edited: FieldTimes; attempt?: unknown }, now = Date.now()): boolean {
  try {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 2, savedAt: now, ...draft }));
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps what the form holds while its controller is not loaded (on its way, or gone after a
 * redeploy), with any delivery attempt already stored left as it is for the controller to judge.
 * Best effort: when storage refuses, the form already says that nothing is kept.
 */
export function keepDraft(fields: LeadFields, edited: FieldTimes): void {
  let attempt: unknown;
  try {
    attempt = (JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? 'null') as { attempt?: unknown } | null)?.attempt;
  } catch {
    attempt = undefined;
  }
  writeDraft({ fields, edited, ...(attempt !== undefined && { attempt }) });
}

/** Forgets the draft; false when the browser refused. */
export function clearDraft(): boolean {
  try {
    window.localStorage.removeItem(DRAFT_KEY);
    return true;
  } catch {
    return false;
  }
}
