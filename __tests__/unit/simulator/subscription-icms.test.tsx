import { render } from '@testing-library/react';
import { SimulationResultView } from '@/components/simulator/simulation-result';
import { simulate, type SubscriptionResult } from '@/components/simulator/simulate';
import { PREMISES } from '@/content/simulator/premise-texts';

// In Paraná the ICMS exemption on compensated energy covers credits from a unit of the same holder
// (Decreto 10.686/2018, RICMS-PR Anexo V, item 104-A); a subscription's plant is someone else's, so
// its credits likely pay 19% ICMS, more than the 15% discount. The result and the premises state
// the condition the contract must meet (a solar engineer's review).

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');

describe('the subscription’s ICMS', () => {
  it('the result states that the discount must be net of the Fio B and of the ICMS on the compensated energy', () => {
    const result = simulate({ mode: 'assinatura', billBRL: 500, connection: 'bifasico', tariffClass: 'b1' }) as SubscriptionResult;
    const { container } = render(<SimulationResultView result={result} />);
    const text = plain(container.textContent);
    expect(text).toMatch(/mesmo titular/);
    expect(text).toMatch(/ICMS/);
    expect(text).toMatch(/contrato/);
  });

  it('the premises say the same, with the exemption’s source', () => {
    const offers = PREMISES.find((premise) => premise.id === 'offers')!;
    const f = {
      decimal: String,
      percent: (share: number) => `${Math.round(share * 100)}%`,
      brl: String,
      reference: { connected: '', base: 0, pessimistic: 0, withoutIcms: 0, subscriptionShare: 0.1, fioBTested: [] },
    };
    expect(offers.text(f)).toMatch(/mesmo titular/);
    expect(offers.text(f)).toMatch(/ICMS/);
    expect(offers.source).toMatch(/10\.686\/2018/);
  });
});
