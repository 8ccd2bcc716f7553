import 'server-only';
import type { Metadata } from 'next';
import { cityCopy, HUB_DESCRIPTION, HUB_TITLE, sunText } from '@/content/cities/copy';
import { cardImage, pageMetadata } from '@/content/seo';
import { site } from '@/content/company/site';
import { formatBRLApprox, formatDecimal } from '@/lib/format/format';
import { cityFacts, leadBill, paybackOf, sunRank } from './city-facts';
import { cityPath, CITIES_PATH, type Place } from './places';
import { officesByDistance, servedNames } from './service-area';

// Titles, descriptions, canonical URLs and share cards of the city pages and their hub. The cards
// are drawn at build time by app/og/energia-solar/[file]/route.tsx.

export const OG_CITIES_PATH = '/og/energia-solar/';
/** The hub's card: no municipality's slug is 'index'. */
export const HUB_CARD_FILE = 'index.png';

export const cityCardFile = (place: Place) => `${place.slug}.png`;

export function cityCard(place: Place) {
  const office = officesByDistance(place)[0]!.office;
  return {
    heading: cityCopy.title(place.name),
    lead: `${sunText(place.sun.annual)} kWh/m² de sol por dia, ${sunRank(place)}º de 399 no Paraná. Atendimento pela ${office.label.toLowerCase()} de ${office.city}.`,
    alt: `${site.brand}: ${cityCopy.title(place.name)}, com o sol da cidade e o que o simulador calcula para contas típicas`,
  };
}

export const hubCard = {
  heading: HUB_TITLE,
  lead: 'O sol de cada cidade que atendemos e o que o simulador calcula ali para contas típicas.',
  alt: `${site.brand}: ${HUB_TITLE} no Paraná`,
};

/** A city page's description: the lead bill's investment and payback, computed as the page computes its table on `today`. */
export function cityDescription(place: Place, today: Date, served: readonly string[] = servedNames()): string {
  const { billBRL, result } = leadBill(cityFacts(place.name, served, today));
  const years = paybackOf(result);
  return cityCopy.description(
    place.name,
    formatBRLApprox(billBRL, 1),
    formatBRLApprox(result.investment.low),
    formatBRLApprox(result.investment.high),
    years === null ? null : formatDecimal(years, 1),
  );
}

export function cityMetadata(place: Place, today: Date): Metadata {
  const card = cityCard(place);
  return pageMetadata(
    cardImage(`${OG_CITIES_PATH}${cityCardFile(place)}`, card.alt),
    cityCopy.title(place.name),
    cityDescription(place, today),
    cityPath(place.slug),
  );
}

export const hubMetadata: Metadata = pageMetadata(cardImage(`${OG_CITIES_PATH}${HUB_CARD_FILE}`, hubCard.alt), HUB_TITLE, HUB_DESCRIPTION, CITIES_PATH);
