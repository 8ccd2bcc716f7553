import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoadmapPage } from '@/components/roadmap/roadmap-page';
import { ROADMAP_STATUSES, roadmapCategories, roadmapItems, type RoadmapStatus } from '@/content/roadmap';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';

const allItems = Object.values(roadmapItems).flat();

// Decided from what the site does today (issue 17): the simulator, the keyboard and
// screen-reader support, the axe checks on every build and the per-page, lazy code are
// there; the design tokens and the image pipeline (AVIF and WebP, no JPEG copy yet) are partly there; the rest is not.
// Issue 25 added online scheduling: the contact form's technical visit, a day and a period.
const EXPECTED: Record<string, RoadmapStatus> = {
  'Calculadora de economia solar': 'Disponível',
  'Navegação por teclado': 'Disponível',
  'Suporte a leitores de tela': 'Disponível',
  'Testes automatizados de acessibilidade': 'Disponível',
  'Divisão de código': 'Disponível',
  'Agendamento online': 'Disponível',
  'Design system': 'Em desenvolvimento',
  'Otimização de imagens': 'Em desenvolvimento',
};

describe('roadmap statuses in content', () => {
  it('gives every item one of the three statuses, as decided', () => {
    for (const item of allItems) {
      expect(ROADMAP_STATUSES).toContain(item.status);
      expect(item.status).toBe(EXPECTED[item.title] ?? 'Planejado');
    }
  });

  it('says where each available item is, and what is there so far for each one in progress', () => {
    for (const item of allItems) {
      if (item.status === 'Disponível') expect(item.where.text.length).toBeGreaterThan(10);
      if (item.status === 'Em desenvolvimento') expect(item.note).toMatch(/^(Já no site|Hoje)/);
    }
    const calculator = allItems.find((item) => item.title === 'Calculadora de economia solar');
    expect(calculator?.status === 'Disponível' && calculator.where.href).toBe(`/#${SIMULATOR_SECTION_ID}`);
    const scheduling = allItems.find((item) => item.title === 'Agendamento online');
    expect(scheduling?.status === 'Disponível' && scheduling.where.href).toBe('/#contact');
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
    const toggle = screen.getByRole('button', { name: 'Calculadora de economia solar' });
    const card = toggle.closest('li') as HTMLElement;
    const link = within(card).getByRole('link', { name: 'Usar o simulador' });
    expect(link).toHaveAttribute('href', '/#simulador');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
