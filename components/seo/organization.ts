import type { City, DayOfWeek, GeoCoordinates, HomeAndConstructionBusiness, OpeningHoursSpecification, PostalAddress, State, WithContext } from 'schema-dts';
import { TERMS_PATH } from '@/content/legal/documents';
import { HOME_DESCRIPTION, LOGO_PATH, ogImage, SITE_PAGES } from '@/content/seo';
import { PAGED_SERVICES } from '@/content/services';
import { SITE_KIND_LABELS } from '@/content/company/schema';
import { site, type CompanySite } from '@/content/company/site';
import { servedNames } from '@/components/cities/service-area';
import { placeNamed } from '@/components/cities/places';
import { serviceOffer } from '@/components/services/service-offer';
import { slugify } from '@/lib/format/slug';

// schema.org has no solar-installer type. HomeAndConstructionBusiness (a LocalBusiness)
// fits a company that designs and installs plants on homes and buildings and maintains
// them; Electrician, its subtype, would leave out energy subscription and plant rental.

const absolute = (path: string) => new URL(path, site.url).href;

/** The company's offices and opening hours: the company's data (content/company/company.json), or a test's. */
export type Offices = { sites: readonly CompanySite[]; openingHours: typeof site.openingHours };

/**
 * Each office's node id: the site's address, '#' and the office's kind and municipality
 * (`#matriz-londrina`, `#filial-nova-aurora`), which its label, street or phone can change without
 * moving; two offices of one kind in one municipality add their label, then their position.
 */
export function officeIds(offices: readonly CompanySite[]): Map<CompanySite, string> {
  const slugs = offices.map((office) => slugify(`${SITE_KIND_LABELS[office.kind]} ${office.city}`));
  const labelled = offices.map((office, index) =>
    slugs.filter((slug) => slug === slugs[index]).length > 1 ? slugify(`${slugs[index]} ${office.label}`) : slugs[index]!,
  );
  return new Map(
    offices.map((office, index) => {
      const slug = labelled[index]!;
      const unique = labelled.filter((other) => other === slug).length > 1 ? `${slug}-${index + 1}` : slug;
      return [office, `${absolute('/')}#${unique}`];
    }),
  );
}

const headOfficeOf = (offices: readonly CompanySite[]) => offices.find((office) => office.kind === 'head-office') ?? offices[0]!;

/**
 * The company's node in every page's data, which other data (a service's provider, a branch's parent)
 * points at: the head office's, as the company is registered there.
 */
export const ORGANIZATION_ID = officeIds(site.sites).get(headOfficeOf(site.sites))!;

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

/**
 * Where an office is: the company records no coordinates, so the seat of its municipality (IBGE's,
 * content/cities/seats.ts), the point the city pages measure distances from.
 */
function geo(place: CompanySite): GeoCoordinates {
  const { latitude, longitude } = placeNamed(place.city).seat;
  return { '@type': 'GeoCoordinates', latitude, longitude };
}

const DAY_NAMES = { Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday' } as const;

function openingHours(hours: Offices['openingHours'][number]): OpeningHoursSpecification {
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: hours.days.map((day): DayOfWeek => `https://schema.org/${DAY_NAMES[day]}`),
    opens: hours.opens,
    closes: hours.closes,
  };
}

/**
 * What every office's node says of it: where it is, its phone, the company's hours (none while the
 * company has not filled them) and its Google profile, as the same business elsewhere and as its map.
 */
function officeFacts(office: CompanySite, offices: Offices) {
  return {
    address: postalAddress(office),
    geo: geo(office),
    ...(offices.openingHours.length > 0 && { openingHoursSpecification: offices.openingHours.map(openingHours) }),
    ...(office.googleProfile && { sameAs: office.googleProfile, hasMap: office.googleProfile }),
  };
}

/**
 * The company as schema.org data: the head office, which is the company (its name, CNPJ, catalogue
 * and area), and each branch as a business of its own under it (`parentOrganization`; a schema.org
 * `department` is a part of the same premises, not an office in another city). No rating and no
 * review, even when the company has filled them: reviews a business shows about itself on its own
 * site are "self-serving", and Google does not use them for LocalBusiness and Organization (Google
 * Search Central, "Making Review Rich Results more helpful", 16 September 2019); the testimonials
 * and the rating stay on the page for people.
 */
export function organizationJsonLd(offices: Offices = site): WithContext<HomeAndConstructionBusiness> {
  const ids = officeIds(offices.sites);
  const headOffice = headOfficeOf(offices.sites);
  const id = ids.get(headOffice)!;
  const branches = offices.sites
    .filter((office) => office !== headOffice)
    .map((office): HomeAndConstructionBusiness => ({
      '@type': 'HomeAndConstructionBusiness',
      '@id': ids.get(office)!,
      name: `${site.brand}: ${office.label} ${office.city}/${office.state}`,
      parentOrganization: { '@id': id },
      telephone: office.phone.e164,
      ...officeFacts(office, offices),
    }));
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': id,
    name: site.brand,
    legalName: site.legalName,
    taxID: site.cnpj,
    description: HOME_DESCRIPTION,
    url: absolute('/'),
    logo: absolute(LOGO_PATH),
    image: absolute(ogImage('home').url),
    email: site.email,
    // The company's main line (Marca e telefones › Telefone da matriz), the one every page dials.
    telephone: site.mainPhone.e164,
    ...officeFacts(headOffice, offices),
    ...(branches.length > 0 && { subOrganization: branches }),
    // The municipalities of the service area (content/company/service-area.json), each with a page of its own:
    // what the hero and the cities' hub say too; the offers below are made there.
    areaServed: areaServed(),
    knowsLanguage: 'pt-BR',
    // The services with a page (content/services.ts), each by its page; the contact form's other
    // options have no page to say what they are, so they are not offered here.
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Serviços de energia solar',
      itemListElement: PAGED_SERVICES.map(serviceOffer),
    },
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

/** The state, by the identifiers that tell it from a namesake. */
const STATE: State = { '@type': 'State', name: site.state.name, identifier: site.state.iso, sameAs: site.state.wikidata };

/**
 * The served municipalities as schema.org places, each in Paraná: the company's area, not the whole
 * state, and never a namesake elsewhere (there is an Iguatu in Ceará and a Cafelândia in São Paulo).
 */
export const areaServed = (): City[] => servedNames().map((name) => ({ '@type': 'City', name, containedInPlace: STATE }));

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
