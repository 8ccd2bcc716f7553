import { cleaningVisitCost, investmentFor, inverterReplacementCost, pricePerWp } from '@/components/simulator/costs';
import { fioBShare, runPlant, yieldPerKWp } from '@/components/simulator/plant';
import { paybackFromMonthly, savingsByLoanYear, simulate, viabilityOf, type OwnPlantInput, type OwnPlantResult } from '@/components/simulator/simulate';
import { findMunicipality } from '@/components/simulator/city-search';
import { ownPlantInput } from '@/components/simulator/own-plant-input';
import { TARIFF_CLASSES } from '@/content/simulator/premises';

// Worked by hand from the premises (content/simulator/premises.ts):
//   tariff B1 T = 0,364272 + 0,484460 = R$ 0,848732/kWh with taxes; public lighting R$ 20,00;
//   performance ratio 0,78; roof 'nordeste ou noroeste' × 0,95 (the default); first year −2%;
//   Fio B f = 28% × T × 60% (2026) = R$ 0,142587/kWh, so T / (T − f) = 1 / (1 − 0,168) = 1,201923;
//   580 W modules; two-phase minimum 50 kWh; residential simultaneity 0,3.

// The form's defaults: Londrina, two-phase, residential, a north-east or north-west roof, no shade,
// cleaning every 6 months, cash.
const ownPlant = (patch: Partial<OwnPlantInput> = {}) => simulate(ownPlantInput({ usage: { kind: 'bill', brl: 500 }, year: 2026, ...patch })) as OwnPlantResult;

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

describe('generation month by month', () => {
  it('uses each month’s irradiation, days and the roof', () => {
    // Londrina, January: 5,234 kWh/m²·day × 31 days × 0,78 × 0,95 = 120,23 kWh per kWp;
    // June: 4,416 × 30 × 0,78 × 0,95 = 98,17. The year adds up to 1.391,36 kWh per kWp.
    const londrina = yieldPerKWp(findMunicipality('Londrina')!.monthly, 0.95);
    expect(londrina[0]).toBeCloseTo(120.23, 2);
    expect(londrina[5]).toBeCloseTo(98.17, 2);
    expect(londrina.reduce((sum, kwh) => sum + kwh, 0)).toBeCloseTo(1391.36, 2);
    // Ponta Grossa, June: 3,861 × 30 × 0,78 × 0,95 = 85,83, 13% less than Londrina.
    expect(yieldPerKWp(findMunicipality('Ponta Grossa')!.monthly, 0.95)[5]).toBeCloseTo(85.83, 2);
  });
});

