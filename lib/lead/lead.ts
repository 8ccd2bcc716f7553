import type { Attribution } from '@/lib/attribution/attribution';
import { formatVisitDay, type VisitPeriod } from './visit';

// The lead: what passed validation, and what the form sends to the back-end (the inbox reads
// the same shape, docs/leads.md#with-an-endpoint). Pure, so it is tested without a DOM.

/** A lead that passed validation: cleaned, trimmed, with the phone in E.164. */
export type ValidLead = {
  name: string;
  email: string;
  phone: string;
  phoneDisplay: string;
  /** One of the site's service ids, or '' for none. */
  service: string;
  message: string;
  /** The technical visit asked for: YYYY-MM-DD, or '' for none; its period only with a day. */
  visitDate: string;
  visitPeriod: VisitPeriod | '';
};

/**
 * What identifies one delivery attempt, kept stable across retries of the same content.
 * `fillMs` and `fastFill` describe how quickly the first attempt was filled in, for the
 * back-end's spam rule (docs/leads.md).
 */
/** The first word of a name, to thank a person by ('Maria' for 'Maria da Silva'). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? '';
}

export type LeadAttempt = { idempotencyKey: string; submittedAt: string; page: string; fillMs: number | null; fastFill: boolean };

export type LeadPayload = {
  name: string;
  email: string;
  phone: string;
  service: string | null;
  serviceLabel: string | null;
  message: string;
  visitDate: string | null;
  visitPeriod: VisitPeriod | null;
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
