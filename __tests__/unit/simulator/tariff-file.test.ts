import tariff from '@/content/company/tariff.json';
import { resultCopy } from '@/content/simulator/copy';
import { PREMISES } from '@/content/simulator/premise-texts';

// The simulator computes with the tariff of content/company/tariff.json (the company edits it in the
// CMS): a changed value there moves the result, and the result states the tariff's date plainly.

type Modules = {
  simulate: typeof import('@/components/simulator/simulate');
  input: typeof import('@/components/simulator/own-plant-input');
  premises: typeof import('@/content/simulator/premises');
};

function withTariff(change: Partial<typeof tariff>): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    jest.doMock('@/content/company/tariff.json', () => ({ ...tariff, ...change }));
    modules = {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module graph per tariff file
      simulate: require('@/components/simulator/simulate'),
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module graph per tariff file
      input: require('@/components/simulator/own-plant-input'),
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module graph per tariff file
      premises: require('@/content/simulator/premises'),
    };
  });
  jest.dontMock('@/content/company/tariff.json');
  return modules!;
}

const saving = ({ simulate, input }: Modules) => {
  const result = simulate.simulate(input.ownPlantInput({ usage: { kind: 'bill', brl: 500 }, year: 2026 }));
  if (result.mode !== 'usina') throw new Error('expected an own plant');
  return result;
};

describe('the tariff file drives the simulator', () => {
  it('uses the file as it is: the default B1 tariff is TE plus TUSD', () => {
    const same = withTariff({});
    expect(same.simulate.tariffOf({ tariffClass: 'b1' })).toBeCloseTo(tariff.teBRLPerKWh + tariff.tusdBRLPerKWh, 9);
  });

  it('moves the default tariff and the result when the energy (TE) value changes', () => {
    const same = withTariff({});
    const higher = withTariff({ teBRLPerKWh: tariff.teBRLPerKWh + 0.2 });
    expect(higher.simulate.tariffOf({ tariffClass: 'b1' })).toBeCloseTo(same.simulate.tariffOf({ tariffClass: 'b1' }) + 0.2, 9);
    // A dearer kWh: the same R$ 500 bill buys fewer kWh, so a smaller system is needed.
    expect(saving(higher).systemKWp).toBeLessThan(saving(same).systemKWp);
  });

  it('moves the Fio B charge when the Fio B share changes', () => {
    const same = withTariff({});
    const more = withTariff({ fioBShareOfTariff: tariff.fioBShareOfTariff + 0.1 });
    expect(more.premises.premises.fioBShareOfTariff).toBeCloseTo(tariff.fioBShareOfTariff + 0.1, 9);
    expect(saving(more).savingsHorizon).toBeLessThan(saving(same).savingsHorizon);
  });
});

describe('the result states the tariff date', () => {
  it('names the month, the year and the resolution, and never says the data is missing an adjustment', () => {
    const sentence = resultCopy.usina.dated('janeiro de 2027', '75%');
    expect(sentence).toBe(
      `Com as tarifas da Copel de junho de 2025 (${tariff.resolution}) e o sistema ligado em janeiro de 2027, quando a conta paga 75% do Fio B sobre a energia compensada.`,
    );
    expect(sentence).not.toMatch(/não está nelas/);
  });
});

describe('the premises state the tariff date', () => {
  it('name the tariff’s month, year and resolution, and never an adjustment the values lack', () => {
    const premise = PREMISES.find((p) => p.id === 'tariff')!;
    const f = {
      decimal: (value: number) => String(value),
      percent: (share: number) => `${Math.round(share * 100)}%`,
      brl: String,
      reference: { connected: '', base: 0, pessimistic: 0, withoutIcms: 0, subscriptionShare: 0, fioBTested: [] },
    };
    const text = `${premise.text(f)} ${premise.source}`;
    expect(text).toContain(`Tarifas da Copel de junho de 2025 (${tariff.resolution}), em vigor desde 24/06/2025`);
    expect(text).not.toMatch(/Sem o reajuste|não achamos publicada/);
  });
});
