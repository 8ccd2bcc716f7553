import { whatsappContact } from '@/content/company/whatsapp';
import { leadRules } from '@/content/contact/lead-rules';
import { contactCopy } from '@/content/contact/messages';
import { PRIVACY_VERSION } from '@/content/legal/privacy-version';
import { SERVICE_IDS, serviceLabel, type ServiceId } from '@/content/services';
import { storedAttribution, type Attribution } from '@/lib/attribution/attribution';
import { cleanText } from '@/lib/lead/clean-text';
import type { LeadFields } from '@/lib/lead/fields';
import { storedFields, visitText as visitInWords, type LeadAttempt, type LeadPayload, type ValidLead } from '@/lib/lead/lead';
import { leadLines } from '@/lib/lead/lines';
import { leadLineWords } from '@/content/contact/lead-fields';
import { leadValidation } from '@/lib/lead/validation';
import { visitDays as visitWindow } from '@/lib/lead/visit';
import { whatsappMessage } from './fallback-whatsapp';

// The lead's model (lib/lead/) with this site's rules and words, as the form uses it: the
// validation with the form's messages, the visit's window and words, the JSON body sent to the
// back-end and the WhatsApp text. The inbox takes the same rules and words (functions/api/leads.ts).

export { messageLength } from '@/lib/lead/validation';

export const { validateField, validateLead } = leadValidation(leadRules, contactCopy.errors);

export function isServiceId(value: string): value is ServiceId {
  return (SERVICE_IDS as readonly string[]).includes(value);
}

/** The days a visit may be asked for, counted from `now` in Brasília. */
export const visitDays = (now: Date) => visitWindow(now, leadRules.visit);

/** 'quinta-feira, 3/12, de manhã': the visit asked for, in words; '' when none. */
export const visitText = (date: string, period: string) => visitInWords(date, period, contactCopy.visitPeriodWords);

/**
 * The JSON body sent to the back-end. `consent` records that the privacy notice
 * was shown beside the button the visitor pressed; the form cannot submit without it.
 * `attribution` is what brought the visit, as this browser kept it (never in the WhatsApp text).
 */
export function buildLeadPayload(lead: ValidLead, attempt: LeadAttempt, attribution: Attribution | null = storedAttribution()): LeadPayload {
  return {
    ...storedFields(lead),
    serviceLabel: (lead.service && serviceLabel(lead.service)) || null,
    page: attempt.page,
    submittedAt: attempt.submittedAt,
    consent: true,
    consentVersion: PRIVACY_VERSION,
    fastFill: attempt.fastFill,
    fillMs: attempt.fillMs,
    idempotencyKey: attempt.idempotencyKey,
    attribution,
  };
}

/**
 * The WhatsApp message in Portuguese: a greeting, then one line per field the visitor filled in
 * (lib/lead/lines.ts: the message holds a simulation the visitor added). A phone the rules cannot
 * read is sent as typed. With nothing filled in it is the site's standard greeting.
 */
export function leadWhatsAppText(fields: LeadFields): string {
  const lines = leadLines(fields, leadLineWords).map(({ label, value }) => [label, cleanText(value)] as const);
  return whatsappMessage(contactCopy.whatsappText.intro, lines) || whatsappContact.greeting;
}
