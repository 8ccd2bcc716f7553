import type { DeliveryResult } from './deliver-lead';
import type { StoredAttempt } from './draft-storage';
import type { LeadPayload, ValidLead } from './lead';

// The thin, always-loaded side of delivery. The request itself lives in
// deliver-lead.ts, a separate chunk fetched on first focus or on submit.

/** The lead back-end's URL, inlined at build time; empty when none is configured. */
export function leadEndpoint(): string {
  return (process.env.NEXT_PUBLIC_LEAD_ENDPOINT ?? '').trim();
}

const loadDelivery = () => import('./deliver-lead');

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
  } catch (error) {
    // The delivery chunk did not load (deliverLead itself never throws).
    console.error('Falha ao carregar o envio do formulário de contato:', error);
    return { ok: false, reason: typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'network' };
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
export function leadFingerprint(lead: ValidLead): string {
  return JSON.stringify([lead.name, lead.email, lead.phone, lead.service, lead.message]);
}

/**
 * The attempt for this lead: the stored one when the content is unchanged (a
 * retry, even after a reload, so the back-end can drop the duplicate), else a new one.
 */
export function attemptFor(lead: ValidLead, previous: StoredAttempt | undefined, now = new Date()): StoredAttempt {
  const fingerprint = leadFingerprint(lead);
  if (previous?.fingerprint === fingerprint) return previous;
  const page = typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}`;
  return { idempotencyKey: randomKey(), submittedAt: now.toISOString(), page, fingerprint };
}
