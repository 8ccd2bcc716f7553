import {
  coveredShare,
  financeWithIof,
  firstPaymentMonth,
  IOF_PESSOA_FISICA,
  IOF_PESSOA_JURIDICA,
  iofOn,
  priceInstalment,
  type IofRates,
  type Loan,
} from '@/components/simulator/financing';

describe('Price amortisation with grace', () => {
  // R$ 20.000 at 1,5% a month in 60 instalments. 1,015^−60 = 0,409296, so 1 − 1,015^−60 = 0,590704.
  it('pays R$ 507,87 a month without grace', () => {
    // 20.000 × 0,015 / 0,590704 = 300 / 0,590704 = R$ 507,87.
    expect(priceInstalment({ principal: 20_000, monthlyRate: 0.015, termMonths: 60, firstPaymentMonth: 1 })).toBeCloseTo(507.87, 2);
  });

  it('adds the interest of the grace: 120 days puts the first instalment in the 4th month', () => {
    // Three extra months of interest: 20.000 × 1,015³ = 20.000 × 1,045678 = 20.913,57;
    // 20.913,57 × 0,015 / 0,590704 = 313,70 / 0,590704 = R$ 531,07 a month.
    // Total 60 × 531,07 = R$ 31.864,03, of which 11.864,03 interest (no IOF here; see below).
    // Which months the instalments fall in: simulate.test.ts › savingsByLoanYear.
    expect(firstPaymentMonth(120, 30)).toBe(4);
    const loan = financeWithIof(
      { principal: 20_000, monthlyRate: 0.015, termMonths: 60, firstPaymentMonth: 4 },
      { dailyRate: 0, additionalRate: 0, maxDays: 365 },
    );
    expect(loan.instalment).toBeCloseTo(531.07, 2);
    expect(loan.totalPaid).toBeCloseTo(31864.03, 2);
    expect(loan.interest).toBeCloseTo(11864.03, 2);
  });

  it('leaves no balance: the grown principal is exactly amortised', () => {
    const loan = { principal: 20_000, monthlyRate: 0.015, termMonths: 60, firstPaymentMonth: 4 };
    const instalment = priceInstalment(loan);
    let balance = 20_000 * 1.015 ** 3;
    for (let month = 0; month < 60; month++) balance = balance * 1.015 - instalment;
    expect(balance).toBeCloseTo(0, 6);
  });

  it('splits the principal evenly at zero interest, and counts grace in 30-day months', () => {
    expect(priceInstalment({ principal: 12_000, monthlyRate: 0, termMonths: 24, firstPaymentMonth: 4 })).toBe(500);
    expect(firstPaymentMonth(0, 30)).toBe(1);
    expect(firstPaymentMonth(30, 30)).toBe(1);
    expect(firstPaymentMonth(60, 30)).toBe(2);
  });
});

