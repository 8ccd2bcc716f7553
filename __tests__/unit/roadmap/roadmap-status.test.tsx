import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoadmapPage } from '@/components/roadmap/roadmap-page';
import { ROADMAP_STATUSES, roadmapCategories, roadmapItems, type RoadmapStatus } from '@/content/roadmap';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';
import { IRRADIATION_SOURCE, MUNICIPALITIES } from '@/content/simulator/irradiation';

const allItems = Object.values(roadmapItems).flat();

// Decided from what the site does today: the simulator, the keyboard and
// screen-reader support, the axe checks on every build and the per-page, lazy code are
// there; the design tokens and the image pipeline (AVIF and WebP, no JPEG copy yet) are partly there; the rest is not.
// Online scheduling is there too: the contact form's technical visit, a day and a period.
// Keyed by the spec's name of each improvement (the cards' titles are plain words for visitors).
const EXPECTED: Record<string, RoadmapStatus> = {
  'solar savings calculator': 'Disponível',
  'keyboard navigation': 'Disponível',
  'screen reader support': 'Disponível',
  'automated accessibility tests': 'Disponível',
  'code splitting': 'Disponível',
  'online scheduling': 'Disponível',
  'design system': 'Em desenvolvimento',
  'image optimisation': 'Em desenvolvimento',
};
const bySpec = (specItem: string) => allItems.find((item) => item.specItem === specItem);

describe('roadmap statuses in content', () => {
  it('gives every item one of the three statuses, as decided', () => {
    for (const item of allItems) {
      expect(ROADMAP_STATUSES).toContain(item.status);
      expect(item.status).toBe(EXPECTED[item.specItem] ?? 'Planejado');
    }
  });

  it('says where each available item is, and what is there so far for each one in progress', () => {
    for (const item of allItems) {
      if (item.status === 'Disponível') expect(item.where.text.length).toBeGreaterThan(10);
      if (item.status === 'Em desenvolvimento') expect(item.note).toMatch(/^(Já no site|Hoje)/);
    }
    const calculator = bySpec('solar savings calculator');
    expect(calculator?.status === 'Disponível' && calculator.where.href).toBe(`/#${SIMULATOR_SECTION_ID}`);
    const scheduling = bySpec('online scheduling');
    expect(scheduling?.status === 'Disponível' && scheduling.where.href).toBe('/#contact');
  });

  it('says what the simulator covers today: each municipality of Paraná in its data, and where the sunlight figures come from', () => {
    const calculator = bySpec('solar savings calculator')!;
    const text = [calculator.description, ...calculator.features, ...calculator.technologies].join(' ');
    expect(text).toContain(`${MUNICIPALITIES.length} municípios do Paraná`);
    expect(text).toContain(IRRADIATION_SOURCE.title.split(',')[0]!);
    expect(text).not.toMatch(/média para o resto/);
  });
});

describe('roadmap cards with their status', () => {
  it('shows each status in words on the closed card, outside the details', async () => {
    render(<RoadmapPage />);
    for (const category of roadmapCategories) {
      for (const item of roadmapItems[category.key]) {
        const card = screen.getByRole('button', { name: item.title, hidden: true }).closest('li') as HTMLElement;
        const status = within(card).getByText(item.status, { exact: true });
        expect(status).toHaveTextContent(`Situação: ${item.status}`);
        const details = document.getElementById(screen.getByRole('button', { name: item.title, hidden: true }).getAttribute('aria-controls') ?? '');
        expect(details?.contains(status)).toBe(false);
      }
    }
  });

  it('links an available item to where it lives, and the link does not toggle the card', async () => {
    const user = userEvent.setup();
    render(<RoadmapPage />);
    const toggle = screen.getByRole('button', { name: bySpec('solar savings calculator')!.title });
    const card = toggle.closest('li') as HTMLElement;
    const link = within(card).getByRole('link', { name: 'Usar o simulador' });
    expect(link).toHaveAttribute('href', '/#simulador');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
