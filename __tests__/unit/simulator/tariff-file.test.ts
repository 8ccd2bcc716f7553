import tariff from '@/content/company/tariff.json';
import { resultCopy } from '@/content/simulator/copy';
import { PREMISES, SAME_AS_B1 } from '@/content/simulator/premise-texts';
import type { TariffClassId } from '@/content/simulator/premises';

// The simulator computes with the tariff of content/company/tariff.json (the company edits it in the
// CMS): a changed value there moves the result, and the result states the tariff's date plainly.

type Modules = {
  simulate: typeof import('@/components/simulator/simulate');
  input: typeof import('@/components/simulator/own-plant-input');
  premises: typeof import('@/content/simulator/premises');
};

type Tariff = typeof tariff;
type ClassValues = Partial<Tariff['b3']>;

function withTariff(change: Omit<Partial<Tariff>, 'b1' | 'b2' | 'b3'> & { b1?: ClassValues; b2?: ClassValues; b3?: ClassValues } = {}): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    const { b1, b2, b3, ...rest } = change;
    jest.doMock('@/content/company/tariff.json', () => ({
      ...tariff,
      ...rest,
      b1: { ...tariff.b1, ...b1 },
      b2: { ...tariff.b2, ...b2 },
      b3: { ...tariff.b3, ...b3 },
    }));
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

const saving = ({ simulate, input }: Modules, tariffClass: TariffClassId = 'b1') => {
  const result = simulate.simulate(input.ownPlantInput({ usage: { kind: 'bill', brl: 500 }, year: 2026, tariffClass }));
  if (result.mode !== 'usina') throw new Error('expected an own plant');
  return result;
};

describe('the tariff file drives the simulator', () => {
  it('uses the file as it is: the default B1 tariff is TE plus TUSD', () => {
    const same = withTariff();
    expect(same.simulate.tariffOf({ tariffClass: 'b1' })).toBeCloseTo(tariff.b1.teBRLPerKWh + tariff.b1.tusdBRLPerKWh, 9);
  });

  it('moves the default tariff and the result when the energy (TE) value changes', () => {
    const same = withTariff();
    const higher = withTariff({ b1: { teBRLPerKWh: tariff.b1.teBRLPerKWh + 0.2 } });
    expect(higher.simulate.tariffOf({ tariffClass: 'b1' })).toBeCloseTo(same.simulate.tariffOf({ tariffClass: 'b1' }) + 0.2, 9);
    // A dearer kWh: the same R$ 500 bill buys fewer kWh, so a smaller system is needed.
    expect(saving(higher).systemKWp).toBeLessThan(saving(same).systemKWp);
  });

  it('computes each class with its own values: changing B3’s moves only the B3 tariff and result', () => {
    const same = withTariff();
    const dearerB3 = withTariff({ b3: { tusdBRLPerKWh: tariff.b3.tusdBRLPerKWh + 0.15, origin: 'propria' } });
    expect(dearerB3.simulate.tariffOf({ tariffClass: 'b3' })).toBeCloseTo(same.simulate.tariffOf({ tariffClass: 'b3' }) + 0.15, 9);
    expect(saving(dearerB3, 'b3').systemKWp).toBeLessThan(saving(same, 'b3').systemKWp);
    for (const other of ['b1', 'b2', 'b2-cadpro'] as const) {
      expect([other, dearerB3.simulate.tariffOf({ tariffClass: other })]).toEqual([other, same.simulate.tariffOf({ tariffClass: other })]);
      expect([other, saving(dearerB3, other)]).toEqual([other, saving(same, other)]);
    }
  });

  it('computes B2, with and without CAD/PRO, with B2’s values, and B1 with B1’s alone', () => {
    const same = withTariff();
    const cheaperB2 = withTariff({ b2: { teBRLPerKWh: tariff.b2.teBRLPerKWh - 0.05, origin: 'propria' } });
    for (const rural of ['b2', 'b2-cadpro'] as const) {
      expect(cheaperB2.simulate.tariffOf({ tariffClass: rural })).toBeLessThan(same.simulate.tariffOf({ tariffClass: rural }));
    }
    expect(cheaperB2.simulate.tariffOf({ tariffClass: 'b1' })).toBe(same.simulate.tariffOf({ tariffClass: 'b1' }));
    expect(cheaperB2.simulate.tariffOf({ tariffClass: 'b3' })).toBe(same.simulate.tariffOf({ tariffClass: 'b3' }));
  });

  it('moves the Fio B charge when the Fio B share changes', () => {
    const same = withTariff();
    const more = withTariff({ fioBShareOfTariff: tariff.fioBShareOfTariff + 0.1 });
    expect(more.premises.premises.fioBShareOfTariff).toBeCloseTo(tariff.fioBShareOfTariff + 0.1, 9);
    expect(saving(more).savingsHorizon).toBeLessThan(saving(same).savingsHorizon);
  });
});

