import { render, screen, within } from '@testing-library/react';
import { Portfolio } from '@/components/home/portfolio';
import { cityPath, PLACES } from '@/components/cities/places';
import { cityProof, shownWork } from '@/components/cities/proof';
import { projectPlace, servedBySlug, servedNames } from '@/components/cities/service-area';
import { HOME_PROJECTS, projectFacts, projects, projectsIntro, projectsMissingConnection, type Project } from '@/content/company/projects';
import type { PhotoEntry } from '@/lib/photos/photo-types';
import { ownPlantInput } from '@/components/simulator/own-plant-input';
import { connectionStart, simulate, type OwnPlantResult } from '@/components/simulator/simulate';
import { CONNECTIONS } from '@/content/simulator/premises';

// A photo named in content/ is looked up in the build's manifest (scripts/build/photos.mjs); here every
// photo is a made-up entry, so the card's markup can be checked without running the pipeline.
jest.mock('@/components/ui/photo-manifest', () => ({
  photoEntry: (src: string): PhotoEntry => ({
    width: 1600,
    height: 1000,
    hash: 'test',
    placeholder: 'data:image/webp;base64,AAAA',
    files: {
      avif: [{ width: 800, src: `/generated/photos${src}-800.avif` }],
      webp: [{ width: 800, src: `/generated/photos${src}-800.webp` }],
    },
  }),
}));

const SITE = projects();

/** A project as the CMS writes it, with a photo: the fixture of the layout tests. */
function rural(index: number, extra: Partial<Project> = {}): Project {
  return {
    slug: `rural-${index}`,
    title: `Propriedade rural ${index + 1}`,
    city: 'Cascavel',
    type: 'rural',
    kWp: 20 + index * 2.5,
    saving: { percent: 80 + index, billBeforeBRL: 1500 },
    connected: { month: 3, year: 2024 },
    photos: [{ src: `/photos/rural-${index}.jpg`, alt: `Placas solares sobre o galpão da propriedade ${index + 1}` }],
    ...extra,
  };
}

describe('what a sentence beside an example says', () => {
  it('never says the bill came down to about the minimum charge, which a system connected now does not reach', () => {
    // The example's 5 kWp in Londrina, connected after a quote today (R$ 500, 5,22 kWp): the simulator
    // leaves a bill of about twice the two-phase minimum charge (R$ 42,44), before the public lighting.
    const start = connectionStart(new Date());
    const result = simulate(ownPlantInput({ usage: { kind: 'bill', brl: 500 }, ...start })) as OwnPlantResult;
    const minimum = CONNECTIONS.find((c) => c.id === result.connection)!.minimumKWh * result.tariff;
    expect((result.billAfter - result.publicLighting) / minimum).toBeGreaterThan(1.5);
    render(<Portfolio />);
    for (const card of screen.getAllByRole('article')) expect(card).not.toHaveTextContent(/taxa mínima|conta (?:zerou|zerada)/);
  });
});

describe('a saving and when it was connected', () => {
  it('qualifies a saving whose connection date the company has not given, and links to the simulator', () => {
    render(<Portfolio />);
    const [londrina, maringa] = screen.getAllByRole('article');
    expect(londrina).toHaveTextContent('90% de economia na conta de luz');
    expect(within(londrina!).getByText(projectFacts.savingDependsOnYear, { exact: false })).toHaveTextContent(
      `${projectFacts.savingDependsOnYear} ${projectFacts.simulate}.`,
    );
    expect(within(londrina!).getByRole('link', { name: projectFacts.simulate })).toHaveAttribute('href', '#simulador');
    // A payback is not a share of the bill: no qualifier.
    expect(maringa).not.toHaveTextContent(projectFacts.savingDependsOnYear);
  });

  it('shows the month and year instead, once given, with the bill the saving came from', () => {
    const dated: Project = { ...SITE[0]!, connected: { month: 3, year: 2022 }, saving: { percent: 90, billBeforeBRL: 640 } };
    render(<Portfolio projects={[dated]} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText(projectFacts.connected, { selector: 'dt' }).nextElementSibling).toHaveTextContent('março de 2022');
    expect(card).toHaveTextContent('Conta média de R$ 640 por mês antes do sistema.');
    expect(card).not.toHaveTextContent(projectFacts.savingDependsOnYear);
    expect(projectsMissingConnection([dated])).toEqual([]);
    // A payback depends on the year of connection as much as a saving does (the Fio B since 2023).
    expect(projectsMissingConnection(SITE).map((p) => p.slug)).toEqual(['residencial-londrina', 'comercial-maringa']);
  });

  it('stops a production build while a saving or a payback has no connection date', () => {
    const before = process.env.SITE_ENV;
    process.env.SITE_ENV = 'production';
    try {
      expect(() => projects()).toThrow(
        "Projetos: 'Residência em Londrina' (90%), 'Comércio em Maringá' (4 anos) mostra um resultado sem o mês e o ano em que a Copel ligou o sistema",
      );
      expect(() => projects([SITE[1]!])).toThrow(/'Comércio em Maringá' \(4 anos\)/);
      expect(() => projects([{ ...SITE[1]!, connected: { month: 3, year: 2022 } }])).not.toThrow();
    } finally {
      if (before === undefined) delete process.env.SITE_ENV;
      else process.env.SITE_ENV = before;
    }
  });
});

