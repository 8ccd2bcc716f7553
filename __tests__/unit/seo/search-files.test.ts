import { isIndexed } from '@/components/cities/proof';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { site } from '@/content/company/site';
import { homeMetadata, MANIFEST_PATH, notFoundMetadata, pageMetadata, rootMetadata, THEME_COLOR, webManifest as manifest } from '@/content/seo';
import { servedPlaces } from '@/components/cities/service-area';
import { PAGED_SERVICES, servicePath } from '@/content/services';

describe('sitemap', () => {
  it('lists every page, the services and the frequent questions among them, then the city hub and each served city, with absolute, trailing-slash URLs, and no not-found page', () => {
    expect(sitemap().map((entry) => entry.url)).toEqual([
      `${site.url}/`,
      `${site.url}/novas-implementacoes/`,
      `${site.url}/politica-de-privacidade/`,
      `${site.url}/termos-de-uso/`,
      `${site.url}/politica-de-cookies/`,
      ...PAGED_SERVICES.map((service) => `${site.url}${servicePath(service.page)}`),
      `${site.url}/perguntas-frequentes/`,
      `${site.url}/energia-solar/`,
      ...servedPlaces()
        .filter((place) => isIndexed(place))
        .map((place) => `${site.url}/energia-solar/${place.slug}/`),
    ]);
    expect(sitemap().some((entry) => /404|not-found|admin/.test(entry.url))).toBe(false);
  });
});

describe('robots', () => {
  it('lets every crawler in but for the CMS, and points at the absolute sitemap', () => {
    const file = robots();
    expect(file.rules).toEqual({ userAgent: '*', allow: '/', disallow: '/admin/' });
    expect(file.sitemap).toBe(`${site.url}/sitemap.xml`);
  });
});

describe('web app manifest', () => {
  it('names the brand in Portuguese with the theme colour', () => {
    expect(manifest()).toMatchObject({ short_name: site.brand, lang: 'pt-BR', start_url: '/', theme_color: THEME_COLOR });
  });

  it('is linked from the home page and the 404 page, not from the layout every page shares', () => {
    expect(homeMetadata.manifest).toBe(MANIFEST_PATH);
    expect(notFoundMetadata.manifest).toBe(MANIFEST_PATH);
    expect(rootMetadata.manifest).toBeUndefined();
    expect(pageMetadata('home', 'Energia solar em Cambé', 'Descrição', '/energia-solar/cambe/').manifest).toBeUndefined();
  });

  it('has an SVG icon and PNG icons of 192 and 512 px, one of them maskable', () => {
    const icons = manifest().icons ?? [];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['any', '192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of icons) expect(icon.src).toMatch(/^\/[\w/-]+\.(svg|png)$/);
  });
});
