import { render, screen, within } from '@testing-library/react';
import { Portfolio } from '@/components/home/portfolio';
import { card } from '@/content/media';
import { projectFacts, projects, projectsMissingConnection, type Project } from '@/content/company/projects';

// content/company/projects.ts may hold more than the spec's two cases: the section shows them all.
const FIVE: Project[] = [
  ...projects,
  ...['Cascavel', 'Toledo', 'Nova Aurora'].map((city, index) => ({
    id: `caso-${index}`,
    segment: 'Rural' as const,
    title: `Propriedade rural em ${city}`,
    city,
    state: 'PR' as const,
    powerKwp: 20 + index * 2.5,
    result: { value: `${80 + index}%`, label: 'de economia na conta de luz' },
    story: 'Um caso de teste.',
    illustration: card(`caso-${index}`, `Desenho do caso ${city}`),
  })),
];

describe('a saving and the year it was connected (issue 24)', () => {
  it('qualifies a saving whose connection year the company has not given, and links to the simulator', () => {
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

  it('shows the year instead, once given, and a production build names what is missing', () => {
    const dated = { ...projects[0]!, connected: { year: 2022 } };
    render(<Portfolio projects={[dated]} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText(projectFacts.connected, { selector: 'dt' }).nextElementSibling).toHaveTextContent('2022');
    expect(card).not.toHaveTextContent(projectFacts.savingDependsOnYear);
    expect(projectsMissingConnection([dated, projects[1]!])).toEqual([]);
    expect(projectsMissingConnection(projects).map((p) => p.id)).toEqual(['residencial-londrina']);
  });

  it('stops a production build while a saving has no year', async () => {
    const before = process.env.SITE_ENV;
    process.env.SITE_ENV = 'production';
    try {
      await jest.isolateModulesAsync(async () => {
        await expect(import('@/content/company/projects')).rejects.toThrow(
          "content/company/projects.ts: 'Residência em Londrina' (90%) shows a saving without the year the system was connected",
        );
      });
    } finally {
      if (before === undefined) delete process.env.SITE_ENV;
      else process.env.SITE_ENV = before;
    }
  });
});

describe('Portfolio', () => {
  it("shows the spec's two cases: kWp, city, the saving or return, the story and a picture", () => {
    render(<Portfolio />);
    const [londrina, maringa] = screen.getAllByRole('article');
    expect(within(londrina!).getByRole('heading', { name: 'Residência em Londrina' })).toBeInTheDocument();
    expect(londrina).toHaveTextContent('5 kWp');
    expect(londrina).toHaveTextContent('Londrina/PR');
    expect(londrina).toHaveTextContent('90% de economia na conta de luz');
    expect(maringa).toHaveTextContent('15 kWp');
    expect(maringa).toHaveTextContent('Maringá/PR');
    expect(maringa).toHaveTextContent('4 anos de retorno do investimento (ROI)');
    expect(within(londrina!).getByRole('img')).not.toHaveAttribute('src', within(maringa!).getByRole('img').getAttribute('src'));
  });

  it('lays out however many cases content holds, each whole', () => {
    render(<Portfolio projects={FIVE} />);
    const cases = screen.getAllByRole('article');
    expect(cases).toHaveLength(5);
    expect(screen.getByRole('list')).toHaveAttribute('data-count', '5');
    for (const [index, article] of cases.entries()) {
      expect(article).toHaveAccessibleName(FIVE[index]!.title);
      expect(within(article).getByRole('img')).toHaveAttribute('alt', FIVE[index]!.illustration.alt);
    }
    expect(cases[4]).toHaveTextContent('25 kWp');
    expect(cases[3]).toHaveTextContent('22,5 kWp');
  });
});
