import type { LeadRules } from '@/lib/lead/rules';
import { SERVICE_IDS } from '../services';
import { LEAD_MESSAGE_MAX, LEAD_NAME_MAX, LEAD_NAME_MIN, VISIT_FIRST_DAY_OFFSET, VISIT_WINDOW_WORKING_DAYS } from './limits';

// The site's facts the lead's rules count against (lib/lead/rules.ts): the same object for the
// form (components/contact/lead-model.ts) and the inbox (functions/api/leads.ts).

export const leadRules: LeadRules = {
  nameMin: LEAD_NAME_MIN,
  nameMax: LEAD_NAME_MAX,
  messageMax: LEAD_MESSAGE_MAX,
  serviceIds: SERVICE_IDS,
  visit: { firstDayOffset: VISIT_FIRST_DAY_OFFSET, windowWorkingDays: VISIT_WINDOW_WORKING_DAYS },
};
