import type { AggregateRating, HomeAndConstructionBusiness, Place, PostalAddress, Review, WithContext } from 'schema-dts';
import { TERMS_PATH } from '@/content/legal/documents';
import { proof as siteProof, type Proof } from '@/content/company/proof';
import { HOME_DESCRIPTION, LOGO_PATH, ogImage, SITE_PAGES } from '@/content/seo';
import { services } from '@/content/services';
import { site, type CompanySite } from '@/content/company/site';

// schema.org has no solar-installer type. HomeAndConstructionBusiness (a LocalBusiness)
// fits a company that designs and installs plants on homes and buildings and maintains
// them; Electrician, its subtype, would leave out energy subscription and plant rental.

const absolute = (path: string) => new URL(path, site.url).href;

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

function aggregateRating(rating: NonNullable<Proof['googleRating']>): AggregateRating {
  return { '@type': 'AggregateRating', ratingValue: rating.value, reviewCount: rating.count, bestRating: 5, worstRating: 1 };
}

function review(testimonial: Proof['testimonials'][number]): Review {
  return { '@type': 'Review', author: { '@type': 'Person', name: testimonial.name }, datePublished: testimonial.date, reviewBody: testimonial.text };
}

/** The company as schema.org data; ratings and reviews only when content/company/proof.ts has them. */
export function organizationJsonLd(proof: Proof = siteProof): WithContext<HomeAndConstructionBusiness> {
  const headOffice = site.sites.find((place) => place.kind === 'head-office');
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${absolute('/')}#organizacao`,
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
    areaServed: { '@type': 'State', name: site.region, containedInPlace: { '@type': 'Country', name: 'Brasil' } },
    knowsLanguage: 'pt-BR',
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Serviços de energia solar',
      itemListElement: services.map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service.label, areaServed: { '@type': 'State', name: site.region } },
      })),
    },
    ...(proof.googleRating && { aggregateRating: aggregateRating(proof.googleRating) }),
    ...(proof.testimonials.length > 0 && { review: proof.testimonials.map(review) }),
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

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