describe('R$ 500 in Londrina against R$ 500 in Ponta Grossa (residential, two-phase, 2026)', () => {
  // Both: consumption (500 − 20) / 0,848732 = 565,55 kWh a month; bill today R$ 500,00.
  const londrina = ownPlant();
  const pontaGrossa = ownPlant({ city: 'Ponta Grossa' });
  const setup = (city: string) => ({
    consumptionKWh: 565.55,
    minimumKWh: 50,
    tariff: TARIFF_CLASSES[0]!.tariffBRLPerKWh,
    simultaneity: 0.3,
    yieldPerKWp: yieldPerKWp(findMunicipality(city)!.monthly, 0.95),
    startYear: 2026,
  });

  it('needs one module more in Ponta Grossa, where June has less sun', () => {
    expect(londrina.consumptionKWh).toBeCloseTo(565.55, 2);
    // Londrina with 8 modules (4,64 kWp), June: 4,64 × 98,17 × 0,98 = 446,38 kWh; 0,3 of it used on the
    // spot (133,91), 312,47 injected, 431,64 from the grid. Wanted: (431,64 − 50) × 1,201923 = 458,7,
    // capped at 431,64. Every month before was short too, so no credit is left: 312,47 < 431,64.
    const eight = runPlant(setup('Londrina'), 4.64, 12)[5]!;
    expect(eight.generationKWh).toBeCloseTo(446.38, 1);
    expect(eight.wantedKWh).toBeCloseTo(431.64, 1);
    expect(eight.compensatedKWh).toBeCloseTo(312.47, 1);
    // With 9 (5,22 kWp) the spring surplus (142 kWh banked by April) covers June: 9 modules.
    expect(londrina.modules).toBe(9);
    expect(londrina.systemKWp).toBeCloseTo(5.22, 10);
    // Ponta Grossa with 9 modules, June: 5,22 × 85,83 × 0,98 = 439,06 kWh, 307,34 injected against
    // 433,83 wanted, with no credit left after May: short. It takes 10 modules (5,80 kWp).
    const nine = runPlant(setup('Ponta Grossa'), 5.22, 12)[5]!;
    expect(nine.generationKWh).toBeCloseTo(439.06, 1);
    expect(nine.compensatedKWh).toBeLessThan(nine.wantedKWh - 100);
    expect(pontaGrossa.modules).toBe(10);
  });

  it('costs more in Ponta Grossa and pays back later', () => {
    // Londrina: R$/Wp at 5,22 kWp = 2,80 + (0,22 / 3) × (2,66 − 2,80) = 2,789733 → 5.220 × 2,789733 = R$ 14.562,41.
    expect(londrina.investment.mid).toBeCloseTo(14562.41, 2);
    // Ponta Grossa: at 5,80 kWp = 2,80 − (0,80 / 3) × 0,14 = 2,762667 → 5.800 × 2,762667 = R$ 16.023,47.
    expect(pontaGrossa.investment.mid).toBeCloseTo(16023.47, 2);
    // Cleaning twice a year, R$ 15 a module (9 × 15 = R$ 135 a visit in Londrina); inverter in year 12: 20% = R$ 2.912,48.
    expect(londrina.cleaningPerVisit).toBe(135);
    expect(londrina.inverterCost).toBeCloseTo(2912.48, 2);
    // Londrina's first year: the twelve bills add up to R$ 903,22 (R$ 75,27 a month on average,
    // the minimum charge of R$ 42,44 plus R$ 20 of lighting plus the Fio B), so the year saves
    // 6.000 − 903,22 − 2 × 135 = R$ 4.826,78. With the Fio B rising to 75% and 90%, the next years
    // add 4.659,08, 4.490,62 and 4.377,07: R$ 13.976,48 after three years, 18.353,55 after four.
    expect(londrina.billAfter).toBeCloseTo(75.27, 2);
    expect(londrina.monthlySavings).toBeCloseTo(424.73, 2);
    expect(londrina.cumulativeNetSavings.slice(0, 4).map((v) => Math.round(v * 100) / 100)).toEqual([4826.78, 9485.86, 13976.48, 18353.55]);
    // Payback: three years plus (14.562,41 − 13.976,48) / 4.377,07 = 0,13 of the fourth → about 3,1 years.
    expect(londrina.paybackYears).toBeCloseTo(3.13, 1);
    expect(pontaGrossa.paybackYears).toBeCloseTo(3.48, 1);
    expect(pontaGrossa.paybackYears!).toBeGreaterThan(londrina.paybackYears!);
    // Both stay close to the same monthly saving: the larger plant makes up for the lesser sun.
    expect(pontaGrossa.monthlySavings).toBeCloseTo(425.25, 1);
  });

  it('notes the months the plant generates less than the house uses', () => {
    // June in Londrina: 5,22 × 98,17 × 0,98 = 502,19 kWh, below the 565,55 used: credits cover it.
    expect(Math.min(...londrina.monthlyGenerationKWh)).toBeCloseTo(502.19, 1);
    expect(londrina.monthlyGenerationKWh.indexOf(Math.min(...londrina.monthlyGenerationKWh))).toBe(5);
  });
});

describe('sizing never leaves the visitor short', () => {
  it.each([
    ['Londrina', 300],
    ['Londrina', 1000],
    ['Ponta Grossa', 3000],
    ['Curitiba', 750],
    ['Morretes', 450],
  ])('%s, R$ %i: one module fewer leaves a month of the first year short', (city, bill) => {
    const result = ownPlant({ city, usage: { kind: 'bill', brl: bill } });
    const consumption = (bill - 20) / TARIFF_CLASSES[0]!.tariffBRLPerKWh;
    const base = { consumptionKWh: consumption, minimumKWh: 50, tariff: TARIFF_CLASSES[0]!.tariffBRLPerKWh, simultaneity: 0.3, startYear: 2026 };
    const plant = { ...base, yieldPerKWp: yieldPerKWp(findMunicipality(city)!.monthly, 0.95) };
    const short = (modules: number) => runPlant(plant, modules * 0.58, 12).some((m) => m.compensatedKWh < m.wantedKWh - 1e-6);
    expect(short(result.modules)).toBe(false);
    expect(short(result.modules - 1)).toBe(true);
  });
});

