import { render, screen, within } from '@testing-library/react';
import { RoadmapPage } from '@/components/roadmap/roadmap-page';
import { roadmapCopy, roadmapItems } from '@/content/roadmap';

// The roadmap speaks to visitors. A card's title says what the improvement gives a
// homeowner, never what developers call it. The spec fixes no item titles (it names the 19
// improvements in English, content/roadmap.ts keeps that name in `specItem`, never shown), so no
// title is exempt as the spec's own text.
const JARGON = [
  'design system',
  'service worker',
  'divisão de código',
  'code splitting',
  'SSR',
  'lazy',
  'chatbot',
  'dashboard',
  'microinterações',
  'PWA',
  'WebGL',
  'cache',
  'offline',
  'otimização',
  'nativo',
  'automatizados',
  'performance',
  'JavaScript',
  'bundle',
  'token',
  'componentes',
  'front-end',
  'UX',
  'UI',
];

/** Lower case, without accents, so 'Otimização' and 'otimizacao' are one word. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The jargon words a title contains, as whole words. */
const jargonIn = (title: string) => JARGON.filter((word) => new RegExp(`(^|[^\\p{L}])${fold(word)}($|[^\\p{L}])`, 'u').test(fold(title)));

describe('roadmap titles in plain Portuguese', () => {
  it('flags a jargon word as a whole word, whatever its case and accents', () => {
    expect(jargonIn('Design System')).toEqual(['design system']);
    expect(jargonIn('Otimizacao de imagens')).toEqual(['otimização']);
    expect(jargonIn('Carregamento lazy')).toEqual(['lazy']);
    expect(jargonIn('Páginas montadas no servidor (SSR)')).toEqual(['SSR']);
    expect(jargonIn('Fotos leves, no tamanho certo para a sua tela')).toEqual([]);
    // Inside another word it is not the word: 'cuidado' holds no 'ui'.
    expect(jargonIn('Cuidado com a sua usina')).toEqual([]);
  });

  it('shows no jargon in any card title, nor in the list of what comes next, which uses the same titles', () => {
    render(<RoadmapPage />);
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    const titles = panels.flatMap((panel) =>
      within(panel)
        .getAllByRole('heading', { level: 3, hidden: true })
        .map((heading) => heading.textContent ?? ''),
    );
    expect(titles).toHaveLength(Object.values(roadmapItems).flat().length);
    const next = within(screen.getByRole('region', { name: roadmapCopy.summaryHeading }))
      .getAllByRole('listitem')
      .map((entry) => entry.textContent ?? '');
    // The summary names the items by the same titles (then their category, the spec's tab title).
    expect(next.length).toBeGreaterThan(0);
    for (const entry of next) expect(titles.some((title) => entry.startsWith(title))).toBe(true);
    for (const title of titles) expect({ title, jargon: jargonIn(title) }).toEqual({ title, jargon: [] });
  });

  it('says on the page what priority, effort and impact mean to a visitor', () => {
    render(<RoadmapPage />);
    const legend = screen.getByText(roadmapCopy.legend);
    expect(legend).toBeVisible();
    for (const label of [roadmapCopy.priorityLabel, roadmapCopy.effortLabel, roadmapCopy.impactLabel]) {
      expect(legend.textContent?.toLowerCase()).toContain(label.toLowerCase());
    }
  });
});
