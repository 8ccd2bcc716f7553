import { render, screen, within } from '@testing-library/react';
import { CityPage } from '@/components/cities/city-page';
import { cityMetadata, cityDescription } from '@/components/cities/metadata';
import { MAX_DESCRIPTION_CHARS } from '@/content/search-result';
import { placeNamed } from '@/components/cities/places';
import { cityProof, companyWork, isIndexed, type CompanyWork } from '@/components/cities/proof';
import { officesByDistance, servedNames } from '@/components/cities/service-area';
import { PLACEHOLDERS } from '@/content/company/placeholders';
import { connectionStart, simulate, type OwnPlantResult } from '@/components/simulator/simulate';
import { ownPlantInput } from '@/components/simulator/own-plant-input';
import type { Project } from '@/content/company/projects';
import { SEATS } from '@/content/cities/seats';
import { MUNICIPALITIES } from '@/content/simulator/irradiation';
import { COPEL_TARIFF, DAYS_IN_MONTH, premises } from '@/content/simulator/premises';
import { site } from '@/content/company/site';
import { formatBRLApprox, formatDecimal, formatKwp, formatPercent, MONTH_NAMES } from '@/lib/format/format';

import { ownProject, ownTestimonial } from '@/__tests__/fixtures/company-work';
jest.mock('@/components/ui/photo-manifest', () => jest.requireActual('@/__tests__/fixtures/company-work'));

// A city page's numbers, worked out here from the data and the simulator's own entry point, and
// compared with what the page renders; and what the company's work makes of it. The cities are the
// company's service area as the CMS holds it, never a list pinned here.
const TODAY = new Date(2026, 10, 27);
const SERVED = servedNames();
// The first, the last, and the served city nearest the head office and farthest from any office.
const CITIES = [...new Set([SERVED[0]!, SERVED.at(-1)!, SERVED[Math.floor(SERVED.length / 2)]!])];

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

function renderCity(name: string, work?: CompanyWork) {
  render(<CityPage place={placeNamed(name)} today={TODAY} work={work} />);
}

const project = (city: string, slug: string, story: string) => ownProject(city, slug, { story });
const testimonial = ownTestimonial;

