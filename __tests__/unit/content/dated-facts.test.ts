import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATED_FACTS } from '@/content/dated-facts';
import { simulatorCopy } from '@/content/simulator/copy';

// A year a visitor reads is written once, in content/dated-facts.ts (issue 27).
describe('dated facts', () => {
  it('give the simulator its years', () => {
    expect(simulatorCopy.premisesLead).toContain(`tarifas da Copel de ${DATED_FACTS.copelTariff.year}`);
    expect(simulatorCopy.rate.hint).toBe(`Linhas de ${DATED_FACTS.loanRates.year} vão de 0,89% a 1,5% ao mês.`);
    expect(simulatorCopy.tariff.hint('R$ 1,00', 'B1')).toContain(`da Copel em ${DATED_FACTS.copelTariff.year}`);
  });

  it('leave no year of a tariff, a rate or a price written in the simulator’s words', () => {
    // What stays: the irradiation atlas's edition (2017), the first year of the price range (2024) and the law's 2029.
    const copy = readFileSync(join(process.cwd(), 'content/simulator/copy.ts'), 'utf8');
    expect(copy.match(/\b20[12]\d\b/g) ?? []).toEqual(['2017', '2024', '2029', '2029']);
  });
});