describe('the specification’s example projects', () => {
  it('are labelled as examples, and the section does not call them its own systems until the company adds one with photos', () => {
    render(<Portfolio />);
    const section = screen.getByRole('region', { name: projectsIntro.title });
    expect(section).not.toHaveTextContent(/Alguns dos mais de 500 sistemas/);
    expect(section).toHaveTextContent(projectsIntro.examplesLead);
    for (const card of screen.getAllByRole('article')) expect(card).toHaveTextContent(projectFacts.example);
  });

  it('keep the company’s lead once one of its own projects, with photos, is shown', () => {
    render(<Portfolio projects={[rural(0), ...SITE]} />);
    const section = screen.getByRole('region', { name: projectsIntro.title });
    expect(section).toHaveTextContent(projectsIntro.lead);
    const [own, ...examples] = screen.getAllByRole('article');
    expect(own).not.toHaveTextContent(projectFacts.example);
    for (const card of examples) expect(card).toHaveTextContent(projectFacts.example);
  });
});

describe('Portfolio', () => {
  it("shows the spec's two cases first: kWp, city, the saving or return, the story and a picture", () => {
    render(<Portfolio />);
    const [londrina, maringa] = screen.getAllByRole('article');
    expect(within(londrina!).getByRole('heading', { name: 'Residência em Londrina' })).toBeInTheDocument();
    expect(londrina).toHaveTextContent('Residencial');
    expect(londrina).toHaveTextContent('5 kWp');
    expect(londrina).toHaveTextContent('Londrina/PR');
    expect(londrina).toHaveTextContent('90% de economia na conta de luz');
    expect(maringa).toHaveTextContent('Comercial');
    expect(maringa).toHaveTextContent('15 kWp');
    expect(maringa).toHaveTextContent('Maringá/PR');
    expect(maringa).toHaveTextContent('4 anos de retorno do investimento (ROI)');
    expect(within(londrina!).getByRole('img')).not.toHaveAttribute('src', within(maringa!).getByRole('img').getAttribute('src'));
  });

  it('a project with photos shows its first photo as a <picture> with its alt text, and its modules', () => {
    const { container } = render(<Portfolio projects={[rural(0, { modules: 36 })]} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('img', { name: 'Placas solares sobre o galpão da propriedade 1' })).toHaveAttribute(
      'src',
      '/generated/photos/photos/rural-0.jpg-800.webp',
    );
    expect(container.querySelector('picture source[type="image/avif"]')).toHaveAttribute('srcset', '/generated/photos/photos/rural-0.jpg-800.avif 800w');
    expect(within(card).getByText(projectFacts.modules, { selector: 'dt' }).nextElementSibling).toHaveTextContent('36');
    expect(card).toHaveTextContent('Rural');
  });

  it(`shows the first ${HOME_PROJECTS} as cards and links the page of each other one's city, saying how many it shows there`, () => {
    const served = servedNames();
    const [a, b] = served;
    // A city outside the service area: its projects are on the nearest served city's page.
    const outside = PLACES.find((place) => !served.includes(place.name))!.name;
    const cities = [a, a, a, a, a, b, b, b, outside, outside];
    const twelve = [...SITE, ...cities.map((city, index) => rural(index, { city }))];
    render(<Portfolio projects={twelve} />);
    expect(screen.getAllByRole('article')).toHaveLength(HOME_PROJECTS);
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual(
      twelve.slice(0, HOME_PROJECTS).map((project) => `projeto-${project.slug}-titulo`),
    );
    const more = screen.getByRole('navigation', { name: projectFacts.moreLabel });
    expect(more).toHaveTextContent(projectFacts.more(9));
    const rest = twelve.slice(HOME_PROJECTS);
    const listed: string[] = [];
    for (const item of within(more).getAllByRole('listitem')) {
      const link = within(item).getByRole('link');
      const place = servedBySlug(link.getAttribute('href')!.split('/').at(-2)!)!;
      expect(link).toHaveAttribute('href', cityPath(place.slug));
      expect(link).toHaveTextContent(place.name);
      // The page the link opens shows each of the projects the count says it does.
      const mine = rest.filter((project) => projectPlace(project).item.slug === place.slug);
      expect(item).toHaveTextContent(`(${projectFacts.inCity(mine.length)})`);
      const shown = shownWork(cityProof(place, { offices: [], projects: twelve, testimonials: [] })).projects.map((project) => project.slug);
      for (const project of mine) expect(shown).toContain(project.slug);
      listed.push(...mine.map((project) => project.slug));
    }
    // Every project beyond the first few, once: none is left without a page the home page links.
    expect(listed.sort()).toEqual(rest.map((project) => project.slug).sort());
  });

  it('links nothing when every project fits on the home page', () => {
    render(<Portfolio projects={[...SITE, rural(0)]} />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: projectFacts.moreLabel })).toBeNull();
  });

  it('puts three cards or more in a named, focusable region (a row a phone scrolls sideways), and leaves two as they were', () => {
    const twelve = [...SITE, ...Array.from({ length: 10 }, (_, index) => rural(index))];
    const { unmount } = render(<Portfolio projects={twelve} />);
    const first = screen.getByRole('region', { name: 'Projetos em destaque' });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(within(first).getAllByRole('article')).toHaveLength(HOME_PROJECTS);
    unmount();
    render(<Portfolio projects={SITE} />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Projetos em destaque' })).toBeNull();
    expect(document.querySelector('[tabindex]')).toBeNull();
  });

  it('orders the featured projects first, by their order, then the most recently connected', () => {
    const list = projects([
      rural(0, { connected: { month: 1, year: 2023 } }),
      rural(1, { connected: { month: 6, year: 2025 } }),
      rural(2, { featured: true, order: 2 }),
      rural(3, { featured: true, order: 1 }),
    ]);
    expect(list.map((p) => p.slug)).toEqual(['rural-3', 'rural-2', 'rural-1', 'rural-0']);
  });
});