/** The tariff file's effective day as a visitor reads it: 2025-06-24 → 24/06/2025. */
const TARIFF_DAY = tariff.effectiveFrom.split('-').reverse().join('/');

describe('the result states the tariff date', () => {
  it('names the day the tariff took effect and the resolution, and never calls it the tariff in force', () => {
    const sentence = resultCopy.usina.dated('janeiro de 2027', '75%');
    expect(sentence).toBe(
      `Com as tarifas da Copel de ${TARIFF_DAY} (${tariff.resolution}) e o sistema ligado em janeiro de 2027, quando a conta paga 75% do Fio B sobre a energia compensada.`,
    );
    expect(sentence).not.toMatch(/não está nelas|em vigor/);
  });
});

describe('the premises state the tariff date', () => {
  it('name the day the tariff took effect and its resolution, never “em vigor”, and never an adjustment the values lack', () => {
    const premise = PREMISES.find((p) => p.id === 'tariff')!;
    const f = {
      decimal: (value: number) => String(value),
      percent: (share: number) => `${Math.round(share * 100)}%`,
      brl: String,
      reference: { connected: '', base: 0, pessimistic: 0, withoutIcms: 0, subscriptionShare: 0, fioBTested: [] },
    };
    const text = `${premise.text(f)} ${premise.source}`;
    expect(text).toContain(`Tarifas da Copel de ${TARIFF_DAY} (${tariff.resolution})`);
    expect(text).toContain(`tarifa de ${TARIFF_DAY}`);
    expect(text).not.toMatch(/Sem o reajuste|não achamos publicada|em vigor/);
  });

  it('give each class its tariff, B1 with its TE and TUSD, and say of B2 and B3 that they carry B1’s values while the file says so', () => {
    const premise = PREMISES.find((p) => p.id === 'tariff')!;
    const f = {
      decimal: (value: number, digits = 2) => value.toFixed(digits).replace('.', ','),
      percent: (share: number) => `${Math.round(share * 100)}%`,
      brl: String,
      reference: { connected: '', base: 0, pessimistic: 0, withoutIcms: 0, subscriptionShare: 0, fioBTested: [] },
    };
    const text = premise.text(f);
    expect(SAME_AS_B1).toBe('(mesmos valores da B1 até a empresa informar)');
    expect(text).toMatch(/Residencial \(B1\): R\$\u00a00,8487 por kWh com impostos \(energia R\$\u00a00,3643 mais distribuição R\$\u00a00,4845\), com ICMS/);
    expect(text).toContain(`Comercial (B3): R$\u00a00,8487 por kWh com impostos ${SAME_AS_B1}.`);
    // B1's tariff before taxes with the rural ICMS of 18%: 0,631771 / (1 − 0,18 − 0,06563) = R$ 0,8375.
    expect(text).toContain(`Rural (B2): R$\u00a00,8375 por kWh com impostos ${SAME_AS_B1}, com ICMS de 18%, a alíquota da eletrificação rural;`);
    expect(text).toMatch(/O antigo desconto da tarifa rural acabou em 2023/);
    expect(text).not.toMatch(/caiu 20% ao ano desde 2019/);
    expect(text.split(SAME_AS_B1)).toHaveLength(3);
  });

  it('drop the words for a class once the company gives its own values', () => {
    let text = '';
    jest.isolateModules(() => {
      jest.doMock('@/content/company/tariff.json', () => ({ ...tariff, b3: { teBRLPerKWh: 0.4, tusdBRLPerKWh: 0.5, origin: 'propria' } }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module graph per tariff file
      const { PREMISES: fresh } = require('@/content/simulator/premise-texts') as typeof import('@/content/simulator/premise-texts');
      const f = {
        decimal: (value: number, digits = 2) => value.toFixed(digits).replace('.', ','),
        percent: (share: number) => `${Math.round(share * 100)}%`,
        brl: String,
        reference: { connected: '', base: 0, pessimistic: 0, withoutIcms: 0, subscriptionShare: 0, fioBTested: [] },
      };
      text = fresh.find((p) => p.id === 'tariff')!.text(f);
    });
    jest.dontMock('@/content/company/tariff.json');
    expect(text).toContain('Comercial (B3): R$\u00a00,9000 por kWh com impostos (energia R$\u00a00,4000 mais distribuição R$\u00a00,5000).');
    expect(text.split(SAME_AS_B1)).toHaveLength(2);
  });
});
