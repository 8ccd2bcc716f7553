// The lead's fields: the one registry the form, its validation, the inbox's store, the CSV, the
// company's notification and the WhatsApp text all derive from (docs/leads.md#the-leads-fields).
// Read by the form's first-load island too, so it holds structure only: the words are the site's
// (content/contact/lead-fields.ts), each rule's limits its own (content/contact/lead-rules.ts).
//
// A field is one entry here, in form order. Its stored column is its name in snake_case
// (`visitDate` is `visit_date`, functions/migrations/); `kind` says how its value is judged and
// how the company reads it:
//   text     a line as typed (name, e-mail)
//   phone    a Brazilian phone, stored in E.164 and shown as (43) 99999-0000
//   choice   one of the site's values for it (LeadRules.choices), anything else dropped; shown by its label
//   message  free text with line breaks
//   visit    the technical visit's day (YYYY-MM-DD); its line also says the period
//   period   the visit's period, read within the visit's line

export type FieldKind = 'text' | 'phone' | 'choice' | 'message' | 'visit' | 'period';

type FieldSpec = {
  kind: FieldKind;
  /** The form refuses it empty, and marks it. */
  required: boolean;
  /** The most UTF-16 units the inbox stores: a longer value was refused by the rules before. */
  maxLength: number;
};

export const LEAD_FIELD_SPECS = {
  name: { kind: 'text', required: true, maxLength: 1_000 },
  email: { kind: 'text', required: true, maxLength: 254 },
  phone: { kind: 'phone', required: true, maxLength: 16 },
  city: { kind: 'choice', required: false, maxLength: 100 },
  service: { kind: 'choice', required: false, maxLength: 100 },
  message: { kind: 'message', required: false, maxLength: 30_000 },
  visitDate: { kind: 'visit', required: false, maxLength: 10 },
  visitPeriod: { kind: 'period', required: false, maxLength: 10 },
} as const satisfies Record<string, FieldSpec>;

export type LeadField = keyof typeof LEAD_FIELD_SPECS;
export const LEAD_FIELDS = Object.keys(LEAD_FIELD_SPECS) as [LeadField, ...LeadField[]];

/** The fields whose value is one of the site's choices (the service, the city). */
export type ChoiceField = { [F in LeadField]: (typeof LEAD_FIELD_SPECS)[F]['kind'] extends 'choice' ? F : never }[LeadField];
export type RequiredField = { [F in LeadField]: (typeof LEAD_FIELD_SPECS)[F]['required'] extends true ? F : never }[LeadField];

/** A message per field that is wrong (validation.ts writes them, the form shows them). */
export type LeadErrors = Partial<Record<LeadField, string>>;
/** The form's values exactly as typed. */
export type LeadFields = Record<LeadField, string>;
/** When each field was last edited (ms since the epoch); 0 for a field nobody typed into. */
export type FieldTimes = Record<LeadField, number>;
/** The fields as the inbox stores them: a required field always, an optional one or null. */
export type StoredFields = { [F in LeadField]: F extends RequiredField ? string : string | null };

const each = <T>(value: T) => Object.fromEntries(LEAD_FIELDS.map((field) => [field, value])) as Record<LeadField, T>;

export const EMPTY_LEAD: LeadFields = each('');
export const NO_EDITS: FieldTimes = each(0);

/**
 * Whether nothing was typed: every field empty, or as the page offered it (`preset`: the city of a
 * city page's form), which is no draft to keep and no lead.
 */
export function isLeadEmpty(fields: LeadFields, preset: Partial<LeadFields> = {}): boolean {
  return LEAD_FIELDS.every((field) => {
    const value = fields[field].trim();
    return value === '' || value === preset[field];
  });
}

/** The fields with each empty one as the page offers it (`preset`), the others as they are. */
export function withPreset(fields: LeadFields, preset: Partial<LeadFields>): LeadFields {
  return Object.fromEntries(LEAD_FIELDS.map((field) => [field, fields[field] || preset[field] || ''])) as LeadFields;
}

/** The id of a field's control (its label's `for`, the target of focus on an error). */
export const fieldId = (field: LeadField) => `lead-${field}`;

/** The column a field is stored in: its name in snake_case. */
export const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