describe.each(CITIES)('the page of %s', (name) => {
  it('opens with who serves the city, its phone and WhatsApp, and the quote; the simulator and the form are there, set to the city', () => {
    renderCity(name);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Energia solar em ${name}`);
    const nearest = officesByDistance(placeNamed(name))[0]!;
    const office = document.querySelector('address[data-office]')!;
    expect(office).toHaveTextContent(`${nearest.office.label} · ${nearest.office.city}/PR`);
    expect(within(office as HTMLElement).getByRole('link', { name: new RegExp(nearest.office.phone.display.replace(/[()]/g, '\\$&')) })).toHaveAttribute(
      'href',
      `tel:${nearest.office.phone.e164}`,
    );
    expect(
      within(office as HTMLElement)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    // The quote and the simulator are on the page itself, the form and the simulator already set to the city.
    expect(screen.getByRole('link', { name: 'Pedir orçamento' })).toHaveAttribute('href', '#contact');
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveValue(name);
    expect(screen.getByRole('combobox', { name: /^Cidade/ })).toHaveValue(name);
  });

  it("shows its annual sun and its rank among the 399, and tabulates each month's sun and a kWp's yield", () => {
    renderCity(name);
    const annual = sun(name).annual;
    expect(document.querySelector('[data-figure="annual"]')).toHaveTextContent(hsp(annual));
    expect(document.querySelector('[data-figure="rank"]')).toHaveTextContent(`${1 + MUNICIPALITIES.filter((m) => m.annual > annual).length}º`);
    const rows = within(document.querySelector('table[data-table="months"]') as HTMLTableElement)
      .getAllByRole('row')
      .slice(1);
    const kWp = sun(name).monthly.map((wh, month) => (wh / 1000) * DAYS_IN_MONTH[month]! * premises.performanceRatio * (1 - premises.firstYearLoss));
    sun(name).monthly.forEach((wh, month) => expect(rows[month]).toHaveTextContent(`${MONTH_NAMES[month]}${hsp(wh)}${formatDecimal(kWp[month]!, 0)}`));
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
      expect(cell('first-year')).toBe(formatPercent(result.savingsShare));
      expect(cell('settled')).toBe(formatPercent(result.settled.savingsShare));
    }
  });

  it('describes itself within 155 characters, leading with the price and payback of a R$ 500 bill there', () => {
    const description = cityDescription(placeNamed(name), TODAY);
    const result = simulate(ownPlantInput({ usage: { kind: 'bill', brl: 500 }, city: name, ...connectionStart(TODAY) })) as OwnPlantResult;
    expect(description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_CHARS);
    expect(description).toMatch(new RegExp(`^Energia solar em ${name} \\(PR\\): conta de ${formatBRLApprox(500, 1).replace('$', '\\$')} pede`));
    for (const part of [
      formatKwp(result.systemKWp),
      `${formatBRLApprox(result.investment.low)} a ${formatBRLApprox(result.investment.high)}`,
      `${formatDecimal(result.paybackYears!, 1)} anos`,
    ])
      expect(description).toContain(part);
  });
});

describe("the company's work on a city page", () => {
  const [city, neighbour] = SERVED;
  const work = (extra: Partial<CompanyWork>): CompanyWork => ({ ...companyWork(), projects: [], testimonials: [], ...extra });

  it("shows its projects there with their photos and facts, and its clients' testimonials, and says so in the opening", () => {
    renderCity(
      city!,
      work({ projects: [project(city!, 'obra-a', 'Telhado com reforço.')], testimonials: [testimonial(city!, 'cliente-a', 'A conta caiu no segundo mês.')] }),
    );
    const section = screen.getByRole('heading', { name: `Nosso trabalho em ${city}` }).closest('section')!;
    expect(within(section).getByRole('heading', { name: 'Residência obra-a' })).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: `Telhado com placas em ${city}` })).toBeInTheDocument();
    expect(section).toHaveTextContent('A conta caiu no segundo mês.');
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent(`Já instalamos um sistema em ${city}, de ${formatKwp(6.5)}.`);
    // Its own work only: a neighbour's would be the neighbour's page's.
    expect(within(section).queryByText(/Galpão/)).toBeNull();
  });

  it('without work there, shows the nearest within 100 km as such, and never lists a city with work among those outside the list', () => {
    const far = MUNICIPALITIES.map((m) => m.name).find((other) => !SERVED.includes(other) && haversine(seat(city!), seat(other)) < 60)!;
    renderCity(city!, work({ projects: [project(neighbour!, 'obra-b', 'Galpão.'), project(far, 'obra-c', 'Sítio.')] }));
    expect(screen.getByRole('heading', { name: `Nosso trabalho perto de ${city}` })).toBeInTheDocument();
    const outside = screen.queryByRole('heading', { name: /Ainda fora da nossa lista/ })?.nextElementSibling;
    for (const item of outside?.querySelectorAll('li') ?? []) expect(item.textContent).not.toContain(far);
  });

  it('with no work near, has no work section: no examples fill the gap', () => {
    renderCity(city!, work({}));
    expect(screen.queryByRole('heading', { name: /Nosso trabalho/ })).toBeNull();
  });
});

describe('which city pages search engines are offered', () => {
  const noWork: CompanyWork = { ...companyWork(), projects: [], testimonials: [] };
  const [first, second] = SERVED;

  it('a city with a project or a testimonial of the company is indexed, with its canonical; one without is noindex, follow, without a canonical', () => {
    const withProject = { ...noWork, projects: [project(first!, 'obra-d', 'Casa.')] };
    expect(isIndexed(placeNamed(first!), withProject)).toBe(true);
    expect(isIndexed(placeNamed(second!), withProject)).toBe(false);
    expect(isIndexed(placeNamed(second!), { ...noWork, testimonials: [testimonial(second!, 'cliente-b', 'Muito bom atendimento.')] })).toBe(true);
    const indexed = cityMetadata(placeNamed(first!), TODAY, true);
    expect(indexed.robots).toBeUndefined();
    expect(indexed.alternates?.canonical).toBe(`/energia-solar/${placeNamed(first!).slug}/`);
    const hidden = cityMetadata(placeNamed(second!), TODAY, false);
    expect(hidden.robots).toEqual({ index: false, follow: true });
    expect(hidden.alternates?.canonical).toBeNull();
  });

  it("a drawn example (the specification's) and an office whose address is still a placeholder are not the company's work", () => {
    const drawn = { ...project(first!, 'exemplo', 'Exemplo.'), photos: undefined, illustration: { name: 'projeto-londrina', alt: 'x' } } as unknown as Project;
    expect(isIndexed(placeNamed(first!), { ...noWork, projects: [drawn] })).toBe(false);
    const [office] = site.sites;
    const placeholder = PLACEHOLDERS.find((entry) => entry.fact.endsWith('Endereço'))!.value;
    const withOffice = (street: string): CompanyWork => ({ ...noWork, offices: [{ ...office!, city: first!, street }] });
    expect(cityProof(placeNamed(first!), withOffice(placeholder)).office).toBeDefined();
    expect(isIndexed(placeNamed(first!), withOffice(placeholder))).toBe(false);
    expect(isIndexed(placeNamed(first!), withOffice('Rua das Palmeiras, 77'))).toBe(true);
  });

  it('states the sources of its facts with their dates', () => {
    renderCity(first!);
    const sources = screen.getByRole('heading', { name: 'Fontes' }).parentElement!;
    expect(sources).toHaveTextContent('LABREN/INPE, Atlas Brasileiro de Energia Solar, 2ª edição (2017)');
    expect(sources).toHaveTextContent(`tarifa da Copel de ${COPEL_TARIFF.effectiveFrom.split('-').reverse().join('/')}; números de 27/11/2026.`);
  });

  it('carries the trail Início › Energia solar por cidade › the city, as links and as BreadcrumbList data', () => {
    renderCity(first!);
    const slug = placeNamed(first!).slug;
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['Início', `${site.url}/`],
      ['Energia solar por cidade', `${site.url}/energia-solar/`],
      [first, `${site.url}/energia-solar/${slug}/`],
    ]);
  });
});
