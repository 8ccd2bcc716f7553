import { LEAD_FIELDS } from '@/lib/lead/fields';
import { firstName, storedFields, visitText, type VisitPeriodWords } from '@/lib/lead/lead';
import type { LeadErrorWords, LeadRules } from '@/lib/lead/rules';
import { leadValidation } from '@/lib/lead/validation';
import { rateLimitKey } from './address';
import { NotifyFailure, type Notifier } from './notify';
import { failurePage, htmlResponse, receivedPage, refusedPage, type PageContent, type PageWords } from './page';
import { readSetting, type SettingsEnv } from './settings';
import type { LeadStore, NewLead, NotifyClaim, StoredLead } from './store';
import { isIdempotencyKey, parseSubmission, ShapeError, type ShapeProblem, type Submission } from './submission';

// The lead inbox: one handler from a Fetch API Request to a Response, over a LeadStore and a
// Notifier, so it runs wherever functions take a Request (functions/api/leads.ts adapts it to
// Cloudflare Pages and D1). Docs: docs/leads.md#the-lead-inbox.
//
// Order: method and size; the body; a key stored already is answered as the first time (no
// rate limit, no second row); the rate limit; the form's own validation; then one statement
// stores the lead, and only then is the company notified (after the answer, retried later).
// The rules' limits and every word come in with the deps (functions/api/leads.ts composes them).

export type InboxConfig = {
  /** Secret for the hash of the visitor's address (LEAD_HASH_SALT). */
  salt: string;
  /** At most this many requests from one address… */
  rateMax: number;
  /** …in this many minutes. */
  rateWindowMinutes: number;
  /** Leads are deleted this many days after they arrive. */
  retentionDays: number;
  /** The largest body accepted, in bytes (the form's largest lead is ~100 KB of emoji). */
  maxBytes: number;
  /** The privacy notice's date, stored for a post that does not say which one its visitor saw. */
  privacyVersion: string;
  now: () => Date;
};

/** What the inbox says: its answer page, the form's messages for refused fields, the visit's period. */
export type InboxWords = {
  page: PageWords;
  errors: LeadErrorWords;
  visitPeriod: VisitPeriodWords;
  /** Recorded when notifying fails in a way the notifier did not describe. */
  notifyFailed: string;
  /** A post without the consent the form sends (the privacy notice is beside its button): a crafted or broken post. */
  consentRequired: string;
};

export type InboxDeps = {
  store: LeadStore;
  notify: Notifier | null;
  /**
   * Why the notification settings cannot work (notifierFromEnv), in the operator's words: each new
   * lead is stored and answered as always, and this is recorded on it, pending, for a retry once fixed.
   */
  notifyProblem?: string | null;
  config: InboxConfig;
  /** The site's limits and service ids, the form's own (content/contact/lead-rules.ts). */
  rules: LeadRules;
  words: InboxWords;
  /** Work that goes on after the answer (Cloudflare's waitUntil). */
  waitUntil: (work: Promise<unknown>) => void;
};

export type InboxEnv = SettingsEnv & { LEAD_HASH_SALT?: string };

export const MAX_BODY_BYTES = 128 * 1024;
/** Tries to notify the company about one lead before it is listed as failed. */
export const NOTIFY_MAX_ATTEMPTS = 6;
const RETRY_AFTER_MS = 2 * 60 * 1000;
/**
 * How long a claim on a lead's notification holds: far longer than one send can take (the webhook's
 * 8 s time-out), so a claim lapses only when the work that held it died; then a later lead retries it.
 */
export const NOTIFY_LEASE_MS = 60 * 1000;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

// Without LEAD_HASH_SALT each isolate makes its own: hashes that cannot be reversed, at the
// cost of a rate limit per isolate. docs/leads.md asks for the secret.
let isolateSalt: string | undefined;

/**
 * The settings, from the environment over the site's defaults (retention) and facts (the notice's
 * date). A numeric setting out of its bounds is replaced by its default (lib/leads/settings.ts);
 * the function tells the team once (settingProblems).
 */
export function configFromEnv(env: InboxEnv, site: { retentionDays: number; privacyVersion: string }): InboxConfig {
  isolateSalt ??= crypto.randomUUID();
  return {
    salt: env.LEAD_HASH_SALT?.trim() || isolateSalt,
    rateMax: readSetting(env, 'LEAD_RATE_MAX').value,
    rateWindowMinutes: readSetting(env, 'LEAD_RATE_WINDOW_MINUTES').value,
    retentionDays: readSetting(env, 'LEAD_RETENTION_DAYS', site.retentionDays).value,
    maxBytes: MAX_BODY_BYTES,
    privacyVersion: site.privacyVersion,
    now: () => new Date(),
  };
}

const BASE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";

function json(body: unknown, status: number, extra: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...BASE_HEADERS, 'Content-Security-Policy': JSON_POLICY, ...extra } });
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// Crockford's base 32 without I, L, O, U: a reference read over the phone is not misheard.
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'K7M2-9QXD': 40 random bits, what the visitor is told and the company searches for. */
export function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const chars = Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte & 31]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** The body, up to `limit` bytes; null when it is larger. */
async function readBody(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(body);
}

