import type { Service, WithContext } from 'schema-dts';
import { areaServed, ORGANIZATION_ID } from '@/components/seo/organization';
import { site } from '@/content/company/site';
import { serviceLabel } from '@/content/services';
import { servicePath, type ServicePage } from '@/content/service-pages';

/**
 * A service page as schema.org Service data: what the page's heading and lead say, provided by the
 * company (its node in the layout's data, by @id) in the municipalities it serves.
 */
export function serviceJsonLd(page: ServicePage): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.title,
    serviceType: serviceLabel(page.id),
    description: page.lead,
    url: new URL(servicePath(page), site.url).href,
    provider: { '@id': ORGANIZATION_ID },
    areaServed: areaServed(),
  };
}
