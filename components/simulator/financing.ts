// Standard Price (French) amortisation with a grace period in which interest accrues.

export type Loan = {
  principal: number;
  /** Interest per month, e.g. 0.015 for 1,5% a month. */
  monthlyRate: number;
  termMonths: number;
  /** Month of the first instalment, counted from the contract: 1 without grace, 4 for 120 days. */
  firstPaymentMonth: number;
};

export type LoanSchedule = {
  instalment: number;
  totalPaid: number;
  interest: number;
  /** Instalment paid at the end of each month of the horizon, index 0 = month 1. */
  payments: number[];
};

/**
 * PMT = PV · (1 + i)^(c − 1) · i / (1 − (1 + i)^−n)
 * PV the amount financed, i the monthly rate, n the number of instalments and c the month of
 * the first one. The balance grows with interest for the c − 1 months before an ordinary
 * Price schedule would start (interest accrues in the grace, it is not forgiven), then n equal
 * instalments pay it off. With i = 0 the instalment is PV / n.
 */
export function priceInstalment({ principal, monthlyRate: i, termMonths: n, firstPaymentMonth: c }: Loan): number {
  if (i === 0) return principal / n;
  return (principal * (1 + i) ** (c - 1) * i) / (1 - (1 + i) ** -n);
}

export function loanSchedule(loan: Loan, horizonMonths: number): LoanSchedule {
  const instalment = priceInstalment(loan);
  const payments = Array.from({ length: horizonMonths }, (_, index) => {
    const month = index + 1;
    return month >= loan.firstPaymentMonth && month < loan.firstPaymentMonth + loan.termMonths ? instalment : 0;
  });
  const totalPaid = instalment * loan.termMonths;
  return { instalment, totalPaid, interest: totalPaid - loan.principal, payments };
}

/** 120 days of grace → the first instalment in the 4th month; 0 days → the 1st. */
export function firstPaymentMonth(graceDays: number, daysPerMonth: number): number {
  return Math.max(1, Math.round(graceDays / daysPerMonth));
}