describe('IOF and CET', () => {
  const loan = (principal: number, monthlyRate: number, termMonths: number, firstPaymentMonth: number): Loan => ({
    principal,
    monthlyRate,
    termMonths,
    firstPaymentMonth,
  });
  const noIof: IofRates = { dailyRate: 0, additionalRate: 0, maxDays: 365 };

  it('charges the daily rate on each amortisation for its days, plus 0,38% on the principal', () => {
    // R$ 1.200 at 0% in 3, no grace: 400 of principal in each instalment, due at 30, 60 and 90 days.
    // Daily part 400 × 0,000082 × (30 + 60 + 90) = 400 × 0,000082 × 180 = 5,904;
    // adicional 0,0038 × 1.200 = 4,56; IOF 5,904 + 4,56 = 10,464.
    expect(iofOn(loan(1_200, 0, 3, 1), IOF_PESSOA_FISICA)).toBeCloseTo(10.464, 9);
  });

  it('finances the IOF: R$ 1.200 becomes a contract of R$ 1.210,56', () => {
    // IOF on a principal of 1: 10,464 / 1.200 = 0,00872. F = 1.200 / (1 − 0,00872) = 1.200 / 0,99128 = 1.210,56,
    // of which 10,56 IOF. Check: 1.210,556 × 0,00872 = 10,556, the IOF on F itself.
    // Instalment 1.210,556 / 3 = 403,52; paid 1.210,56; no interest at 0%.
    const financed = financeWithIof(loan(1_200, 0, 3, 1), IOF_PESSOA_FISICA);
    expect(financed.principal).toBe(1_200);
    expect(financed.financed).toBeCloseTo(1210.56, 2);
    expect(financed.iof).toBeCloseTo(10.56, 2);
    expect(iofOn(loan(financed.financed, 0, 3, 1), IOF_PESSOA_FISICA)).toBeCloseTo(financed.iof, 9);
    expect(financed.instalment).toBeCloseTo(403.52, 2);
    expect(financed.totalPaid).toBeCloseTo(1210.56, 2);
    expect(financed.interest).toBeCloseTo(0, 9);
  });

  it('counts at most 365 days: an instalment in month 24 counts 365, not 720', () => {
    // R$ 1.000 in one instalment in month 24: 24 × 30 = 720 days, capped at 365.
    // 1.000 × 0,000082 × 365 = 29,93; + 0,0038 × 1.000 = 3,80; IOF 33,73 (720 days would give 59,04 + 3,80).
    expect(iofOn(loan(1_000, 0, 1, 24), IOF_PESSOA_FISICA)).toBeCloseTo(33.73, 2);
    // R$ 2.400 at 0% in 24: 100 a month. Months 1–12 count 30 × (1 + … + 12) = 30 × 78 = 2.340 days;
    // months 13–24 (390 to 720 days) count 365 each: 12 × 365 = 4.380. 100 × 0,000082 × 6.720 = 55,104;
    // + 0,0038 × 2.400 = 9,12; IOF 64,224. Uncapped it would be 100 × 0,000082 × 30 × 300 + 9,12 = 82,92.
    expect(iofOn(loan(2_400, 0, 24, 1), IOF_PESSOA_FISICA)).toBeCloseTo(64.22, 2);
  });

  it('charges R$ 76,00 of adicional on R$ 20.000 and the daily part on the Price amortisation', () => {
    const price = loan(20_000, 0.015, 60, 1);
    // 0,0038 × 20.000 = 76,00, whatever the term.
    expect(iofOn(price, { dailyRate: 0, additionalRate: 0.0038, maxDays: 365 })).toBeCloseTo(76, 9);
    // 1,015^60 = 2,443220. Amortisation of instalment k: 20.000 × 0,015 × 1,015^(k−1) / 1,443220 = 207,8685 × 1,015^(k−1).
    // Instalments 1–12 fall due at 30k days: 30 × 207,8685 × Σ k·1,015^(k−1) = 30 × 207,8685 × 87,080442 = 543.038,55.
    // Their principal: 207,8685 × (1,015^12 − 1) / 0,015 = 207,8685 × 13,041211 = 2.710,86; the other
    // 20.000 − 2.710,86 = 17.289,14 falls due after 365 days: 17.289,14 × 365 = 6.310.536,94.
    // Daily part 0,000082 × (543.038,55 + 6.310.536,94) = 0,000082 × 6.853.575,49 = 561,99; IOF 561,99 + 76 = 637,99.
    expect(iofOn(price, IOF_PESSOA_FISICA)).toBeCloseTo(637.99, 2);
    // Financed: 637,99 / 20.000 = 0,0318997; F = 20.000 / 0,9681003 = 20.659,02, IOF 659,02.
    // Instalment 20.659,02 × 0,015 / 0,590704 = 309,885 / 0,590704 = 524,60; 60 × 524,60 = 31.476,19,
    // of which interest 31.476,19 − 20.000 − 659,02 = 10.817,18.
    const financed = financeWithIof(price, IOF_PESSOA_FISICA);
    expect(financed.financed).toBeCloseTo(20659.02, 2);
    expect(financed.iof).toBeCloseTo(659.02, 2);
    expect(financed.instalment).toBeCloseTo(524.6, 2);
    expect(financed.totalPaid).toBeCloseTo(31476.19, 2);
    expect(financed.interest).toBeCloseTo(10817.18, 2);
  });

  it('moves the days with the grace: 120 days puts the instalments at 120, 150 and 180 days', () => {
    expect(firstPaymentMonth(120, 30)).toBe(4);
    // R$ 1.200 at 0% in 3 from month 4: 400 × 0,000082 × (120 + 150 + 180) = 400 × 0,000082 × 450 = 14,76;
    // + 4,56 = 19,32, against 10,464 without grace.
    expect(iofOn(loan(1_200, 0, 3, 4), IOF_PESSOA_FISICA)).toBeCloseTo(19.32, 2);
  });

  it('takes the daily part on the principal released, not on the interest capitalised in the grace', () => {
    // R$ 1.000 at 1% in 2 from month 2: the balance grows to 1.010, instalment 1.010 × 0,01 / (1 − 1,01^−2)
    // = 10,10 / 0,019704 = 512,59, whose principal parts 502,49 and 507,51 repay 1.010. Scaled to the
    // 1.000 released: 1.000 × 0,01 / (1,01² − 1) = 10 / 0,0201 = 497,51 and 497,51 × 1,01 = 502,49.
    // Due at 60 and 90 days: 0,000082 × (497,51 × 60 + 502,49 × 90) = 0,000082 × (29.850,75 + 45.223,88)
    // = 0,000082 × 75.074,63 = 6,16; + 0,0038 × 1.000 = 3,80; IOF 9,96.
    expect(iofOn(loan(1_000, 0.01, 2, 2), IOF_PESSOA_FISICA)).toBeCloseTo(9.96, 2);
  });

  it('R$ 20.000 at 1,5% in 60 with 120 days of grace, pessoa física', () => {
    const price = loan(20_000, 0.015, 60, firstPaymentMonth(120, 30));
    // Amortisation 207,8685 × 1,015^(k−1) as without grace. Instalments 1–9 fall due at (k + 3) × 30 days,
    // 120 to 360: 30 × 207,8685 × Σ (k + 3)·1,015^(k−1) = 30 × 207,8685 × 77,423201 = 482.815,45.
    // Their principal 207,8685 × 9,559332 = 1.987,08; the other 18.012,92 at 365 days: 6.574.714,19.
    // Daily part 0,000082 × 7.057.529,64 = 578,72; IOF 578,72 + 76 = 654,72.
    expect(iofOn(price, IOF_PESSOA_FISICA)).toBeCloseTo(654.72, 2);
    // 654,72 / 20.000 = 0,0327359; F = 20.000 / 0,9672641 = 20.676,88, IOF 676,88.
    // Instalment 20.676,88 × 1,015³ × 0,015 / 0,590704 = 21.621,35 × 0,015 / 0,590704 = 549,04;
    // 60 × 549,04 = 32.942,43, of which interest 32.942,43 − 20.000 − 676,88 = 12.265,55.
    const financed = financeWithIof(price, IOF_PESSOA_FISICA);
    expect(financed.iof).toBeCloseTo(676.88, 2);
    expect(financed.financed).toBeCloseTo(20676.88, 2);
    expect(financed.instalment).toBeCloseTo(549.04, 2);
    expect(financed.totalPaid).toBeCloseTo(32942.43, 2);
    expect(financed.interest).toBeCloseTo(12265.55, 2);
    // CET by bisection, not by hand: 1,6169% a month, (1,016169)^12 − 1 = 21,22% a year.
    expect(financed.cetMonthly).toBeCloseTo(0.016169, 6);
    expect(financed.cetYearly).toBeCloseTo(0.2122, 4);
  });

  it('finds the CET of a single instalment by hand: 0,63% a month, 7,83% a year', () => {
    // R$ 1.000 in one instalment at 30 days: IOF 1.000 × 0,000082 × 30 + 3,80 = 2,46 + 3,80 = 6,26.
    // F = 1.000 / (1 − 0,00626) = 1.000 / 0,99374 = 1.006,30, paid in month 1.
    // 1.000 = 1.006,30 / (1 + r) → r = 0,6299%; (1,006299)^12 − 1 = 7,83% a year.
    const financed = financeWithIof(loan(1_000, 0, 1, 1), IOF_PESSOA_FISICA);
    expect(financed.instalment).toBeCloseTo(1006.3, 2);
    expect(financed.cetMonthly).toBeCloseTo(0.006299, 6);
    expect(financed.cetYearly).toBeCloseTo(0.0783, 4);
  });

  it('puts the CET above the nominal rate when the IOF is financed', () => {
    // 1,5% nominal; the 659,02 of IOF rides on the instalment, but the visitor receives only 20.000.
    const financed = financeWithIof(loan(20_000, 0.015, 60, 1), IOF_PESSOA_FISICA);
    expect(financed.cetMonthly).toBeGreaterThan(0.015);
    expect(financed.cetMonthly).toBeCloseTo(0.016271, 6);
    expect(financed.cetYearly).toBeGreaterThan(1.015 ** 12 - 1);
    // The CET discounts the 60 instalments of 524,60 back to exactly the 20.000 received.
    let presentValue = 0;
    for (let k = 1; k <= 60; k++) presentValue += financed.instalment / (1 + financed.cetMonthly) ** k;
    expect(presentValue).toBeCloseTo(20_000, 6);
  });

  it('gives a CET equal to the nominal rate without IOF, and 0 at zero interest', () => {
    // Grace included: 20.000 grows to 20.913,57 and 531,07 a month repays it, as priceInstalment says.
    // (1,015)^12 − 1 = 19,56% a year.
    const withoutIof = financeWithIof(loan(20_000, 0.015, 60, 4), noIof);
    expect(withoutIof.iof).toBe(0);
    expect(withoutIof.financed).toBe(20_000);
    expect(withoutIof.instalment).toBeCloseTo(531.07, 2);
    expect(withoutIof.interest).toBeCloseTo(11864.03, 2);
    expect(withoutIof.cetMonthly).toBeCloseTo(0.015, 9);
    expect(withoutIof.cetYearly).toBeCloseTo(0.1956, 4);
    // 12.000 at 0% in 24: 500 a month, 12.000 paid for 12.000 received.
    const free = financeWithIof(loan(12_000, 0, 24, 4), noIof);
    expect(free.instalment).toBe(500);
    expect(free.interest).toBe(0);
    expect(free.cetMonthly).toBeCloseTo(0, 9);
    expect(free.cetYearly).toBeCloseTo(0, 9);
  });

  it('charges companies as individuals since Decreto 12.499/2025; the revoked 0,95% adicional would cost more', () => {
    // Both 0,0082% a day and 0,38% adicional: R$ 1.200 at 0% in 3 pays 10,464 either way.
    expect(iofOn(loan(1_200, 0, 3, 1), IOF_PESSOA_JURIDICA)).toBeCloseTo(10.464, 9);
    // With the 0,95% of Decreto 12.466/2025: 5,904 + 0,0095 × 1.200 = 5,904 + 11,40 = 17,304.
    const revoked: IofRates = { ...IOF_PESSOA_JURIDICA, additionalRate: 0.0095 };
    expect(iofOn(loan(1_200, 0, 3, 1), revoked)).toBeCloseTo(17.304, 9);
    expect(financeWithIof(loan(20_000, 0.015, 60, 4), revoked).cetMonthly).toBeGreaterThan(
      financeWithIof(loan(20_000, 0.015, 60, 4), IOF_PESSOA_FISICA).cetMonthly,
    );
  });
});

describe('coveredShare: the share of the instalment a saving pays', () => {
  it('is in whole percent, rounded down: 99,6% of the instalment is not all of it', () => {
    expect(coveredShare(398.17, 399.77)).toBe(0.99);
    expect(coveredShare(423.59, 842.8)).toBe(0.5);
    expect(coveredShare(341.61, 399.77)).toBe(0.85);
  });

  it('is all of it, never more, once the saving passes the instalment, or when there is nothing to pay', () => {
    expect(coveredShare(399.77, 399.77)).toBe(1);
    expect(coveredShare(409.77, 240.3)).toBe(1);
    expect(coveredShare(100, 0)).toBe(1);
  });

  it('is nothing when there is no saving', () => {
    expect(coveredShare(0, 399.77)).toBe(0);
    expect(coveredShare(-12, 399.77)).toBe(0);
  });
});
