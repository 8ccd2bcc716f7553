import { render, screen, within } from '@testing-library/react';
import { CityPage } from '@/components/cities/city-page';
import { placeNamed } from '@/components/cities/places';
import { servedNames } from '@/components/cities/service-area';
import { connectionStart, simulate, type OwnPlantResult } from '@/components/simulator/simulate';
import { ownPlantInput } from '@/components/simulator/own-plant-input';
import { SEATS } from '@/content/cities/seats';
import { MUNICIPALITIES } from '@/content/simulator/irradiation';
import { COPEL_TARIFF, DAYS_IN_MONTH, premises } from '@/content/simulator/premises';
import { site } from '@/content/company/site';
import { formatBRLApprox, formatDecimal, formatKwp, formatPercent, MONTH_NAMES } from '@/lib/format/format';

// A city page's numbers, worked out here from the data and the simulator's own entry point, and
// compared with what the page renders: the sun, a kWp's yield, the three typical bills, the rank,
// the nearest office.
const TODAY = new Date(2026, 10, 27);
const CITIES = ['Cambé', 'Nova Aurora', 'Maringá', 'Ubiratã', "Rancho Alegre D'Oeste"];

const haversine = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
};
const seat = (name: string) => SEATS.find((s) => s.name === name)!;
const sun = (name: string) => MUNICIPALITIES.find((m) => m.name === name)!;
const hsp = (wh: number) => formatDecimal(wh / 1000, 2, 2);

function renderCity(name: string) {
  render(<CityPage place={placeNamed(name)} today={TODAY} />);
}

