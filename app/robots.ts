import type { MetadataRoute } from 'next';
import { site } from '@/content/company/site';
import { CMS_PATH } from '@/content/seo';

export const dynamic = 'force-static';

// Everything may be crawled but the CMS: the not-found page says noindex itself, which a
// Disallow would hide from crawlers. The CMS says noindex too (its meta and an X-Robots-Tag
// header), and is disallowed besides, so well-behaved crawlers do not fetch its 5 MB bundle;
// no page links to it.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: CMS_PATH },
    sitemap: new URL('/sitemap.xml', site.url).href,
    host: site.url,
  };
}
