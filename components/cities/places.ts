import { SEATS, type Seat } from '@/content/cities/seats';
import { MUNICIPALITIES, type Municipality } from '@/content/simulator/irradiation';
import { slugify } from '@/lib/format/slug';

// Paraná's 399 municipalities with what the city pages need of each: the slug of its page, where
// its seat is (content/cities/seats.ts) and its sun (content/simulator/irradiation.ts).

export type Place = { name: string; slug: string; seat: Seat; sun: Municipality };

const SEAT_BY_NAME = new Map(SEATS.map((seat) => [seat.name, seat]));

export const PLACES: readonly Place[] = MUNICIPALITIES.map((sun) => {
  const seat = SEAT_BY_NAME.get(sun.name);
  // scripts/generate/seats-data.mjs refuses a name LABREN's file does not have; this is the other direction.
  if (!seat) throw new Error(`${sun.name}: sem coordenadas da sede em content/cities/seats.ts`);
  return { name: sun.name, slug: slugify(sun.name), seat, sun };
});

const BY_NAME = new Map(PLACES.map((place) => [place.name, place]));

export function placeNamed(name: string): Place {
  const place = BY_NAME.get(name);
  if (!place) throw new Error(`${name}: não é um dos 399 municípios do Paraná`);
  return place;
}

/** The path of a served city's page. */
export const CITIES_PATH = '/energia-solar/';
export const cityPath = (slug: string) => `${CITIES_PATH}${slug}/`;
