import { LEAD_DRAFT_MAX_AGE_DAYS } from '@/content/contact/limits';
import { clearDraft, DRAFT_KEY } from './draft-key';
import { EMPTY_LEAD, LEAD_FIELDS, NO_EDITS, type FieldTimes, type LeadFields } from '@/lib/lead/fields';
import type { LeadAttempt } from '@/lib/lead/lead';

// Reading the visitor's unsent draft (draft-key.ts, first-load code, writes and forgets it), kept in localStorage so a reload, a closed tab or a failed
// delivery loses nothing. Each field carries the time of its last edit, so that two tabs
// editing one draft keep the newest edit of each field (lead-controller.ts merges them).
// Storage may be missing, full or forbidden (private mode, blocked site data): every access
// is guarded, and reports whether it worked, so the form can say when nothing is kept.

const MAX_AGE_MS = LEAD_DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
const MAX_FIELD_CHARS = 20_000;

/** A delivery attempt and the exact content it was made for. */
export type StoredAttempt = LeadAttempt & { fingerprint: string };

export type Draft = { fields: LeadFields; edited: FieldTimes; attempt?: StoredAttempt };

type Stored = Draft & { version: 2; savedAt: number };

/** No draft: `null`; storage unavailable: `undefined`. */
export type ReadResult = Draft | null | undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$|^[0-9a-f]{32}$/;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * A stored attempt is sent as it is on a retry, so it is checked before being trusted: a
 * key that is a UUID (a newline in it would break every send), a time that is real and not
 * in the future, a page of this very site with no query or fragment.
 */
export function validAttempt(value: unknown, origin: string, now: number): StoredAttempt | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { idempotencyKey, submittedAt, page, fingerprint, fillMs = null, fastFill = false } = value as Record<string, unknown>;
  if (typeof idempotencyKey !== 'string' || !UUID.test(idempotencyKey)) return undefined;
  if (typeof submittedAt !== 'string' || !ISO_TIME.test(submittedAt)) return undefined;
  const time = Date.parse(submittedAt);
  if (!Number.isFinite(time) || time > now + 60_000 || now - time > MAX_AGE_MS) return undefined;
  if (typeof page !== 'string' || !samePageOf(page, origin)) return undefined;
  if (typeof fingerprint !== 'string' || typeof fastFill !== 'boolean') return undefined;
  if (fillMs !== null && !(typeof fillMs === 'number' && Number.isInteger(fillMs) && fillMs >= 0)) return undefined;
  return { idempotencyKey, submittedAt, page, fingerprint, fillMs, fastFill };
}

function samePageOf(page: string, origin: string): boolean {
  if (/\s/.test(page)) return false;
  try {
    const url = new URL(page);
    return url.origin === origin && url.href === `${origin}${url.pathname}`;
  } catch {
    return false;
  }
}

/** Parses what another tab or an earlier visit stored; anything malformed counts as no draft. */
export function parseDraft(raw: string, origin: string, now = Date.now()): Draft | null {
  let stored: Partial<Omit<Stored, 'version'>> & { version?: unknown };
  try {
    stored = JSON.parse(raw) as typeof stored;
  } catch {
    return null;
  }
  // Version 1 (before per-field times) is still read: its fields count as edited when it was saved.
  if (!stored || (stored.version !== 1 && stored.version !== 2) || typeof stored.savedAt !== 'number' || now - stored.savedAt > MAX_AGE_MS) return null;
  const fields = { ...EMPTY_LEAD };
  const edited = { ...NO_EDITS };
  for (const field of LEAD_FIELDS) {
    const value: unknown = stored.fields?.[field];
    if (typeof value === 'string') fields[field] = value.slice(0, MAX_FIELD_CHARS);
    // An emptied field keeps its time too: that is how a deletion reaches the other tabs.
    const time: unknown = stored.edited?.[field];
    edited[field] = typeof time === 'number' && Number.isFinite(time) && time >= 0 && time <= now + 60_000 ? time : fields[field] ? stored.savedAt : 0;
  }
  const attempt = validAttempt(stored.attempt, origin, now);
  return attempt ? { fields, edited, attempt } : { fields, edited };
}

export function readDraft(origin: string, now = Date.now()): ReadResult {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(DRAFT_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return null;
  const draft = parseDraft(raw, origin, now);
  if (!draft) clearDraft();
  return draft;
}

/**
 * What a tab leaves behind when it delivers a lead: the attempt's key, the reference the
 * receiver gave and when. Another tab sending or retrying the same key learns from it that
 * the lead arrived. No personal data; read back for 10 minutes.
 */
export type Receipt = { key: string; reference?: string; at: number };

export const RECEIPT_KEY = 'solarpr:lead-delivered';
const RECEIPT_MAX_AGE_MS = 10 * 60 * 1000;

export function writeReceipt(receipt: Receipt): void {
  try {
    window.localStorage.setItem(RECEIPT_KEY, JSON.stringify(receipt));
  } catch {
    // Full or forbidden: the other tabs find out from the back-end's answer to their own try.
  }
}

export function readReceipt(now = Date.now()): Receipt | null {
  try {
    const { key, reference, at } = JSON.parse(window.localStorage.getItem(RECEIPT_KEY) ?? 'null') as Partial<Receipt>;
    if (typeof key !== 'string' || typeof at !== 'number' || now - at > RECEIPT_MAX_AGE_MS) return null;
    return { key, at, ...(typeof reference === 'string' && { reference }) };
  } catch {
    return null;
  }
}
