/** @jest-environment node */
import { serviceFigures } from '@/components/services/service-figures';
import { heroClaim } from '@/components/home/hero';
import { ownPlantInput } from '@/components/simulator/own-plant-input';
import { connectionStart, simulate, type OwnPlantResult, type SubscriptionResult } from '@/components/simulator/simulate';
import { premises } from '@/content/simulator/premises';
import { TYPICAL_BILLS_BRL } from '@/content/simulator/typical';

// Every number a service page states is one the simulator gives, at build time, for a quote made that
// day, and the own plant's are the typical homes' figures the hero states, in the same words.

const TODAY = new Date(2026, 10, 27);
const figures = serviceFigures({}, TODAY);
/** The numbers of a figure, as a visitor reads them ('de 79% a 83%' → [79, 83]). */
const numbers = (text: string) => [...text.matchAll(/\d+(?:\.\d{3})*(?:,\d+)?/g)].map(([n]) => Number(n.replace(/\./g, '').replace(',', '.')));
const plants = TYPICAL_BILLS_BRL.map((brl) => simulate(ownPlantInput({ usage: { kind: 'bill', brl }, ...connectionStart(TODAY) })) as OwnPlantResult);

describe('the numbers of the service pages', () => {
  it('state the typical homes’ first-year saving and what lasts as the hero does, for the same quote', () => {
    const hero = heroClaim(TODAY);
    expect(figures.ownPlant.firstYear).toBe(hero.range);
    expect(hero.noteText).toContain(`${figures.who}: `);
    expect(hero.noteText).toContain(figures.ownPlant.lasting);
    const shares = plants.map((p) => Math.round(p.savingsShare * 100));
    expect(numbers(figures.ownPlant.firstYear)).toEqual([Math.min(...shares), Math.max(...shares)]);
  });

  it('state the payback range of the same systems, never shorter than the simulator’s', () => {
    const [low, high] = numbers(figures.ownPlant.payback);
    const paybacks = plants.map((p) => p.paybackYears!);
    expect(low).toBeGreaterThanOrEqual(Math.min(...paybacks));
    expect(low! - Math.min(...paybacks)).toBeLessThan(0.1);
    expect(high).toBeGreaterThanOrEqual(Math.max(...paybacks));
  });

  it('state the investment range of the simulated systems, lowest to highest', () => {
    const [low, high] = numbers(figures.ownPlant.investment);
    expect(Math.abs(low! - Math.min(...plants.map((p) => p.investment.low)))).toBeLessThanOrEqual(50);
    expect(Math.abs(high! - Math.max(...plants.map((p) => p.investment.high)))).toBeLessThanOrEqual(50);
  });

  it('state the subscription’s discount from the premises and its share of the whole bill as simulated', () => {
    expect(figures.subscription.discount).toBe(`${premises.subscriptionMaxDiscount * 100}%`);
    const shares = TYPICAL_BILLS_BRL.map(
      (billBRL) => (simulate({ mode: 'assinatura', billBRL, connection: 'bifasico', tariffClass: 'b1' }) as SubscriptionResult).shareOfBill * 100,
    );
    const [low, high] = numbers(figures.subscription.shareOfBill);
    expect(low).toBe(Math.round(Math.min(...shares)));
    expect(high ?? low).toBe(Math.round(Math.max(...shares)));
    expect(high ?? low).toBeLessThan(premises.subscriptionMaxDiscount * 100);
  });

  it('price a cleaning as the simulator does for the same systems, never below the minimum visit', () => {
    const visits = plants.map((p) => p.cleaningPerVisit);
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
