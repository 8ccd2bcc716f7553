import 'server-only';
import { BRAND } from './brand';
import { companyContent } from './data';

// The company's numbers of spec section 9 (figures.json, edited in the CMS), in one band under
// the hero and nowhere else, each with the source it was counted from.

export function stats() {
  return {
    title: `A ${BRAND} em números`,
    items: companyContent().figures.items,
  };
}
