import type { Service, WithContext } from 'schema-dts';
import { areaServed, ORGANIZATION_ID } from '@/components/seo/organization';
import { pagedService, serviceLabel } from '@/content/services';
import type { ServicePage } from '@/content/service-pages';
import { serviceNodeId, servicePageUrl, servicePrices } from './service-offer';

/**
 * A service page as schema.org Service data: what the page's heading and lead say, provided by the
 * company (its node in the layout's data, by @id) in the municipalities it serves; the same node as
 * the company's catalogue offers (by @id), with the prices the page states, if it states any.
 */
export function serviceJsonLd(page: ServicePage): WithContext<Service> {
  const service = pagedService(page.id);
  const prices = servicePrices(service);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': serviceNodeId(service),
    name: page.title,
    serviceType: serviceLabel(page.id),
    description: page.lead,
    url: servicePageUrl(service),
    provider: { '@id': ORGANIZATION_ID },
    areaServed: areaServed(),
    ...(prices.priceSpecification && { offers: { '@type': 'Offer', url: servicePageUrl(service), ...prices } }),
  };
}
