import { render, screen, within } from '@testing-library/react';
import { CitiesHub } from '@/components/cities/cities-hub';
import { LEAD_BILL_BRL } from '@/components/cities/city-facts';
import { CityPage } from '@/components/cities/city-page';
import { cityMetadata, hubMetadata } from '@/components/cities/metadata';
import { placeNamed } from '@/components/cities/places';
import { servedNames } from '@/components/cities/service-area';
import { SEATS } from '@/content/cities/seats';
import { site } from '@/content/company/site';
import { formatBRLApprox } from '@/lib/format/format';
import { distanceKm } from '@/lib/geo/distance';

const seat = (name: string) => SEATS.find((s) => s.name === name)!;

describe('the hub of the city pages', () => {
  it('links every served city once, by region: each office with the cities nearest it, its phone and WhatsApp, and the quote', () => {
    render(<CitiesHub />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Energia solar por cidade');
    expect(screen.getByRole('link', { name: 'Pedir orçamento' })).toHaveAttribute('href', '/#contact');
    const regions = screen.getAllByRole('heading', { level: 2 });
    expect(regions.map((h) => h.textContent)).toEqual(site.sites.map((office) => `Região de ${office.city} · ${office.label}`));
    const linked: string[] = [];
    for (const heading of regions) {
      const section = heading.closest('section')!;
      const office = site.sites.find((o) => heading.textContent!.startsWith(`Região de ${o.city} `))!;
      expect(within(section).getByRole('link', { name: new RegExp(office.phone.display.replace(/[()]/g, '\\$&')) })).toHaveAttribute(
        'href',
        `tel:${office.phone.e164}`,
      );
      expect(
        within(section)
          .getByRole('link', { name: /WhatsApp/ })
          .getAttribute('href'),
      ).toMatch(/^https:\/\/wa\.me\//);
      for (const link of within(section.querySelector('ul')!).getAllByRole('link')) {
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
  const TODAY = new Date(2026, 10, 27);

  it('gives each city its own title, description, canonical URL and share card', () => {
    const [first, second] = servedNames();
    const one = cityMetadata(placeNamed(first!), TODAY, true);
    const slug = placeNamed(first!).slug;
    expect(one.title).toBe(`Energia solar em ${first}`);
    expect(one.description).toMatch(new RegExp(`^Energia solar em ${first} \\(PR\\): conta de ${formatBRLApprox(LEAD_BILL_BRL, 1).replace('$', '\\$')} pede`));
    expect(one.alternates?.canonical).toBe(`/energia-solar/${slug}/`);
    expect(one.openGraph?.images).toEqual([expect.objectContaining({ url: `/og/energia-solar/${slug}.png`, width: 1200, height: 630 })]);
    const two = cityMetadata(placeNamed(second!), TODAY, true);
    expect(two.description).not.toBe(one.description);
    expect(hubMetadata.alternates?.canonical).toBe('/energia-solar/');
    expect(hubMetadata.openGraph?.images).toEqual([expect.objectContaining({ url: '/og/energia-solar/index.png' })]);
    expect(String(hubMetadata.description).length).toBeLessThanOrEqual(155);
  });

  it.each(['Cambé', 'Nova Aurora', 'Maringá'])(
    "leads %s's description with the investment and payback of the lead bill, as the page's table shows them, not its sun or rank",
    (name) => {
      const place = placeNamed(name);
      render(<CityPage place={place} today={TODAY} />);
      const row = document.querySelector(`[data-bill="${LEAD_BILL_BRL}"]`)!;
      const investment = row.querySelector('[data-cell="investment"]')!.textContent!;
      const payback = row.querySelector('[data-cell="payback"]')!.textContent!;
      const { description, openGraph, twitter } = cityMetadata(place, TODAY);
      expect(description).toMatch(new RegExp(`^Energia solar em ${name} \\(PR\\): `));
      expect(description).toContain(`de ${investment}`);
      expect(description).toContain(`retorno em ${payback}`);
      expect(description).toContain(formatBRLApprox(LEAD_BILL_BRL, 1));
      expect(description).not.toMatch(/kWh|º de 399/);
      expect(openGraph?.description).toBe(description);
      expect(twitter?.description).toBe(description);
    },
  );
});
