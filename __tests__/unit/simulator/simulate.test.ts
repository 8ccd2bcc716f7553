import { fioBShare, payback, simulate, type OwnPlantInput, type OwnPlantResult } from '@/components/simulator/simulate';

// Expected values worked out by hand from the premises (content/simulator.ts):
//   T = 0,85 R$/kWh, PR = 0,78, 580 W modules of 2,6 m², 365/12 = 30,41667 days a month,
//   simultaneity s = 0,3, Fio B φ = 28% of T, degradation 0,5%/year, R$ 2,50/Wp ± 15%.
// Londrina yield: 5,15 × 0,78 × 30,41667 = 122,18375 kWh per kWp per month.

const londrina450 = (year: number): OwnPlantInput => ({
  mode: 'usina',
  usage: { kind: 'bill', brl: 450 },
  city: 'londrina',
  connection: 'bifasico',
  year,
});

const ownPlant = (input: OwnPlantInput) => simulate(input) as OwnPlantResult;

describe('fioBShare (Lei 14.300, art. 27)', () => {
  it.each([
    [2023, 0.15],
    [2024, 0.3],
    [2025, 0.45],
    [2026, 0.6],
    [2027, 0.75],
    [2028, 0.9],
    [2029, 1],
    [2040, 1],
  ])('charges in %i a share of %f', (year, share) => {
    expect(fioBShare(year)).toBe(share);
  });
});

describe('simulate: own plant, R$ 450 bill in Londrina, two-phase', () => {
  // C = 450 / 0,85 = 529,41 kWh. In 2026 (p = 0,6):
  //   target = min(C, (C − 50) / (1 − 0,7 × 0,28 × 0,6)) = min(529,41; 479,41 / 0,8824 = 543,30) = 529,41 kWh
  //   529,41 / 122,18375 = 4,3329 kWp = 7,47 modules → rounds to 7 modules = 4,06 kWp
  //   generation G = 4,06 × 122,18375 = 496,07 kWh; roof 7 × 2,6 = 18,2 m²
  //   G ≤ C, so the bill is (C − G)·T + (1 − s)·G·φ·T·p
  //     = 33,35 × 0,85 + 347,25 × 0,1428 = 28,34 + 49,59 = R$ 77,93 (above the minimum 50 × 0,85 = 42,50)
  //   savings 450 − 77,93 = 372,07 a month (82,7%), 4.464,83 a year
  const result = ownPlant(londrina450(2026));

  it('rounds the system to whole modules', () => {
    expect(result.consumptionKWh).toBeCloseTo(529.41, 2);
    expect(result.modules).toBe(7);
    expect(result.systemKWp).toBeCloseTo(4.06, 10);
    expect(result.roofAreaM2).toBeCloseTo(18.2, 10);
    expect(result.generationKWh).toBeCloseTo(496.07, 2);
  });

  it('computes the bill after solar with the Fio B of the connection year', () => {
    expect(result.fioBShare).toBe(0.6);
    expect(result.billBefore).toBeCloseTo(450, 6);
    expect(result.billAfter).toBeCloseTo(77.93, 2);
    expect(result.monthlySavings).toBeCloseTo(372.07, 2);
    expect(result.yearlySavings).toBeCloseTo(4464.83, 2);
    expect(result.savingsShare).toBeCloseTo(0.8268, 4);
  });

  it('gives the investment range, the payback and the 25-year savings', () => {
    // 4.060 Wp × R$ 2,50 = R$ 10.150, range 8.627,50 to 11.672,50.
    expect(result.investment.mid).toBeCloseTo(10150, 6);
    expect(result.investment.low).toBeCloseTo(8627.5, 6);
    expect(result.investment.high).toBeCloseTo(11672.5, 6);
    // Year 2 (2027, p = 0,75): G = 496,07 × 0,995 = 493,59; bill = 35,83 × 0,85 + 345,51 × 0,1785 = 92,13;
    //   savings 12 × 357,87 = 4.294,49 → cumulative 8.759,32.
    // Year 3 (2028, p = 0,9): G = 491,12; bill = 38,29 × 0,85 + 343,78 × 0,2142 = 106,19;
    //   savings 12 × 343,81 = 4.125,75 → cumulative 12.885,07 ≥ 10.150.
    // Payback = 2 + (10.150 − 8.759,32) / 4.125,75 = 2,337 years.
    expect(result.cumulativeSavings).toHaveLength(25);
    expect(result.cumulativeSavings[1]).toBeCloseTo(8759.32, 1);
    expect(result.cumulativeSavings[2]).toBeCloseTo(12885.07, 1);
    expect(result.paybackYears).toBeCloseTo(2.337, 3);
    // From 2029 (p = 1) the yearly savings are 12 × G_k × (0,85 − 0,7 × 0,238) = 12 × 0,6834 × G_k, with
    // G_k = 496,07 × 0,995^k. Years 4–25: 12 × 0,6834 × 496,07 × (0,995³ − 0,995²⁵) / 0,005 = 83.685,37;
    // plus the first three years, 12.885,07: R$ 96.570,44.
    expect(result.savingsHorizon).toBeCloseTo(96570.44, 0);
  });

  it('counts the CO₂ avoided', () => {
    // 12 × 496,07 kWh = 5,9528 MWh × 0,0385 = 0,2292 t a year;
    // 25 years: 5,9528 × (1 − 0,995²⁵) / 0,005 = 140,22 MWh × 0,0385 = 5,399 t.
    expect(result.co2TonsPerYear).toBeCloseTo(0.2292, 4);
    expect(result.co2TonsHorizon).toBeCloseTo(5.399, 3);
  });
});

