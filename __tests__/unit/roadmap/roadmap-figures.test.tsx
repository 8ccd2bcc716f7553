import { render, screen, within } from '@testing-library/react';
import { RoadmapPage } from '@/components/roadmap/roadmap-page';

// The spec's roadmap figures (sections 3 and 9), stated here as the requirement and read from
// the rendered page, so a content change that breaks them fails. The one place they are asserted.
const SPEC_TABS = [
  { title: 'Experiência do Usuário', cards: 4, alta: 3 },
  { title: 'Interface do Usuário', cards: 4, alta: 1 },
  { title: 'Acessibilidade', cards: 4, alta: 2 },
  { title: 'Performance', cards: 3, alta: 1 },
  { title: 'Novas Funcionalidades', cards: 4, alta: 0 },
];

describe('roadmap figures', () => {
  beforeEach(() => render(<RoadmapPage />));

  it("has five tabs, ux first and selected, with 4/4/4/3/4 cards and 3/1/2/1/0 of priority 'Alta'", () => {
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(SPEC_TABS.map((tab) => tab.title));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(SPEC_TABS[0]!.title);
    for (const { title, cards, alta } of SPEC_TABS) {
      const tab = screen.getByRole('tab', { name: title });
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '') as HTMLElement;
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(within(panel).getAllByRole('heading', { level: 3, hidden: true })).toHaveLength(cards);
      expect(within(panel).queryAllByText('Prioridade: Alta', { exact: true })).toHaveLength(alta);
    }
  });

  it("sums them up: 19 items, 7 with priority 'Alta', 5 categories, 6 already available", () => {
    const summary = screen.getByRole('region', { name: 'Resumo' });
    const terms = within(summary)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(summary)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      'Melhorias no roadmap': '19',
      'Com prioridade alta': '7',
      Categorias: '5',
      'Já disponíveis': '6',
    });
  });
});
