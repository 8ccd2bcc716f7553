import type { MetadataRoute } from 'next';
import { cityPath, CITIES_PATH } from '@/components/cities/places';
import { servedPlaces } from '@/components/cities/service-area';
import { INDEXED_PATHS } from '@/content/seo';
import { site } from '@/content/company/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  // The city pages follow the service area (content/company/service-area.json), so they are listed from it.
  const cities = [CITIES_PATH, ...servedPlaces().map((place) => cityPath(place.slug))];
  return [...INDEXED_PATHS, ...cities].map((path) => ({ url: new URL(path, site.url).href, priority: path === '/' ? 1 : 0.5 }));
}
