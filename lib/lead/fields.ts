// The lead's fields and their shape, read by the form (the one part of the lead its first-load
// island needs) and by the inbox.

// The specification's five, then the technical visit the visitor may ask for: a day
// (YYYY-MM-DD) and a period ('manha', 'tarde' or '' for either).
export const LEAD_FIELDS = ['name', 'email', 'phone', 'service', 'message', 'visitDate', 'visitPeriod'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/** A message per field that is wrong (validation.ts writes them, the form shows them). */
export type LeadErrors = Partial<Record<LeadField, string>>;
/** The form's values exactly as typed. */
export type LeadFields = Record<LeadField, string>;
/** When each field was last edited (ms since the epoch); 0 for a field nobody typed into. */
export type FieldTimes = Record<LeadField, number>;

export const EMPTY_LEAD: LeadFields = { name: '', email: '', phone: '', service: '', message: '', visitDate: '', visitPeriod: '' };
export const NO_EDITS: FieldTimes = { name: 0, email: 0, phone: 0, service: 0, message: 0, visitDate: 0, visitPeriod: 0 };

export function isLeadEmpty(fields: LeadFields): boolean {
  return LEAD_FIELDS.every((field) => fields[field].trim() === '');
}

/** The id of a field's control (its label's `for`, the target of focus on an error). */
export const fieldId = (field: LeadField) => `lead-${field}`;
