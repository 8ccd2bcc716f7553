import { render, screen, within } from '@testing-library/react';
import { Portfolio } from '@/components/home/portfolio';
import { card } from '@/content/media';
import { projects, type Project } from '@/content/projects';

// content/projects.ts may hold more than the spec's two cases: the section shows them all.
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
