import { cleaningVisitCost, investmentFor, inverterReplacementCost, pricePerWp } from '@/components/simulator/costs';
import { fioBShare, runPlant, yieldPerKWp } from '@/components/simulator/plant';
import { paybackFromMonthly, savingsByLoanYear, simulate, viabilityOf, type OwnPlantInput, type OwnPlantResult } from '@/components/simulator/simulate';
import { findMunicipality } from '@/components/simulator/city-search';
import { ownPlantInput } from '@/components/simulator/own-plant-input';
import { premises, TARIFF_CLASSES } from '@/content/simulator/premises';
import { resultCopy } from '@/content/simulator/copy';

// Worked by hand from the premises (content/simulator/premises.ts):
//   tariff B1 T = 0,364272 + 0,484460 = R$ 0,848732/kWh with taxes; public lighting R$ 20,00;
//   performance ratio 0,78; roof 'nordeste ou noroeste' × 0,95 (the default); first year −1%;
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

  it('needs one module more in Ponta Grossa, where the year has less sun: the year must balance', () => {
    expect(londrina.consumptionKWh).toBeCloseTo(565.55, 2);
    // Each month wants all the energy it takes from the grid compensated: (N − 50) × 1,201923 ≥ N for
    // N ≥ 297,6 kWh, true in every month here. With 30% of the generation used on the spot, the year
    // balances when 0,7 × G ≥ 12 × 565,55 − 0,3 × G, that is when it generates the year's use:
    // G ≥ 6.786,6 kWh. Londrina: 1.391,36 kWh per kWp × 0,99 (first-year loss) = 1.377,44, so
    // 6.786,6 / 1.377,44 = 4,93 kWp, 8,49 modules: 9. Eight (4,64 kWp) generate 6.391,33: they inject
    // 4.473,93 against 4.869,20 wanted.
    const year = (city: string, kWp: number) => {
      const months = runPlant(setup(city), kWp, 12);
      const sum = (key: 'generationKWh' | 'injectedKWh' | 'wantedKWh') => months.reduce((total, m) => total + m[key], 0);
      return { generated: sum('generationKWh'), injected: sum('injectedKWh'), wanted: sum('wantedKWh') };
    };
    const eight = year('Londrina', 4.64);
    expect(eight.generated).toBeCloseTo(6391.33, 1);
    expect(eight.injected).toBeCloseTo(4473.93, 1);
    expect(eight.wanted).toBeCloseTo(4869.2, 1);
    expect(londrina.modules).toBe(9);
    expect(londrina.systemKWp).toBeCloseTo(5.22, 10);
    // Ponta Grossa: 1.277,57 × 0,99 = 1.264,80 kWh per kWp, so 5,37 kWp, 9,25 modules: 10. Nine fall short.
    const nine = year('Ponta Grossa', 5.22);
    expect(nine.injected).toBeLessThan(nine.wanted - 150);
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
    // Londrina's first year: the twelve bills add up to R$ 900,11 (R$ 75,01 a month on average,
    // the minimum charge of R$ 42,44 plus R$ 20 of lighting plus the Fio B), so the year saves
    // 6.000 − 900,11 − 2 × 135 = R$ 4.829,89. With the Fio B rising to 75% and 90%, the next years
    // add 4.663,33, 4.496,15 and 4.383,69: R$ 13.989,37 after three years, 18.373,06 after four.
    expect(londrina.billAfter).toBeCloseTo(75.01, 2);
    expect(londrina.monthlySavings).toBeCloseTo(424.99, 2);
    expect(londrina.cumulativeNetSavings.slice(0, 4).map((v) => Math.round(v * 100) / 100)).toEqual([4829.89, 9493.22, 13989.37, 18373.06]);
    // Payback: three years plus (14.562,41 − 13.989,37) / 4.383,69 = 0,13 of the fourth → about 3,1 years.
    expect(londrina.paybackYears).toBeCloseTo(3.13, 1);
    expect(pontaGrossa.paybackYears).toBeCloseTo(3.48, 1);
    expect(pontaGrossa.paybackYears!).toBeGreaterThan(londrina.paybackYears!);
    // Both stay close to the same monthly saving: the larger plant makes up for the lesser sun.
    expect(pontaGrossa.monthlySavings).toBeCloseTo(425.51, 1);
  });

  it('notes the months the plant generates less than the house uses', () => {
    // June in Londrina: 5,22 × 98,17 × 0,99 = 507,31 kWh, below the 565,55 used: credits cover it.
    expect(Math.min(...londrina.monthlyGenerationKWh)).toBeCloseTo(507.31, 1);
    expect(londrina.monthlyGenerationKWh.indexOf(Math.min(...londrina.monthlyGenerationKWh))).toBe(5);
  });
});

