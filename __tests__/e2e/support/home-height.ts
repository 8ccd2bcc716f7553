import type { Page } from '@playwright/test';
import { companyContent } from '@/content/company/data';
import { proof } from '@/content/company/proof';
import { PAGED_SERVICES } from '@/content/services';
import { LEAD_FIELDS } from '@/lib/lead/fields';
import { beyondMeasured, MEASURED_WITH } from '../../budget/measured-with.mjs';
import { contentIsShipped } from '../../fixtures/shipped-content';
import { shippedContent } from '../../fixtures/shipped';

// The home page's height at 390 px (look.spec.ts, filled-site.spec.ts): to the measure on the content the
// repository shipped, and growing with the company's content. The company's own sections (its testimonials,
// brands and team) exist only with its content and are measured on the page as they are, whatever their number
// and words; filled-site.spec.ts holds their layout (rows that scroll sideways, a strip of logos). What the company's
// content adds to our sections (its rating, its about photo, each office and registration, its words) is
// allowed piece by piece, as measured.

/**
 * 11 196 px measured with the shipped content, 4 services with a page and the lead's 8 fields, since the hero's
 * tighter spacing on a phone (11 220 before; 11 000 until the form's city field added its 79 px and the one
 * savings story its conditions in words: the hero +24 px, the simulator +21, the projects +24, the benefits +72).
 */
const SHIPPED_HOME_PX = 11_220;

// A service's card and a form field make the page taller on purpose, so the cap follows the registries
// (MEASURED_WITH, __tests__/budget/measured-with.mjs) by what one more measured on 2026-11-29, one build each
// beside the unchanged one (11 220 px): a fifth service's card +447 px, a choice field (how to be contacted)
// +115 px; never less with fewer.
const EACH_MORE_PX = { serviceCard: 460, leadField: 120 };

/** The company's own sections, measured on the page (none of them exists with the shipped content). */
export const COMPANY_SECTIONS = ['#depoimentos', '#equipamentos', '#equipe'] as const;

/**
 * What each piece of the company's content adds to our sections at 390 px, measured on 2026-11-29 on a build
 * with every CMS field changed (__tests__/fixtures/company-edits.ts) and on the filled fixture, with room for
 * longer words: the Google rating's line 51 px, the about section's photo 122, an office's address in the
 * contact section 118 (and its name in the hero's line), the registrations' heading and each registration 48
 * to 72, the company's own words (the figures' labels, the project cards) +15 in the hero.
 */
export const COMPANY_PX = {
  rating: 60,
  aboutPhoto: 140,
  office: 150,
  credentials: 40,
  credential: 90,
  ownWords: 60,
} as const;

/** What of the company's content our sections of the home page show. */
export type CompanyShown = {
  rating: boolean;
  aboutPhoto: boolean;
  offices: number;
  credentials: number;
  /** Whether any of its words are its own (content/company/ differs from the shipped copy). */
  ownWords: boolean;
};

/** What the content in content/company/ shows in our sections of the home page. */
export function companyShown(): CompanyShown {
  const content = companyContent();
  return {
    rating: proof().googleRating !== null,
    aboutPhoto: content.pictures.about !== undefined,
    offices: content.company.sites.length,
    credentials: content.credentials.credentials.length,
    ownWords: !contentIsShipped(),
  };
}

/** How much taller the company's content makes our sections than the shipped content did, at most. */
export function companyContentPx(shown: CompanyShown): number {
  return (
    (shown.rating ? COMPANY_PX.rating : 0) +
    (shown.aboutPhoto ? COMPANY_PX.aboutPhoto : 0) +
    beyondMeasured(shown.offices, shippedContent().company.sites.length) * COMPANY_PX.office +
    (shown.credentials > 0 ? COMPANY_PX.credentials + shown.credentials * COMPANY_PX.credential : 0) +
    (shown.ownWords ? COMPANY_PX.ownWords : 0)
  );
}

/** The height of the company's own sections on the page, as they are. */
export function companySectionsPx(page: Page): Promise<number> {
  return page.evaluate(
    (selectors) => selectors.reduce((sum, selector) => sum + (document.querySelector(selector)?.getBoundingClientRect().height ?? 0), 0),
    [...COMPANY_SECTIONS],
  );
}

/** How much taller the home page may be with the registries' entries beyond those it was measured with. */
export function homeGrowthPx(): number {
  return (
    beyondMeasured(PAGED_SERVICES.length, MEASURED_WITH.pagedServices) * EACH_MORE_PX.serviceCard +
    beyondMeasured(LEAD_FIELDS.length, MEASURED_WITH.leadFields) * EACH_MORE_PX.leadField
  );
}

/** The home page's height cap at 390 px without the company's own sections, with what its content shows in ours. */
export function homeHeightCapPx(shown: CompanyShown = companyShown()): number {
  return SHIPPED_HOME_PX + homeGrowthPx() + companyContentPx(shown);
}
