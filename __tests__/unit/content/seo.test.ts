import { faqMetadata, homeMetadata, MAX_DESCRIPTION_CHARS, notFoundMetadata, roadmapMetadata, rootMetadata, serviceMetadata } from '@/content/seo';
import { SERVICE_PAGES } from '@/content/service-pages';
import { site } from '@/content/company/site';

function titleOf(meta: { title?: unknown }): string {
  const title = meta.title;
  if (typeof title === 'string') return title;
  if (title && typeof title === 'object' && 'absolute' in title) return String(title.absolute);
  if (title && typeof title === 'object' && 'default' in title) return String(title.default);
  throw new Error('no title');
}

describe('metadata', () => {
  it("titles the home page '{brand} - Energia Fotovoltaica'", () => {
    expect(titleOf(homeMetadata)).toBe(`${site.brand} - Energia Fotovoltaica`);
    expect(titleOf(rootMetadata)).toMatch(/ - Energia Fotovoltaica$/);
  });

  it('gives the roadmap page its own title and description', () => {
    expect(titleOf(roadmapMetadata)).toBe('Novas Implementações');
    expect(titleOf(roadmapMetadata)).not.toBe(titleOf(homeMetadata));
    expect(roadmapMetadata.description).toBeTruthy();
    expect(roadmapMetadata.description).not.toBe(rootMetadata.description);
  });

  it('has description, keywords, author, Open Graph in pt_BR, Twitter card and metadataBase', () => {
    expect(rootMetadata.metadataBase?.toString()).toBe(`${site.url}/`);
    // A search result cannot carry the qualifier the page puts beside 'até 95%'.
    expect(rootMetadata.description).toMatch(/energia solar no Paraná/i);
    expect(rootMetadata.description).not.toMatch(/95%/);
    expect(rootMetadata.keywords).toEqual(expect.arrayContaining(['energia solar']));
    expect(rootMetadata.authors).toEqual([{ name: site.brand, url: site.url }]);
    expect(rootMetadata.openGraph).toMatchObject({ locale: 'pt_BR', type: 'website' });
    expect(rootMetadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('gives each service page and the frequent questions their own title, description and canonical', () => {
    const pages = [
      ...SERVICE_PAGES.map((page) => [serviceMetadata(page), `/servicos/${page.slug}/`] as const),
      [faqMetadata, '/perguntas-frequentes/'] as const,
    ];
    const titles = new Set<string>();
    for (const [meta, path] of pages) {
      titles.add(titleOf(meta));
      expect(meta.alternates?.canonical).toBe(path);
      expect(meta.openGraph).toMatchObject({ url: path, locale: 'pt_BR', title: `${titleOf(meta)} | ${site.brand}` });
      expect(String(meta.description).length).toBeGreaterThan(80);
      expect(String(meta.description).length).toBeLessThanOrEqual(MAX_DESCRIPTION_CHARS);
    }
    expect(titles.size).toBe(pages.length);
  });

  it('points canonicals at each route, and gives the not-found page none (it answers 404 and noindex)', () => {
    expect(homeMetadata.alternates?.canonical).toBe('/');
    expect(roadmapMetadata.alternates?.canonical).toBe('/novas-implementacoes/');
    expect(notFoundMetadata.alternates?.canonical).toBeUndefined();
    expect(notFoundMetadata.title).toEqual(homeMetadata.title);
  });
});
