import type { MetadataRoute } from 'next';
import { cityPath, CITIES_PATH } from '@/components/cities/places';
import { indexedPlaces } from '@/components/cities/proof';
import { INDEXED_PATHS } from '@/content/seo';
import { site } from '@/content/company/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  // The city pages with the company's own work there (components/cities/proof.ts): the others serve
  // visitors and ads but are not offered to search engines.
  const cities = [CITIES_PATH, ...indexedPlaces().map((place) => cityPath(place.slug))];
  return [...INDEXED_PATHS, ...cities].map((path) => ({ url: new URL(path, site.url).href, priority: path === '/' ? 1 : 0.5 }));
}
