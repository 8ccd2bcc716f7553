import type { ChoiceField, LeadField } from '@/lib/lead/fields';
import type { LeadLineWords } from '@/lib/lead/lines';
import serviceArea from '../company/service-area.json';
import { services } from '../services';

// The words of each field of the lead (lib/lead/fields.ts): the form's label, the short name the
// company reads it by in the notification, the spreadsheet's header and the WhatsApp text, and what
// each choice offers. The form, its lazily loaded part, the inbox and the rules (./lead-rules.ts) read it.

export const leadFieldWords = {
  name: { label: 'Nome Completo', short: 'Nome' },
  email: { label: 'E-mail', short: 'E-mail' },
  phone: { label: 'Telefone', short: 'Telefone' },
  city: { label: 'Cidade', short: 'Cidade' },
  service: { label: 'Serviço de interesse', short: 'Serviço' },
  message: { label: 'Mensagem', short: 'Mensagem' },
  visitDate: { label: 'Dia preferido', short: 'Visita técnica' },
  visitPeriod: { label: 'Período', short: 'Período' },
} as const satisfies Record<LeadField, { label: string; short: string }>;

/** How a visit's period reads after its day: 'quinta-feira, 3/12, de manhã'. */
export const visitPeriodWords = { manha: 'de manhã (8h às 12h)', tarde: 'à tarde (13h às 18h)', any: 'em qualquer período' } as const;

/** Each field's short name: what the company reads a line of the lead by. */
export const leadFieldNames = Object.fromEntries(Object.entries(leadFieldWords).map(([field, words]) => [field, words.short])) as Record<LeadField, string>;

/**
 * What each choice offers, in the form's order, as [value, label]: the services by id (the
 * specification's six), the cities by name (the served municipalities, the CMS's "Área atendida").
 * A value not listed is dropped by the rules, never refused.
 */
export const leadChoices: Record<ChoiceField, readonly (readonly [value: string, label: string])[]> = {
  service: services.map((service) => [service.id, service.label]),
  city: [...serviceArea.municipalities].sort(new Intl.Collator('pt-BR').compare).map((city) => [city, city]),
};

/** The label of a choice's value, as the company reads it; undefined for a value the site does not offer (shown as stored). */
export function choiceLabel(field: ChoiceField, value: string): string | undefined {
  return leadChoices[field].find(([offered]) => offered === value)?.[1];
}

/** The words a line of the lead is written with (lib/lead/lines.ts): the notification's, the CSV's, the WhatsApp text's. */
export const leadLineWords: LeadLineWords = { labels: leadFieldNames, choiceLabel, visitPeriod: visitPeriodWords };
