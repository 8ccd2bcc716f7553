import { FEATURED_CITIES } from '@/content/simulator/cities';
import { MUNICIPALITIES, type Municipality } from '@/content/simulator/irradiation';
import { slugify } from '@/lib/format/slug';

// Finding a municipality by what a visitor types: accents, case and extra spaces do not matter
// ('maringa' finds Maringá, "sao jorge d'oeste" finds São Jorge d'Oeste).

/** Lower case, no accents, apostrophes and hyphens as spaces, single spaces. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[’'`´\-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const INDEX = new Map(MUNICIPALITIES.map((m) => [normalizeName(m.name), m]));

/** The municipality whose name is the text, accents and case aside. */
export function findMunicipality(text: string): Municipality | undefined {
  return INDEX.get(normalizeName(text));
}

/**
 * The municipality whose page slug is `slug` ('cambe', 'nova-aurora'): how a city page's link
 * (/?cidade=cambe#simulador) names the city. Anything else finds nothing.
 */
export function findMunicipalityBySlug(slug: string): Municipality | undefined {
  return MUNICIPALITIES.find((m) => slugify(m.name) === slug);
}

const collator = new Intl.Collator('pt-BR');

const featuredRank = (name: string) => {
  const index = FEATURED_CITIES.indexOf(name);
  return index < 0 ? FEATURED_CITIES.length : index;
};

/**
 * The municipalities that match, best first: names that start with the text, then names with a
 * word that starts with it, then names that contain it; within each group the company's cities
 * first, then alphabetical. An empty text lists every municipality, the company's cities first.
 */
export function searchMunicipalities(text: string): Municipality[] {
  const query = normalizeName(text);
  const scored: { m: Municipality; score: number }[] = [];
  for (const [name, m] of INDEX) {
    let score: number;
    if (query === '' || name.startsWith(query)) score = 0;
    else if (name.includes(` ${query}`)) score = 1;
    else if (name.includes(query)) score = 2;
    else continue;
    scored.push({ m, score });
  }
  return scored.sort((a, b) => a.score - b.score || featuredRank(a.m.name) - featuredRank(b.m.name) || collator.compare(a.m.name, b.m.name)).map(({ m }) => m);
}
