import type { FieldTimes, LeadFields } from './fields';

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
 * Keeps what the form holds while its controller is not loaded (on its way, or gone after a
 * redeploy): the draft in draft-storage.ts's format (version 2, a time per field), with any
 * delivery attempt already stored left as it is for the controller to judge. Best effort.
 */
export function keepDraft(fields: LeadFields, edited: FieldTimes): void {
  try {
    const storage = window.localStorage;
    let attempt: unknown;
    try {
      attempt = (JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null') as { attempt?: unknown } | null)?.attempt;
    } catch {
      attempt = undefined;
    }
    storage.setItem(DRAFT_KEY, JSON.stringify({ version: 2, savedAt: Date.now(), fields, edited, ...(attempt !== undefined && { attempt }) }));
  } catch {
    // Forbidden or full: the form already says that nothing is kept.
  }
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
