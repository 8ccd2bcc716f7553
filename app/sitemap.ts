import type { MetadataRoute } from 'next';
import { INDEXED_PATHS } from '@/content/seo';
import { site } from '@/content/company/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return INDEXED_PATHS.map((path) => ({ url: new URL(path, site.url).href, priority: path === '/' ? 1 : 0.5 }));
}
