import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoadmapPage } from '@/components/roadmap/roadmap-page';
import { roadmapCategories, roadmapItems } from '@/content/roadmap';

const [ux, ui, accessibility, , features] = roadmapCategories.map((c) => c.title);

function setup() {
  const user = userEvent.setup();
  render(<RoadmapPage />);
  return { user };
}

const tab = (name: string | undefined) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');
const cardButton = (title: string) => screen.getByRole('button', { name: title });
const detailsOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('RoadmapPage tabs', () => {
  it("has one h1 'Novas Implementações' and five tabs, 'Experiência do Usuário' selected", () => {
    setup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Novas Implementações');
    expect(screen.getByRole('tablist')).toHaveAccessibleName('Categorias de melhorias');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(roadmapCategories.map((c) => c.title));
    expect(selectedTab()).toEqual([tab(ux)]);
  });

  it('renders every panel in the HTML, only the selected one visible, each tied to its tab', () => {
    setup();
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels).toHaveLength(5);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    for (const t of screen.getAllByRole('tab')) {
      const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
      expect(panels).toContain(panel);
      expect(panel).toHaveAttribute('aria-labelledby', t.id);
    }
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(ux);
    const total = Object.values(roadmapItems).flat().length;
    expect(screen.getAllByRole('button', { expanded: false, hidden: true })).toHaveLength(total);
  });

  it('moves selection and focus with the arrow keys, wrapping at both ends, with a roving tabindex', async () => {
    const { user } = setup();
    await user.tab();
    expect(tab(ux)).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(tab(ui)).toHaveFocus();
    expect(selectedTab()).toEqual([tab(ui)]);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(ui);

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab(features)).toHaveFocus();
    expect(selectedTab()).toEqual([tab(features)]);

    await user.keyboard('{ArrowRight}');
    expect(tab(ux)).toHaveFocus();

    for (const t of screen.getAllByRole('tab')) expect(t).toHaveAttribute('tabindex', t === tab(ux) ? '0' : '-1');
  });

  it('jumps to the first tab on Home and the last on End', async () => {
    const { user } = setup();
    await user.tab();
    await user.keyboard('{End}');
    expect(tab(features)).toHaveFocus();
    expect(selectedTab()).toEqual([tab(features)]);
    await user.keyboard('{Home}');
    expect(tab(ux)).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(ux);
  });

  it('leaves the tablist with Tab, reaching the panel rather than the other tabs', async () => {
    const { user } = setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('selects a tab on click and on Space', async () => {
    const { user } = setup();
    await user.click(tab(accessibility));
    expect(selectedTab()).toEqual([tab(accessibility)]);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(accessibility);
    expect(cardButton(roadmapItems.accessibility[0]!.title)).toBeVisible();
    expect(screen.queryByRole('button', { name: roadmapItems.ux[0]!.title })).not.toBeInTheDocument();

    tab(ui).focus();
    await user.keyboard(' ');
    expect(selectedTab()).toEqual([tab(ui)]);
  });
});

describe('RoadmapPage cards', () => {
  const [first, second] = roadmapItems.ux;

  it('shows title, description, priority and effort badges and the impact on each card', () => {
    setup();
    const card = cardButton(first!.title).closest('li') as HTMLElement;
    expect(within(card).getByText(first!.description)).toBeVisible();
    expect(within(card).getByText(`Prioridade: ${first!.priority}`)).toBeVisible();
    expect(within(card).getByText(`Esforço: ${first!.effort}`)).toBeVisible();
    expect(within(card).getByText(/Impacto/)).toHaveTextContent(`Impacto: ${first!.impact}`);
  });

  it('expands on click to the features and technologies, and collapses on a second click', async () => {
    const { user } = setup();
    const button = cardButton(first!.title);
    // The icon is a plus (two strokes) while closed and a minus (one) while open.
    const strokes = () => button.querySelectorAll('svg path').length;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(detailsOf(button)).not.toBeVisible();
    expect(strokes()).toBe(2);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(strokes()).toBe(1);
    const details = detailsOf(button);
    expect(details).toBeVisible();
    expect(within(details).getByRole('heading', { name: 'Funcionalidades' })).toBeVisible();
    expect(within(details).getByRole('heading', { name: 'Tecnologias' })).toBeVisible();
    const lists = within(details).getAllByRole('list');
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(first!.features);
    expect(
      within(lists[1]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(first!.technologies);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(detailsOf(button)).not.toBeVisible();
    expect(strokes()).toBe(2);
  });

  it('toggles with Enter and Space from the keyboard', async () => {
    const { user } = setup();
    const button = cardButton(second!.title);
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps only one card open: opening another closes the first', async () => {
    const { user } = setup();
    await user.click(cardButton(first!.title));
    await user.click(cardButton(second!.title));
    expect(cardButton(first!.title)).toHaveAttribute('aria-expanded', 'false');
    expect(cardButton(second!.title)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('keeps the open card across tab changes, showing it only in its own tab', async () => {
    const { user } = setup();
    await user.click(cardButton(second!.title));
    await user.click(tab(ui));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    await user.click(tab(ux));
    expect(cardButton(second!.title)).toHaveAttribute('aria-expanded', 'true');

    // The same position in another category is another card.
    await user.click(tab(ui));
    await user.click(cardButton(roadmapItems.ui[1]!.title));
    await user.click(tab(ux));
    expect(cardButton(second!.title)).toHaveAttribute('aria-expanded', 'false');
  });
});