describe('the connection', () => {
  it('says a single-phase connection cannot carry 11 kWp', () => {
    // R$ 1.000: (1.000 − 20) / 0,848732 = 1.154,66 kWh → 19 modules, 11,02 kWp > the ~8 kW of 127 V × 63 A.
    const result = ownPlant({ usage: { kind: 'bill', brl: 1000 }, connection: 'monofasico' });
    expect(result.systemKWp).toBeCloseTo(11.02, 10);
    expect(result.connectionCheck).toEqual({ kind: 'upgrade', maxKW: 8, capacity: '127 V × 63 A' });
    expect(ownPlant({ usage: { kind: 'bill', brl: 1000 }, connection: 'trifasico' }).connectionCheck).toEqual({ kind: 'ok' });
  });

  it('calls anything above 75 kW minigeração', () => {
    const result = ownPlant({ usage: { kind: 'bill', brl: 20_000 }, connection: 'trifasico' });
    expect(result.systemKWp).toBeGreaterThan(75);
    expect(result.connectionCheck).toEqual({ kind: 'minigeracao', maxKW: 75 });
  });
});

describe('the viability gate (issue 24): only a system an installer would quote gets a payback', () => {
  it('R$ 50 single-phase is one module: too small to quote', () => {
    // (50 − 20) / 0,848732 = 35,35 kWh a month, 5,35 above the 30 kWh minimum: one 580 W module.
    // Shown before as "Economia em 25 anos −R$ 4.800" (issue 24).
    const result = ownPlant({ usage: { kind: 'bill', brl: 50 }, connection: 'monofasico' });
    expect(result.modules).toBe(1);
    expect(result.viability).toEqual({ kind: 'too-small', modules: 1 });
  });

  it('R$ 100 single-phase is two modules: still too small; R$ 150 is three, and quoted', () => {
    // (100 − 20) / 0,848732 = 94,26 kWh, 64,26 above the minimum; (150 − 20) / 0,848732 = 153,17 kWh.
    expect(ownPlant({ usage: { kind: 'bill', brl: 100 }, connection: 'monofasico' }).viability).toEqual({ kind: 'too-small', modules: 2 });
    const quoted = ownPlant({ usage: { kind: 'bill', brl: 150 }, connection: 'monofasico' });
    expect(quoted.modules).toBe(3);
    expect(quoted.viability).toEqual({ kind: 'ok' });
  });

  it('R$ 50.000 is 535 kWp, far past the 75 kW of micro-generation (Lei 14.300, art. 1º): a Group A study, not an estimate', () => {
    // Shown before as 535 kWp paying back in "2,4 anos" (issue 24).
    const result = ownPlant({ usage: { kind: 'bill', brl: 50_000 }, connection: 'trifasico' });
    expect(result.systemKWp).toBeCloseTo(534.76, 2);
    expect(result.viability).toEqual({ kind: 'too-large', maxKW: 75 });
  });

  it('a system whose 25 years do not pay it back gets no payback, whatever its size', () => {
    const plant = { systemKWp: 2.32, modules: 4, toPayBack: 10_000, paybackYears: 24.5 };
    expect(viabilityOf({ ...plant, savingsHorizon: 9_999 })).toEqual({ kind: 'no-return' });
    expect(viabilityOf({ ...plant, savingsHorizon: 10_000 })).toEqual({ kind: 'no-return' });
    expect(viabilityOf({ ...plant, savingsHorizon: 30_000, paybackYears: null })).toEqual({ kind: 'no-return' });
    expect(viabilityOf({ ...plant, savingsHorizon: 10_001 })).toEqual({ kind: 'ok' });
  });

  it('the default case (R$ 500, Londrina) is quoted', () => {
    expect(ownPlant().viability).toEqual({ kind: 'ok' });
  });
});

