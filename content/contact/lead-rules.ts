import type { ChoiceField } from '@/lib/lead/fields';
import type { LeadRules } from '@/lib/lead/rules';
import { leadChoices } from './lead-fields';
import { LEAD_MESSAGE_MAX, LEAD_NAME_MAX, LEAD_NAME_MIN, VISIT_FIRST_DAY_OFFSET, VISIT_WINDOW_WORKING_DAYS } from './limits';

// The site's facts the lead's rules count against (lib/lead/rules.ts): the same object for the
// form (components/contact/lead-model.ts) and the inbox (functions/api/leads.ts).

/** The cities the form offers: the served municipalities (the CMS's "Área atendida"), by name. */
export const LEAD_CITIES: readonly string[] = leadChoices.city.map(([city]) => city);

export const leadRules: LeadRules = {
  nameMin: LEAD_NAME_MIN,
  nameMax: LEAD_NAME_MAX,
  messageMax: LEAD_MESSAGE_MAX,
  choices: Object.fromEntries(Object.entries(leadChoices).map(([field, offered]) => [field, offered.map(([value]) => value)])) as Record<ChoiceField, string[]>,
  visit: { firstDayOffset: VISIT_FIRST_DAY_OFFSET, windowWorkingDays: VISIT_WINDOW_WORKING_DAYS },
};
