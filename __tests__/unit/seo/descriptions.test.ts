import type { Metadata } from 'next';
import { cityDescription, cityMetadata, hubMetadata } from '@/components/cities/metadata';
import { PLACES } from '@/components/cities/places';
import { servedPlaces } from '@/components/cities/service-area';
import { privacyMetadata } from '@/content/legal/privacy';
import {
  cookiesMetadata,
  faqMetadata,
  homeMetadata,
  MAX_DESCRIPTION_CHARS,
  notFoundMetadata,
  roadmapMetadata,
  rootMetadata,
  serviceMetadata,
  termsMetadata,
} from '@/content/seo';
import { SERVICE_PAGES } from '@/content/service-pages';

// Every description a search result or a share preview shows fits whole in what a result shows
// (the budget step checks the same on every page of out/, the filled site's too); here, from the
// metadata, and for city pages the company could add: the longest names of the 399.
const TODAY = new Date(2026, 10, 27);

/** What a page's metadata gives search engines and share previews, the layout's filling in what the page leaves out. */
function descriptionsOf(meta: Metadata): string[] {
  const merged = { ...rootMetadata, ...meta };
  return [merged.description, merged.openGraph?.description, merged.twitter?.description].map(String);
}

const pages: [string, Metadata][] = [
  ['/', homeMetadata],
  ['any unknown path', notFoundMetadata],
  ['the roadmap', roadmapMetadata],
  ['the privacy notice', privacyMetadata],
  ['the terms of use', termsMetadata],
  ['the cookie policy', cookiesMetadata],
  ['the frequent questions', faqMetadata],
  ['the city hub', hubMetadata],
  ...SERVICE_PAGES.map((page): [string, Metadata] => [page.slug, serviceMetadata(page)]),
  ...servedPlaces().map((place): [string, Metadata] => [place.name, cityMetadata(place)]),
];

describe('descriptions', () => {
  it.each(pages)(`%s: one description, Open Graph's and Twitter's the same, of 1 to ${MAX_DESCRIPTION_CHARS} characters`, (_, meta) => {
    const [description, ...shared] = descriptionsOf(meta);
    expect(description!.trim().length).toBeGreaterThan(0);
    expect(description!.length).toBeLessThanOrEqual(MAX_DESCRIPTION_CHARS);
    expect(shared).toEqual([description, description]);
  });

  it('are unique to each page', () => {
    const all = pages.map(([, meta]) => descriptionsOf(meta)[0]);
    expect(new Set(all).size).toBe(all.length);
  });

  it(`fits ${MAX_DESCRIPTION_CHARS} characters on the page of any of the 399 municipalities the company may serve, the longest names included`, () => {
    const longest = [...PLACES].sort((a, b) => b.name.length - a.name.length).slice(0, 5);
    for (const place of longest) {
      expect(cityDescription(place, TODAY).length).toBeLessThanOrEqual(MAX_DESCRIPTION_CHARS);
    }
  });

  it('leads the home page with what a searcher wants: energia solar, the savings, a quote', () => {
    expect(homeMetadata.description ?? rootMetadata.description).toMatch(/^Energia solar no Paraná: simule a economia .* orçamento/);
  });

  it('tells a shared link to an unknown address that the page was not found', () => {
    expect(notFoundMetadata.description).toMatch(/^Página não encontrada/);
  });
});
