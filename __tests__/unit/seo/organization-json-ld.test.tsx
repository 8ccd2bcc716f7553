import { render, screen } from '@testing-library/react';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { organizationJsonLd, serializeJsonLd, type Offices } from '@/components/seo/organization';
import { ServicePage } from '@/components/services/service-page';
import { serviceFigures } from '@/components/services/service-figures';
import { SERVICE_PAGES, servicePage, servicePath } from '@/content/service-pages';
import { PAGED_SERVICES, SERVICES } from '@/content/services';
import { SITE_KIND_LABELS } from '@/content/company/schema';
import { site, type CompanySite } from '@/content/company/site';
import { servedNames } from '@/components/cities/service-area';
import { placeNamed } from '@/components/cities/places';
import { formatBRL } from '@/lib/format/format';
import { slugify } from '@/lib/format/slug';
import { BARE_OFFICES, FILLED_OFFICES, FIXTURE_HOURS } from '../../fixtures/company-offices';

type Node = Record<string, unknown> & { '@id': string };
type Price = { '@type': string; price?: number; minPrice?: number; priceCurrency: string; eligibleQuantity?: { minValue: number; maxValue: number } };
type CatalogueOffer = { '@type': string; itemOffered: { '@id': string; name: string; url: string }; priceCurrency?: string; priceSpecification?: Price[] };

function parsed() {
  const { container } = render(<OrganizationJsonLd />);
  const script = container.querySelector('script[type="application/ld+json"]');
  if (!script?.textContent) throw new Error('no JSON-LD script');
  return JSON.parse(script.textContent);
}

/** The data for other offices, as a page would carry it. */
const parsedFor = (offices: Offices) => JSON.parse(serializeJsonLd(organizationJsonLd(offices)));

/** The company's node (the head office's) and each branch's under it, with the office each describes. */
function officeNodes(data: Node & { subOrganization?: Node[] }, offices: readonly CompanySite[]): { office: CompanySite; node: Node }[] {
  const nodes = [data, ...(data.subOrganization ?? [])];
  const headOffice = offices.find((office) => office.kind === 'head-office')!;
  const branches = offices.filter((office) => office !== headOffice);
  expect(nodes).toHaveLength(offices.length);
  return [headOffice, ...branches].map((office, index) => ({ office, node: nodes[index]! }));
}

