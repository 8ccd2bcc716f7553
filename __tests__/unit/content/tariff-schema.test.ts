/** @jest-environment node */
import { checkData } from '@/lib/content/check';
import { CHECK_WORDS } from '@/content/company/read';
import { CONTENT_FILES, tariffSchema } from '@/content/company/schema';
import tariff from '@/content/company/tariff.json';

// The Copel tariff the simulator computes with is company data (content/company/tariff.json), edited
// in the CMS: the build refuses a value outside its range, naming the screen, the field and the limit.

const LABEL = 'Tarifa da Copel (content/company/tariff.json)';
const check = (data: unknown) => checkData(tariffSchema, JSON.stringify(data), LABEL, CHECK_WORDS);

describe('the tariff file', () => {
  it('is a CMS screen, and the file in the repository fits it', () => {
    expect(CONTENT_FILES.find((file) => file.name === 'tariff')).toMatchObject({ label: 'Tarifa da Copel', file: 'content/company/tariff.json' });
    expect(check(tariff)).toMatchObject({ ok: true });
  });

  /** The file with one value changed at a dotted path ('b2.tusdBRLPerKWh'); `undefined` removes it. */
  const withValue = (data: object, path: string, value: unknown) => {
    const copy = structuredClone(data) as Record<string, unknown>;
    const keys = path.split('.');
    const parent = keys.slice(0, -1).reduce((node, key) => node[key] as Record<string, unknown>, copy);
    if (value === undefined) delete parent[keys.at(-1)!];
    else parent[keys.at(-1)!] = value;
    return copy;
  };

  /** The file with every class's values marked as its own, so that a value's limit is the one problem. */
  const own = () => ({ ...tariff, b2: { ...tariff.b2, origin: 'propria' }, b3: { ...tariff.b3, origin: 'propria' } });

  it.each([
    ['icms', 0.6, 'ICMS', 'pode ser no máximo 0,35'],
    ['b1.teBRLPerKWh', 0, "Residencial (B1) › 'Energia (TE)", 'precisa ser no mínimo 0,05'],
    ['b1.tusdBRLPerKWh', 5, "Residencial (B1) › 'Distribuição (TUSD)", 'pode ser no máximo 2'],
    ['b2.tusdBRLPerKWh', -0.3, "Rural (B2) › 'Distribuição (TUSD)", 'precisa ser no mínimo 0,05'],
    ['b3.teBRLPerKWh', -1, "Comercial e demais classes (B3) › 'Energia (TE)", 'precisa ser no mínimo 0,05'],
    ['fioBShareOfTariff', 0.9, 'Fio B', 'pode ser no máximo 0,6'],
    ['pis', -0.01, 'PIS', 'precisa ser no mínimo 0'],
  ])('refuses %s = %p, naming the field and its limit', (field, value, title, limit) => {
    const result = check(withValue(own(), field, value));
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(LABEL);
    expect(problems[0]).toContain(title);
    expect(problems[0]).toContain(limit);
  });

  it.each([
    ['b1', 'Residencial (B1)'],
    ['b2', 'Rural (B2)'],
    ['b3', 'Comercial e demais classes (B3)'],
  ])('refuses the file without the class %s, naming it', (field, title) => {
    const result = check(withValue(tariff, field, undefined));
    expect(result.ok ? [] : result.problems).toEqual([expect.stringContaining(`'${title}' é obrigatório`)]);
  });

  it('refuses a class without one of its values, or without their origin, naming the class and the field', () => {
    const tusd = check(withValue(own(), 'b3.tusdBRLPerKWh', undefined));
    expect(tusd.ok ? [] : tusd.problems).toEqual([
      expect.stringContaining("Comercial e demais classes (B3) › 'Distribuição (TUSD), R$ por kWh com impostos' é obrigatório"),
    ]);
    const origin = check(withValue(tariff, 'b2.origin', undefined));
    expect(origin.ok ? [] : origin.problems).toEqual([
      expect.stringContaining("Rural (B2) › 'Origem dos valores' precisa ser uma destas opções: Da própria classe (fatura ou resolução), Os mesmos da B1"),
    ]);
  });

  it('refuses a class marked as carrying B1’s values when its values are others, and takes them as the class’s own', () => {
    const other = withValue(tariff, 'b3.tusdBRLPerKWh', 0.5);
    const refused = check(other);
    expect(refused.ok ? [] : refused.problems).toEqual([
      expect.stringMatching(
        /Comercial e demais classes \(B3\) › 'Origem dos valores' diz “Os mesmos da B1 \(a empresa ainda não informou\)”, mas a TE e a TUSD são outras/,
      ),
    ]);
    expect(check(withValue(tariff, 'b3', { teBRLPerKWh: 0.36, tusdBRLPerKWh: 0.5, origin: 'propria' }))).toMatchObject({ ok: true });
  });

  it('refuses an effective date that is not a calendar day, and a missing resolution', () => {
    const date = check({ ...tariff, effectiveFrom: '2025-02-30' });
    expect(date.ok ? [] : date.problems).toEqual([expect.stringMatching(/Em vigor desde.*não é uma data do calendário/)]);
    const missing = check({ ...tariff, resolution: undefined });
    expect(missing.ok ? [] : missing.problems).toEqual([expect.stringMatching(/Resolução da ANEEL.*é obrigatório/)]);
  });

  it('gives every field a hint on where to copy it from, and says the B2 and B3 tariffs were not found published', () => {
    const hints: [string, string | undefined][] = [];
    const walk = (shape: Record<string, { meta: () => unknown; shape?: Record<string, { meta: () => unknown }> }>, prefix = '') => {
      for (const [key, field] of Object.entries(shape)) {
        if (field.shape) walk(field.shape as never, `${prefix}${key}.`);
        else hints.push([`${prefix}${key}`, (field.meta() as { description?: string } | undefined)?.description]);
      }
    };
    walk(tariffSchema.shape as never);
    expect(hints.map(([key]) => key)).toEqual(expect.arrayContaining(['b1.teBRLPerKWh', 'b2.tusdBRLPerKWh', 'b3.origin']));
    for (const [key, hint] of hints) expect([key, hint]).toEqual([key, expect.stringMatching(/ANEEL|Copel|fatura|empresa/)]);
    for (const key of ['b2.origin', 'b3.origin'])
      expect(hints.find(([name]) => name === key)![1]).toMatch(/não foi achada publicada.*começa com os valores da B1/);
  });
});
