import { billMonth, CreditLedger, type MonthInput } from '@/components/simulator/billing';

// Worked by hand. Tariff T = R$ 0,85/kWh, minimum 50 kWh (two-phase), simultaneity s = 0,3,
// Fio B f = 28% × 0,85 × 60% (2026) = R$ 0,1428 per compensated kWh; so T − f = 0,7072.
const month = (consumptionKWh: number, generationKWh: number): MonthInput => ({
  consumptionKWh,
  generationKWh,
  minimumKWh: 50,
  tariff: 0.85,
  fioBPerKWh: 0.1428,
  simultaneity: 0.3,
});

describe('billMonth', () => {
  it('banks a summer surplus and bills the minimum charge', () => {
    // 200 kWh used, 400 kWh generated: 0,3 × 400 = 120 used on the spot → 280 injected, 80 from the grid.
    // Wanted: (80 − 50) × 0,85 / 0,7072 = 36,06 kWh, all from this month's injection;
    // the other 280 − 36,06 = 243,94 kWh are banked. Bill: (80 − 36,06) × 0,85 + 36,06 × 0,1428 = 37,35 + 5,15 = R$ 42,50.
    const credits = new CreditLedger(60);
    const bill = billMonth(month(200, 400), credits, 0);
    expect(bill.selfConsumedKWh).toBeCloseTo(120, 10);
    expect(bill.fromGridKWh).toBeCloseTo(80, 10);
    expect(bill.wantedKWh).toBeCloseTo(36.06, 2);
    expect(bill.fromCreditsKWh).toBe(0);
    expect(bill.bankedKWh).toBeCloseTo(243.94, 2);
    expect(credits.balance).toBeCloseTo(243.94, 2);
    expect(bill.energyBill).toBeCloseTo(42.5, 10);
  });

  it('brings a winter month down to the minimum charge with credits, and spends no more credit than that', () => {
    // Winter: 200 kWh used, only 120 generated, 100 kWh of credit in the bank.
    // 0,3 × 120 = 36 used on the spot → 84 injected, 164 from the grid.
    // Wanted: (164 − 50) × 0,85 / 0,7072 = 96,90 / 0,7072 = 137,02 kWh: 84 from the injection, 53,02 from credits.
    // Bill: (164 − 137,02) × 0,85 + 137,02 × 0,1428 = 22,93 + 19,57 = R$ 42,50, the minimum charge
    // (50 × 0,85); 100 − 53,02 = 46,98 kWh stay in the bank for later months.
    const credits = new CreditLedger(60);
    credits.bank(100, 0);
    const bill = billMonth(month(200, 120), credits, 6);
    expect(bill.injectedKWh).toBeCloseTo(84, 10);
    expect(bill.fromGridKWh).toBeCloseTo(164, 10);
    expect(bill.wantedKWh).toBeCloseTo(137.02, 2);
    expect(bill.fromCreditsKWh).toBeCloseTo(53.02, 2);
    expect(credits.balance).toBeCloseTo(46.98, 2);
    expect(bill.energyBill).toBeCloseTo(42.5, 10);
  });

  it('without credits, a dark month pays for the energy it could not compensate', () => {
    // Same winter month with an empty bank: only the 84 injected kWh compensate.
    // Bill: (164 − 84) × 0,85 + 84 × 0,1428 = 68,00 + 12,00 = R$ 80,00, above the minimum.
    const bill = billMonth(month(200, 120), new CreditLedger(60), 6);
    expect(bill.compensatedKWh).toBeCloseTo(84, 10);
    expect(bill.energyBill).toBeCloseTo(80, 2);
  });

  it('lets the Fio B keep a large bill above the minimum charge', () => {
    // 1.000 kWh used and generated: 300 on the spot, 700 injected, 700 from the grid.
    // (700 − 50) × 0,85 / 0,7072 = 781,25 > 700, so all 700 are compensated:
    // bill = max(42,50; 0 + 700 × 0,1428) = R$ 99,96.
    const bill = billMonth(month(1000, 1000), new CreditLedger(60), 0);
    expect(bill.compensatedKWh).toBeCloseTo(700, 10);
    expect(bill.energyBill).toBeCloseTo(99.96, 2);
  });

  it('never bills below the minimum charge when little comes from the grid', () => {
    // 40 kWh used, 200 generated: 40 on the spot, nothing from the grid, 160 banked; bill 50 × 0,85 = R$ 42,50.
    const credits = new CreditLedger(60);
    const bill = billMonth(month(40, 200), credits, 0);
    expect(bill.wantedKWh).toBe(0);
    expect(bill.bankedKWh).toBeCloseTo(160, 10);
    expect(bill.energyBill).toBeCloseTo(42.5, 10);
  });
});

describe('CreditLedger', () => {
  it('spends the oldest credits first and lets them expire after 60 months', () => {
    const credits = new CreditLedger(60);
    credits.bank(100, 0); // usable up to month 60
    credits.bank(50, 10); // usable up to month 70
    expect(credits.expire(60)).toBe(0);
    expect(credits.take(30)).toBe(30); // from the month-0 lot: 70 left there
    expect(credits.expire(61)).toBeCloseTo(70, 10); // the rest of the month-0 lot is lost
    expect(credits.balance).toBeCloseTo(50, 10);
    expect(credits.take(80)).toBeCloseTo(50, 10); // never more than the bank holds
    expect(credits.balance).toBe(0);
  });
});
