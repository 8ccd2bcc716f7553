/** @jest-environment node */
import { serviceFigures, SERVICE_BILLS_BRL } from '@/components/services/service-figures';
import { connectionWindow } from '@/components/home/typical-savings';
import { ownPlantInput } from '@/components/simulator/own-plant-input';
import { simulate, type OwnPlantResult, type SubscriptionResult } from '@/components/simulator/simulate';
import { premises } from '@/content/simulator/premises';

// Every number a service page states is one the simulator gives, at build time, for a quote made that
// day: nothing better than what a visitor who quotes on any day of the following year would get.

const TODAY = new Date(2026, 10, 27);
const figures = serviceFigures({}, TODAY);
/** The numbers of a figure, as a visitor reads them ('de 79% a 83%' → [79, 83]). */
const numbers = (text: string) => [...text.matchAll(/\d+(?:\.\d{3})*(?:,\d+)?/g)].map(([n]) => Number(n.replace(/\./g, '').replace(',', '.')));
const plant = (brl: number, start: { year: number; month: number }) => simulate(ownPlantInput({ usage: { kind: 'bill', brl }, ...start })) as OwnPlantResult;
const window = connectionWindow(TODAY);

describe('the numbers of the service pages', () => {
  it('never state a first-year saving the simulator does not give in every month a quote can connect in', () => {
    const [low, high] = numbers(figures.ownPlant.firstYear);
    const worst = SERVICE_BILLS_BRL.map((brl) => Math.min(...window.map((start) => plant(brl, start).savingsShare * 100)));
    expect(low).toBeLessThanOrEqual(Math.min(...worst) + 0.5);
    expect(high).toBeLessThanOrEqual(Math.max(...worst) + 0.5);
  });

  it('never state a payback shorter than the simulator’s, for any bill or month of connection', () => {
    const [low] = numbers(figures.ownPlant.payback);
    const shortest = Math.min(...SERVICE_BILLS_BRL.flatMap((brl) => window.map((start) => plant(brl, start).paybackYears ?? Infinity)));
    expect(low).toBeGreaterThanOrEqual(shortest);
  });

  it('state the investment range of the simulated systems, lowest to highest', () => {
    const plants = SERVICE_BILLS_BRL.map((brl) => plant(brl, window[0]!));
    const [low, high] = numbers(figures.ownPlant.investment);
    expect(Math.abs(low! - Math.min(...plants.map((p) => p.investment.low)))).toBeLessThanOrEqual(50);
    expect(Math.abs(high! - Math.max(...plants.map((p) => p.investment.high)))).toBeLessThanOrEqual(50);
  });

  it('state the subscription’s discount from the premises and its share of the whole bill as simulated', () => {
    expect(figures.subscription.discount).toBe(`${premises.subscriptionMaxDiscount * 100}%`);
    const shares = SERVICE_BILLS_BRL.map(
      (billBRL) => (simulate({ mode: 'assinatura', billBRL, connection: 'bifasico', tariffClass: 'b1' }) as SubscriptionResult).shareOfBill * 100,
    );
    const [low, high] = numbers(figures.subscription.shareOfBill);
    expect(low).toBe(Math.round(Math.min(...shares)));
    expect(high ?? low).toBe(Math.round(Math.max(...shares)));
    expect(high ?? low).toBeLessThan(premises.subscriptionMaxDiscount * 100);
  });

  it('price a cleaning as the simulator does for the same systems, never below the minimum visit', () => {
    const visits = SERVICE_BILLS_BRL.map((brl) => plant(brl, window[0]!).cleaningPerVisit);
    const [low, high] = numbers(figures.cleaning.perVisit);
    expect(low).toBe(Math.round(Math.min(...visits)));
    expect(high ?? low).toBe(Math.round(Math.max(...visits)));
    expect(low).toBeGreaterThanOrEqual(premises.cleaningMinimumBRL);
  });

  it('leave the rental’s average out while the legal basis is not recorded', () => {
    expect(figures.rental).toBeUndefined();
    expect(serviceFigures({ kind: 'registro-cvm', issuer: 'CVM', reference: 'Ofício 1/2026', date: '2026-01-10' }, TODAY).rental).toEqual({
      yield: '1,88%',
      basis: 'registro na CVM Ofício 1/2026, de 10/01/2026 (CVM)',
    });
  });
});
