import 'server-only';
import { simulate, type OwnPlantResult } from '@/components/simulator/simulate';
import { DEFAULT_CITY } from '@/content/simulator/cities';
import { premises } from '@/content/simulator/premises';

/**
 * The first-year saving the simulator gives a new home system connected in `year`, at the head
 * office's city with the simulator's defaults, for each bill: the hero's note quotes its range,
 * so the qualification of 'até 95%' follows the premises (and the Fio B schedule) at every build.
 */
export function typicalSavingsRange(bills: readonly number[], year: number): { low: number; high: number } {
  const shares = bills.map((brl) => {
    const result = simulate({
      mode: 'usina',
      usage: { kind: 'bill', brl },
      city: DEFAULT_CITY,
      connection: 'bifasico',
      tariffClass: 'b1',
      orientation: premises.defaultOrientation,
      shading: 'nenhuma',
      cleaning: '6',
      payment: { kind: 'avista' },
      year,
    }) as OwnPlantResult;
    return result.savingsShare;
  });
  return { low: Math.min(...shares), high: Math.max(...shares) };
}