type Refusal = { status: number; problems?: ShapeProblem[]; page: PageContent; retryAfter?: number };

/** A refusal as the channel expects it: JSON the form reads, or a page for a post without JavaScript. */
async function refuse(words: PageWords, channel: Submission['channel'] | null, refusal: Refusal): Promise<Response> {
  const extra: Record<string, string> = refusal.retryAfter ? { 'Retry-After': String(refusal.retryAfter) } : {};
  if (channel === 'form') return htmlResponse(words, refusal.page, refusal.status, { ...BASE_HEADERS, ...extra });
  const body = refusal.problems ? { errors: refusal.problems } : { error: refusal.page.paragraphs.join(' ') };
  return json(body, refusal.status, extra);
}

/** Who sent this request (an IPv6 address by its /64), as a salted hash that changes every day: never the address itself. */
function sourceHash(request: Request, config: InboxConfig, day: string): Promise<string> {
  const address = request.headers.get('CF-Connecting-IP') ?? request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() ?? 'unknown';
  return sha256Hex(`${config.salt}|${day}|${rateLimitKey(address)}`);
}

function accepted(words: InboxWords, lead: StoredLead, channel: Submission['channel'], duplicate: boolean): Promise<Response> | Response {
  const visit = lead.visitDate ? visitText(lead.visitDate, lead.visitPeriod ?? '', words.visitPeriod) : null;
  if (channel === 'form') return htmlResponse(words.page, receivedPage(words.page, firstName(lead.name), lead.reference, visit), 200, BASE_HEADERS);
  return json({ ok: true, reference: lead.reference, receivedAt: lead.receivedAt, visit, duplicate }, 200);
}

export async function handleLeadRequest(request: Request, deps: InboxDeps): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { ...BASE_HEADERS, Allow: 'POST, OPTIONS' } });
  if (request.method !== 'POST') return json({ error: 'method' }, 405, { Allow: 'POST, OPTIONS' });
  // Same origin only: another site cannot post leads in a visitor's name.
  const origin = request.headers.get('Origin');
  if (origin && origin !== new URL(request.url).origin) return json({ error: 'origin' }, 403);
  const formPost = (request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
  try {
    return await receive(request, deps, formPost ? 'form' : 'json');
  } catch (error) {
    // Nothing is stored half-way: the lead is one statement. The log carries no personal data.
    console.error('Lead inbox: the lead could not be stored:', error instanceof Error ? error.message : error);
    const page = deps.words.page;
    return refuse(page, formPost ? 'form' : 'json', { status: 500, page: failurePage(page, page.failed) });
  }
}

async function receive(request: Request, deps: InboxDeps, channel: Submission['channel']): Promise<Response> {
  const { store, config, words } = deps;
  const p = words.page;
  const text = await readBody(request, config.maxBytes);
  if (text === null) return refuse(p, channel, { status: 413, page: failurePage(p, p.tooLarge) });

  let submission: Submission;
  try {
    submission = parseSubmission(request.headers.get('Content-Type') ?? '', text, request.headers.get('Referer'), new URL(request.url).origin);
  } catch (error) {
    if (!(error instanceof ShapeError)) throw error;
    return refuse(p, channel, {
      status: 400,
      problems: error.problems,
      page: refusedPage(
        p,
        error.problems.map((problem) => problem.message),
      ),
    });
  }

  const now = config.now();
  const at = now.toISOString();
  const day = at.slice(0, 10);
  const source = await sourceHash(request, config, day);
  const key = await idempotencyKey(p, request, submission, source, day);
  if (typeof key !== 'string') return refuse(p, channel, key);

  const known = await store.findByKey(key);
  if (known) return accepted(words, known, channel, true);

  // The retries of one lead count once and get one answer: a lead stored is never answered 429.
  const since = new Date(now.getTime() - config.rateWindowMinutes * MINUTE_MS).toISOString();
  if ((await store.countSource(source, key, at, since)) > config.rateMax) {
    return refuse(p, channel, { status: 429, page: failurePage(p, p.tooMany), retryAfter: config.rateWindowMinutes * 60 });
  }

  const checked = leadValidation(deps.rules, words.errors).validateLead(submission.fields, now);
  const problems: ShapeProblem[] = [];
  if (!checked.ok) {
    for (const field of LEAD_FIELDS) {
      const code = checked.codes[field];
      if (code) problems.push({ field, code, message: checked.errors[field]! });
    }
  }
  if (!submission.consent) problems.push({ field: 'consent', code: 'consentRequired', message: words.consentRequired });
  if (!checked.ok || problems.length)
    return refuse(p, channel, {
      status: 400,
      problems,
      page: refusedPage(
        p,
        problems.map((problem) => problem.message),
      ),
    });

  const fresh: NewLead = {
    ...storedFields(checked.lead),
    reference: newReference(),
    idempotencyKey: key,
    receivedAt: at,
    submittedAt: submission.submittedAt,
    page: submission.page,
    consentVersion: submission.consentVersion ?? config.privacyVersion,
    fastFill: submission.fastFill,
    fillMs: submission.fillMs,
    honeypot: submission.honeypot,
    channel,
    notifyStatus: submission.honeypot ? 'skipped' : deps.notify || deps.notifyProblem ? 'pending' : 'off',
    attribution: submission.attribution,
  };
  // A lead to be notified is stored already claimed by this request, so no other retries it meanwhile.
  const claim = fresh.notifyStatus === 'pending' ? newClaim(now) : null;
  const { lead: stored, created } = await insertWithFreshReference(store, fresh, claim);
  if (created) deps.waitUntil(afterStore(stored, claim, deps, now));
  return accepted(words, stored, channel, !created);
}