describe('financing', () => {
  const financed = (monthlyRate: number, termMonths: number) =>
    ownPlant({ payment: { kind: 'financiado', monthlyRate, termMonths, graceDays: 120 } }).financing!;

  it('says "sim" only with 10% of room over the top-of-range instalment in every loan year (issue 24)', () => {
    // 0,89% a month, 60 instalments: 322,77 at the mid price, 322,77 × 1,15 = 371,19 at the top; the
    // lowest year saves 386,99, R$ 15,81 over it, less than the 37,12 of 10%: "depende".
    const close = financed(0.0089, 60);
    expect(close.instalment).toBeCloseTo(322.77, 2);
    expect(close.instalmentTop).toBeCloseTo(371.19, 2);
    expect(close.marginTop).toBeCloseTo(15.81, 2);
    expect(close.fit).toBe('depende');
    // 1,15% a month, 84 instalments: 280,76, top 322,88; the lowest year (386,58) passes it by 63,71,
    // more than the 32,29 of 10%: "sim".
    const roomy = financed(0.0115, 84);
    expect(roomy.instalmentTop).toBeCloseTo(322.88, 2);
    expect(roomy.marginTop).toBeCloseTo(63.71, 2);
    expect(roomy.fit).toBe('sim');
    // A year that does not cover even the mid-price instalment is still "no-comeco" or "nao".
    expect(financed(0.016, 60).fit).toBe('no-comeco');
    expect(financed(0.02, 24).fit).toBe('nao');
  });

  it('shows the instalment beside the saving, with the interest of the 120-day grace', () => {
    // R$ 14.562,41 at 1,5% a month, 60 instalments from the 4th month:
    // 14.562,41 × 1,045678 × 0,015 / 0,590704 = R$ 386,68; total 60 × 386,68 = R$ 23.200,85 (8.638,44 of interest).
    // The saving it must cover, a year of instalments at a time (months 4–15, 16–27, …): the Fio B
    // share rises from 60% (2026) to 75%, 90% and 100% (2029 on), so the average monthly saving on
    // the bill falls from R$ 421,29 to 407,30, 394,39, 387,20 and 386,99; the lowest is still
    // R$ 0,31 above the instalment: it covers it to the end, if only just. At the top of the
    // investment range (R$ 16.746,77, 15% above) the instalment is 386,68 × 1,15 = R$ 444,68, R$ 57,69
    // above that lowest year: so the answer is "depende", not "sim" (issue 24).
    const result = ownPlant({ payment: { kind: 'financiado', monthlyRate: 0.015, termMonths: 60, graceDays: 120 } });
    expect(result.financing).toMatchObject({ firstPaymentMonth: 4, termMonths: 60 });
    expect(result.financing!.instalment).toBeCloseTo(386.68, 2);
    expect(result.financing!.totalPaid).toBeCloseTo(23200.85, 2);
    expect(result.financing!.interest).toBeCloseTo(8638.44, 2);
    expect(result.financing!.savingsByLoanYear.map((saving) => Math.round(saving * 100) / 100)).toEqual([421.29, 407.3, 394.39, 387.2, 386.99]);
    expect(result.financing!.fit).toBe('depende');
    expect(result.financing!.firstShortLoanYear).toBeNull();
    expect(result.financing!.margin).toBeCloseTo(0.31, 2);
    expect(result.financing!.instalmentTop).toBeCloseTo(444.68, 2);
    expect(result.financing!.marginTop).toBeCloseTo(-57.69, 2);
    // What the savings pay back is now every instalment: it takes longer than the 3,1 years of cash.
    expect(result.toPayBack).toBeCloseTo(23200.85, 2);
    expect(result.paybackYears).toBeCloseTo(5.1, 1);
  });

  it('says when the instalment does not fit: 24 instalments at 2% a month', () => {
    // 14.562,41 × 1,02³ × 0,02 / (1 − 1,02^−24) = 309,08 / 0,378279 = R$ 817,07 > 424,73.
    const result = ownPlant({ payment: { kind: 'financiado', monthlyRate: 0.02, termMonths: 24, graceDays: 120 } });
    expect(result.financing!.instalment).toBeCloseTo(817.07, 1);
    expect(result.financing!.fit).toBe('nao');
    expect(result.financing!.firstShortLoanYear).toBe(1);
    // The worse of the two years of instalments: 817,06 − 407,30 = R$ 409,76 a month short.
    expect(result.financing!.margin).toBeCloseTo(-409.76, 2);
  });

  it('says when the instalment fits only at first: 60 instalments at 1,6% a month', () => {
    // 14.562,41 × 1,016³ × 0,016 / (1 − 1,016^−60) = 14.562,41 × 1,048772 × 0,016 / 0,614186 = R$ 397,86:
    // below the R$ 421,29 and 407,30 of the first two years of instalments, above the 394,39 of
    // the third, and the worst year (386,99) falls R$ 10,87 short.
    const result = ownPlant({ payment: { kind: 'financiado', monthlyRate: 0.016, termMonths: 60, graceDays: 120 } });
    expect(result.financing!.instalment).toBeCloseTo(397.86, 2);
    expect(result.financing!.fit).toBe('no-comeco');
    expect(result.financing!.firstShortLoanYear).toBe(3);
    expect(result.financing!.margin).toBeCloseTo(-10.87, 2);
  });

  it('averages the saving over each twelve instalments, the last group as long as it is', () => {
    // 30 instalments from month 4: months 4–15, 16–27 and 28–33. Savings of 100 in months 1–12,
    // 90 in 13–24 and 80 after: (9 × 100 + 3 × 90) / 12 = 97,5; 90 (9 months) and 80 (3) → 87,5; 80.
    const monthly = Array.from({ length: 40 }, (_, index) => (index < 12 ? 100 : index < 24 ? 90 : 80));
    expect(savingsByLoanYear(monthly, 4, 30)).toEqual([97.5, 87.5, 80]);
  });
});

