import { render, screen } from '@testing-library/react';
import { Benefits } from '@/components/home/benefits';
import { heroClaim } from '@/components/home/hero';
import { ownPlantInput } from '@/components/simulator/own-plant-input';
import { ownPlantFigures } from '@/components/simulator/own-plant-result';
import { connectionStart, simulate, type OwnPlantInput, type OwnPlantResult } from '@/components/simulator/simulate';
import { CONNECTIONS } from '@/content/simulator/premises';
import { hero } from '@/content/hero';

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

  it('states the simulator’s best first-year saving for a home and a shop connected now, and no share above them but the 95%', () => {
    const start = connectionStart(new Date());
    const best = (tariffClass: 'b1' | 'b3') =>
      Math.max(
        ...[300, 500, 1000, 2000, 3000, 5000]
          .map((brl) => own(brl, start, { tariffClass }))
          .filter((r) => r.viability.kind === 'ok')
          .map((r) => r.savingsShare),
      );
    const text = benefit(/até 95%/);
    const home = Math.round(best('b1') * 100);
    const shop = Math.round(best('b3') * 100);
    expect(text).toContain(`${home}% numa casa`);
    expect(text).toContain(`${shop}% num comércio`);
    for (const share of percents(text)) if (share !== 95) expect(share).toBeLessThanOrEqual(shop);
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
  it('is true for a quote on any day of the twelve months after the build, for every typical bill', () => {
    const claim = heroClaim(BUILD);
    const [low, high] = percents(claim.range);
    for (let day = 0; day <= 365; day += 15) {
      const start = connectionStart(new Date(BUILD.getTime() + day * 86_400_000));
      const shares = hero.note.typicalBillsBRL.map((brl) => Math.round(own(brl, start).savingsShare * 100));
      expect(Math.min(...shares)).toBeGreaterThanOrEqual(low!);
      expect(Math.max(...shares)).toBeGreaterThanOrEqual(high!);
    }
  });

  it('says beside the first year what the simulator gives from the fifth year on and over 25 years', () => {
    const claim = heroClaim(BUILD);
    expect(claim.title).toMatch(/no 1º ano/);
    const start = connectionStart(BUILD);
    const results = hero.note.typicalBillsBRL.map((brl) => own(brl, start));
    const settled = results.map((r) => Math.round(r.settled.savingsShare * 100));
    const horizon = results.map((r) => Math.round(r.horizonShare * 100));
    const lasting = plain(claim.lasting);
    // Never more than the connection at the start of the window gives (the later ones give less).
    const [settledLow, settledHigh, horizonLow, horizonHigh] = percents(lasting);
    expect(settledHigh).toBeLessThanOrEqual(Math.max(...settled));
    expect(settledLow).toBeLessThanOrEqual(Math.min(...settled));
    expect(horizonHigh).toBeLessThanOrEqual(Math.max(...horizon));
    expect(horizonLow).toBeLessThanOrEqual(Math.min(...horizon));
    expect(lasting).toMatch(/do 5º ano em diante/);
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
