import { cleanLine, cleanText } from './clean-text';
import { countGraphemes } from './graphemes';
import { LEAD_FIELD_SPECS, LEAD_FIELDS, type ChoiceField, type LeadErrors, type LeadField, type LeadFields } from './fields';
import type { ValidLead } from './lead';
import { parseBrPhone } from '@/lib/phone/phone';
import type { LeadErrorCode, LeadErrorWords, LeadRules } from './rules';
import { visitProblem } from './visit';

// Every rule of the lead, shared by the form (browser) and the inbox (functions/). Values are
// text only: nothing here (or anywhere in the form) interprets HTML. Each value is checked as
// cleanText() leaves it (NFC, no invisible, bidi-control or control characters; cleanLine()
// for one-line fields), which is also what is sent: a name of one letter and a zero-width space
// is one character. The limits and the messages are the site's (content/contact/):
// leadValidation() takes them.

/** The site's limits and messages, which every rule below reads. */
type Site = { rules: LeadRules; e: LeadErrorWords };

/** The message's length as the counter shows it and the limit applies: what a person sees. */
export const messageLength = (value: string) => countGraphemes(cleanText(value));

// The HTML Standard's shape for type="email", plus a dot in the domain.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const LETTER = /\p{L}/u;

/** A broken rule: its code (the key of its message in the words) and what the visitor reads. */
export type LeadProblem = { code: LeadErrorCode; message: string };

const problem = (code: LeadErrorCode, message: string): LeadProblem => ({ code, message });

function nameProblem(value: string, { rules, e }: Site): LeadProblem | undefined {
  const name = cleanLine(value).trim();
  if (!name) return problem('nameRequired', e.nameRequired);
  const length = countGraphemes(name);
  if (length < rules.nameMin) return problem('nameShort', e.nameShort);
  if (length > rules.nameMax) return problem('nameLong', e.nameLong);
  if (!LETTER.test(name)) return problem('nameLetters', e.nameLetters);
  return undefined;
}

function emailProblem(value: string, { e }: Site): LeadProblem | undefined {
  const email = cleanLine(value).trim();
  if (!email) return problem('emailRequired', e.emailRequired);
  const [local = ''] = email.split('@');
  if (email.length > 254 || local.length > 64 || !EMAIL.test(email) || /\.\.|^\.|\.@/.test(email)) return problem('emailInvalid', e.emailInvalid);
  return undefined;
}

function phoneProblem(value: string, { e }: Site): LeadProblem | undefined {
  const phone = parseBrPhone(cleanLine(value));
  if (phone.ok) return undefined;
  switch (phone.error) {
    case 'required':
      return problem('phoneRequired', e.phoneRequired);
    case 'foreign':
      return problem('phoneForeign', e.phoneForeign);
    case 'area':
      return problem('phoneArea', e.phoneArea(phone.areaCode ?? ''));
    case 'mobile':
      return problem('phoneMobile', e.phoneMobile);
    default:
      return problem('phoneInvalid', e.phoneInvalid);
  }
}

function messageProblem(value: string, { rules, e }: Site): LeadProblem | undefined {
  const used = messageLength(value);
  return used > rules.messageMax ? problem('messageLong', e.messageLong(used)) : undefined;
}

/** The visit is one rule over two fields: a problem with the period alone is the period's, any other the day's. */
function visitFieldProblem(field: 'visitDate' | 'visitPeriod', fields: Partial<LeadFields>, now: Date, { rules, e }: Site): LeadProblem | undefined {
  const code = visitProblem(fields.visitDate ?? '', fields.visitPeriod ?? '', now, rules.visit);
  if (!code) return undefined;
  return (code === 'visitPeriodInvalid') === (field === 'visitPeriod') ? problem(code, e[code]) : undefined;
}

/**
 * The first rule `value` breaks for `field`, or undefined. The visit's two fields are checked
 * together, so they read the other one from `fields`; `now` is the day the window counts from.
 */
