import { LEAD_DRAFT_MAX_AGE_DAYS } from '@/content/contact';
import { EMPTY_LEAD, LEAD_FIELDS, type LeadAttempt, type LeadFields } from './lead';

// The visitor's unsent draft, kept in localStorage so a reload, a closed tab or a
// failed delivery loses nothing. Storage may be missing, full or forbidden
// (private mode, blocked cookies): every access is guarded and failing is silent.

export const STORAGE_KEY = 'solarpr:lead-draft';
const MAX_AGE_MS = LEAD_DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
const MAX_FIELD_CHARS = 20_000;

/** A delivery attempt and the exact content it was made for. */
export type StoredAttempt = LeadAttempt & { fingerprint: string };

export type Draft = { fields: LeadFields; attempt?: StoredAttempt };

type Stored = Draft & { version: 1; savedAt: number };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(now = Date.now()): Draft | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored> | null;
    if (!stored || stored.version !== 1 || typeof stored.savedAt !== 'number' || now - stored.savedAt > MAX_AGE_MS) {
      clearDraft();
      return null;
    }
    const fields = { ...EMPTY_LEAD };
    for (const field of LEAD_FIELDS) {
      const value: unknown = stored.fields?.[field];
      if (typeof value === 'string') fields[field] = value.slice(0, MAX_FIELD_CHARS);
    }
    const attempt = stored.attempt;
    const validAttempt =
      attempt && [attempt.idempotencyKey, attempt.submittedAt, attempt.page, attempt.fingerprint].every((v) => typeof v === 'string');
    return validAttempt ? { fields, attempt } : { fields };
  } catch {
    return null;
  }
}

export function writeDraft(draft: Draft, now = Date.now()): void {
  try {
    const stored: Stored = { version: 1, savedAt: now, ...draft };
    storage()?.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Quota exceeded or storage forbidden: the form keeps working without a draft.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