/** The key the form sent (header and body agree), or for a post without JavaScript one made from its content. */
async function idempotencyKey(p: PageWords, request: Request, submission: Submission, source: string, day: string): Promise<string | Refusal> {
  if (submission.channel === 'form') {
    // The same form posted twice on one day from one address is one lead (a double click, a reload).
    return (await sha256Hex(`${source}|${day}|${JSON.stringify(submission.fields)}`)).slice(0, 32);
  }
  const header = request.headers.get('Idempotency-Key')?.trim() ?? '';
  const body = submission.idempotencyKey ?? '';
  const key = header || body;
  const problem = !key ? 'keyRequired' : !isIdempotencyKey(key) ? 'keyInvalid' : header && body && header !== body ? 'keyMismatch' : null;
  if (!problem) return key;
  const problems = [{ field: 'idempotencyKey', code: problem, message: 'send one Idempotency-Key (a UUID), the same in the header and the body' }];
  return { status: 400, problems, page: refusedPage(p, []) };
}

/** A hold on a notification, from `now` for NOTIFY_LEASE_MS. */
const newClaim = (now: Date): NotifyClaim => ({ token: crypto.randomUUID(), until: new Date(now.getTime() + NOTIFY_LEASE_MS).toISOString() });

/** A reference is random; on the rare clash with a stored one, draw again. */
async function insertWithFreshReference(store: LeadStore, lead: NewLead, claim: NotifyClaim | null) {
  try {
    return await store.insert(lead, claim);
  } catch (error) {
    const known = await store.findByKey(lead.idempotencyKey);
    if (known) return { lead: known, created: false };
    if (!/UNIQUE/i.test(String(error))) throw error;
    return store.insert({ ...lead, reference: newReference() }, claim);
  }
}

/** Tells the company about one lead it holds the claim on (`token`) and records the outcome; never throws. */
export async function notifyLead(lead: StoredLead, token: string | null, deps: Pick<InboxDeps, 'store' | 'notify' | 'config' | 'words'>): Promise<boolean> {
  if (!deps.notify) return false;
  try {
    await deps.notify(lead);
    await deps.store.recordNotification(lead.reference, { ok: true, at: deps.config.now().toISOString() }, token);
    return true;
  } catch (error) {
    const final = lead.notifyAttempts + 1 >= NOTIFY_MAX_ATTEMPTS;
    // A notifier's failure is told safely by construction; anything else is not repeated (it could quote the address).
    const message = error instanceof NotifyFailure ? error.message : deps.words.notifyFailed;
    console.error(`Lead inbox: notifying the company about ${lead.reference} failed (${final ? 'gave up' : 'will retry'}): ${message}`);
    await deps.store.recordNotification(lead.reference, { ok: false, at: deps.config.now().toISOString(), error: message, final }, token).catch(() => {});
    return false;
  }
}

/**
 * After a new lead is stored: notify about it (this request holds its claim), retry a few pending
 * ones it can claim, delete what is past retention. A honeypot's post retries nothing: spam sets no
 * notification in motion.
 */
async function afterStore(lead: StoredLead, claim: NotifyClaim | null, deps: InboxDeps, now: Date): Promise<void> {
  const token = claim?.token ?? null;
  try {
    if (lead.notifyStatus === 'pending' && deps.notify) await notifyLead(lead, token, deps);
    else if (lead.notifyStatus === 'pending' && deps.notifyProblem) {
      await deps.store.recordNotification(lead.reference, { ok: false, at: now.toISOString(), error: deps.notifyProblem, final: false }, token);
    }
    if (deps.notify && !lead.honeypot) {
      const retry = newClaim(deps.config.now());
      const pending = await deps.store.claimPending(3, new Date(now.getTime() - RETRY_AFTER_MS).toISOString(), retry, deps.config.now().toISOString());
      for (const older of pending) await notifyLead(older, retry.token, deps);
    }
    const leadsBefore = new Date(now.getTime() - deps.config.retentionDays * DAY_MS).toISOString();
    const sourcesBefore = new Date(now.getTime() - deps.config.rateWindowMinutes * MINUTE_MS).toISOString();
    await deps.store.purge(leadsBefore, sourcesBefore);
  } catch (error) {
    console.error('Lead inbox: the work after storing a lead failed:', error instanceof Error ? error.message : error);
  }
}
