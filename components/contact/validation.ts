import { contactCopy } from '@/content/contact/messages';
import { LEAD_MESSAGE_MAX, LEAD_NAME_MAX, LEAD_NAME_MIN } from '@/content/contact/limits';
import { SERVICE_IDS, type ServiceId } from '@/content/services';
import { cleanText } from './clean-text';
import { countGraphemes } from './graphemes';
import { LEAD_FIELDS, type LeadField, type LeadFields, type ValidLead } from './lead';
import type { LeadErrors } from './lead-state';
import { parseBrPhone } from './phone';

// Every rule of the form, with its Portuguese message. Values are text only:
// nothing here (or anywhere in the form) interprets HTML. Each value is checked as
// cleanText() leaves it (NFC, no invisible or bidi-control characters), which is also
// what is sent: a name of one letter and a zero-width space is one character.

export type { LeadErrors };

const e = contactCopy.errors;

/** The message's length as the counter shows it and the limit applies: what a person sees. */
export const messageLength = (value: string) => countGraphemes(cleanText(value));

// The HTML Standard's shape for type="email", plus a dot in the domain.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const LETTER = /\p{L}/u;

function nameError(value: string): string | undefined {
  const name = cleanText(value).trim();
  if (!name) return e.nameRequired;
  const length = countGraphemes(name);
  if (length < LEAD_NAME_MIN) return e.nameShort;
  if (length > LEAD_NAME_MAX) return e.nameLong;
  if (!LETTER.test(name)) return e.nameLetters;
  return undefined;
}

function emailError(value: string): string | undefined {
  const email = cleanText(value).trim();
  if (!email) return e.emailRequired;
  const [local = ''] = email.split('@');
  if (email.length > 254 || local.length > 64 || !EMAIL.test(email) || /\.\.|^\.|\.@/.test(email)) return e.emailInvalid;
  return undefined;
}

function phoneError(value: string): string | undefined {
  const phone = parseBrPhone(cleanText(value));
  if (phone.ok) return undefined;
  switch (phone.error) {
    case 'required':
      return e.phoneRequired;
    case 'foreign':
      return e.phoneForeign;
    case 'area':
      return e.phoneArea(phone.areaCode ?? '');
    case 'mobile':
      return e.phoneMobile;
    default:
      return e.phoneInvalid;
  }
}

function messageError(value: string): string | undefined {
  const used = messageLength(value);
  return used > LEAD_MESSAGE_MAX ? e.messageLong(used) : undefined;
}

export function validateField(field: LeadField, value: string): string | undefined {
  switch (field) {
    case 'name':
      return nameError(value);
    case 'email':
      return emailError(value);
    case 'phone':
      return phoneError(value);
    case 'message':
      return messageError(value);
    default:
      return undefined;
  }
}

export function isServiceId(value: string): value is ServiceId {
  return (SERVICE_IDS as readonly string[]).includes(value);
}

export type LeadValidation = { ok: true; lead: ValidLead } | { ok: false; errors: LeadErrors; first: LeadField };

/** Validates every field; on failure names the first invalid one in form order. */
export function validateLead(fields: LeadFields): LeadValidation {
  const errors: LeadErrors = {};
  for (const field of LEAD_FIELDS) {
    const error = validateField(field, fields[field]);
    if (error) errors[field] = error;
  }
  const first = LEAD_FIELDS.find((field) => errors[field]);
  const phone = parseBrPhone(cleanText(fields.phone));
  if (first || !phone.ok) return { ok: false, errors, first: first ?? 'phone' };
  return {
    ok: true,
    lead: {
      name: cleanText(fields.name).trim(),
      email: cleanText(fields.email).trim(),
      phone: phone.e164,
      phoneDisplay: phone.display,
      service: isServiceId(fields.service) ? fields.service : '',
      message: cleanText(fields.message).trim(),
    },
  };
}
