// Standard Price (French) amortisation with a grace period in which interest accrues.

export type Loan = {
  principal: number;
  /** Interest per month, e.g. 0.015 for 1,5% a month. */
  monthlyRate: number;
  termMonths: number;
  /** Month of the first instalment, counted from the contract: 1 without grace, 4 for 120 days. */
  firstPaymentMonth: number;
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

/** 120 days of grace → the first instalment in the 4th month; 0 days → the 1st. */
export function firstPaymentMonth(graceDays: number, daysPerMonth: number): number {
  return Math.max(1, Math.round(graceDays / daysPerMonth));
}

/**
 * Whole months between the connection and the first instalment: the grace runs from the signing,
 * and the system is connected `leadDays` after it (120 days of grace, 60 of lead time: 2 months).
 */
export function monthsOfSavingBeforeFirstInstalment(graceDays: number, leadDays: number, daysPerMonth: number): number {
  return Math.max(0, Math.round((graceDays - leadDays) / daysPerMonth));
}

/**
 * IOF (Imposto sobre Operações Financeiras) on a credit operation: a fixed additional rate on
 * the principal plus a daily rate on each amount lent, for the days it is lent, up to maxDays.
 */
export type IofRates = {
  /** Per day, on each amortised amount for the days until it falls due. */
  dailyRate: number;
  /** Charged once on the principal, whatever the term. */
  additionalRate: number;
  /** Days beyond which the daily rate is no longer charged. */
  maxDays: number;
};

/**
 * Individuals (pessoa física), Decreto nº 6.306/2007 (Regulamento do IOF): art. 7º, I, b, item 2
 * — 0,0082% a day on the principal of each instalment — and § 15 — adicional of 0,38%. The
 * daily part counts at most 365 days, even when the loan is paid in instalments (art. 7º, § 1º).
 */
export const IOF_PESSOA_FISICA: IofRates = { dailyRate: 0.000082, additionalRate: 0.0038, maxDays: 365 };

/**
 * Companies (pessoa jurídica), Decreto nº 6.306/2007 as amended by Decreto nº 12.499, de 11 de
 * junho de 2025: art. 7º, I, b, item 1 — 0,0082% a day (0,0041% before) — and § 15 — adicional
 * of 0,38%. The 0,95% adicional for companies came from Decreto nº 12.466/2025, which 12.499
 * revoked. Not modelled: 0,00274% a day for Simples Nacional and MEI borrowers on loans up to
 * R$ 30.000, also from 12.499.
 */
export const IOF_PESSOA_JURIDICA: IofRates = { dailyRate: 0.000082, additionalRate: 0.0038, maxDays: 365 };

/**
 * IOF on a Price loan, as Brazilian banks compute it: additionalRate × principal, plus, for
 * each instalment k = 1..n, dailyRate × its amortisation × min(days to its due date, maxDays).
 * Instalment k falls due in month c + k − 1, (c + k − 1) × daysPerMonth days after the contract.
 *
 * Amortisation of instalment k: in a Price schedule on a balance B the principal parts grow
 * with the interest, a_k = B · i · (1 + i)^(k − 1) / ((1 + i)^n − 1), and sum to B. With grace
 * the schedule runs on B = P · (1 + i)^(c − 1), so its principal parts also repay the interest
 * capitalised in the grace. IOF is charged on the amount made available to the borrower, and
 * that interest was never made available, so the daily part is taken on the parts with B = P:
 * the same profile scaled by 1 / (1 + i)^(c − 1), summing to the principal released. With
 * i = 0 each part is P / n.
 */
export function iofOn(loan: Loan, rates: IofRates, daysPerMonth = 30): number {
  const { principal, monthlyRate: i, termMonths: n, firstPaymentMonth: c } = loan;
  let daily = 0;
  for (let k = 1; k <= n; k++) {
    const amortisation = i === 0 ? principal / n : (principal * i * (1 + i) ** (k - 1)) / ((1 + i) ** n - 1);
    const days = Math.min((c + k - 1) * daysPerMonth, rates.maxDays);
    daily += rates.dailyRate * amortisation * days;
  }
  return rates.additionalRate * principal + daily;
}

export type FinancedLoan = {
  /** What the visitor receives: the price of the system. */
  principal: number;
  /** IOF on the amount financed, itself financed: financed − principal. */
  iof: number;
  /** Amount of the contract: principal + iof. */
  financed: number;
  instalment: number;
  totalPaid: number;
  /** Interest alone, IOF excluded: totalPaid − principal − iof (= totalPaid − financed). */
  interest: number;
  /** Custo efetivo total, monthly: the rate that discounts the instalments to the principal. */
  cetMonthly: number;
  /** (1 + cetMonthly)^12 − 1. */
  cetYearly: number;
};

/**
 * A loan whose IOF is financed with the purchase, as solar credit lines (CDC) usually do: the
 * contract is for F = P + IOF(F). IOF is linear in the principal, so with s = IOF on a
 * principal of 1 the fixed point is F = P / (1 − s), and IOF(F) = s · F = F − P exactly.
 *
 * CET (Resolução CMN nº 3.517/2007, art. 1º: the total effective cost as a rate including every
 * charge, expressed as an annual rate; the Banco Central formula): the monthly rate r with
 * P = Σ_{k=1..n} instalment / (1 + r)^(c + k − 1), solved by bisection to 1e−12, and
 * cetYearly = (1 + r)^12 − 1. The principal is P, what the visitor receives, not F: the IOF is
 * a cost of the credit. With i = 0 and no IOF the CET is 0; with no IOF it is i.
 */
export function financeWithIof(loan: Loan, rates: IofRates, daysPerMonth = 30): FinancedLoan {
  const { principal, termMonths: n, firstPaymentMonth: c } = loan;
  const iofShare = iofOn({ ...loan, principal: 1 }, rates, daysPerMonth);
  const financed = principal / (1 - iofShare);
  const iof = financed - principal;
  const instalment = priceInstalment({ ...loan, principal: financed });
  const totalPaid = n * instalment;
  const cetMonthly = cetRate(principal, instalment, n, c);
  return {
    principal,
    iof,
    financed,
    instalment,
    totalPaid,
    interest: totalPaid - principal - iof,
    cetMonthly,
    cetYearly: (1 + cetMonthly) ** 12 - 1,
  };
}

/** Present value at the contract of n instalments, the first in month c, at monthly rate r. */
function presentValue(instalment: number, n: number, c: number, r: number): number {
  let value = 0;
  for (let k = 1; k <= n; k++) value += instalment / (1 + r) ** (c + k - 1);
  return value;
}

/**
 * The r with presentValue(r) = principal. The present value falls as r grows, so bisection
 * converges; the bracket starts at [−0,5; 1] and the top doubles until it holds the root.
 * Nothing lent, nothing to discount: 0.
 */
function cetRate(principal: number, instalment: number, n: number, c: number): number {
  if (principal <= 0) return 0;
  let low = -0.5;
  let high = 1;
  while (presentValue(instalment, n, c, high) > principal) high *= 2;
  while (high - low > 1e-12) {
    const middle = (low + high) / 2;
    if (presentValue(instalment, n, c, middle) > principal) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * The share of an instalment a monthly saving pays, in whole percent rounded down (a saving of
 * 99,6% of the instalment does not pay 100% of it), at most 1: a saving that passes the
 * instalment pays all of it. Nothing to pay: all of it.
 */
export function coveredShare(saving: number, instalment: number): number {
  if (instalment <= 0) return 1;
  return Math.min(100, Math.floor((Math.max(0, saving) / instalment) * 100 + 1e-9)) / 100;
}
