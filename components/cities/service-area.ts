import 'server-only';
import { companyContent } from '@/content/company/data';
import { site, type CompanySite } from '@/content/company/site';
import { distanceKm } from '@/lib/geo/distance';
import { PLACES, placeNamed, type Place } from './places';

// The company's service area (content/company/service-area.json, edited in the CMS) and its offices
// by distance from each served city (its work there: ./proof.ts).

const collator = new Intl.Collator('pt-BR');

/** The served municipalities' names, in alphabetical order. */
export function servedNames(list: readonly string[] = companyContent().serviceArea.municipalities): string[] {
  return [...list].sort(collator.compare);
}

export function servedPlaces(list?: readonly string[]): Place[] {
  return servedNames(list).map(placeNamed);
}

/** A served city by the slug of its page; undefined for any other slug (a city not served has no page). */
export function servedBySlug(slug: string, list?: readonly string[]): Place | undefined {
  return servedPlaces(list).find((place) => place.slug === slug);
}

export type OfficeDistance = { office: CompanySite; km: number };

/** The company's offices by straight-line distance from the city's seat, nearest first. */
export function officesByDistance(place: Place, offices: readonly CompanySite[] = site.sites): OfficeDistance[] {
  return offices.map((office) => ({ office, km: distanceKm(place.seat, placeNamed(office.city).seat) })).sort((a, b) => a.km - b.km);
}

/**
 * The served city whose page lists a project (the home page shows only its first few): the project's
 * own city when it is served, else the nearest served one in a straight line, with the distance.
 */
export function projectPlace(project: { city: string }, served: readonly Place[] = servedPlaces()): { item: Place; km: number } {
  const seat = placeNamed(project.city).seat;
  const [nearest] = served
    .map((item) => ({ item, km: item.name === project.city ? 0 : distanceKm(seat, item.seat) }))
    .sort((a, b) => a.km - b.km || collator.compare(a.item.name, b.item.name));
  // The service area's schema asks for at least one municipality.
  if (!nearest) throw new Error('Área atendida: nenhum município, nenhuma página de cidade para os projetos');
  return nearest;
}

export type OfficeGroup = { office: CompanySite; cities: { place: Place; km: number }[] };

/** The served cities grouped by their nearest office (head office first), each group nearest first. */
export function groupsByNearestOffice(list?: readonly string[]): OfficeGroup[] {
  const groups = site.sites.map((office): OfficeGroup => ({ office, cities: [] }));
  for (const place of servedPlaces(list)) {
    const nearest = officesByDistance(place)[0]!;
    groups.find((group) => group.office === nearest.office)!.cities.push({ place, km: nearest.km });
  }
  for (const group of groups) group.cities.sort((a, b) => a.km - b.km || collator.compare(a.place.name, b.place.name));
  return groups.filter((group) => group.cities.length > 0);
}

export { PLACES };
