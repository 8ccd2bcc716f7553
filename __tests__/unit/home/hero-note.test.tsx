import { render, screen, within } from '@testing-library/react';
import { Benefits } from '@/components/home/benefits';
import { Hero } from '@/components/home/hero';
import { typicalSavingsRange } from '@/components/home/typical-savings';
import { formatPercent } from '@/content/format';
import { hero } from '@/content/hero';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';

// 'até 95%' is qualified next to the claim: when it applies, what a new system under Lei
// 14.300 reaches, and a link to the simulator.
describe('the 95% claim', () => {
  it('quotes the simulator: the range for typical homes connected in 2026 and in 2029, when the Fio B is whole', () => {
    // In 2026 the system pays 60% of the Fio B on compensated energy; from 2029, all of it: the
    // saving falls, and the note, rebuilt with the site, says so.
    const now = typicalSavingsRange([300, 500, 1000], 2026);
    const later = typicalSavingsRange([300, 500, 1000], 2029);
    expect(formatPercent(now.low)).toBe('79%');
    expect(formatPercent(now.high)).toBe('87%');
    expect(later.high).toBeLessThan(now.high);
  });

  it('keeps the title readable as one sentence while its mark points to the note', () => {
    render(<Hero />);
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveAccessibleName(hero.title);
    expect(title).toHaveTextContent(`${hero.notedWords}${hero.note.mark}`);
    expect(screen.getByRole('region', { name: hero.title })).toBeInTheDocument();
  });

  it('is qualified in the hero, with a link to the simulator', () => {
    render(<Hero />);
    const note = document.getElementById(hero.note.id)!;
    expect(note).toHaveTextContent(/antes de 2023/);
    expect(note).toHaveTextContent(/Lei 14\.300/);
    // The range is the simulator's own, for this year's connection: R$ 300, 500 and 1.000 in Londrina.
    const { low, high } = typicalSavingsRange(hero.note.typicalBillsBRL, new Date().getFullYear());
    expect(low).toBeLessThan(high);
    expect(high).toBeLessThan(0.95);
    expect(note).toHaveTextContent(`Para uma casa em Londrina com conta de R$ 300 a R$ 1.000 e sistema ligado em ${new Date().getFullYear()}`);
    expect(note).toHaveTextContent(`o nosso simulador calcula de ${formatPercent(low)} a ${formatPercent(high)} de economia no primeiro ano`);
    expect(within(note).getByRole('link', { name: hero.note.link.label })).toHaveAttribute('href', `#${SIMULATOR_SECTION_ID}`);
  });

  it('links from the benefit that repeats it to that note', () => {
    render(<Benefits />);
    const benefit = screen.getByRole('heading', { name: /até 95%/ }).closest('li')!;
    expect(within(benefit).getByRole('link')).toHaveAttribute('href', `#${hero.note.id}`);
  });
});
