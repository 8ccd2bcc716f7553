import type { Attribution } from '@/lib/attribution/attribution';
import { LEAD_FIELD_SPECS, LEAD_FIELDS, type LeadFields, type StoredFields } from './fields';
import { formatVisitDay, type VisitPeriod } from './visit';

// The lead: what passed validation, and what the form sends to the back-end (the inbox reads
// the same shape, docs/leads.md#with-an-endpoint). Pure, so it is tested without a DOM.

/**
 * A lead that passed validation: cleaned, trimmed, the phone in E.164 (and as the visitor reads
 * it), a choice that is not one of the site's dropped, the visit's period only with its day.
 */
export type ValidLead = LeadFields & { phoneDisplay: string };

/** The first word of a name, to thank a person by ('Maria' for 'Maria da Silva'). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? '';
}

/**
 * What identifies one delivery attempt, kept stable across retries of the same content.
 * `fillMs` and `fastFill` describe how quickly the first attempt was filled in, for the
 * back-end's spam rule (docs/leads.md).
 */
export type LeadAttempt = { idempotencyKey: string; submittedAt: string; page: string; fillMs: number | null; fastFill: boolean };

/** The lead's fields as sent and stored: a required one always, an optional one or null when empty. */
export function storedFields(lead: LeadFields): StoredFields {
  return Object.fromEntries(LEAD_FIELDS.map((field) => [field, LEAD_FIELD_SPECS[field].required ? lead[field] : lead[field] || null])) as StoredFields;
}

export type LeadPayload = StoredFields & {
  serviceLabel: string | null;
  page: string;
  submittedAt: string;
  consent: true;
  /** The date of the privacy notice the form linked to (content/legal/privacy-version.ts). */
  consentVersion: string;
  fastFill: boolean;
  fillMs: number | null;
  idempotencyKey: string;
  /** What brought the visit, when this browser kept it (lib/attribution/attribution.ts); null otherwise. */
  attribution: Attribution | null;
};

/** How a visit's period reads after its day (content/contact/messages.ts, `visitPeriodWords`). */
export type VisitPeriodWords = Record<VisitPeriod | 'any', string>;

/** 'quinta-feira, 3/12, de manhã': the visit asked for, in words; '' when none. */
export function visitText(date: string, period: string, words: VisitPeriodWords): string {
  const day = date.trim();
  if (!day) return '';
  const when = words[period as VisitPeriod] ?? words.any;
  return `${formatVisitDay(day)}, ${when}`;
}