describe('organization JSON-LD', () => {
  it('describes a local business with name, URL, logo and telephone', () => {
    const data = parsed();
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('HomeAndConstructionBusiness');
    expect(data).toMatchObject({ name: site.brand, url: `${site.url}/`, telephone: site.mainPhone.e164 });
    expect(data.logo).toBe(`${site.url}/icons/icon-512.png`);
  });

  it('makes every office a business node of its own: its @id, postal address, coordinates and phone; the branches under the head office', () => {
    const data = parsed();
    const pairs = officeNodes(data, site.sites);
    const ids = pairs.map(({ node }) => node['@id']);
    expect(new Set(ids).size).toBe(site.sites.length);
    for (const { office, node } of pairs) {
      const where = `${office.label} ${office.city}`;
      // The site's address, '#', the office's kind and municipality: stable while its label, street or phone change.
      expect([where, node['@id']]).toEqual([
        where,
        expect.stringMatching(new RegExp(`^${site.url}/#${slugify(SITE_KIND_LABELS[office.kind])}-${placeNamed(office.city).slug}(-|$)`)),
      ]);
      expect([where, node['@type']]).toEqual([where, 'HomeAndConstructionBusiness']);
      expect([where, node.address]).toEqual([
        where,
        {
          '@type': 'PostalAddress',
          streetAddress: `${office.street} - ${office.district}`,
          addressLocality: office.city,
          addressRegion: 'PR',
          postalCode: office.cep,
          addressCountry: 'BR',
        },
      ]);
      // The company records no coordinates: the seat of the office's municipality.
      const { latitude, longitude } = placeNamed(office.city).seat;
      expect([where, node.geo]).toEqual([where, { '@type': 'GeoCoordinates', latitude, longitude }]);
      // The head office's node is the company's, with its main line (Telefone da matriz); a branch has its own.
      expect([where, node.telephone]).toEqual([where, office.kind === 'head-office' ? site.mainPhone.e164 : office.phone.e164]);
      if (office.kind !== 'head-office') expect([where, node.parentOrganization]).toEqual([where, { '@id': data['@id'] }]);
    }
    expect(data).not.toHaveProperty('location');
  });

  it("gives every office the company's opening hours, and none while the company has not filled them", () => {
    const expected = FIXTURE_HOURS.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map(
        (day) => `https://schema.org/${{ Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday' }[day]}`,
      ),
      opens: hours.opens,
      closes: hours.closes,
    }));
    for (const { node } of officeNodes(parsedFor(FILLED_OFFICES), FILLED_OFFICES.sites)) expect(node.openingHoursSpecification).toEqual(expected);
    for (const { node } of officeNodes(parsedFor(BARE_OFFICES), BARE_OFFICES.sites)) expect(node).not.toHaveProperty('openingHoursSpecification');
    // The company's own data, whatever it holds.
    for (const { node } of officeNodes(parsed(), site.sites)) expect(Boolean(node.openingHoursSpecification)).toBe(site.openingHours.length > 0);
  });

  it("names each office's Google profile as the same business elsewhere and as its map, and nothing when the office has none", () => {
    for (const { office, node } of officeNodes(parsedFor(FILLED_OFFICES), FILLED_OFFICES.sites)) {
      expect([office.city, node.sameAs, node.hasMap]).toEqual([office.city, office.googleProfile, office.googleProfile]);
    }
    for (const { node } of officeNodes(parsedFor(BARE_OFFICES), BARE_OFFICES.sites)) {
      expect(node).not.toHaveProperty('sameAs');
      expect(node).not.toHaveProperty('hasMap');
    }
    for (const { office, node } of officeNodes(parsed(), site.sites)) expect([office.city, node.hasMap]).toEqual([office.city, office.googleProfile]);
  });

  it('serves the municipalities of its service area, each a city in Paraná (not a namesake in another state), not the whole state', () => {
    const data = parsed();
    // The service area's municipalities (content/company/service-area.json), in alphabetical order.
    expect(data.areaServed.map((place: { name: string }) => place.name)).toEqual(servedNames());
    for (const place of data.areaServed) {
      expect(place).toEqual({
        '@type': 'City',
        name: place.name,
        containedInPlace: { '@type': 'State', name: 'Paraná', identifier: 'BR-PR', sameAs: 'https://www.wikidata.org/wiki/Q15499' },
      });
    }
  });

  it('offers the services that have a page, each by its page, and not the contact form’s other options', () => {
    const offers: CatalogueOffer[] = parsed().hasOfferCatalog.itemListElement;
    expect(offers.map((offer) => offer.itemOffered)).toEqual(
      PAGED_SERVICES.map((service) => ({
        '@type': 'Service',
        '@id': `${site.url}${servicePath(service.page)}#servico`,
        name: servicePage(service.id).title,
        url: `${site.url}${servicePath(service.page)}`,
      })),
    );
    const withoutPage = SERVICES.filter((service) => !('page' in service)).map((service) => service.label);
    expect(withoutPage.length).toBeGreaterThan(0);
    for (const label of withoutPage) expect(JSON.stringify(parsed())).not.toContain(label);
  });

  it('prices the cleaning in BRL with the prices its page shows, and states no price a page does not', () => {
    const offers: CatalogueOffer[] = parsed().hasOfferCatalog.itemListElement;
    const cleaning = offers.find((offer) => offer.itemOffered.url.endsWith(servicePath(servicePage('limpeza-placas'))))!;
    render(<ServicePage page={servicePage('limpeza-placas')} figures={serviceFigures({})} />);
    const shown = (screen.getByRole('heading', { level: 2, name: 'Os números, pelo nosso simulador' }).closest('section')!.textContent ?? '').replace(
      /\s+/g,
      ' ',
    );
    expect(cleaning.priceCurrency).toBe('BRL');
    const prices = cleaning.priceSpecification ?? [];
    const perModule = prices.filter((price) => price['@type'] === 'UnitPriceSpecification');
    expect(perModule.length).toBeGreaterThan(0);
    for (const price of prices) expect(price.priceCurrency).toBe('BRL');
    for (const { price, eligibleQuantity } of perModule) {
      const sizes =
        eligibleQuantity!.minValue === 1 ? `até ${eligibleQuantity!.maxValue} módulos` : `de ${eligibleQuantity!.minValue} a ${eligibleQuantity!.maxValue}`;
      expect(shown).toContain(`${formatBRL(price!)} por módulo ${sizes}`.replace(/\s+/g, ' '));
    }
    const minimum = prices.find((price) => price.minPrice !== undefined)!;
    expect(shown).toContain(`visita mínima de ${formatBRL(minimum.minPrice!, false)}`.replace(/\s+/g, ' '));
    // Only the cleaning's page states prices.
    for (const offer of offers.filter((o) => o !== cleaning)) {
      expect(offer).not.toHaveProperty('priceSpecification');
      expect(offer).not.toHaveProperty('price');
    }
  });

  it('describes the site it is on: every page, the legal ones included, and its terms of use', () => {
    const data = parsed();
    expect(data.subjectOf).toMatchObject({ '@type': 'WebSite', url: `${site.url}/`, inLanguage: 'pt-BR', usageInfo: `${site.url}/termos-de-uso/` });
    expect(data.subjectOf.hasPart).toEqual([
      { '@type': 'WebPage', name: 'Novas Implementações', url: `${site.url}/novas-implementacoes/` },
      { '@type': 'WebPage', name: 'Política de Privacidade', url: `${site.url}/politica-de-privacidade/` },
      { '@type': 'WebPage', name: 'Termos de Uso', url: `${site.url}/termos-de-uso/` },
      { '@type': 'WebPage', name: 'Política de Cookies', url: `${site.url}/politica-de-cookies/` },
      ...SERVICE_PAGES.map((page) => ({ '@type': 'WebPage', name: page.title, url: `${site.url}${servicePath(page)}` })),
      { '@type': 'WebPage', name: 'Perguntas frequentes', url: `${site.url}/perguntas-frequentes/` },
    ]);
  });

  it('escapes < so no value can close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & <!--' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & <!--' });
  });
});
