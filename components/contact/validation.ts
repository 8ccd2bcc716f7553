import { contactCopy } from '@/content/contact/messages';
import { LEAD_MESSAGE_MAX, LEAD_NAME_MAX, LEAD_NAME_MIN } from '@/content/contact/limits';
import { SERVICE_IDS, type ServiceId } from '@/content/services';
import { cleanText } from './clean-text';
import { countGraphemes } from './graphemes';
import { LEAD_FIELDS, type LeadField, type LeadFields, type ValidLead } from './lead';
import type { LeadErrors } from './fields';
import { parseBrPhone } from '@/lib/phone/phone';
import { visitProblem, type VisitPeriod } from './visit';

// Every rule of the form, with its Portuguese message. Values are text only:
// nothing here (or anywhere in the form) interprets HTML. Each value is checked as
// cleanText() leaves it (NFC, no invisible or bidi-control characters), which is also
// what is sent: a name of one letter and a zero-width space is one character.

const e = contactCopy.errors;

/** The message's length as the counter shows it and the limit applies: what a person sees. */
export const messageLength = (value: string) => countGraphemes(cleanText(value));

// The HTML Standard's shape for type="email", plus a dot in the domain.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const LETTER = /\p{L}/u;

/** A broken rule: its code (the key of its message in contactCopy.errors) and what the visitor reads. */
export type LeadProblem = { code: LeadErrorCode; message: string };
export type LeadErrorCode = keyof typeof e;

const problem = (code: LeadErrorCode, message = e[code] as string): LeadProblem => ({ code, message });

function nameProblem(value: string): LeadProblem | undefined {
  const name = cleanText(value).trim();
  if (!name) return problem('nameRequired');
  const length = countGraphemes(name);
  if (length < LEAD_NAME_MIN) return problem('nameShort');
  if (length > LEAD_NAME_MAX) return problem('nameLong');
  if (!LETTER.test(name)) return problem('nameLetters');
  return undefined;
}

function emailProblem(value: string): LeadProblem | undefined {
  const email = cleanText(value).trim();
  if (!email) return problem('emailRequired');
  const [local = ''] = email.split('@');
  if (email.length > 254 || local.length > 64 || !EMAIL.test(email) || /\.\.|^\.|\.@/.test(email)) return problem('emailInvalid');
  return undefined;
}

function phoneProblem(value: string): LeadProblem | undefined {
  const phone = parseBrPhone(cleanText(value));
  if (phone.ok) return undefined;
  switch (phone.error) {
    case 'required':
      return problem('phoneRequired');
    case 'foreign':
      return problem('phoneForeign');
    case 'area':
      return problem('phoneArea', e.phoneArea(phone.areaCode ?? ''));
    case 'mobile':
      return problem('phoneMobile');
    default:
      return problem('phoneInvalid');
  }
}

function messageProblem(value: string): LeadProblem | undefined {
  const used = messageLength(value);
  return used > LEAD_MESSAGE_MAX ? problem('messageLong', e.messageLong(used)) : undefined;
}

/** The visit is one rule over two fields: a problem with the period alone is the period's, any other the day's. */
function visitFieldProblem(field: 'visitDate' | 'visitPeriod', fields: Partial<LeadFields>, now: Date): LeadProblem | undefined {
  const code = visitProblem(fields.visitDate ?? '', fields.visitPeriod ?? '', now);
  if (!code) return undefined;
  return (code === 'visitPeriodInvalid') === (field === 'visitPeriod') ? problem(code) : undefined;
}

/**
 * The first rule `value` breaks for `field`, or undefined. The visit's two fields are checked
 * together, so they read the other one from `fields`; `now` is the day the window counts from.
 */
export function fieldProblem(field: LeadField, value: string, fields: Partial<LeadFields> = {}, now = new Date()): LeadProblem | undefined {
  switch (field) {
    case 'name':
      return nameProblem(value);
    case 'email':
      return emailProblem(value);
    case 'phone':
      return phoneProblem(value);
    case 'service':
      // A service that is not one of the six is dropped, not refused (an old draft's, say).
      return undefined;
    case 'message':
      return messageProblem(value);
    case 'visitDate':
    case 'visitPeriod':
      return visitFieldProblem(field, { ...fields, [field]: value }, now);
  }
}

/** The message of the first rule `value` breaks, as the form shows it beside the field. */
export function validateField(field: LeadField, value: string, fields: Partial<LeadFields> = {}, now = new Date()): string | undefined {
  return fieldProblem(field, value, fields, now)?.message;
}

export function isServiceId(value: string): value is ServiceId {
  return (SERVICE_IDS as readonly string[]).includes(value);
}

export type LeadValidation =
  { ok: true; lead: ValidLead } | { ok: false; errors: LeadErrors; codes: Partial<Record<LeadField, LeadErrorCode>>; first: LeadField };

/** Validates every field; on failure names the first invalid one in form order. */
export function validateLead(fields: LeadFields, now = new Date()): LeadValidation {
  const errors: LeadErrors = {};
  const codes: Partial<Record<LeadField, LeadErrorCode>> = {};
  for (const field of LEAD_FIELDS) {
    const found = fieldProblem(field, fields[field], fields, now);
    if (!found) continue;
    errors[field] = found.message;
    codes[field] = found.code;
  }
  const first = LEAD_FIELDS.find((field) => errors[field]);
  const phone = parseBrPhone(cleanText(fields.phone));
  if (first || !phone.ok) return { ok: false, errors, codes, first: first ?? 'phone' };
  return {
    ok: true,
    lead: {
      name: cleanText(fields.name).trim(),
      email: cleanText(fields.email).trim(),
      phone: phone.e164,
      phoneDisplay: phone.display,
      service: isServiceId(fields.service) ? fields.service : '',
      message: cleanText(fields.message).trim(),
      visitDate: fields.visitDate.trim(),
      visitPeriod: fields.visitDate.trim() ? (fields.visitPeriod as VisitPeriod | '') : '',
    },
  };
}
