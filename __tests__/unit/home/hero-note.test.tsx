import { render, screen, within } from '@testing-library/react';
import { Benefits } from '@/components/home/benefits';
import { Hero, heroClaim } from '@/components/home/hero';
import { typicalSavings } from '@/components/home/typical-savings';
import { ownPlantInput } from '@/components/simulator/own-plant-input';
import { connectionStart, simulate, type OwnPlantResult } from '@/components/simulator/simulate';
import { shareText } from '@/components/simulator/summary';
import { formatPercent } from '@/lib/format/format';
import { hero } from '@/content/hero';
import { companyContent } from '@/content/company/data';
import { hubCopy } from '@/content/cities/copy';
import { SIMULATOR_SECTION_ID } from '@/content/simulator';
import { TYPICAL_BILLS_BRL, typicalCopy } from '@/content/simulator/typical';

// The hero leads with what the simulator computes for a home quoted today; the
// specification's 'até 95%' stays in the benefits, with its qualifier beside it.
const BUILD = new Date(2026, 10, 26, 12);
const own = (brl: number) => simulate(ownPlantInput({ usage: { kind: 'bill', brl }, ...connectionStart(BUILD) })) as OwnPlantResult;
const range = (values: number[]) => `de ${formatPercent(Math.min(...values))} a ${formatPercent(Math.max(...values))}`;

describe('the hero’s claim', () => {
  it('is the simulator’s range for the typical homes connected after a quote on the build’s day, in the words every page uses', () => {
    // A quote on 26/11/2026 connects in January 2027 (75% of the Fio B); the exemption of the ICMS
    // ends after 48 months, so the rules settle in January 2031.
    expect(connectionStart(BUILD)).toEqual({ year: 2027, month: 0 });
    const results = TYPICAL_BILLS_BRL.map(own);
    const savings = typicalSavings(BUILD);
    expect(savings.connection).toEqual({ year: 2027, month: 0 });
    expect(savings.results).toEqual(results);
    const firstYear = range(results.map((r) => r.savingsShare));
    const settled = range(results.map((r) => r.settled.savingsShare));
    const horizon = range(results.map((r) => r.horizonShare));
    const claim = heroClaim(BUILD);
    expect(claim.title).toBe(`Sua conta de luz ${firstYear} menor no 1º ano com energia solar`);
    expect(claim.lasting).toBe(`${settled.replace(/^d/, 'D')} a partir de janeiro de 2031 e ${horizon} na média de 25 anos: como calculamos`);
    expect(claim.noteText.replace(/\u00a0/g, ' ')).toBe(
      `Pelo nosso simulador, uma casa em Londrina com conta de R$ 300 a R$ 1.000, ligada em janeiro de 2027: ${firstYear} a menos na conta ` +
        `de luz no 1º ano; ${settled} a partir de janeiro de 2031, com o Fio B inteiro e o ICMS da energia compensada; ${horizon} na média de ` +
        '25 anos, já descontada a manutenção.',
    );
    // The simulator's own result for one of those homes says it in the same words.
    expect(shareText(results[1]!)).toMatch(/^\d+% a menos na conta de luz no 1º ano; \d+% a partir de janeiro de 2031, com o Fio B inteiro e o ICMS/);
  });

  it('moves with the build: a year later the connection, the Fio B and the figures move too', () => {
    const later = typicalSavings(new Date(2027, 10, 26, 12));
    expect(later.connection).toEqual({ year: 2028, month: 0 });
    expect(later.firstYear.high).toBeLessThan(typicalSavings(BUILD).firstYear.high);
    expect(heroClaim(new Date(2027, 10, 26, 12)).noteText).toMatch(/ligada em janeiro de 2028: .* a partir de janeiro de 2032/);
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
    expect(within(note).getByRole('link', { name: typicalCopy.link.label })).toHaveAttribute('href', `#${SIMULATOR_SECTION_ID}`);
  });

  it('leaves “até 95%” to the benefits, its condition in one line, and the typical homes’ saving in the same words', () => {
    render(<Benefits />);
    const benefit = screen.getByRole('heading', { name: /até 95%/ }).closest('li')!;
    expect(benefit).toHaveTextContent(/Os 95% valem para sistemas ligados antes de 2023, pela regra anterior à Lei 14\.300/);
    expect(benefit.textContent!.match(/95%/g)).toHaveLength(2);
    expect(benefit.textContent!.replace(/\u00a0/g, ' ')).toContain(heroClaim().noteText.replace(/\u00a0/g, ' '));
    expect(benefit).not.toHaveTextContent(/pouco mais que a taxa mínima/);
    expect(within(benefit).getByRole('link', { name: typicalCopy.link.label })).toHaveAttribute('href', `#${SIMULATOR_SECTION_ID}`);
  });
});

describe('the hero’s place line', () => {
  it('names the offices and the service area as the cities’ hub does, never “todo o Paraná”, each place whole on its line', () => {
    const { container } = render(<Hero />);
    const line = container.querySelector('p')!;
    const places = [...line.querySelectorAll('.nowrap')].map((span) => span.textContent);
    const served = companyContent().serviceArea.municipalities.length;
    expect(places).toEqual(['Londrina', 'Nova Aurora', `${served} municípios do Paraná`]);
    expect(places.join(' · ')).toBe(hero.eyebrow);
    expect(hubCopy.lead(served)).toMatch(new RegExp(`^Atendemos ${served} municípios do Paraná[,.]`));
    expect(line).not.toHaveTextContent(/todo o Paraná/);
  });
});
