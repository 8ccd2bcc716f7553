import { buildWhatsAppLink } from '@/components/ui/whatsapp-link';
import type { LeadFields } from '@/lib/lead/fields';

/**
 * The words of the WhatsApp message (content/contact/messages.ts) and the labels of the service
 * and visit period values, passed by the server so this code carries no copy of its own.
 */
export type WhatsAppWords = {
  intro: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  visit: string;
  services: Readonly<Record<string, string>>;
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

/**
 * The wa.me link with what the form holds, built without the lazily loaded part, whose code may
 * be gone after a redeploy. Plainer than the part's: the visit's day as dd/mm/aaaa,
 * the phone as typed. `greeting` (the site's greeting link) when nothing is filled in.
 */
export function fallbackWhatsAppHref(fields: LeadFields, words: WhatsAppWords, greeting: string): string {
  const [year, month, day] = fields.visitDate.split('-');
  const visit = fields.visitDate ? `${day}/${month}/${year}, ${words.periods[fields.visitPeriod] ?? words.periods.any ?? ''}` : '';
  const text = whatsappMessage(words.intro, [
    [words.name, fields.name],
    [words.email, fields.email],
    [words.phone, fields.phone],
    [words.service, words.services[fields.service] ?? ''],
    [words.message, fields.message],
    [words.visit, visit],
  ]);
  return text ? buildWhatsAppLink(text) : greeting;
}