describe('simulate: the first-year bill follows the Fio B schedule', () => {
  // Same R$ 450 case. The target changes with p but always rounds to 7 modules (6,97 in 2023,
  // 7,19 in 2024, 7,42 in 2025, 7,47 from 2026), so G = 496,07 kWh and the bill is
  // max(42,50; 33,35 × 0,85 + 347,25 × 0,28 × 0,85 × p) = max(42,50; 28,34 + 82,645 × p).
  it.each([
    [2023, 42.5], // 28,34 + 12,40 = 40,74 is below the minimum charge: the bill is the minimum, 50 kWh × 0,85
    [2024, 53.14],
    [2025, 65.53],
    [2026, 77.93],
    [2027, 90.33],
    [2028, 102.72],
    [2029, 110.99],
  ])('connected in %i the bill is R$ %f', (year, bill) => {
    const result = ownPlant(londrina450(year));
    expect(result.modules).toBe(7);
    expect(result.billAfter).toBeCloseTo(bill, 2);
  });
});

describe('simulate: minimum charge and small systems', () => {
  it('never bills below the minimum charge, even with more generation than consumption', () => {
    // 60 kWh, single-phase (minimum 30 kWh), 2026: target = min(60; 30 / 0,8824 = 34,0) kWh
    //   = 0,278 kWp = 0,48 module → at least 1 module = 0,58 kWp, G = 70,87 kWh > 60.
    // Self-consumed 21,26; injected 49,61; from grid 38,74, all compensated:
    //   bill = max(30 × 0,85 = 25,50; 0 + 38,74 × 0,1428 = 5,53) = R$ 25,50.
    const result = ownPlant({ mode: 'usina', usage: { kind: 'kwh', kwh: 60 }, city: 'londrina', connection: 'monofasico', year: 2026 });
    expect(result.modules).toBe(1);
    expect(result.billBefore).toBeCloseTo(51, 6);
    expect(result.billAfter).toBeCloseTo(25.5, 6);
    expect(result.savingsShare).toBeCloseTo(0.5, 6);
  });

  it('sizes to the minimum charge of the connection, with the city and the tariff given', () => {
    // 300 kWh, three-phase (minimum 100 kWh), Maringá, tariff R$ 1,00, 2026.
    // Yield 5,13 × 0,78 × 30,41667 = 121,709; target = min(300; 200 / 0,8824 = 226,65) kWh
    //   = 1,8623 kWp = 3,21 modules → 3 = 1,74 kWp, G = 211,77 kWh.
    // Bill = (300 − 211,77) × 1,00 + 0,7 × 211,77 × 0,28 × 1,00 × 0,6 = 88,23 + 24,90 = R$ 113,13.
    const result = ownPlant({
      mode: 'usina',
      usage: { kind: 'kwh', kwh: 300 },
      city: 'maringa',
      connection: 'trifasico',
      tariff: 1,
      year: 2026,
    });
    expect(result.modules).toBe(3);
    expect(result.generationKWh).toBeCloseTo(211.77, 2);
    expect(result.billBefore).toBeCloseTo(300, 6);
    expect(result.billAfter).toBeCloseTo(113.13, 2);
  });

  it('never shows savings above the 95% the site promises', () => {
    // 10.000 kWh, single-phase, 2023 (p = 0,15): 141 modules, G = 9.992,19 kWh;
    // raw bill = 7,81 × 0,85 + 0,7 × 9.992,19 × 0,0357 = 256,35, only 3% of R$ 8.500:
    // shown as 5% of 8.500 = R$ 425,00, savings 95%.
    const result = ownPlant({ mode: 'usina', usage: { kind: 'kwh', kwh: 10_000 }, city: 'londrina', connection: 'monofasico', year: 2023 });
    expect(result.modules).toBe(141);
    expect(result.billAfter).toBeCloseTo(425, 6);
    expect(result.savingsShare).toBeCloseTo(0.95, 10);
  });
});

describe('simulate: subscription and rental', () => {
  it('offers up to 15% of the bill, with no investment', () => {
    // 450 × 0,15 = 67,50 a month, 810 a year.
    expect(simulate({ mode: 'assinatura', billBRL: 450 })).toEqual({
      mode: 'assinatura',
      billBRL: 450,
      monthlySavings: 67.5,
      yearlySavings: 810,
      discount: 0.15,
    });
  });

  it('estimates rental income at the 1,88% historical average', () => {
    // 100.000 × 0,0188 = 1.880 a month, 22.560 a year.
    const result = simulate({ mode: 'investidor', amountBRL: 100_000 });
    expect(result).toMatchObject({ mode: 'investidor', monthlyYield: 0.0188 });
    if (result.mode !== 'investidor') throw new Error('wrong mode');
    expect(result.monthlyIncome).toBeCloseTo(1880, 6);
    expect(result.yearlyIncome).toBeCloseTo(22560, 6);
  });
});

describe('payback', () => {
  it('interpolates within the year and gives up beyond the horizon', () => {
    // Cumulative 100, 200, 300 against 250: two full years, then 50 of the third year's 100.
    expect(payback([100, 200, 300], 250)).toBeCloseTo(2.5, 10);
    expect(payback([100, 200, 300], 50)).toBeCloseTo(0.5, 10);
    expect(payback([100, 200, 300], 301)).toBeNull();
  });
});
