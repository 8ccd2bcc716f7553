import type { MetadataRoute } from 'next';
import { site } from '@/content/company/site';

export const dynamic = 'force-static';

// Everything may be crawled: the not-found page says noindex itself, which a
// Disallow would hide from crawlers.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: new URL('/sitemap.xml', site.url).href,
    host: site.url,
  };
}
