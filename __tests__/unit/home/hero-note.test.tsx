import { render, screen, within } from '@testing-library/react';
import { Benefits } from '@/components/home/benefits';
import { Hero } from '@/components/home/hero';
import { hero } from '@/content/hero';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';

// 'até 95%' is qualified next to the claim: when it applies, what a new system under Lei
// 14.300 reaches, and a link to the simulator.
describe('the 95% claim', () => {
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
    expect(note).toHaveTextContent(/entre 85% e 88%/);
    expect(within(note).getByRole('link', { name: hero.note.link.label })).toHaveAttribute('href', `#${SIMULATOR_SECTION_ID}`);
  });

  it('links from the benefit that repeats it to that note', () => {
    render(<Benefits />);
    const benefit = screen.getByRole('heading', { name: /até 95%/ }).closest('li')!;
    expect(within(benefit).getByRole('link')).toHaveAttribute('href', `#${hero.note.id}`);
  });
});
