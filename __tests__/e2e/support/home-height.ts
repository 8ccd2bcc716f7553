import { PAGED_SERVICES } from '@/content/services';
import { LEAD_FIELDS } from '@/lib/lead/fields';
import { beyondMeasured, MEASURED_WITH } from '../../budget/measured-with.mjs';

// The home page's height caps at 390 px (look.spec.ts, filled-site.spec.ts) were measured with 4
// services with a page and the lead's 8 fields, the counts the byte budgets were measured with
// (MEASURED_WITH, __tests__/budget/measured-with.mjs). A service's card and a form field make the page
// taller on purpose, so the caps follow the registries by what one more measured on 2026-11-29, one
// build each beside the unchanged one (11 220 px): a fifth service's card +447 px, a choice field
// (how to be contacted) +115 px; never less with fewer.
const EACH_MORE_PX = { serviceCard: 460, leadField: 120 };

/** How much taller than its cap the home page may be with the registries' entries beyond those it was measured with. */
export function homeGrowthPx(): number {
  return (
    beyondMeasured(PAGED_SERVICES.length, MEASURED_WITH.pagedServices) * EACH_MORE_PX.serviceCard +
    beyondMeasured(LEAD_FIELDS.length, MEASURED_WITH.leadFields) * EACH_MORE_PX.leadField
  );
}
