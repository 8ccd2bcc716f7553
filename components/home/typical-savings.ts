import 'server-only';
import { simulate, type ConnectionStart, type OwnPlantResult } from '@/components/simulator/simulate';
import { ownPlantInput } from '@/components/simulator/own-plant-input';

/**
 * The first-year saving the simulator gives a new home system connected at `start`, at the head
 * office's city with the simulator's defaults, for each bill: the hero's note quotes its range,
 * so the qualification of 'até 95%' follows the premises (and the Fio B schedule) at every build.
 */
export function typicalSavingsRange(bills: readonly number[], start: ConnectionStart): { low: number; high: number } {
  const shares = bills.map((brl) => (simulate(ownPlantInput({ usage: { kind: 'bill', brl }, ...start })) as OwnPlantResult).savingsShare);
  return { low: Math.min(...shares), high: Math.max(...shares) };
}
