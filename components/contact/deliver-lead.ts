import type { LeadFailureReason } from '@/content/contact/messages';
import { LEAD_RETRY_DELAY_MS, LEAD_TIMEOUT_MS } from '@/content/contact/limits';
import { LEAD_FIELDS, type LeadField } from '@/lib/lead/fields';
import type { LeadPayload } from '@/lib/lead/lead';

// Sends a lead to the configured back-end. Loaded on demand (the form imports it
// on submit), so none of this weighs on the home page's first load.
//
// Works with the company's own URL and with Formspree-style services: JSON POST,
// `Accept: application/json`, 2xx is success unless the body is error-shaped
// (`{errors: [...]}` or `{error: "..."}`), which Formspree may send with a 2xx.

/**
 * What came of a delivery. A receiver that stores leads (the company's own inbox, functions/)
 * answers with the lead's `reference` and the visit it understood; a refusal of fields names
 * them, with the form's own messages, in `fields`.
 */
export type DeliveryResult =
  | { ok: true; status: number; reference?: string; visit?: string }
  | { ok: false; reason: LeadFailureReason; status?: number; detail?: string; fields?: Partial<Record<LeadField, string>> };

export type DeliveryOptions = {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  retryDelayMs?: number;
  isOnline?: () => boolean;
};

/**
 * A refusal, by what it tells the visitor: the endpoint is missing or closed to the site (a
 * configuration problem), the lead is too large, too many attempts, or just refused.
 */
function refusal(status: number): LeadFailureReason {
  if ([401, 403, 404, 405, 410].includes(status)) return 'endpoint';
  if (status === 413) return 'tooLarge';
  if (status === 429) return 'tooMany';
  return 'rejected';
}

/** Network errors and 5xx are worth one more try; time-outs and 4xx are not. */
const retryable = (result: DeliveryResult) => !result.ok && (result.reason === 'network' || result.reason === 'server');

const TIMED_OUT = Symbol('timeout');

export async function deliverLead(endpoint: string, payload: LeadPayload, options: DeliveryOptions = {}): Promise<DeliveryResult> {
  const {
    fetchImpl = (input, init) => fetch(input, init),
    timeoutMs = LEAD_TIMEOUT_MS,
    retryDelayMs = LEAD_RETRY_DELAY_MS,
    isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false,
  } = options;
  if (!isOnline()) return { ok: false, reason: 'offline' };

  // One body for both attempts: the retry is byte-for-byte the same request.
  const request = {
    method: 'POST',
    mode: 'cors',
    credentials: 'omit',
    cache: 'no-store',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': payload.idempotencyKey,
    },
    body: JSON.stringify(payload),
  } satisfies RequestInit;

  let result = await attempt(fetchImpl, endpoint, request, timeoutMs, isOnline);
  if (retryable(result)) {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    result = isOnline() ? await attempt(fetchImpl, endpoint, request, timeoutMs, isOnline) : { ok: false, reason: 'offline' };
  }
  if (!result.ok) console.warn('Contato não entregue:', result);
  return result;
}

async function attempt(fetchImpl: typeof fetch, endpoint: string, request: RequestInit, timeoutMs: number, isOnline: () => boolean): Promise<DeliveryResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(TIMED_OUT);
    }, timeoutMs);
  });

  try {
    const response = await Promise.race([fetchImpl(endpoint, { ...request, signal: controller.signal }), deadline]);
    if (response === TIMED_OUT) return { ok: false, reason: 'timeout' };
    const body = await Promise.race([readJson(response), deadline]);
    if (body === TIMED_OUT) return { ok: false, reason: 'timeout' };

    const { status } = response;
    if (status >= 500) return { ok: false, reason: 'server', status };
    const detail = errorDetail(body);
    if (!response.ok || detail !== undefined) {
      const fields = status === 400 ? fieldErrors(body) : undefined;
      return fields ? { ok: false, reason: 'invalid', status, detail, fields } : { ok: false, reason: refusal(status), status, detail };
    }
    return { ok: true, status, ...receipt(body) };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, reason: 'timeout' };
    // fetch rejects with a TypeError for a dropped connection and for CORS alike.
    return { ok: false, reason: isOnline() ? 'network' : 'offline', detail: String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** The body as JSON, or null when there is none (204) or it is not JSON. */
async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * The messages of an error-shaped body, or undefined when it is not one. An item without
 * a message (Formspree's `{"code":"TYPE_EMAIL","field":"email"}`) reads as its field and
 * code, or as its JSON: never '[object Object]'.
 */
export function errorDetail(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  if ('errors' in body && Array.isArray(body.errors) && body.errors.length > 0) return body.errors.map(describe).join('; ');
  if ('error' in body && body.error) return describe(body.error);
  return undefined;
}

function describe(item: unknown): string {
  if (!item || typeof item !== 'object') return String(item);
  const { message, field, code } = item as Record<string, unknown>;
  if (typeof message === 'string' && message) return typeof field === 'string' ? `${field}: ${message}` : message;
  const parts = [field, code].filter((part) => typeof part === 'string' && part);
  return parts.length ? parts.join(': ') : JSON.stringify(item);
}

/** The lead's reference and visit from a receiver that stores leads; nothing from any other. */
function receipt(body: unknown): { reference?: string; visit?: string } {
  if (!body || typeof body !== 'object') return {};
  const { reference, visit } = body as Record<string, unknown>;
  const shown = (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= 200;
  return { ...(shown(reference) && { reference: reference as string }), ...(shown(visit) && { visit: visit as string }) };
}

/** A 400's `errors` that name the form's own fields, with their messages; undefined when none does. */
function fieldErrors(body: unknown): Partial<Record<LeadField, string>> | undefined {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) return undefined;
  const fields: Partial<Record<LeadField, string>> = {};
  for (const item of body.errors as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { field, message } = item as Record<string, unknown>;
    if (typeof field === 'string' && (LEAD_FIELDS as readonly string[]).includes(field) && typeof message === 'string' && message) {
      fields[field as LeadField] ??= message;
    }
  }
  return Object.keys(fields).length ? fields : undefined;
}
