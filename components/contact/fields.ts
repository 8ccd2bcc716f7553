// The form's fields and their shape: the one part of the lead the first-load island needs.

export const LEAD_FIELDS = ['name', 'email', 'phone', 'service', 'message'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
/** The form's values exactly as typed. */
export type LeadFields = Record<LeadField, string>;
/** When each field was last edited (ms since the epoch); 0 for a field nobody typed into. */
export type FieldTimes = Record<LeadField, number>;

export const EMPTY_LEAD: LeadFields = { name: '', email: '', phone: '', service: '', message: '' };
export const NO_EDITS: FieldTimes = { name: 0, email: 0, phone: 0, service: 0, message: 0 };

export function isLeadEmpty(fields: LeadFields): boolean {
  return LEAD_FIELDS.every((field) => fields[field].trim() === '');
}

/** The id of a field's control (its label's `for`, the target of focus on an error). */
export const fieldId = (field: LeadField) => `lead-${field}`;
