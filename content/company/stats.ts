import 'server-only';
import { BRAND } from './brand';
import { companyContent } from './data';

// The company's numbers of spec section 9 (figures.json, edited in the CMS), in one band under
// the hero and nowhere else, each with the source it was counted from.

/**
 * A figure of the company's own count of satisfied clients ("95% de clientes satisfeitos"): once the
 * company has a Google rating, counted by others, the rating takes its place (components/home/hero.tsx).
 */
export const isSelfReportedSatisfaction = (item: { label: string }) => /satisf|recomend/i.test(item.label);

export function stats() {
  const { figures, rating } = companyContent();
  const rated = rating.value !== undefined;
  return {
    title: `A ${BRAND} em números`,
    /** The hero's disclosure of the figures' sources on a phone, when they take more than a line (stats-band.tsx). */
    sourcesTitle: 'De onde vêm esses números',
    items: rated ? figures.items.filter((item) => !isSelfReportedSatisfaction(item)) : figures.items,
  };
}