describe('sizing on the year’s balance, as installers do', () => {
  it.each([
    ['Londrina', 300],
    ['Londrina', 1000],
    ['Ponta Grossa', 3000],
    ['Curitiba', 750],
    ['Morretes', 450],
  ])('%s, R$ %i: the year balances, and one module fewer leaves it short', (city, bill) => {
    const result = ownPlant({ city, usage: { kind: 'bill', brl: bill } });
    const consumption = (bill - 20) / TARIFF_CLASSES[0]!.tariffBRLPerKWh;
    const base = { consumptionKWh: consumption, minimumKWh: 50, tariff: TARIFF_CLASSES[0]!.tariffBRLPerKWh, simultaneity: 0.3, startYear: 2026 };
    const plant = { ...base, yieldPerKWp: yieldPerKWp(findMunicipality(city)!.monthly, 0.95) };
    const surplus = (modules: number) => {
      const year = runPlant(plant, modules * 0.58, 12);
      return year.reduce((sum, m) => sum + m.injectedKWh - m.wantedKWh, 0);
    };
    expect(surplus(result.modules)).toBeGreaterThanOrEqual(0);
    expect(surplus(result.modules - 1)).toBeLessThan(0);
  });
});

describe('the connection, by the inverter’s power', () => {
  // Limits apply to the inverter (Lei 14.300/2022, art. 1º, XI: "potência instalada em corrente
  // alternada"); 1,2 kWp of panels per kW of inverter (CEPEL/CRESESB manual: FDI 0,75 to 1,05).
  it('a single-phase connection cannot carry 11 kWp: the estimate moves it to three-phase, with its minimum and the new entry standard', () => {
    // R$ 1.000: (1.000 − 20) / 0,848732 = 1.154,66 kWh a month; the year's use, 13.855,9 kWh, over
    // 1.377,44 kWh per kWp in the first year = 10,06 kWp → 18 modules, 10,44 kWp; 10,44 / 1,2 = 8,70 kW
    // of inverter > 127 V × 63 A = 8,001 kVA. Sized again with the three-phase minimum of 100 kWh: still 18.
    const result = ownPlant({ usage: { kind: 'bill', brl: 1000 }, connection: 'monofasico' });
    expect(result.systemKWp).toBeCloseTo(10.44, 10);
    expect(result.inverterKW).toBeCloseTo(8.7, 4);
    expect(result.connectionCheck).toEqual({ kind: 'upgrade', maxKW: 8.001, capacity: '127 V × 63 A', low: 2000, high: 5000 });
    expect(result.minimumKWh).toBe(100);
    // The system's price (10,44 kWp at R$ 2,4915/Wp between the 10 and 15 kWp points: R$ 26.011,47 ×
    // 0,85 … 1,15) plus R$ 2.000 to R$ 5.000 for the entry standard; the middle adds R$ 3.500.
    const system = investmentFor(10.44);
    expect(result.investment.low).toBeCloseTo(system.low + 2000, 6);
    expect(result.investment.mid).toBeCloseTo(system.mid + 3500, 6);
    expect(result.investment.high).toBeCloseTo(system.high + 5000, 6);
    // The inverter's replacement is a share of the system, not of the entry standard.
    expect(result.inverterCost).toBeCloseTo(0.2 * system.mid, 6);
  });

  it('two-phase is 220 V × 63 A = 13,86 kVA, not 2 × 127 V × 63 A: 8,70 kW fits, 17,40 kW does not', () => {
    expect(ownPlant({ usage: { kind: 'bill', brl: 1000 }, connection: 'bifasico' }).connectionCheck).toEqual({ kind: 'ok' });
    // R$ 2.000: (2.000 − 20) / 0,848732 = 2.332,88 kWh → 36 modules, 20,88 kWp / 1,2 = 17,40 kW > 13,86 kVA.
    const twoThousand = ownPlant({ usage: { kind: 'bill', brl: 2000 }, connection: 'bifasico' });
    expect(twoThousand.inverterKW).toBeCloseTo(17.4, 4);
    expect(twoThousand.connectionCheck).toMatchObject({ kind: 'upgrade', maxKW: 13.86, capacity: '220 V × 63 A' });
    expect(ownPlant({ usage: { kind: 'bill', brl: 2000 }, connection: 'trifasico' }).connectionCheck).toEqual({ kind: 'ok' });
  });

  it('87,6 kWp of panels is micro-generation (73,0 kW of inverter); 90,5 kWp (75,4 kW) is not', () => {
    // R$ 8.500 three-phase: 151 modules, 87,58 kWp / 1,2 = 72,98 kW ≤ 75: quoted, though the panels pass 75.
    const micro = ownPlant({ usage: { kind: 'bill', brl: 8500 }, connection: 'trifasico' });
    expect(micro.systemKWp).toBeCloseTo(87.58, 10);
    expect(micro.connectionCheck).toEqual({ kind: 'ok' });
    expect(micro.viability).toEqual({ kind: 'ok' });
    // R$ 8.800: 156 modules, 90,48 kWp / 1,2 = 75,40 kW > 75.
    const mini = ownPlant({ usage: { kind: 'bill', brl: 8800 }, connection: 'trifasico' });
    expect(mini.inverterKW).toBeCloseTo(75.4, 4);
    expect(mini.connectionCheck).toEqual({ kind: 'minigeracao', maxKW: 75 });
    expect(mini.viability).toEqual({ kind: 'too-large', maxKW: 75 });
  });
});