describe.each(CITIES)('the page of %s', (name) => {
  it("names the city in its heading and shows its annual sun and its rank among the 399, as LABREN's data gives them", () => {
    renderCity(name);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Energia solar em ${name}`);
    const annual = sun(name).annual;
    expect(document.querySelector('[data-figure="annual"]')).toHaveTextContent(hsp(annual));
    expect(document.querySelector('[data-figure="rank"]')).toHaveTextContent(`${1 + MUNICIPALITIES.filter((m) => m.annual > annual).length}º`);
  });

  it("tabulates each month's sun and what a kWp facing north gives, with the year's total", () => {
    renderCity(name);
    const table = document.querySelector('table[data-table="months"]') as HTMLTableElement;
    const rows = within(table).getAllByRole('row').slice(1);
    const kWp = sun(name).monthly.map((wh, month) => (wh / 1000) * DAYS_IN_MONTH[month]! * premises.performanceRatio * (1 - premises.firstYearLoss));
    sun(name).monthly.forEach((wh, month) => {
      expect(rows[month]).toHaveTextContent(`${MONTH_NAMES[month]}${hsp(wh)}${formatDecimal(kWp[month]!, 0)}`);
    });
    expect(rows[12]).toHaveTextContent(
      `Ano${hsp(sun(name).annual)}${formatDecimal(
        kWp.reduce((a, b) => a + b, 0),
        0,
      )}`,
    );
  });

  it('gives for bills of R$ 300, 500 and 1.000 what the simulator computes for this city', () => {
    renderCity(name);
    const start = connectionStart(TODAY);
    for (const bill of [300, 500, 1000]) {
      const result = simulate(ownPlantInput({ usage: { kind: 'bill', brl: bill }, city: name, ...start })) as OwnPlantResult;
      const row = document.querySelector(`tr[data-bill="${bill}"]`)!;
      const cell = (key: string) => row.querySelector(`[data-cell="${key}"]`)!.textContent;
      expect(cell('system')).toBe(`${formatKwp(result.systemKWp)}, ${result.modules} placas`);
      expect(cell('investment')).toBe(`${formatBRLApprox(result.investment.low)} a ${formatBRLApprox(result.investment.high)}`);
      expect(cell('payback')).toBe(`${formatDecimal(result.paybackYears!, 1)} anos`);
      expect(cell('first-year')).toBe(formatPercent(result.savingsShare));
      expect(cell('settled')).toBe(formatPercent(result.settled.savingsShare));
    }
  });

  it('names the nearest office with its straight-line distance, and links the simulator set to the city', () => {
    renderCity(name);
    const offices = site.sites.map((office) => ({ office, km: haversine(seat(name), seat(office.city)) })).sort((a, b) => a.km - b.km);
    const km = offices[0]!.km;
    expect(document.querySelector('[data-figure="office-km"]')).toHaveTextContent(`${formatDecimal(km, 0)} km`);
    const office = screen.getByRole('heading', { name: `Quem atende ${name}` }).closest('section')!;
    expect(office).toHaveTextContent(`${offices[0]!.office.label} · ${offices[0]!.office.city}/PR`);
    expect(office).toHaveTextContent(km < 1 ? 'nesta cidade' : `a ${formatDecimal(km, 0)} km em linha reta`);
    const simulator = screen.getByRole('link', { name: `Simule a sua conta em ${name}` });
    expect(simulator.getAttribute('href')).toMatch(/^\/\?cidade=[a-z0-9-]+#simulador$/);
  });

  it('lists the nearest served cities as links to their pages and the nearest unserved ones as text, nearest first', () => {
    renderCity(name);
    const served = servedNames().filter((other) => other !== name);
    const nearestServed = [...served].sort((a, b) => haversine(seat(name), seat(a)) - haversine(seat(name), seat(b))).slice(0, 3);
    const list = screen.getByRole('heading', { name: 'Cidades atendidas mais perto' }).nextElementSibling!;
    expect(
      within(list as HTMLElement)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(nearestServed);
    const others = screen.getByRole('heading', { name: 'Vizinhos fora da lista' }).nextElementSibling!;
    expect(within(others as HTMLElement).queryAllByRole('link')).toHaveLength(0);
    for (const item of others.querySelectorAll('li')) expect(servedNames()).not.toContain(item.textContent!.split(' · ')[0]);
  });
});

describe('a city page', () => {
  it('shows the company’s projects nearest the city, each drawn example labelled as an example, with its distance', () => {
    renderCity('Cambé');
    const section = screen.getByRole('heading', { name: 'Projetos perto de Cambé' }).closest('section')!;
    const cards = within(section).getAllByRole('listitem');
    // The content's two projects are the specification's drawn examples: Londrina (12 km), then Maringá.
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Residência em Londrina', 'Comércio em Maringá']);
    for (const card of cards) expect(card).toHaveTextContent('exemplo ilustrativo');
    expect(cards[0]).toHaveTextContent(`a ${formatDecimal(haversine(seat('Cambé'), seat('Londrina')), 0)} km em linha reta`);
  });

  it('states the sources of its facts with their dates', () => {
    renderCity('Cambé');
    const sources = screen.getByRole('heading', { name: 'Fontes' }).parentElement!;
    expect(sources).toHaveTextContent('LABREN/INPE, Atlas Brasileiro de Energia Solar, 2ª edição (2017)');
    expect(sources).toHaveTextContent('em linha reta entre as sedes municipais, com as coordenadas e os códigos do IBGE');
    expect(sources).toHaveTextContent(`tarifa da Copel de ${COPEL_TARIFF.effectiveFrom.split('-').reverse().join('/')}; números de 27/11/2026.`);
  });

  it('carries the trail Início › Energia solar por cidade › the city, as links and as BreadcrumbList data', () => {
    renderCity('Cambé');
    const script = document.querySelector('script[type="application/ld+json"]')!;
    const data = JSON.parse(script.textContent!);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Início', item: `${site.url}/` },
        { '@type': 'ListItem', position: 2, name: 'Energia solar por cidade', item: `${site.url}/energia-solar/` },
        { '@type': 'ListItem', position: 3, name: 'Cambé', item: `${site.url}/energia-solar/cambe/` },
      ],
    });
    const nav = screen.getByRole('navigation', { name: 'Você está em' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/energia-solar/']);
  });
});
