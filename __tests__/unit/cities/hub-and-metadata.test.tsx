import { render, screen, within } from '@testing-library/react';
import { CitiesHub } from '@/components/cities/cities-hub';
import { cityMetadata, hubMetadata } from '@/components/cities/metadata';
import { placeNamed } from '@/components/cities/places';
import { servedNames } from '@/components/cities/service-area';
import { SEATS } from '@/content/cities/seats';
import { site } from '@/content/company/site';
import { distanceKm } from '@/lib/geo/distance';

const seat = (name: string) => SEATS.find((s) => s.name === name)!;

describe('the hub of the city pages', () => {
  it('links every served city once, grouped by its nearest office in a straight line, and says so', () => {
    render(<CitiesHub />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Energia solar por cidade');
    expect(screen.getByText('As cidades estão agrupadas pela unidade mais próxima em linha reta.')).toBeInTheDocument();
    const groups = screen.getAllByRole('heading', { level: 2 });
    expect(groups.map((h) => h.textContent)).toEqual(site.sites.map((office) => `Mais perto da ${office.label.toLowerCase()}, em ${office.city}`));
    const linked: string[] = [];
    for (const heading of groups) {
      const office = site.sites.find((o) => heading.textContent!.endsWith(o.city))!;
      for (const link of within(heading.closest('section')!).getAllByRole('link')) {
        const name = link.textContent!;
        linked.push(name);
        expect(link.getAttribute('href')).toBe(`/energia-solar/${placeNamed(name).slug}/`);
        const nearest = [...site.sites].sort((a, b) => distanceKm(seat(name), seat(a.city)) - distanceKm(seat(name), seat(b.city)))[0]!;
        expect(nearest.city).toBe(office.city);
      }
    }
    expect(linked.sort()).toEqual([...servedNames()].sort());
  });
});

describe('the metadata of the city pages', () => {
  it('gives each city its own title, description, canonical URL and share card', () => {
    const cambe = cityMetadata(placeNamed('Cambé'));
    expect(cambe.title).toBe('Energia solar em Cambé');
    expect(cambe.description).toMatch(/^Energia solar em Cambé \(PR\): 5,14 kWh\/m² de sol por dia \(\d+º de 399 no Paraná\)/);
    expect(cambe.alternates?.canonical).toBe('/energia-solar/cambe/');
    expect(cambe.openGraph?.images).toEqual([expect.objectContaining({ url: '/og/energia-solar/cambe.png', width: 1200, height: 630 })]);
    const aurora = cityMetadata(placeNamed('Nova Aurora'));
    expect(aurora.description).not.toBe(cambe.description);
    expect(aurora.alternates?.canonical).toBe('/energia-solar/nova-aurora/');
    expect(hubMetadata.alternates?.canonical).toBe('/energia-solar/');
    expect(hubMetadata.openGraph?.images).toEqual([expect.objectContaining({ url: '/og/energia-solar/index.png' })]);
  });
});
