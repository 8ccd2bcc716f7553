import 'server-only';
import type { Metadata } from 'next';
import { HUB_DESCRIPTION_LEAD, HUB_TITLE, cityCopy } from '@/content/cities/copy';
import { cardImage, firstThatFits, pageMetadata } from '@/content/seo';
import { site } from '@/content/company/site';
import { formatBRLApprox, formatDecimal, formatKwp } from '@/lib/format/format';
import { cityFacts, leadBill, paybackOf } from './city-facts';
import { cityPath, CITIES_PATH, type Place } from './places';
import { isIndexed } from './proof';
import { officesByDistance, servedNames } from './service-area';

// Titles, descriptions, canonical URLs and share cards of the city pages and their hub. The cards
// are drawn at build time by app/og/energia-solar/[file]/route.tsx.

export const OG_CITIES_PATH = '/og/energia-solar/';
/** The hub's card: no municipality's slug is 'index'. */
export const HUB_CARD_FILE = 'index.png';

export const cityCardFile = (place: Place) => `${place.slug}.png`;

/**
 * What a searcher of "energia solar <city>" wants first: what a typical bill's system costs there and
 * how soon it pays back, as the page's table computes it (the lead bill, components/cities/city-facts.ts),
 * then who serves the city; the longest wording that fits a search result (MAX_DESCRIPTION_CHARS).
 */
export function cityDescription(place: Place, today = new Date()): string {
  const { billBRL, result } = leadBill(cityFacts(place.name, servedNames(), today));
  const years = paybackOf(result);
  const office = officesByDistance(place)[0]!.office;
  const wordings = cityCopy.description({
    city: place.name,
    bill: formatBRLApprox(billBRL, 1),
    system: formatKwp(result.systemKWp),
    price: `${formatBRLApprox(result.investment.low)} a ${formatBRLApprox(result.investment.high)}`,
    payback: years === null ? null : cityCopy.bills.years(formatDecimal(years, 1)),
    office: `${office.label.toLowerCase()} de ${office.city}`,
  });
  return firstThatFits(...(wordings as [string, ...string[]]));
}

export function cityCard(place: Place, today = new Date()) {
  return {
    heading: cityCopy.title(place.name),
    lead: cityDescription(place, today),
    alt: `${site.brand}: ${cityCopy.title(place.name)}, com o que o simulador calcula ali para uma conta típica`,
  };
}

export const hubCard = {
  heading: HUB_TITLE,
  lead: 'As cidades que atendemos por região, com a unidade de cada uma e o que o simulador calcula ali.',
  alt: `${site.brand}: ${HUB_TITLE} no Paraná`,
};

/**
 * A city page's metadata. A page without first-hand work of the company there (components/cities/proof.ts)
 * serves visitors and ads but is not offered to search engines: noindex (its links still followed),
 * no canonical (a canonical asks to be indexed), and left out of the sitemap.
 */
export function cityMetadata(place: Place, today = new Date(), indexed = isIndexed(place)): Metadata {
  const card = cityCard(place, today);
  const metadata = pageMetadata(cardImage(`${OG_CITIES_PATH}${cityCardFile(place)}`, card.alt), cityCopy.title(place.name), card.lead, cityPath(place.slug));
  return indexed ? metadata : { ...metadata, alternates: { canonical: null }, robots: { index: false, follow: true } };
}

export const hubMetadata: Metadata = pageMetadata(cardImage(`${OG_CITIES_PATH}${HUB_CARD_FILE}`, hubCard.alt), HUB_TITLE, HUB_DESCRIPTION_LEAD, CITIES_PATH);
