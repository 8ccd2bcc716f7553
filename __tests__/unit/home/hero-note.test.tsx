import { render, screen, within } from '@testing-library/react';
import { Benefits } from '@/components/home/benefits';
import { Hero, heroClaim } from '@/components/home/hero';
import { typicalSavingsRange } from '@/components/home/typical-savings';
import { connectionStart } from '@/components/simulator/simulate';
import { formatPercent } from '@/lib/format/format';
import { hero } from '@/content/hero';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';

// The hero leads with what the simulator computes for a home quoted today (issue 24); the
// specification's 'até 95%' stays in the benefits, with its qualifier beside it.
describe('the hero’s claim', () => {
  it('is the simulator’s range for typical homes connected after the lead time, and falls when the Fio B is whole', () => {
    // A quote on 26/11/2026 connects in January 2027 (60 days), at 75% of the Fio B: R$ 300 to
    // R$ 1.000 in Londrina save 79% to 84% in the first year. Connected in 2029 (100%), less.
    const start = connectionStart(new Date(2026, 10, 26, 12));
    expect(start).toEqual({ year: 2027, month: 0 });
    const now = typicalSavingsRange(hero.note.typicalBillsBRL, start);
    expect(formatPercent(now.low)).toBe('79%');
    expect(formatPercent(now.high)).toBe('84%');
    const later = typicalSavingsRange(hero.note.typicalBillsBRL, { year: 2029, month: 0 });
    expect(later.high).toBeLessThan(now.high);
    const claim = heroClaim(new Date(2026, 10, 26, 12));
    expect(claim.title).toBe('Sua conta de luz de 79% a 84% menor com energia solar');
    expect(claim.noteText.replace(/\u00a0/g, ' ')).toBe(
      'Economia no 1º ano pelo nosso simulador: casa em Londrina, conta de R$ 300 a R$ 1.000, sistema ligado em janeiro de 2027, já com ' +
        '75% do Fio B e a taxa mínima da Copel.',
    );
  });

  it('keeps the title readable as one sentence while its mark points to the note', () => {
    render(<Hero />);
    const { title, range } = heroClaim();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveAccessibleName(title);
    expect(heading).toHaveTextContent(`${range}${hero.note.mark}`);
    expect(heading).not.toHaveTextContent(/95%/);
    expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
  });

  it('is explained under the title, with a link to the simulator', () => {
    render(<Hero />);
    const note = document.getElementById(hero.note.id)!;
    expect(note.textContent).toContain(heroClaim().noteText);
    expect(within(note).getByRole('link', { name: hero.note.link.label })).toHaveAttribute('href', `#${SIMULATOR_SECTION_ID}`);
  });

  it('leaves “até 95%” to the benefits, qualified beside it', () => {
    render(<Benefits />);
    const benefit = screen.getByRole('heading', { name: /até 95%/ }).closest('li')!;
    expect(benefit).toHaveTextContent(/Os 95% valem para sistemas ligados antes de 2023, pela regra anterior à Lei 14\.300/);
    expect(within(benefit).getByRole('link', { name: hero.note.link.label })).toHaveAttribute('href', `#${SIMULATOR_SECTION_ID}`);
  });
});

describe('the hero’s place line', () => {
  it('keeps each place whole on its line (at 320 px “todo o / Paraná” broke in two)', () => {
    const { container } = render(<Hero />);
    const line = container.querySelector('p')!;
    const places = [...line.querySelectorAll('.nowrap')].map((span) => span.textContent);
    expect(places).toEqual(['Londrina', 'Nova Aurora', 'todo o Paraná']);
    expect(places.join(' · ')).toBe(hero.eyebrow);
  });
});
