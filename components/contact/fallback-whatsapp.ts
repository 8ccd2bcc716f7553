import { buildWhatsAppLink } from '@/components/ui/whatsapp-link';
import { LEAD_FIELD_SPECS, LEAD_FIELDS, type ChoiceField, type LeadField, type LeadFields } from '@/lib/lead/fields';

/**
 * The words of the WhatsApp message (content/contact/messages.ts), the labels of the choices whose
 * values are codes (the service) and the visit's periods, passed by the server so this code carries
 * no copy of its own.
 */
export type WhatsAppWords = {
  intro: string;
  labels: Readonly<Record<LeadField, string>>;
  choices: Readonly<Partial<Record<ChoiceField, Readonly<Record<string, string>>>>>;
  periods: Readonly<Record<string, string>>;
};

/**
 * The WhatsApp message the form hands off: an introduction, a blank line, then one "Label: value"
 * line per value given; '' when none is. Shared by the lazily loaded part (lead-model.ts, with the
 * visit in words) and by the fallback below, which must work when that part cannot load.
 */
export function whatsappMessage(intro: string, lines: readonly (readonly [label: string, value: string])[]): string {
  const filled = lines.flatMap(([label, value]) => (value.trim() ? [`${label}: ${value.trim()}`] : []));
  return filled.length ? [intro, '', ...filled].join('\n') : '';
}

/** A field's value in the fallback's plainer words: the visit's day as dd/mm/aaaa with its period, a coded choice by its label. */
function plainValue(field: LeadField, fields: LeadFields, words: WhatsAppWords): string {
  const value = fields[field];
  const kind = LEAD_FIELD_SPECS[field].kind;
  if (kind === 'visit') {
    const [year, month, day] = value.split('-');
    return value ? `${day}/${month}/${year}, ${words.periods[fields.visitPeriod] ?? words.periods.any ?? ''}` : '';
  }
  const labels = kind === 'choice' ? words.choices[field as ChoiceField] : undefined;
  return labels ? (labels[value] ?? '') : value;
}

/**
 * The wa.me link with what the form holds, built without the lazily loaded part, whose code may
 * be gone after a redeploy. Plainer than the part's: the visit's day as dd/mm/aaaa,
 * the phone as typed. `greeting` (the site's greeting link) when nothing is filled in.
 */
export function fallbackWhatsAppHref(fields: LeadFields, words: WhatsAppWords, greeting: string): string {
  const lines = LEAD_FIELDS.filter((field) => LEAD_FIELD_SPECS[field].kind !== 'period').map(
    (field) => [words.labels[field], plainValue(field, fields, words)] as const,
  );
  const text = whatsappMessage(words.intro, lines);
  return text ? buildWhatsAppLink(text) : greeting;
}
