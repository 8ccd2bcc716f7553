import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATED_FACTS } from '@/content/dated-facts';
import { simulatorCopy } from '@/content/simulator/copy';
import tariff from '@/content/company/tariff.json';

// A year a visitor reads is written once, in content/dated-facts.ts (the Copel tariff's in the company's
// content/company/tariff.json), so a new tariff or rule is changed in one place.
describe('dated facts', () => {
  it('give the simulator its years, and the tariff the day it took effect', () => {
    const day = tariff.effectiveFrom.split('-').reverse().join('/');
    expect(simulatorCopy.premisesLead).toContain(`tarifas da Copel de ${day}`);
    // Only what a 2026 source says: the banks' starting rates, not a range called the market's (a solar engineer's review).
    expect(DATED_FACTS.loanRates.year).toBe(2026);
    expect(simulatorCopy.rate.hint).toBe(
      `Em ${DATED_FACTS.loanRates.year}, os bancos anunciam taxas a partir de 1,11% a 1,40% ao mês; a da sua proposta depende da análise de crédito.`,
    );
    expect(simulatorCopy.tariff.hint('R$ 1,00', 'B1')).toContain(`da Copel de ${day}`);
  });

  it('leave no year of a tariff, a rate or a price written in the simulator’s words', () => {
    // What stays: the irradiation atlas's edition (2017), the first year of the price range (2024) and the law's 2029.
    const copy = readFileSync(join(process.cwd(), 'content/simulator/copy.ts'), 'utf8');
    expect(copy.match(/\b20[12]\d\b/g) ?? []).toEqual(['2017', '2024', '2029', '2029']);
  });
});
