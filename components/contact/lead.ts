import { contactCopy } from '@/content/contact/messages';
import { serviceLabel, type ServiceId } from '@/content/services';
import { whatsappContact } from '@/content/company/whatsapp';
import { PRIVACY_VERSION } from '@/content/legal/privacy-version';
import type { VisitPeriod } from '@/content/contact/limits';
import { cleanText } from './clean-text';
import type { LeadFields } from './fields';
import { formatVisitDay } from './visit';
import { whatsappMessage } from './whatsapp-message';

// The lead: what is sent to the configured back-end and what goes into a WhatsApp
// message. Pure, so it is tested without a DOM.

export { EMPTY_LEAD, isLeadEmpty, LEAD_FIELDS, type LeadField, type LeadFields } from './fields';

/** A lead that passed validation: cleaned, trimmed, with the phone in E.164. */
export type ValidLead = {
  name: string;
  email: string;
  phone: string;
  phoneDisplay: string;
  service: ServiceId | '';
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
export type LeadAttempt = { idempotencyKey: string; submittedAt: string; page: string; fillMs: number | null; fastFill: boolean };

export type LeadPayload = {
  name: string;
  email: string;
  phone: string;
  service: ServiceId | null;
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
};

/**
 * The JSON body sent to the back-end. `consent` records that the privacy notice
 * was shown beside the button the visitor pressed; the form cannot submit without it.
 */
export function buildLeadPayload(lead: ValidLead, attempt: LeadAttempt): LeadPayload {
  return {
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    service: lead.service || null,
    serviceLabel: (lead.service && serviceLabel(lead.service)) || null,
    message: lead.message,
    visitDate: lead.visitDate || null,
    visitPeriod: (lead.visitDate && lead.visitPeriod) || null,
    page: attempt.page,
    submittedAt: attempt.submittedAt,
    consent: true,
    consentVersion: PRIVACY_VERSION,
    fastFill: attempt.fastFill,
    fillMs: attempt.fillMs,
    idempotencyKey: attempt.idempotencyKey,
  };
}

/**
 * The WhatsApp message in Portuguese: a greeting, then one line per field the
 * visitor filled in (name, e-mail, phone, service, message, which holds a simulation
 * the visitor added). With nothing filled in it is the site's standard greeting.
 */
export function leadWhatsAppText(fields: LeadFields, phoneDisplay?: string): string {
  const t = contactCopy.whatsappText;
  const clean = (value: string | undefined) => cleanText(value ?? '');
  const text = whatsappMessage(t.intro, [
    [t.name, clean(fields.name)],
    [t.email, clean(fields.email)],
    [t.phone, clean(phoneDisplay ?? fields.phone)],
    [t.service, clean(serviceLabel(fields.service))],
    [t.message, clean(fields.message)],
    [t.visit, clean(visitText(fields.visitDate, fields.visitPeriod))],
  ]);
  return text || whatsappContact.greeting;
}

/** 'quinta-feira, 3/12, de manhã': the visit asked for, in words; '' when none. */
export function visitText(date: string, period: string): string {
  const day = date.trim();
  if (!day) return '';
  const when = contactCopy.visitPeriodWords[period as VisitPeriod] ?? contactCopy.visitPeriodWords.any;
  return `${formatVisitDay(day)}, ${when}`;
}
