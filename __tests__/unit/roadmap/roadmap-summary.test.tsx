import { render, screen, within } from '@testing-library/react';
import { RoadmapSummary } from '@/components/roadmap/roadmap-summary';
import { roadmapCategories, roadmapItems, type RoadmapItem } from '@/content/roadmap';
import type { RoadmapItemsByCategory } from '@/components/roadmap/stats';

function figures(): Record<string, string | undefined> {
  const terms = screen.getAllByRole('term').map((t) => t.textContent ?? '');
  const values = screen.getAllByRole('definition').map((d) => d.textContent ?? '');
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
}

const item = (title: string, priority: RoadmapItem['priority']): RoadmapItem => ({
  title,
  description: 'Descrição de teste.',
  priority,
  effort: 'Baixo',
  impact: 'Alto',
  features: ['Uma funcionalidade'],
  technologies: ['Uma tecnologia'],
});

describe('RoadmapSummary', () => {
  it('counts from the data it is given rather than from fixed numbers', () => {
    const items: RoadmapItemsByCategory = {
      ...roadmapItems,
      ux: [item('Primeira', 'Alta'), item('Segunda', 'Baixa'), item('Terceira', 'Alta')],
      ui: [item('Quarta', 'Média')],
    };
    render(<RoadmapSummary categories={roadmapCategories.slice(0, 2)} items={items} />);
    expect(figures()).toEqual({ 'Melhorias planejadas': '4', 'Com prioridade alta': '2', Categorias: '2' });
  });

  it("has a 'Próximos Passos' section listing the items of priority Alta, and a link to suggest more", () => {
    render(<RoadmapSummary categories={roadmapCategories} items={roadmapItems} />);
    const heading = screen.getByRole('heading', { name: 'Próximos Passos' });
    expect(heading.nextElementSibling?.textContent?.length).toBeGreaterThan(80);
    const high = Object.values(roadmapItems)
      .flat()
      .filter((i) => i.priority === 'Alta')
      .map((i) => i.title);
    const list = screen.getAllByRole('list').find((l) => l.tagName === 'OL') as HTMLElement;
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(high.length);
    entries.forEach((entry, i) => expect(entry).toHaveTextContent(high[i]!));
    expect(screen.getByRole('link', { name: 'Envie sua sugestão' })).toHaveAttribute('href', '/#contact');
  });
});
