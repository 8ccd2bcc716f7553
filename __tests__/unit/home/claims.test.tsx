import { render, screen } from '@testing-library/react';
import { Benefits } from '@/components/home/benefits';
import { heroClaim } from '@/components/home/hero';
import { ownPlantInput } from '@/components/simulator/own-plant-input';
import { ownPlantFigures } from '@/components/simulator/own-plant-result';
import { connectionStart, simulate, type OwnPlantInput, type OwnPlantResult } from '@/components/simulator/simulate';
import { CONNECTIONS } from '@/content/simulator/premises';
import { TYPICAL_BILLS_BRL } from '@/content/simulator/typical';

// The page's claims about the saving and the loan say no more than the simulator computes for a
// system a visitor buys now (a solar engineer's review: the text promised more than the maths).

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');
const percents = (text: string) => [...text.matchAll(/(\d+)%/g)].map((match) => Number(match[1]));
const BUILD = new Date(2026, 10, 26, 12);

const own = (brl: number, start: { year: number; month: number }, extra: Partial<OwnPlantInput> = {}) =>
  simulate(ownPlantInput({ usage: { kind: 'bill', brl }, ...start, ...extra })) as OwnPlantResult;

function benefit(title: RegExp): string {
  render(<Benefits />);
  return plain(screen.getByRole('heading', { name: title }).closest('li')!.textContent);
}

describe('the benefits card of “até 95%”', () => {
  it('does not say the bill falls to little more than the minimum when the simulator leaves two or more times it', () => {
    const start = connectionStart(new Date());
    const minimumBRL = (r: OwnPlantResult) => CONNECTIONS.find((c) => c.id === r.connection)!.minimumKWh * r.tariff + r.publicLighting;
    const r = own(1000, start);
    expect(r.billAfter / minimumBRL(r)).toBeGreaterThan(2);
    expect(benefit(/até 95%/)).not.toMatch(/pouco mais que a taxa mínima/);
  });

  it('states the typical homes’ saving the simulator gives a quote made today, and no share above it but the 95%', () => {
    const start = connectionStart(new Date());
    const shares = TYPICAL_BILLS_BRL.map((brl) => Math.round(own(brl, start).savingsShare * 100));
    const text = benefit(/até 95%/);
    expect(text).toContain(`de ${Math.min(...shares)}% a ${Math.max(...shares)}% a menos na conta de luz no 1º ano`);
    for (const share of percents(text)) if (share !== 95) expect(share).toBeLessThanOrEqual(Math.max(...shares));
  });
});

describe('the benefits card of the financing', () => {
  // The site's default loan over four cities and nine bills: the card may say the saving covers
  // the instalment only if the simulator says so for most of them.
  const cities = ['Londrina', 'Ponta Grossa', 'Curitiba', 'Cascavel'];
  const bills = [300, 400, 500, 700, 1000, 1500, 2000, 3000, 5000];

  it('claims the saving covers the loan only when the simulator finds it for most typical cases', () => {
    const start = connectionStart(new Date());
    const fits = cities.flatMap((city) =>
      bills.map((brl) => own(brl, start, { city, payment: { kind: 'financiado', monthlyRate: 0.015, termMonths: 60, graceDays: 120 } }).financing!.fit),
    );
    const text = benefit(/Financiamento/);
    const yes = fits.filter((fit) => fit === 'sim').length;
    if (yes <= fits.length / 2) expect(text).not.toMatch(/cobre o financiamento|cabe na economia|paga a parcela|cobre a parcela/);
  });

  it('counts the months of saving before the first instalment from the signing, not from the connection', () => {
    // 120 days of grace from the contract; the system is connected 60 days after it: two months.
    expect(benefit(/Financiamento/)).toMatch(/cerca de 2 meses antes da primeira parcela/);
  });
});

describe('the hero’s saving', () => {
  it('is the simulator’s result for every typical bill connected when a quote on the build’s day connects, and says that month', () => {
    const claim = heroClaim(BUILD);
    const [low, high] = percents(claim.range);
    const start = connectionStart(BUILD);
    const shares = TYPICAL_BILLS_BRL.map((brl) => Math.round(own(brl, start).savingsShare * 100));
    expect([low, high]).toEqual([Math.min(...shares), Math.max(...shares)]);
    expect(plain(claim.noteText)).toContain('ligada em janeiro de 2027');
  });

  it('says beside the first year what the simulator gives once the rules settle (January 2031) and over 25 years', () => {
    const claim = heroClaim(BUILD);
    expect(claim.title).toMatch(/no 1º ano/);
    const start = connectionStart(BUILD);
    const results = TYPICAL_BILLS_BRL.map((brl) => own(brl, start));
    const settled = results.map((r) => Math.round(r.settled.savingsShare * 100));
    const horizon = results.map((r) => Math.round(r.horizonShare * 100));
    const lasting = plain(claim.lasting);
    expect(percents(lasting)).toEqual([Math.min(...settled), Math.max(...settled), Math.min(...horizon), Math.max(...horizon)]);
    expect(lasting).toMatch(/a partir de janeiro de 2031/);
    expect(lasting).toMatch(/25 anos/);
  });
});

describe('the result’s 25-year sum', () => {
  it('says it is in today’s reais: no tariff rise, no inflation', () => {
    const result = own(500, connectionStart(new Date()));
    const labels = ownPlantFigures(result).map((figure) => figure.label);
    expect(labels).toContain('Economia em 25 anos, em reais de hoje');
  });
});
