import { firstPaymentMonth, loanSchedule, priceInstalment } from '@/components/simulator/financing';

describe('Price amortisation with grace', () => {
  // R$ 20.000 at 1,5% a month in 60 instalments. 1,015^−60 = 0,409296, so 1 − 1,015^−60 = 0,590704.
  it('pays R$ 507,87 a month without grace', () => {
    // 20.000 × 0,015 / 0,590704 = 300 / 0,590704 = R$ 507,87.
    expect(priceInstalment({ principal: 20_000, monthlyRate: 0.015, termMonths: 60, firstPaymentMonth: 1 })).toBeCloseTo(507.87, 2);
  });

  it('adds the interest of the grace: 120 days puts the first instalment in the 4th month', () => {
    // Three extra months of interest: 20.000 × 1,015³ = 20.000 × 1,045678 = 20.913,57;
    // 20.913,57 × 0,015 / 0,590704 = 313,70 / 0,590704 = R$ 531,07 a month.
    // Total 60 × 531,07 = R$ 31.864,03, of which 11.864,03 interest.
    expect(firstPaymentMonth(120, 30)).toBe(4);
    const schedule = loanSchedule({ principal: 20_000, monthlyRate: 0.015, termMonths: 60, firstPaymentMonth: 4 }, 300);
    expect(schedule.instalment).toBeCloseTo(531.07, 2);
    expect(schedule.totalPaid).toBeCloseTo(31864.03, 2);
    expect(schedule.interest).toBeCloseTo(11864.03, 2);
    // Nothing in months 1 to 3, 60 instalments in months 4 to 63, nothing after.
    expect(schedule.payments.slice(0, 3)).toEqual([0, 0, 0]);
    expect(schedule.payments.slice(3, 63).every((p) => p === schedule.instalment)).toBe(true);
    expect(schedule.payments.slice(63).every((p) => p === 0)).toBe(true);
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