describe('the subscription discount applies only to the compensable part', () => {
  it('R$ 300, two-phase, tariff R$ 0,85 and no lighting fee: R$ 38,63, not R$ 45', () => {
    // 300 − 0 − 50 kWh × 0,85 = 300 − 42,50 = 257,50 compensable; 15% of it = R$ 38,625.
    const result = simulate({ mode: 'assinatura', billBRL: 300, connection: 'bifasico', tariffClass: 'b1', tariff: 0.85, publicLighting: 0 });
    expect(result).toMatchObject({ mode: 'assinatura', minimumBRL: 42.5, compensableBRL: 257.5, discount: 0.15 });
    if (result.mode !== 'assinatura') throw new Error('wrong mode');
    expect(result.monthlySavings).toBeCloseTo(38.625, 10);
    expect(result.yearlySavings).toBeCloseTo(463.5, 10);
  });

  it('with the premises (R$ 0,848732 and R$ 20 of lighting): R$ 35,63', () => {
    // 300 − 20 − 50 × 0,848732 = 300 − 20 − 42,4366 = 237,5634; × 0,15 = R$ 35,63.
    const result = simulate({ mode: 'assinatura', billBRL: 300, connection: 'bifasico', tariffClass: 'b1' });
    if (result.mode !== 'assinatura') throw new Error('wrong mode');
    expect(result.compensableBRL).toBeCloseTo(237.56, 2);
    expect(result.monthlySavings).toBeCloseTo(35.63, 2);
  });
});

describe('rental', () => {
  it('is the company’s stated 1,88% average (spec section 9), never an income worked out from an amount (issue 24)', () => {
    // A public offer of returns on plants the company builds and operates may need CVM
    // registration (Lei nº 6.385/1976, art. 19; CVM Resolução nº 88/2022 on crowdfunding
    // offers): the site states the average and its conditions, and computes nothing from money.
    expect(simulate({ mode: 'investidor' })).toEqual({ mode: 'investidor', monthlyYield: 0.0188 });
  });
});

describe('costs', () => {
  it('prices small systems higher per Wp, in straight lines between the price points', () => {
    expect(pricePerWp(2)).toBe(3.59);
    expect(pricePerWp(4)).toBeCloseTo((3.59 + 2.8) / 2, 10);
    expect(pricePerWp(12)).toBeCloseTo(2.51 + (2 / 5) * (2.3 - 2.51), 10);
    expect(pricePerWp(40)).toBe(2.3);
    // 1 module (0,58 kWp × 3,59 = R$ 2.082) still costs the R$ 6.000 minimum of an installation.
    const minimum = investmentFor(0.58);
    expect(minimum.mid).toBe(6000);
    expect(minimum.low).toBeCloseTo(5100, 6);
    expect(minimum.high).toBeCloseTo(6900, 6);
  });

  it('charges cleaning by module, with a minimum visit, and the inverter as a share of the price', () => {
    expect(cleaningVisitCost(4)).toBe(100); // 4 × 15 = 60 → the R$ 100 minimum
    expect(cleaningVisitCost(20)).toBe(300);
    expect(cleaningVisitCost(21)).toBe(252); // 21 × 12
    expect(inverterReplacementCost(10_000)).toBe(2000);
  });
});

describe('the savings shown stay within the company’s claim', () => {
  it('never above 95%', () => {
    // 10.000 kWh, three-phase, connected in 2023 (Fio B 15%): the bill would fall to about 3%
    // of R$ 8.507,32 (10.000 × 0,848732 + 20); it is shown at 5% of it, R$ 425,37, savings 95%.
    const result = ownPlant({ usage: { kind: 'kwh', kwh: 10_000 }, connection: 'trifasico', year: 2023 });
    expect(result.billBefore).toBeCloseTo(8507.32, 2);
    expect(result.billAfter).toBeCloseTo(425.37, 2);
    expect(result.savingsShare).toBeCloseTo(0.95, 10);
  });
});

describe('paybackFromMonthly', () => {
  it('interpolates within the month and gives up beyond the horizon', () => {
    // 100 a month against 250: two full months, then half of the third: 2,5 months = 0,2083 years.
    expect(paybackFromMonthly([100, 100, 100], 250)).toBeCloseTo(2.5 / 12, 10);
    expect(paybackFromMonthly([100, 100, 100], 301)).toBeNull();
    expect(paybackFromMonthly([-50, 100, 100], 100)).toBeCloseTo(2.5 / 12, 10);
  });
});
