import type { Offer, PriceSpecification, UnitPriceSpecification } from 'schema-dts';
import { site } from '@/content/company/site';
import { servicePage, servicePath } from '@/content/service-pages';
import type { PagedService, PagedServiceId } from '@/content/services';
import { CLEANING_PRICES } from './cleaning-prices';

// What the company offers, as schema.org data: a service with a page of its own (content/services.ts),
// its node named by the page's address so the company's catalogue and the page's own data are one
// service, and a price only where the page states one.

/** The address of a service's page. */
export const servicePageUrl = (service: PagedService) => new URL(servicePath(service.page), site.url).href;

/** The service's node, described in full by its page's data (service-json-ld.ts). */
export const serviceNodeId = (service: PagedService) => `${servicePageUrl(service)}#servico`;

/** The cleaning's prices as its page states them: per module for each size shown, and the least a visit costs. */
function cleaningPrices(): (UnitPriceSpecification | PriceSpecification)[] {
  return [
    ...CLEANING_PRICES.perModule.map(({ from, upTo, brl }): UnitPriceSpecification => ({
      '@type': 'UnitPriceSpecification',
      price: brl,
      priceCurrency: 'BRL',
      unitText: 'módulo',
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: from, maxValue: upTo, unitText: 'módulos' },
    })),
    { '@type': 'PriceSpecification', minPrice: CLEANING_PRICES.minimumBRL, priceCurrency: 'BRL', description: 'Visita mínima' },
  ];
}

/** The prices each page states, by service: a service without one is offered without a price. */
const STATED_PRICES: Partial<Record<PagedServiceId, () => (UnitPriceSpecification | PriceSpecification)[]>> = { 'limpeza-placas': cleaningPrices };

/** The service's prices as its page states them, in BRL, or nothing. */
export function servicePrices(service: PagedService): Pick<Offer, 'priceCurrency' | 'priceSpecification'> {
  const prices = STATED_PRICES[service.id]?.();
  return prices ? { priceCurrency: 'BRL', priceSpecification: prices } : {};
}

/** The offer of a service with a page: the service by its page's node, and the prices the page states. */
export function serviceOffer(service: PagedService): Offer {
  return {
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', '@id': serviceNodeId(service), name: servicePage(service.id).title, url: servicePageUrl(service) },
    ...servicePrices(service),
  };
}
