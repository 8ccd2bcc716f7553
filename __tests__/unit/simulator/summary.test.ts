import { ownPlantInput } from '@/components/simulator/own-plant-input';
import { simulate, type OwnPlantInput, type OwnPlantResult } from '@/components/simulator/simulate';
import { announcement, leadMessage, liveSummary, notViableReason } from '@/components/simulator/summary';
import { resultCopy } from '@/content/simulator/copy';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const input: OwnPlantInput = ownPlantInput({ usage: { kind: 'bill', brl: 500 }, year: 2026 });

// R$ 500 in Londrina: figures worked out in simulate.test.ts.
describe('the summary sent to the contact form and WhatsApp', () => {
  it('is one paragraph with the city, tariff class, system size, monthly saving and payback', () => {
    const text = plain(leadMessage(simulate(input)));
    expect(text).not.toMatch(/\n/);
    expect(text).toBe(
      'Olá! Fiz a simulação de usina própria no site: Londrina, residencial (B1), ligação bifásica, conta média de R$ 500,00 (566 kWh por mês). ' +
        'Estimativa: sistema de 5,22 kWp (9 módulos), conta de R$ 75,01 depois da energia solar, economia de R$ 424,99 por mês, ' +
        'investimento entre R$ 12.400 e R$ 16.700, retorno em cerca de 3,1 anos. Quero um orçamento.',
    );
  });

  it('adds the instalment when financed', () => {
    const financed = simulate({ ...input, payment: { kind: 'financiado', monthlyRate: 0.015, termMonths: 60, graceDays: 120 } });
    const text = plain(leadMessage(financed));
    // With the IOF financed and its CET (simulate.test.ts works both out): R$ 399,77, CET 1,6169% a month.
    expect(text).toContain(
      'retorno em cerca de 5,4 anos, financiado em 60 parcelas de R$ 399,77 (juros de 1,5% ao mês; com o IOF, 1,62% ao mês, sem ' +
        'tarifas nem seguro). Quero um orçamento.',
    );
    // It covers the first two years of instalments only, once the ICMS comes in the 49th month.
    expect(plain(announcement(financed))).toMatch(/Parcela de R\$ 399,77: cabe na economia só nos primeiros anos\.$/);
    expect(liveSummary(financed).map(plain)).toEqual(['Economia de R$ 425 por mês, retorno em cerca de 5,4 anos', 'Parcela de R$ 400']);
  });

  it('says the subscription saving in the same plain words, and the rental as the company’s average with no income', () => {
    const subscription = simulate({ mode: 'assinatura', billBRL: 300, connection: 'bifasico', tariffClass: 'b1' });
    // 35,63 / 300 = 11,9% of the whole bill: the 15% is on the compensated energy only.
    expect(plain(leadMessage(subscription))).toContain('economia de até R$ 35,63 por mês (até 15% da energia compensada, 12% da conta)');
    const rental = simulate({ mode: 'investidor' });
    expect(plain(leadMessage(rental))).toBe(
      'Olá! Vi no site que o aluguel médio dos contratos de aluguel de usinas da empresa é de 1,88% ao mês e quero saber como funcionam os contratos.',
    );
    for (const text of [leadMessage(rental), announcement(rental), ...liveSummary(rental)]) expect(text).not.toMatch(/renda|R\$/i);
  });
});

describe('a system an installer would not quote', () => {
  const tooSmall = simulate(ownPlantInput({ usage: { kind: 'bill', brl: 50 }, connection: 'monofasico', year: 2026 }));
  const tooLarge = simulate(ownPlantInput({ usage: { kind: 'bill', brl: 50_000 }, connection: 'trifasico', year: 2026 }));

  it('says why in one sentence, to the eye and to screen readers, with no payback', () => {
    if (tooSmall.mode !== 'usina' || tooLarge.mode !== 'usina') throw new Error('own plant expected');
    expect(notViableReason(tooSmall)).toBe(resultCopy.notViable.tooSmall(1));
    // 513,3 kWp / 1,2 kWp per kW = 427,8 kW of inverters.
    expect(notViableReason(tooLarge)).toBe(resultCopy.notViable.tooLarge('513,3', '427,8', '75'));
    expect(announcement(tooSmall)).toBe(`Resultado: ${resultCopy.notViable.tooSmall(1)}`);
    expect(announcement(tooLarge)).not.toMatch(/retorno/i);
    expect(liveSummary(tooLarge)).toEqual([resultCopy.notViable.title]);
  });

  it('names the interest when the loan, not the bill’s fixed charges, keeps the 25 years from paying back', () => {
    // R$ 150, single-phase, 2027: cash pays back (R$ 22.800 saved against R$ 6.250); 120 instalments at 3%
    // a month add up to R$ 26.200, more than the 25 years save: the interest is the cause, not the minimum charge.
    const base = { usage: { kind: 'bill' as const, brl: 150 }, connection: 'monofasico' as const, year: 2027 };
    const cash = simulate(ownPlantInput(base)) as OwnPlantResult;
    const loan = simulate(ownPlantInput({ ...base, payment: { kind: 'financiado', monthlyRate: 0.03, termMonths: 120, graceDays: 120 } })) as OwnPlantResult;
    expect(cash.viability.kind).toBe('ok');
    expect(loan.viability).toEqual({ kind: 'no-return', cause: 'interest' });
    const reason = plain(notViableReason(loan)!);
    expect(reason).toMatch(/juros/);
    expect(reason).not.toMatch(/taxa mínima/);
  });
});
