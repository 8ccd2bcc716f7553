import type { DayOfWeek, HomeAndConstructionBusiness, OpeningHoursSpecification, Place, PostalAddress, WithContext } from 'schema-dts';
import { TERMS_PATH } from '@/content/legal/documents';
import { HOME_DESCRIPTION, LOGO_PATH, ogImage, SITE_PAGES } from '@/content/seo';
import { services } from '@/content/services';
import { site, type CompanySite } from '@/content/company/site';
import { servedNames } from '@/components/cities/service-area';

// schema.org has no solar-installer type. HomeAndConstructionBusiness (a LocalBusiness)
// fits a company that designs and installs plants on homes and buildings and maintains
// them; Electrician, its subtype, would leave out energy subscription and plant rental.

const absolute = (path: string) => new URL(path, site.url).href;

/** The company's node in every page's data: other data (a service's provider) points at it. */
export const ORGANIZATION_ID = `${absolute('/')}#organizacao`;

function postalAddress(place: CompanySite): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: `${place.street} - ${place.district}`,
    addressLocality: place.city,
    addressRegion: place.state,
    postalCode: place.cep,
    addressCountry: 'BR',
  };
}

function location(place: CompanySite): Place {
  return {
    '@type': 'Place',
    name: `${site.brand}: ${place.label} ${place.city}/${place.state}`,
    address: postalAddress(place),
    telephone: place.phone.e164,
  };
}

const DAY_NAMES = { Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday' } as const;

function openingHours(hours: (typeof site.openingHours)[number]): OpeningHoursSpecification {
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: hours.days.map((day): DayOfWeek => `https://schema.org/${DAY_NAMES[day]}`),
    opens: hours.opens,
    closes: hours.closes,
  };
}

/**
 * The company as schema.org data. No rating and no review, even when the company has filled them:
 * reviews a business shows about itself on its own site are "self-serving", and Google does not
 * use them for LocalBusiness and Organization (Google Search Central, "Making Review Rich Results
 * more helpful", 16 September 2019); the testimonials and the rating stay on the page for people.
 */
export function organizationJsonLd(): WithContext<HomeAndConstructionBusiness> {
  const headOffice = site.sites.find((place) => place.kind === 'head-office');
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': ORGANIZATION_ID,
    name: site.brand,
    legalName: site.legalName,
    taxID: site.cnpj,
    description: HOME_DESCRIPTION,
    url: absolute('/'),
    logo: absolute(LOGO_PATH),
    image: absolute(ogImage('home').url),
    email: site.email,
    telephone: site.mainPhone.e164,
    ...(headOffice && { address: postalAddress(headOffice) }),
    location: site.sites.map(location),
    // The municipalities of the service area (content/company/service-area.json), each with a page of its own:
    // what the hero and the cities' hub say too; the offers below are made there.
    areaServed: areaServed(),
    knowsLanguage: 'pt-BR',
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Serviços de energia solar',
      itemListElement: services.map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service.label },
      })),
    },
    ...(site.openingHours.length > 0 && { openingHoursSpecification: site.openingHours.map(openingHours) }),
    // The site is about the company: its pages, the legal ones among them, and its terms of use.
    subjectOf: {
      '@type': 'WebSite',
      '@id': `${absolute('/')}#site`,
      name: site.brand,
      url: absolute('/'),
      inLanguage: 'pt-BR',
      usageInfo: absolute(TERMS_PATH),
      hasPart: SITE_PAGES.filter((page) => page.path !== '/').map((page) => ({ '@type': 'WebPage', name: page.name, url: absolute(page.path) })),
    },
  };
}

/** The served municipalities as schema.org places: the company's area, not the whole state. */
export const areaServed = () => servedNames().map((name) => ({ '@type': 'City' as const, name }));

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
