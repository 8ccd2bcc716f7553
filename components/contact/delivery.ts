import { loadPart } from '@/components/lazy/load-part';
import type { DeliveryResult } from './deliver-lead';
import type { StoredAttempt } from './draft-storage';
import { LEAD_FIELDS, type FieldTimes } from '@/lib/lead/fields';
import type { LeadAttempt, LeadPayload, ValidLead } from '@/lib/lead/lead';

// Delivery as the form's controller sees it: the attempt a lead is sent with, and the request,
// which lives in deliver-lead.ts, a chunk of its own fetched on first focus (when there is an
// endpoint) or on submit.

// A lazy part like any other: its failure is reported (ChunkLoadError, part, type, URL) by loadPart.
const loadDelivery = () => loadPart('envio-do-contato', () => import('./deliver-lead'));

/** Starts fetching the delivery chunk early, so submit does not wait for it. */
export function preloadDelivery(): void {
  loadDelivery().catch(() => {
    // Submit tries again, and reports a failure there.
  });
}

/** Delivers through the lazily loaded chunk; a chunk that does not load is the page's failure. */
export async function deliver(endpoint: string, payload: LeadPayload): Promise<DeliveryResult> {
  try {
    const { deliverLead } = await loadDelivery();
    return await deliverLead(endpoint, payload);
  } catch {
    // The delivery chunk did not load (deliverLead itself never throws), and loadPart reported it:
    // the page's own problem, not the message server's.
    return { ok: false, reason: typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'pagePart' };
  }
}

/**
 * A key from this text, shaped as a UUID (version 8, RFC 9562: made by the application) from a
 * 128-bit hash (cyrb128, public domain): not a secret, just the same key for the same text in
 * every tab, and a different one for any other text.
 */
function keyOf(text: string): string {
  let [a, b, c, d] = [1779033703, 3144134277, 1013904242, 2773480762];
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    a = b ^ Math.imul(a ^ k, 597399067);
    b = c ^ Math.imul(b ^ k, 2869860233);
    c = d ^ Math.imul(c ^ k, 951274213);
    d = a ^ Math.imul(d ^ k, 2716044179);
  }
  a = Math.imul(c ^ (a >>> 18), 597399067);
  b = Math.imul(d ^ (b >>> 22), 2869860233);
  c = Math.imul(a ^ (c >>> 17), 951274213);
  d = Math.imul(b ^ (d >>> 19), 2716044179);
  a ^= b ^ c ^ d;
  const hex = [a, b ^ a, c ^ a, d ^ a].map((lane) => (lane >>> 0).toString(16).padStart(8, '0')).join('');
  const variant = ((parseInt(hex[16]!, 16) & 3) | 8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** What identifies the content of a lead: an edit makes it a new lead with a new key. */
function leadFingerprint(lead: ValidLead): string {
  return JSON.stringify(LEAD_FIELDS.map((field) => lead[field]));
}

/**
 * The attempt for this lead: a known one made for the same content (a retry, in this tab or
 * another, even after a reload, so the back-end can drop the duplicate), else a new one. A new
 * one's key comes from the content and the time of each field's last edit (`edited`, which tabs
 * holding the same draft share): two tabs sending one draft at the same moment, before either
 * can read the other's attempt, send one key, so the back-end stores one lead. Typing the same
 * text again later is new edits, so a new lead.
 */
export function attemptFor(
  lead: ValidLead,
  known: readonly (StoredAttempt | undefined)[],
  fill: Pick<LeadAttempt, 'fillMs' | 'fastFill'>,
  edited: FieldTimes,
  now = new Date(),
): StoredAttempt {
  const fingerprint = leadFingerprint(lead);
  const same = known.find((attempt) => attempt?.fingerprint === fingerprint);
  if (same) return same;
  const page = typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}`;
  const idempotencyKey = keyOf(fingerprint + JSON.stringify(LEAD_FIELDS.map((field) => edited[field])));
  return { idempotencyKey, submittedAt: now.toISOString(), page, fingerprint, ...fill };
}
