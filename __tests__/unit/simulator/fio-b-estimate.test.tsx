import { render, screen } from '@testing-library/react';
import { ownPlantInput } from '@/components/simulator/own-plant-input';
import { connectionStart, simulate, type OwnPlantResult } from '@/components/simulator/simulate';
import { SimulatorPremises } from '@/components/simulator/simulator-premises';
import { FIO_B_SHARE_TESTED, premises } from '@/content/simulator/premises';
import { formatBRL, formatPercent } from '@/lib/format/format';

// The Fio B's share of the tariff (28%) is not Copel's published TUSD split: the premises say it is
// the company's estimate and how far the result moves across the range tested (a solar engineer's review).

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');

describe('the Fio B premise', () => {
  it('calls the share an estimate of ours and states, computed, what the tested range does to the reference home', () => {
    render(<SimulatorPremises />);
    const premise = plain(screen.getByRole('heading', { name: 'Fio B (Lei 14.300)' }).closest('li')!.textContent);
    expect(premise).toMatch(/estimativa nossa/);
    const input = ownPlantInput({ usage: { kind: 'bill', brl: 500 }, ...connectionStart(new Date()) });
    const at = (share: number) => simulate(input, { ...premises, fioBShareOfTariff: share }) as OwnPlantResult;
    const [low, high] = FIO_B_SHARE_TESTED.map(at);
    // More Fio B, less saving: the low share gives the top of the range.
    for (const text of [
      `de ${formatPercent(FIO_B_SHARE_TESTED[0])} a ${formatPercent(FIO_B_SHARE_TESTED[1])}`,
      `${plain(formatBRL(high!.savingsHorizon, false))} a ${plain(formatBRL(low!.savingsHorizon, false))}`,
      `${formatPercent(high!.savingsShare)} a ${formatPercent(low!.savingsShare)}`,
    ])
      expect(premise).toContain(text);
  });
});
