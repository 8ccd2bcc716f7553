import { contactCopy } from '@/content/contact';
import { serviceLabel, type ServiceId } from '@/content/services';
import { whatsappContact } from '@/content/whatsapp';

// The lead: what the form holds, what is sent to the configured back-end and what
// goes into a WhatsApp message. Pure, so it is tested without a DOM.

export const LEAD_FIELDS = ['name', 'email', 'phone', 'service', 'message'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
/** The form's values exactly as typed. */
export type LeadFields = Record<LeadField, string>;

export const EMPTY_LEAD: LeadFields = { name: '', email: '', phone: '', service: '', message: '' };

/** A lead that passed validation: trimmed, with the phone in E.164. */
export type ValidLead = {
  name: string;
  email: string;
  phone: string;
  phoneDisplay: string;
  service: ServiceId | '';
  message: string;
};

/** What identifies one delivery attempt, kept stable across retries of the same draft. */
export type LeadAttempt = { idempotencyKey: string; submittedAt: string; page: string };

export type LeadPayload = {
  name: string;
  email: string;
  phone: string;
  service: ServiceId | null;
  serviceLabel: string | null;
  message: string;
  page: string;
  submittedAt: string;
  consent: true;
  idempotencyKey: string;
};

export function isLeadEmpty(fields: LeadFields): boolean {
  return LEAD_FIELDS.every((field) => fields[field].trim() === '');
}

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
    page: attempt.page,
    submittedAt: attempt.submittedAt,
    consent: true,
    idempotencyKey: attempt.idempotencyKey,
  };
}

/**
 * The WhatsApp message in Portuguese: a greeting, then one line per field the
 * visitor filled in (name, phone, service, message). With nothing filled in it is
 * the site's standard greeting.
 */
export function leadWhatsAppText(fields: LeadFields, phoneDisplay?: string): string {
  const t = contactCopy.whatsappText;
  const lines: string[] = [];
  const name = fields.name.trim();
  const phone = phoneDisplay ?? fields.phone.trim();
  const service = serviceLabel(fields.service);
  const message = fields.message.trim();
  if (name) lines.push(`${t.name}: ${name}`);
  if (phone) lines.push(`${t.phone}: ${phone}`);
  if (service) lines.push(`${t.service}: ${service}`);
  if (message) lines.push(`${t.message}: ${message}`);
  return lines.length ? [t.intro, '', ...lines].join('\n') : whatsappContact.greeting;
}
