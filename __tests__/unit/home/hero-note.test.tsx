import { render, screen, within } from '@testing-library/react';
import { Benefits } from '@/components/home/benefits';
import { Hero, heroClaim } from '@/components/home/hero';
import { typicalSavings } from '@/components/home/typical-savings';
import { connectionStart } from '@/components/simulator/simulate';
import { formatPercent } from '@/lib/format/format';
import { hero } from '@/content/hero';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';

// The hero leads with what the simulator computes for a home quoted today; the
// specification's 'até 95%' stays in the benefits, with its qualifier beside it.
describe('the hero’s claim', () => {
  it('is the simulator’s lowest range for typical homes connected in the year after the build, and falls when the Fio B is whole', () => {
    // A quote from 26/11/2026 to 26/11/2027 connects from January 2027 (75% of the Fio B) to
    // January 2028 (90%); each bill takes its lowest first-year saving over those months.
    const build = new Date(2026, 10, 26, 12);
    expect(connectionStart(build)).toEqual({ year: 2027, month: 0 });
    const savings = typicalSavings(hero.note.typicalBillsBRL, build);
    expect(savings.window).toEqual({ first: { year: 2027, month: 0 }, last: { year: 2028, month: 0 } });
    expect(formatPercent(savings.firstYear.low)).toBe('76%');
    expect(formatPercent(savings.firstYear.high)).toBe('81%');
    const later = typicalSavings(hero.note.typicalBillsBRL, new Date(2028, 10, 26, 12));
    expect(later.firstYear.high).toBeLessThan(savings.firstYear.high);
    const claim = heroClaim(build);
    expect(claim.title).toBe('Sua conta de luz de 76% a 81% menor no 1º ano com energia solar');
    expect(claim.lasting).toBe('De 66% a 70% do 5º ano em diante e de 57% a 64% na média de 25 anos: como calculamos');
    expect(claim.noteText.replace(/\u00a0/g, ' ')).toBe(
      'Pelo nosso simulador: casa em Londrina, conta de R$ 300 a R$ 1.000, ligada entre janeiro de 2027 e janeiro de 2028 (75% a 90% do ' +
        'Fio B), com a taxa mínima. 1º ano: de 76% a 81%; do 5º ano em diante, com o Fio B inteiro e o ICMS da energia compensada: de 66% a ' +
        '70%; média de 25 anos, descontada a manutenção: de 57% a 64%. Em cada faixa, o menor valor desse período.',
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
    expect(note.querySelector('summary')!.textContent).toContain(heroClaim().lasting);
    expect(within(note).getByRole('link', { name: hero.note.link.label })).toHaveAttribute('href', `#${SIMULATOR_SECTION_ID}`);
  });

  it('leaves “até 95%” to the benefits, qualified beside it', () => {
    render(<Benefits />);
    const benefit = screen.getByRole('heading', { name: /até 95%/ }).closest('li')!;
    expect(benefit).toHaveTextContent(/Os 95% valem para sistemas ligados antes de 2023, pela regra anterior à Lei 14\.300/);
    expect(benefit).not.toHaveTextContent(/pouco mais que a taxa mínima/);
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
