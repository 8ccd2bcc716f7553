import { render, screen, within } from '@testing-library/react';
import { RoadmapSummary } from '@/components/roadmap/roadmap-summary';
import { roadmapCategories, roadmapItems, type RoadmapItem } from '@/content/roadmap';
import type { RoadmapItemsByCategory } from '@/components/roadmap/stats';

function figures(): Record<string, string | undefined> {
  const terms = screen.getAllByRole('term').map((t) => t.textContent ?? '');
  const values = screen.getAllByRole('definition').map((d) => d.textContent ?? '');
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
}

const item = (title: string, priority: RoadmapItem['priority'], available = false): RoadmapItem => ({
  specItem: title,
  title,
  description: 'Descrição de teste.',
  priority,
  effort: 'Baixo',
  impact: 'Alto',
  features: ['Uma funcionalidade'],
  technologies: ['Uma tecnologia'],
  ...(available ? { status: 'Disponível', where: { text: 'Em todas as páginas.' } } : { status: 'Planejado' }),
});

describe('RoadmapSummary', () => {
  it('counts from the data it is given rather than from fixed numbers', () => {
    const items: RoadmapItemsByCategory = {
      ...roadmapItems,
      ux: [item('Primeira', 'Alta', true), item('Segunda', 'Baixa'), item('Terceira', 'Alta')],
      ui: [item('Quarta', 'Média', true)],
    };
    render(<RoadmapSummary categories={roadmapCategories.slice(0, 2)} items={items} />);
    expect(figures()).toEqual({ 'Melhorias no roadmap': '4', 'Com prioridade alta': '2', Categorias: '2', 'Já disponíveis': '2' });
    // What comes next leaves out what is already there.
    const list = screen.getAllByRole('list').find((l) => l.tagName === 'OL') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['TerceiraExperiência do Usuário · Planejado']);
  });

  it("has a 'Próximos Passos' section listing the items of priority Alta not yet available, and a link to suggest more", () => {
    render(<RoadmapSummary categories={roadmapCategories} items={roadmapItems} />);
    const heading = screen.getByRole('heading', { name: 'Próximos Passos' });
    expect(heading.nextElementSibling?.textContent?.length).toBeGreaterThan(80);
    const high = Object.values(roadmapItems)
      .flat()
      .filter((i) => i.priority === 'Alta' && i.status !== 'Disponível')
      .map((i) => i.title);
    expect(high.length).toBeGreaterThan(0);
    const list = screen.getAllByRole('list').find((l) => l.tagName === 'OL') as HTMLElement;
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(high.length);
    entries.forEach((entry, i) => expect(entry).toHaveTextContent(high[i]!));
    expect(screen.getByRole('link', { name: 'Envie sua sugestão' })).toHaveAttribute('href', '/#contact');
  });
});
