import { render } from '@testing-library/react';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { serializeJsonLd } from '@/components/seo/organization';
import { SERVICE_PAGES, servicePath } from '@/content/service-pages';
import { services } from '@/content/services';
import { site } from '@/content/company/site';
import { servedNames } from '@/components/cities/service-area';

function parsed() {
  const { container } = render(<OrganizationJsonLd />);
  const script = container.querySelector('script[type="application/ld+json"]');
  if (!script?.textContent) throw new Error('no JSON-LD script');
  return JSON.parse(script.textContent);
}

describe('organization JSON-LD', () => {
  it('describes a local business with name, URL, logo and telephone', () => {
    const data = parsed();
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('HomeAndConstructionBusiness');
    expect(data).toMatchObject({ name: site.brand, url: `${site.url}/`, telephone: site.mainPhone.e164 });
    expect(data.logo).toBe(`${site.url}/icons/icon-512.png`);
  });

  it('lists the head office and the branches, each with a postal address and phone', () => {
    const data = parsed();
    const headOffice = site.sites.find((place) => place.kind === 'head-office')!;
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: headOffice.city, addressRegion: 'PR', addressCountry: 'BR' });
    expect(data.location).toHaveLength(site.sites.length);
    site.sites.forEach((place, i) => {
      expect(data.location[i].address).toMatchObject({ '@type': 'PostalAddress', addressLocality: place.city, postalCode: place.cep });
      expect(data.location[i].telephone).toBe(place.phone.e164);
    });
  });

  it('serves the municipalities of its service area, not the whole state, and offers every service of the contact form there', () => {
    const data = parsed();
    // The service area's municipalities (content/company/service-area.json), in alphabetical order.
    expect(data.areaServed).toEqual(servedNames().map((name) => ({ '@type': 'City', name })));
    const offered = data.hasOfferCatalog.itemListElement.map((offer: { itemOffered: { name: string } }) => offer.itemOffered.name);
    expect(offered).toEqual(services.map((s) => s.label));
    expect(JSON.stringify(data)).not.toMatch(/"State"/);
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
