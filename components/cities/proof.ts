import 'server-only';
import { isExample, projects as allProjects, type Project } from '@/content/company/projects';
import { PLACEHOLDERS } from '@/content/company/placeholders';
import { proof, type Testimonial } from '@/content/company/proof';
import { site, type CompanySite } from '@/content/company/site';
import { distanceKm } from '@/lib/geo/distance';
import { placeNamed, type Place } from './places';
import { firstHandCities } from '@/lib/content/first-hand';
import { projectPlace, servedPlaces } from './service-area';

// What the company has done in and near each served city: its office there, its own projects (the
// specification's drawn examples are not the company's) and its clients' testimonials. A city page
// earns a place in search engines' index by this first-hand substance alone (docs/content.md,
// "Which city pages are indexed"); the sun and the typical bills are the same context on every page.

/** Work farther than this in a straight line is not "near" a city: its page shows none. */
export const NEARBY_KM = 100;

export type Near<T> = { item: T; km: number };

export type CityProof = {
  /** The company's office in the city itself, if it has one. */
  office: CompanySite | undefined;
  /** The company's own projects in the city, and the nearest elsewhere within NEARBY_KM (nearest first). */
  projects: Project[];
  nearbyProjects: Near<Project>[];
  /**
   * The company's projects in municipalities outside the service area whose nearest served city this is
   * (projectPlace): the home page links here for them, so the page lists every one, nearest first.
   */
  adopted: Near<Project>[];
  /** Testimonials of clients in the city, and the nearest elsewhere within NEARBY_KM. */
  testimonials: Testimonial[];
  nearbyTestimonials: Near<Testimonial>[];
};

export type CompanyWork = { offices: readonly CompanySite[]; projects: readonly Project[]; testimonials: readonly Testimonial[] };

/** The company's work as the CMS holds it: its offices, its own projects (not the drawn examples) and testimonials. */
export function companyWork(): CompanyWork {
  return { offices: site.sites, projects: allProjects().filter((project) => !isExample(project)), testimonials: proof().testimonials };
}

const nearby = <T extends { city: string }>(place: Place, items: readonly T[], count: number): Near<T>[] =>
  items
    .filter((item) => item.city !== place.name)
    .map((item) => ({ item, km: distanceKm(place.seat, placeNamed(item.city).seat) }))
    .filter((near) => near.km <= NEARBY_KM)
    .sort((a, b) => a.km - b.km)
    .slice(0, count);

/** The company's work in `place` and near it. */
export function cityProof(place: Place, work: CompanyWork = companyWork(), served: readonly Place[] = servedPlaces()): CityProof {
  return {
    office: work.offices.find((office) => office.city === place.name),
    projects: work.projects.filter((project) => project.city === place.name),
    nearbyProjects: nearby(place, work.projects, 3),
    adopted: work.projects
      .map((project) => ({ project, page: projectPlace(project, served) }))
      .filter(({ project, page }) => page.item.slug === place.slug && project.city !== place.name)
      .map(({ project, page }) => ({ item: project, km: page.km }))
      .sort((a, b) => a.km - b.km),
    testimonials: work.testimonials.filter((testimonial) => testimonial.city === place.name),
    nearbyTestimonials: nearby(place, work.testimonials, 2),
  };
}

/**
 * What a city's page shows of the work: its own projects and testimonials when it has any, else the
 * nearest within NEARBY_KM; and either way the projects of towns outside the service area whose page
 * it is (the home page sends visitors here for them).
 */
export function shownWork(proof: CityProof): { here: boolean; projects: Project[]; testimonials: Testimonial[] } {
  const here = proof.projects.length > 0 || proof.testimonials.length > 0;
  const adopted = proof.adopted.map((near) => near.item);
  const nearbyProjects = proof.nearbyProjects.map((near) => near.item);
  return {
    here,
    projects: [...new Set(here ? [...proof.projects, ...adopted] : [...adopted, ...nearbyProjects])],
    testimonials: here ? proof.testimonials : proof.nearbyTestimonials.map((near) => near.item),
  };
}

const isPlaceholder = (value: string) => PLACEHOLDERS.some((placeholder) => placeholder.value === value);

/** Whether the city's page is offered to search engines (indexed, in the sitemap): the company has first-hand work there. */
export const isIndexed = (place: Place, work: CompanyWork = companyWork()) => firstHandCities(work, isPlaceholder).has(place.name);

/** The served cities whose pages search engines are offered. */
export const indexedPlaces = (work: CompanyWork = companyWork()) => servedPlaces().filter((place) => isIndexed(place, work));

/** Every city the company has work in: a neighbour "not on the list" is never one of them. */
export const citiesWithWork = (work: CompanyWork = companyWork()) => firstHandCities(work, isPlaceholder);