describe('the viability gate: only a system an installer would quote gets a payback', () => {
  it('R$ 50 single-phase is one module: too small to quote', () => {
    // (50 − 20) / 0,848732 = 35,35 kWh a month, 5,35 above the 30 kWh minimum: one 580 W module.
    // Without the gate it would show "Economia em 25 anos −R$ 4.800".
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

  it('R$ 50.000 is 513 kWp, far past the 75 kW of micro-generation (Lei 14.300, art. 1º): a Group A study, not an estimate', () => {
    // Without the gate it would show 513 kWp paying back in about two and a half years.
    const result = ownPlant({ usage: { kind: 'bill', brl: 50_000 }, connection: 'trifasico' });
    expect(result.systemKWp).toBeCloseTo(513.3, 2);
    expect(result.viability).toEqual({ kind: 'too-large', maxKW: 75 });
  });

  it('a system whose 25 years do not pay it back gets no payback, whatever its size', () => {
    const plant = { inverterKW: 1.93, modules: 4, toPayBack: 10_000, paybackYears: 24.5 };
    const noReturn = { kind: 'no-return', cause: 'fixed-charges' };
    expect(viabilityOf({ ...plant, savingsHorizon: 9_999 })).toEqual(noReturn);
    expect(viabilityOf({ ...plant, savingsHorizon: 10_000 })).toEqual(noReturn);
    expect(viabilityOf({ ...plant, savingsHorizon: 30_000, paybackYears: null })).toEqual(noReturn);
    // Financed: 9.999 saved pays a price of 6.000 but not the 10.000 of instalments: the interest is the cause.
    expect(viabilityOf({ ...plant, savingsHorizon: 9_999, price: 6_000 })).toEqual({ kind: 'no-return', cause: 'interest' });
    expect(viabilityOf({ ...plant, savingsHorizon: 10_001 })).toEqual({ kind: 'ok' });
  });

  it('the default case (R$ 500, Londrina) is quoted', () => {
    expect(ownPlant().viability).toEqual({ kind: 'ok' });
  });
});

describe('financing', () => {
  const financed = (monthlyRate: number, termMonths: number, graceDays = 120) =>
    ownPlant({ payment: { kind: 'financiado', monthlyRate, termMonths, graceDays } }).financing!;
  // Every loan below is R$ 14.562,41 (the middle of the range) plus its IOF, financed with it
  // (Decreto 6.306/2007: 0,38% + 0,0082% a day on each amortisation, up to 365 days; financing.test.ts
  // works the IOF out by hand): F = P / (1 − s), s the IOF per real of the price.
  // The saving it must cover, a year of instalments at a time, connected in January 2026: the grace
  // runs from the signing, 60 days before the connection, so the instalments fall in months 2–13,
  // 14–25, … of operation (not 4–15). The Fio B share rises from 60% to 75%, 90% and 100% (2029 on),
  // and from the 49th month the compensated energy pays ICMS (Lei estadual 19.595/2018): R$ 423,85,
  // 409,97, 396,41, then 384,10 (1 of its 12 months with ICMS) and 342,49.

  it('says "sim" only with 10% of room over the top-of-range instalment in every loan year', () => {
    // 0,89% a month, 60 instalments: F = 15.052,12, instalment 333,62 at the mid price and 383,67 at
    // the top; the lowest year (342,49) covers the mid instalment by 8,87 but not the top one: "depende".
    const close = financed(0.0089, 60);
    expect(close.instalment).toBeCloseTo(333.62, 2);
    expect(close.instalmentTop).toBeCloseTo(383.67, 2);
    expect(close.margin).toBeCloseTo(8.87, 2);
    expect(close.fit).toBe('depende');
    // 0,89% a month, 96 instalments: 240,30, top 276,34; the lowest year (341,74, the 8th, with the
    // panels a little older) passes it by 65,40, more than the 27,63 of 10%: "sim".
    const roomy = financed(0.0089, 96);
    expect(roomy.instalmentTop).toBeCloseTo(276.34, 2);
    expect(roomy.marginTop).toBeCloseTo(65.4, 2);
    expect(roomy.fit).toBe('sim');
    // A year that does not cover even the mid-price instalment is still "no-comeco" or "nao".
    expect(financed(0.015, 60).fit).toBe('no-comeco');
    expect(financed(0.02, 24).fit).toBe('nao');
  });

  it('shows the instalment with the IOF and the interest of the 120-day grace, and the CET', () => {
    // 1,5% a month, 60 instalments from the 4th month: s = 0,0327359, so F = 14.562,41 / 0,9672641
    // = R$ 15.055,25 (R$ 492,85 of IOF); 15.055,25 × 1,015³ × 0,015 / (1 − 1,015^−60)
    // = 15.055,25 × 1,045678 × 0,015 / 0,590704 = R$ 399,77; total 60 × 399,77 = R$ 23.986,05, of
    // which 8.930,80 interest (23.986,05 − 14.562,41 − 492,85).
    const result = ownPlant({ payment: { kind: 'financiado', monthlyRate: 0.015, termMonths: 60, graceDays: 120 } });
    const loan = result.financing!;
    expect(loan).toMatchObject({ firstPaymentMonth: 4, termMonths: 60 });
    expect(loan.iof).toBeCloseTo(492.85, 2);
    expect(loan.financed).toBeCloseTo(15055.25, 2);
    expect(loan.instalment).toBeCloseTo(399.77, 2);
    expect(loan.totalPaid).toBeCloseTo(23986.05, 2);
    expect(loan.interest).toBeCloseTo(8930.8, 2);
    // The CET: the rate at which 60 instalments of 399,77 from the 4th month are worth the R$ 14.562,41
    // the buyer gets: 1,6169% a month, (1,016169)^12 − 1 = 21,22% a year, above the 1,5% quoted.
    expect(loan.cetMonthly).toBeCloseTo(0.016169, 6);
    expect(loan.cetYearly).toBeCloseTo(0.2122, 4);
    expect(loan.savingsByLoanYear.map((saving) => Math.round(saving * 100) / 100)).toEqual([423.85, 409.97, 396.41, 384.1, 342.49]);
    // It covers the first two years only: from the 3rd (396,41) the instalment is larger; the worst
    // year (342,49) falls 57,28 short.
    expect(loan.fit).toBe('no-comeco');
    expect(loan.firstShortLoanYear).toBe(3);
    expect(loan.margin).toBeCloseTo(-57.28, 2);
    // What the savings pay back is now every instalment: it takes longer than cash.
    expect(result.toPayBack).toBeCloseTo(23986.05, 2);
    expect(result.paybackYears).toBeCloseTo(5.44, 2);
  });

  it('says when the instalment does not fit: 24 instalments at 2% a month', () => {
    // F = R$ 15.021,27 (IOF 458,86: the shorter loan pays fewer days); 15.021,27 × 1,02³ × 0,02 /
    // (1 − 1,02^−24) = 318,81 / 0,378279 = R$ 842,80, more than twice the saving.
    const result = ownPlant({ payment: { kind: 'financiado', monthlyRate: 0.02, termMonths: 24, graceDays: 120 } });
    expect(result.financing!.iof).toBeCloseTo(458.86, 2);
    expect(result.financing!.instalment).toBeCloseTo(842.8, 2);
    expect(result.financing!.fit).toBe('nao');
    expect(result.financing!.firstShortLoanYear).toBe(1);
    // The worse of the two years of instalments: 842,80 − 409,97 = R$ 432,83 a month short.
    expect(result.financing!.margin).toBeCloseTo(-432.83, 2);
  });

  it('names the ICMS among the causes only when instalments fall due after the 48 exempt months, for a class that pays it', () => {
    // 60 instalments from month 4 run to month 63, past the 48th: the residential loan meets the ICMS.
    expect(financed(0.015, 60).icmsDuringLoan).toBe(true);
    // 36 from month 4 end at month 39; a CAD/PRO producer pays no ICMS at all.
    expect(financed(0.015, 36).icmsDuringLoan).toBe(false);
    expect(
      ownPlant({ tariffClass: 'b2-cadpro', payment: { kind: 'financiado', monthlyRate: 0.015, termMonths: 60, graceDays: 120 } }).financing!.icmsDuringLoan,
    ).toBe(false);
    expect(resultCopy.financing.fitsAtFirst('R$ 1,00', 3, 'R$ 2,00', false)).toMatch(/sobe até 2029 \(Lei 14\.300\)\.$/);
    expect(resultCopy.financing.fitsAtFirst('R$ 1,00', 3, 'R$ 2,00', true)).toMatch(/a energia compensada paga ICMS no Paraná\.$/);
  });

  it('counts the grace from the signing, which comes the lead time before the connection', () => {
    // 120 days of grace from the contract, the system connected 60 days after it: the first
    // instalment falls in the 2nd month of operation, not the 4th (a solar engineer's review).
    const loan = financed(0.015, 60);
    expect(loan.firstPaymentMonth).toBe(4);
    expect(loan.firstInstalmentAfterConnection).toBe(2);
    // With no grace the first instalments fall before the connection, when nothing is saved yet.
    expect(financed(0.015, 60, 0).firstInstalmentAfterConnection).toBe(-1);
    const monthly = Array.from({ length: 40 }, () => 100);
    expect(savingsByLoanYear(monthly, -1, 14)).toEqual([(10 * 100) / 12, 100]);
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
  it('is the company’s stated 1,88% average (spec section 9), never an income worked out from an amount', () => {
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
    // 10.000 kWh, three-phase, connected in October 2023 (Fio B 15%): R$ 8.507,32 a month before
    // (10.000 × 0,848732 + 20); a fully compensated month would cost about 4% of it, so the first
    // year's average (R$ 499,85, 94,1%) stays under the claim only because every month is kept at
    // 5% of the bill or more: with the claim at 90%, the same plant shows exactly 90%.
    const input = ownPlantInput({ usage: { kind: 'kwh', kwh: 10_000 }, connection: 'trifasico', year: 2023, month: 9 });
    const result = simulate(input) as OwnPlantResult;
    expect(result.billBefore).toBeCloseTo(8507.32, 2);
    expect(result.savingsShare).toBeLessThanOrEqual(0.95);
    expect(result.billAfter).toBeCloseTo(499.85, 2);
    const capped = simulate(input, { ...premises, maxSavingsShare: 0.9 } as unknown as typeof premises) as OwnPlantResult;
    expect(capped.savingsShare).toBeCloseTo(0.9, 10);
    expect(Math.min(...capped.monthlyBillAfter)).toBeCloseTo(0.1 * 8507.32, 2);
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
