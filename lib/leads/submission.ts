import { sanitizeAttribution, type Attribution } from '@/lib/attribution/attribution';
import { isIsoDay, isIsoTime } from '@/lib/format/iso';
import { EMPTY_LEAD, LEAD_FIELDS, type LeadFields } from '@/lib/lead/fields';
import type { LeadChannel } from './store';

// What a request to the lead inbox carries, read from either body the form sends: JSON with
// JavaScript (docs/leads.md#with-an-endpoint), or a form post without it. Nothing is judged
// here but the shape; the form's own rules (lib/lead/validation.ts) judge the values.

export type Submission = {
  channel: LeadChannel;
  fields: LeadFields;
  honeypot: boolean;
  consent: boolean;
  consentVersion: string | null;
  /** The page the form was on, on this site: `${origin}${path}`, else the site's home page. */
  page: string;
  submittedAt: string | null;
  fastFill: boolean;
  fillMs: number | null;
  idempotencyKey: string | null;
  /** What brought the visit, judged again (lib/attribution/attribution.ts): never a reason to refuse. */
  attribution: Attribution | null;
};

/** A body that cannot be read as a lead: the field it concerns and a code. */
export type ShapeProblem = { field: string; code: string; message: string };

export class ShapeError extends Error {
  constructor(readonly problems: ShapeProblem[]) {
    super(problems.map((problem) => `${problem.field}: ${problem.code}`).join('; '));
  }
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$|^[0-9a-f]{32}$/;
/** A fill time past this is no person's: dropped, never stored (the spam hint stays false). */
const FILL_MS_MAX = 24 * 60 * 60 * 1000;

const shape = (field: string, code: string, message: string) => new ShapeError([{ field, code, message }]);

export const isIdempotencyKey = (value: string) => KEY.test(value);

// A path of this site: letters, digits, - . _ ~ / and percent escapes (an accent in a path).
// Nothing a chat could read as markup, a spreadsheet as a formula or a terminal as a command.
const SITE_PATH = /^\/[A-Za-z0-9\-._~/%]*$/;

/**
 * The page the form was on: an address on this site (`origin`), kept as origin and path, without
 * query or fragment. Another site's address, or anything else, is this site's home page: the
 * page is a hint for the company, never a reason to refuse a lead, and never another site's link.
 */
function pageUrl(value: unknown, origin: string): string {
  const home = `${origin}/`;
  if (typeof value !== 'string' || value.length > 2000) return home;
  try {
    const url = new URL(value);
    return url.origin === origin && !url.username && !url.password && SITE_PATH.test(url.pathname) ? `${origin}${url.pathname}` : home;
  } catch {
    return home;
  }
}

function fromJson(body: Record<string, unknown>, origin: string): Submission {
  const fields = { ...EMPTY_LEAD };
  for (const field of LEAD_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw shape(field, 'type', `${field} must be a string`);
    fields[field] = value;
  }
  const { consent, consentVersion, page, submittedAt, fastFill, fillMs, idempotencyKey, _gotcha: trap } = body;
  if (typeof fastFill !== 'boolean' && fastFill !== undefined) throw shape('fastFill', 'type', 'fastFill must be a boolean');
  if (fillMs !== undefined && fillMs !== null && !(typeof fillMs === 'number' && Number.isInteger(fillMs) && fillMs >= 0)) {
    throw shape('fillMs', 'type', 'fillMs must be a whole number of milliseconds or null');
  }
  if (submittedAt !== undefined && submittedAt !== null && !isIsoTime(submittedAt)) {
    throw shape('submittedAt', 'type', 'submittedAt must be a real ISO time in UTC');
  }
  if (page !== undefined && page !== null && typeof page !== 'string') throw shape('page', 'type', 'page must be the address of the page the form was on');
  return {
    channel: 'json',
    fields,
    honeypot: typeof trap === 'string' && trap !== '',
    consent: consent === true,
    consentVersion: isIsoDay(consentVersion) ? consentVersion : null,
    page: pageUrl(page, origin),
    submittedAt: typeof submittedAt === 'string' ? submittedAt : null,
    fastFill: fastFill === true,
    fillMs: typeof fillMs === 'number' && fillMs <= FILL_MS_MAX ? fillMs : null,
    idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : null,
    // Whatever its shape, an attribution is kept in part or dropped, never a refusal.
    attribution: sanitizeAttribution(body.attribution),
  };
}

function fromForm(form: URLSearchParams, referer: string | null, origin: string): Submission {
  const fields = { ...EMPTY_LEAD };
  for (const field of LEAD_FIELDS) fields[field] = form.get(field) ?? '';
  const consentVersion = form.get('consentVersion');
  return {
    channel: 'form',
    fields,
    honeypot: (form.get('_gotcha') ?? '') !== '',
    consent: form.get('consent') === 'true',
    consentVersion: isIsoDay(consentVersion) ? consentVersion : null,
    page: pageUrl(referer, origin),
    submittedAt: null,
    fastFill: false,
    fillMs: null,
    idempotencyKey: null,
    // Without JavaScript nothing was captured.
    attribution: null,
  };
}

/** Reads the body as the form sent it to `origin` (this site); throws a ShapeError for anything else. */
export function parseSubmission(contentType: string, text: string, referer: string | null, origin: string): Submission {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return fromForm(new URLSearchParams(text), referer, origin);
  if (type !== 'application/json') throw shape('body', 'contentType', 'send application/json or application/x-www-form-urlencoded');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw shape('body', 'malformed', 'the body is not JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw shape('body', 'malformed', 'the body must be a JSON object');
  return fromJson(body as Record<string, unknown>, origin);
}
