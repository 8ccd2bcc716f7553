import { displayPhone } from '@/lib/phone/phone';
import { LEAD_FIELD_SPECS, LEAD_FIELDS, type ChoiceField, type LeadField } from './fields';
import { visitText, type VisitPeriodWords } from './lead';

// The lead as the company reads it, a line per field in form order: the notification, the CSV's
// columns and the WhatsApp text are all made of these (lib/lead/fields.ts says how each field
// reads). The words are the site's (content/contact/lead-fields.ts), passed in.

export type LeadLineWords = {
  /** Each field's short name: 'Nome', 'Serviço', 'Visita técnica' (the visit's day names the line). */
  labels: Record<LeadField, string>;
  /** The label of a choice's value ('Usinas para Consumo Próprio'), or undefined for a value the site does not know. */
  choiceLabel: (field: ChoiceField, value: string) => string | undefined;
  visitPeriod: VisitPeriodWords;
};

/** A field's line: its name, its label and the value as the company reads it ('' when not given). */
export type LeadLine = { field: LeadField; label: string; value: string; fromVisitor: boolean };

type Values = Partial<Record<LeadField, string | null | undefined>>;

/** The fields that have a line of their own: all but the visit's period, which its day's line says. */
export const LINE_FIELDS = LEAD_FIELDS.filter((field) => LEAD_FIELD_SPECS[field].kind !== 'period');

/**
 * One field's value as the company reads it. `fromVisitor` is true when the text is what the visitor
 * typed (a name, a message, a choice the site does not know): a receiver must escape it; a phone,
 * a visit or a choice's label are the site's own words.
 */
export function fieldLine(field: LeadField, values: Values, words: LeadLineWords): LeadLine {
  const value = values[field] ?? '';
  const line = (text: string, fromVisitor: boolean): LeadLine => ({ field, label: words.labels[field], value: text, fromVisitor });
  if (!value) return line('', false);
  switch (LEAD_FIELD_SPECS[field].kind) {
    case 'phone':
      return line(displayPhone(value), false);
    case 'choice': {
      const label = words.choiceLabel(field as ChoiceField, value);
      return label ? line(label, false) : line(value, true);
    }
    case 'visit':
      return line(visitText(value, values.visitPeriod ?? '', words.visitPeriod), false);
    default:
      return line(value, true);
  }
}

/** Every line of the lead, in form order, given or not. */
export const leadLines = (values: Values, words: LeadLineWords): LeadLine[] => LINE_FIELDS.map((field) => fieldLine(field, values, words));
