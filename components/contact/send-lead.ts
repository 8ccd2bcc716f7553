import { loadPart } from '@/components/lazy/load-part';
import type { DeliveryResult } from './deliver-lead';
import type { StoredAttempt } from './draft-storage';
import type { LeadAttempt, LeadPayload, ValidLead } from './lead';

// Delivery as the form's controller sees it. The request itself lives in deliver-lead.ts,
// a chunk of its own fetched on first focus (when there is an endpoint) or on submit.

export { leadEndpoint } from './endpoint';

// A lazy part like any other: its failure is reported (ChunkLoadError, part, type, URL) by loadPart.
const loadDelivery = () => loadPart('envio-do-contato', () => import('./deliver-lead'));

/** Starts fetching the delivery chunk early, so submit does not wait for it. */
export function preloadDelivery(): void {
  loadDelivery().catch(() => {
    // Submit tries again, and reports a failure there.
  });
}

export async function sendLead(endpoint: string, payload: LeadPayload): Promise<DeliveryResult> {
  try {
    const { deliverLead } = await loadDelivery();
    return await deliverLead(endpoint, payload);
  } catch {
    // The delivery chunk did not load (deliverLead itself never throws), and loadPart reported it:
    // the page's own problem, not the message server's.
    return { ok: false, reason: typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'pagePart' };
  }
}

function randomKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  // randomUUID needs a secure context; plain http still has getRandomValues.
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What identifies the content of a lead: an edit makes it a new lead with a new key. */
function leadFingerprint(lead: ValidLead): string {
  return JSON.stringify([lead.name, lead.email, lead.phone, lead.service, lead.message, lead.visitDate, lead.visitPeriod]);
}

/**
 * The attempt for this lead: a known one made for the same content (a retry, in this tab or
 * another, even after a reload, so the back-end can drop the duplicate), else a new one.
 */
export function attemptFor(
  lead: ValidLead,
  known: readonly (StoredAttempt | undefined)[],
  fill: Pick<LeadAttempt, 'fillMs' | 'fastFill'>,
  now = new Date(),
): StoredAttempt {
  const fingerprint = leadFingerprint(lead);
  const same = known.find((attempt) => attempt?.fingerprint === fingerprint);
  if (same) return same;
  const page = typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}`;
  return { idempotencyKey: randomKey(), submittedAt: now.toISOString(), page, fingerprint, ...fill };
}
