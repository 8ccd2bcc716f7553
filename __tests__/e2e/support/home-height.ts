import { companyContent } from '@/content/company/data';
import { PAGED_SERVICES } from '@/content/services';
import { LEAD_FIELDS } from '@/lib/lead/fields';
import { beyondMeasured, MEASURED_WITH } from '../../budget/measured-with.mjs';
import { contentIsShipped } from '../../fixtures/shipped-content';
import { shippedContent } from '../../fixtures/shipped';

// The home page's height at 390 px (look.spec.ts, filled-site.spec.ts): exact on the content the
// repository shipped, and growing with the company's content by what each piece of it shows, as the byte
// budgets grow with the registries. The company's lists are drawn to stay short on a phone (its projects,
// testimonials and team are rows that scroll sideways, its brands one strip), so most add a fixed height
// once they exist; its offices and registrations add one block each.

/**
 * 11 220 px measured with the shipped content, 4 services with a page and the lead's 8 fields (11 000 px
 * until the form's city field added its 79 px and the one savings story its conditions in words: the hero
 * +24 px, the simulator +21, the projects +24, the benefits +72; 11 196 px since the hero's tighter spacing).
 */
const SHIPPED_HOME_PX = 11_250;

// A service's card and a form field make the page taller on purpose, so the cap follows the registries
// (MEASURED_WITH, __tests__/budget/measured-with.mjs) by what one more measured on 2026-11-29, one build each
// beside the unchanged one (11 220 px): a fifth service's card +447 px, a choice field (how to be contacted)
// +115 px; never less with fewer.
const EACH_MORE_PX = { serviceCard: 460, leadField: 120 };

/**
 * What each piece of the company's content adds at 390 px, measured on 2026-11-29 on a build with every CMS
 * field changed (__tests__/fixtures/company-edits.ts) and on the filled fixture, with room for longer words:
 * the Google rating's line 51 px, the testimonials' row 412, the brands' strip 300, the team's row 278, the
 * about section's photo 122, an office's address in the contact section 118 (and its name in the hero's
 * line), the registrations' heading and each registration 48 to 72, the company's own words (the figures'
 * labels, the project cards) +15 in the hero.
 */
export const COMPANY_PX = {
  rating: 60,
  testimonials: 440,
  brands: 320,
  team: 300,
  aboutPhoto: 140,
  office: 150,
  credentials: 40,
  credential: 90,
  ownWords: 60,
} as const;

/** What of the company's content the home page shows. */
export type CompanyShown = {
  rating: boolean;
  testimonials: number;
  brands: number;
  team: number;
  aboutPhoto: boolean;
  offices: number;
  credentials: number;
  /** Whether any of its words are its own (content/company/ differs from the shipped copy). */
  ownWords: boolean;
};

/** What the content in content/company/ shows on the home page. */
export function companyShown(): CompanyShown {
  const content = companyContent();
  return {
    rating: content.rating.value !== undefined,
    testimonials: content.testimonials.length,
    brands: content.brands.brands.length,
    team: content.team.members.length,
    aboutPhoto: content.pictures.about !== undefined,
    offices: content.company.sites.length,
    credentials: content.credentials.credentials.length,
    ownWords: !contentIsShipped(),
  };
}

/** How much taller the company's content makes the home page than the shipped content did, at most. */
export function companyContentPx(shown: CompanyShown): number {
  const shipped = shippedContent();
  const some = (count: number) => count > 0;
  return (
    (shown.rating ? COMPANY_PX.rating : 0) +
    (some(shown.testimonials) ? COMPANY_PX.testimonials : 0) +
    (some(shown.brands) ? COMPANY_PX.brands : 0) +
    (some(shown.team) ? COMPANY_PX.team : 0) +
    (shown.aboutPhoto ? COMPANY_PX.aboutPhoto : 0) +
    beyondMeasured(shown.offices, shipped.company.sites.length) * COMPANY_PX.office +
    (some(shown.credentials) ? COMPANY_PX.credentials + shown.credentials * COMPANY_PX.credential : 0) +
    (shown.ownWords ? COMPANY_PX.ownWords : 0)
  );
}

/** How much taller the home page may be with the registries' entries beyond those it was measured with. */
export function homeGrowthPx(): number {
  return (
    beyondMeasured(PAGED_SERVICES.length, MEASURED_WITH.pagedServices) * EACH_MORE_PX.serviceCard +
    beyondMeasured(LEAD_FIELDS.length, MEASURED_WITH.leadFields) * EACH_MORE_PX.leadField
  );
}

/** The home page's height cap at 390 px with what the company's content shows (the content's own by default). */
export function homeHeightCapPx(shown: CompanyShown = companyShown()): number {
  return SHIPPED_HOME_PX + homeGrowthPx() + companyContentPx(shown);
}
