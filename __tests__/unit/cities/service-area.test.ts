/** @jest-environment node */
import { cityProof, isIndexed, shownWork } from '@/components/cities/proof';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHIPPED_ROOT } from '@/__tests__/fixtures/shipped';
import { generateStaticParams } from '@/app/energia-solar/[cidade]/page';
import { generateStaticParams as cardParams } from '@/app/og/energia-solar/[file]/route';
import sitemap from '@/app/sitemap';
import { PLACES, placeNamed } from '@/components/cities/places';
import { groupsByNearestOffice, projectPlace, servedBySlug, servedNames, servedPlaces } from '@/components/cities/service-area';
import { projects } from '@/content/company/projects';
import { serviceAreaSchema } from '@/content/company/schema';
import { SEATS } from '@/content/cities/seats';
import { site } from '@/content/company/site';
import { distanceKm } from '@/lib/geo/distance';

// The service area is company data (content/company/service-area.json, the CMS's 'Área atendida'):
// a page is built for each of its municipalities and for no other. The pages read the shipped fixture
// here (__tests__/fixtures/shipped.ts); the company's own list is checked by the build.
const file = JSON.parse(readFileSync(join(SHIPPED_ROOT, 'content/company/service-area.json'), 'utf8')) as { confirmed: boolean; municipalities: string[] };
/** The first of the 399 the company does not serve. */
const unserved = PLACES.find((place) => !file.municipalities.includes(place.name))!;
const seat = (name: string) => SEATS.find((s) => s.name === name)!;

describe('the service area', () => {
  it('fits the schema in the repository, its confirmation included: the list and the tick are the company’s, whatever they hold', () => {
    const company = JSON.parse(readFileSync(join(process.cwd(), 'content/company/service-area.json'), 'utf8')) as unknown;
    expect(serviceAreaSchema.safeParse(company).success).toBe(true);
    expect(serviceAreaSchema.safeParse(file).success).toBe(true);
  });
});

describe('the service area schema', () => {
  it('refuses a name that is not one of the 399, and a municipality listed twice, naming it', () => {
    const unknown = serviceAreaSchema.safeParse({ confirmed: true, municipalities: ['Londrina', 'Gotham'] });
    expect(unknown.success).toBe(false);
    expect(unknown.error!.issues[0]!.message).toBe('precisa ser um dos 399 municípios do Paraná, escrito como na lista');
    const twice = serviceAreaSchema.safeParse({ confirmed: true, municipalities: ['Londrina', 'Cambé', 'Londrina'] });
    expect(twice.success).toBe(false);
    expect(twice.error!.issues[0]!.message).toBe('tem Londrina mais de uma vez: apague a repetição');
    expect(serviceAreaSchema.safeParse({ confirmed: true, municipalities: [] }).error!.issues[0]!.message).toBe('precisa de pelo menos um município');
  });
});

describe('the pages of the service area', () => {
  it('are built for each served municipality and no other, at /energia-solar/<slug>/', () => {
    const slugs = generateStaticParams().map((params) => params.cidade);
    expect(slugs).toEqual(servedNames().map((name) => placeNamed(name).slug));
    expect(slugs).toHaveLength(file.municipalities.length);
    const served = placeNamed(file.municipalities[0]!);
    expect(servedBySlug(served.slug)?.name).toBe(served.name);
    // One of the 399 the company does not serve: no page, whatever the address asks.
    expect(servedBySlug(unserved.slug)).toBeUndefined();
    expect(servedBySlug('../admin')).toBeUndefined();
    expect(servedBySlug('')).toBeUndefined();
  });

  it('follow the list: a municipality added to it gets its page, its card and its place in the hub, without a code change', () => {
    const list = [...file.municipalities, unserved.name];
    expect(servedPlaces(list).map((place) => place.slug)).toContain(unserved.slug);
    expect(servedBySlug(unserved.slug, list)?.name).toBe(unserved.name);
    expect(groupsByNearestOffice(list).flatMap((group) => group.cities.map((c) => c.place.name))).toContain(unserved.name);
  });

  it('each have a share card, and the hub one of its own', () => {
    const files = cardParams().map((params) => params.file);
    expect(files).toEqual(['index.png', ...servedPlaces().map((place) => `${place.slug}.png`)]);
  });

  it("are in the sitemap, with the hub, after the other pages: those with the company's own work there, no other", () => {
    const urls = sitemap().map((entry) => entry.url);
    expect(urls).toContain(`${site.url}/energia-solar/`);
    const cityUrls = urls.filter((url) => url.includes('/energia-solar/') && !url.endsWith('/energia-solar/'));
    expect(cityUrls).toEqual(
      servedPlaces()
        .filter((place) => isIndexed(place))
        .map((place) => `${site.url}/energia-solar/${place.slug}/`),
    );
  });
});

describe('the page that shows a project', () => {
  const project = (slug: string, city: string) => ({ ...projects()[0]!, slug, title: `Projeto ${slug}`, city });

  it('is its own city’s when the city is served, else the nearest served city’s in a straight line', () => {
    const served = servedNames();
    expect(projectPlace({ city: served[0]! })).toEqual({ item: placeNamed(served[0]!), km: 0 });
    // Three municipalities outside the service area, far apart in the alphabet (the list is the company's).
    const outside = PLACES.filter((place) => !served.includes(place.name)).map((place) => place.name);
    for (const name of [outside[0]!, outside[Math.floor(outside.length / 2)]!, outside.at(-1)!]) {
      const nearest = served.map((other) => ({ name: other, km: distanceKm(seat(name), seat(other)) })).sort((a, b) => a.km - b.km)[0]!;
      expect([name, projectPlace({ city: name }).item.name]).toEqual([name, nearest.name]);
      expect(projectPlace({ city: name }).km).toBeCloseTo(nearest.km, 6);
    }
  });

  it('lists every project it is the page of: its own, and those of towns outside the area nearest to it', () => {
    const served = servedNames();
    const [city, other] = served;
    const outside = PLACES.filter((place) => !served.includes(place.name)).map((place) => place.name);
    const adoptedCity = outside.find((name) => projectPlace({ city: name }).item.name === city);
    const own = ['a', 'b', 'c', 'd', 'e'].map((slug) => project(slug, city!));
    const list = [...own, project('f', other!), ...(adoptedCity ? [project('g', adoptedCity)] : [])];
    const work = { offices: [], projects: list, testimonials: [] };
    const shown = shownWork(cityProof(placeNamed(city!), work)).projects.map(({ slug }) => slug);
    expect(shown.slice(0, 5).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    if (adoptedCity) expect(shown).toContain('g');
    // Every project is on the page projectPlace names for it.
    for (const item of list) {
      const page = projectPlace(item).item;
      expect([item.slug, shownWork(cityProof(page, work)).projects.map(({ slug }) => slug)]).toEqual([item.slug, expect.arrayContaining([item.slug])]);
    }
  });
});
