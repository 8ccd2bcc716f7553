import { render, screen, within } from '@testing-library/react';
import { About } from '@/components/home/about';
import { Benefits } from '@/components/home/benefits';
import { Hero } from '@/components/home/hero';
import { Portfolio } from '@/components/home/portfolio';
import { Solutions } from '@/components/home/solutions';
import { StatsBand } from '@/components/home/stats-band';

// The spec's home content (sections 2, 3 and 9), read from the rendered sections.

const text = () => document.body.textContent?.replace(/\s+/g, ' ') ?? '';

describe('home content of the spec', () => {
  it('shows the four solution cards with the spec ids, and the claims of section 9 beside them and in the benefits', () => {
    // 'até 95%' lives in the benefits with its qualifier; the hero leads with the simulator's range.
    render(
      <>
        <Hero />
        <Solutions />
        <Benefits />
      </>,
    );
    const cards = screen.getAllByRole('listitem').filter((item) => item.id);
    // A service the company adds with a page (content/services.ts) gets a card too; the spec's four stay, in its order.
    const specCards = ['usinas-consumo', 'energia-assinatura', 'aluguel-usinas', 'limpeza-placas'];
    expect(cards.map((card) => card.id).filter((id) => specCards.includes(id))).toEqual(specCards);
    for (const card of cards) expect(within(card).getByRole('heading', { level: 3 })).toBeInTheDocument();
    for (const claim of ['até 95%', 'até 15%', '1,88% ao mês', '120 dias de carência', 'a cada 6 meses', 'a cada 4 meses']) expect(text()).toContain(claim);
  });

  it('shows the two example projects: 5 kWp in Londrina/PR with 90% savings, 15 kWp in Maringá/PR with ROI in 4 years', () => {
    render(<Portfolio />);
    const projects = screen.getAllByRole('article');
    expect(projects).toHaveLength(2);
    const [home, shop] = projects.map((project) => project.textContent?.replace(/\s+/g, ' ') ?? '');
    expect(home).toMatch(/5 kWp/);
    expect(home).toMatch(/Londrina\/PR/);
    expect(home).toMatch(/90%/);
    expect(shop).toMatch(/15 kWp/);
    expect(shop).toMatch(/Maringá\/PR/);
    expect(shop).toMatch(/4 anos/);
  });

  it('states the benefits and the company figures of section 9', () => {
    render(
      <>
        <StatsBand />
        <Benefits />
        <About />
      </>,
    );
    for (const claim of ['95%', '120 dias', '500+', '10 anos', 'clientes satisfeitos']) expect(text()).toContain(claim);
  });
});
