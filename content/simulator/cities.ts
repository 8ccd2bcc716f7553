import { site } from '@/content/company/site';

// The cities the city search offers first, before anything is typed: the head office and the
// branch (content/company/site.ts), then Maringá, the largest city near both and home of the commercial
// example project.

export const FEATURED_CITIES: readonly string[] = [...site.sites.map((s) => s.city), 'Maringá'];

/** The city the form starts with: the head office's. */
export const DEFAULT_CITY = FEATURED_CITIES[0]!;