function fieldProblem(site: Site, field: LeadField, value: string, fields: Partial<LeadFields> = {}, now = new Date()): LeadProblem | undefined {
  if (value.length > LEAD_FIELD_SPECS[field].maxLength) return tooLong(site, field, value);
  if (field === 'name') return nameProblem(value, site);
  if (field === 'email') return emailProblem(value, site);
  switch (LEAD_FIELD_SPECS[field].kind) {
    case 'phone':
      return phoneProblem(value, site);
    case 'message':
      return messageProblem(value, site);
    case 'visit':
    case 'period':
      return visitFieldProblem(field as 'visitDate' | 'visitPeriod', { ...fields, [field]: value }, now, site);
    default:
      // A choice that is not one of the site's is dropped, not refused (an old draft's, say).
      return undefined;
  }
}

/**
 * A value longer than the inbox ever stores (lib/lead/fields.ts), refused with its field's own
 * message before any rule reads it: never cut, so nothing the visitor wrote is lost unsaid.
 */
function tooLong({ e, rules }: Site, field: LeadField, value: string): LeadProblem | undefined {
  switch (LEAD_FIELD_SPECS[field].kind) {
    case 'message': {
      // Counted as a person counts characters it may still be within the limit (letters under stacked
      // marks): then say what is too much, never "at most 2.000, now 1.500".
      const used = messageLength(value);
      return used > rules.messageMax ? problem('messageLong', e.messageLong(used)) : problem('tooLong', e.messageHeavy);
    }
    case 'phone':
      return problem('phoneInvalid', e.phoneInvalid);
    case 'visit':
      return problem('visitDateInvalid', e.visitDateInvalid);
    case 'period':
      return problem('visitPeriodInvalid', e.visitPeriodInvalid);
    case 'choice':
      return undefined;
    default:
      return field === 'email' ? problem('emailInvalid', e.emailInvalid) : field === 'name' ? problem('nameLong', e.nameLong) : problem('tooLong', e.tooLong);
  }
}

/** A field's value as the lead keeps it, once every rule passed. */
function cleanValue(site: Site, field: LeadField, fields: LeadFields, phone: string): string {
  const value = fields[field];
  switch (LEAD_FIELD_SPECS[field].kind) {
    case 'phone':
      return phone;
    case 'message':
      return cleanText(value).trim();
    case 'choice':
      return site.rules.choices[field as ChoiceField].includes(value) ? value : '';
    case 'visit':
      return value.trim();
    case 'period':
      return fields.visitDate.trim() ? value : '';
    default:
      return cleanLine(value).trim();
  }
}

export type LeadValidation =
  { ok: true; lead: ValidLead } | { ok: false; errors: LeadErrors; codes: Partial<Record<LeadField, LeadErrorCode>>; first: LeadField };

/** Validates every field; on failure names the first invalid one in form order. */
function validateLead(site: Site, fields: LeadFields, now = new Date()): LeadValidation {
  const errors: LeadErrors = {};
  const codes: Partial<Record<LeadField, LeadErrorCode>> = {};
  for (const field of LEAD_FIELDS) {
    const found = fieldProblem(site, field, fields[field], fields, now);
    if (!found) continue;
    errors[field] = found.message;
    codes[field] = found.code;
  }
  const first = LEAD_FIELDS.find((field) => errors[field]);
  const phone = parseBrPhone(cleanLine(fields.phone));
  if (first || !phone.ok) return { ok: false, errors, codes, first: first ?? 'phone' };
  const values = Object.fromEntries(LEAD_FIELDS.map((field) => [field, cleanValue(site, field, fields, phone.e164)])) as LeadFields;
  return { ok: true, lead: { ...values, phoneDisplay: phone.display } };
}

/** The rules with the site's limits and messages: what the form and the inbox each call. */
export function leadValidation(rules: LeadRules, words: LeadErrorWords) {
  const site: Site = { rules, e: words };
  return {
    /** The first rule `value` breaks for `field` (its code and message), or undefined. */
    fieldProblem: (field: LeadField, value: string, fields?: Partial<LeadFields>, now?: Date) => fieldProblem(site, field, value, fields, now),
    /** The message of the first rule `value` breaks, as the form shows it beside the field. */
    validateField: (field: LeadField, value: string, fields?: Partial<LeadFields>, now?: Date) => fieldProblem(site, field, value, fields, now)?.message,
    validateLead: (fields: LeadFields, now?: Date) => validateLead(site, fields, now),
  };
}
