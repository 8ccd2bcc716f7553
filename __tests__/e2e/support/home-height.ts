import { PAGED_SERVICES } from '@/content/services';
import { LEAD_FIELDS } from '@/lib/lead/fields';
import { beyondMeasured, MEASURED_WITH } from '../../budget/measured-with.mjs';
import { contentIsShipped } from '../../fixtures/shipped-content';

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

/**
 * The home page's height at 390 px with the content the repository shipped (11 220 px measured, 2026-11-29;
 * 11 000 px until the form's city field added its 79 px and the one savings story its conditions in words:
 * the hero +24 px, the simulator +21, the projects +24, the benefits +72).
 */
const SHIPPED_HOME_PX = 11_250;
/**
 * With the filled fixture on the shipped content (12 projects with photos, 6 testimonials, 8 brands, a team
 * of 6): 16 498 px before its proof sections were made compact, 12 313 px measured on 2026-11-29.
 */
const FILLED_HOME_PX = 12_400;
/**
 * What the company's own content may add to the phone's home page once it has saved it in the CMS: its
 * testimonials' row, its brands' strip, its offices in the hero and the contact section, its about photo and
 * team. Measured on 2026-11-29: every field of every screen changed (__tests__/fixtures/company-edits.ts,
 * 3 offices) +1 333 px, the filled fixture on it +1 321 px, the filled fixture on the shipped content +1 093 px.
 */
export const COMPANY_CONTENT_PX = 1_600;

/**
 * The cap for the home page at 390 px: exact on the shipped content, the company's allowance on its own;
 * `filled`, with the filled fixture over it (filled-site.spec.ts).
 */
export function homeHeightCapPx({ filled }: { filled: boolean }): number {
  const shipped = contentIsShipped();
  const base = shipped ? (filled ? FILLED_HOME_PX : SHIPPED_HOME_PX) : SHIPPED_HOME_PX + COMPANY_CONTENT_PX;
  return base + homeGrowthPx();
}
