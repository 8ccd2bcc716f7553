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

  it.each([
    ['icms', 0.6, 'ICMS', 'pode ser no máximo 0,35'],
    ['teBRLPerKWh', 0, 'Energia (TE)', 'precisa ser no mínimo 0,05'],
    ['tusdBRLPerKWh', 5, 'Distribuição (TUSD)', 'pode ser no máximo 2'],
    ['fioBShareOfTariff', 0.9, 'Fio B', 'pode ser no máximo 0,6'],
    ['pis', -0.01, 'PIS', 'precisa ser no mínimo 0'],
  ])('refuses %s = %p, naming the field and its limit', (field, value, title, limit) => {
    const result = check({ ...tariff, [field]: value });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(LABEL);
    expect(problems[0]).toContain(title);
    expect(problems[0]).toContain(limit);
  });

  it('refuses an effective date that is not a calendar day, and a missing resolution', () => {
    const date = check({ ...tariff, effectiveFrom: '2025-02-30' });
    expect(date.ok ? [] : date.problems).toEqual([expect.stringMatching(/Em vigor desde.*não é uma data do calendário/)]);
    const missing = check({ ...tariff, resolution: undefined });
    expect(missing.ok ? [] : missing.problems).toEqual([expect.stringMatching(/Resolução da ANEEL.*é obrigatório/)]);
  });

  it('gives every field a hint on where to copy it from', () => {
    const shape = tariffSchema.shape;
    for (const [key, field] of Object.entries(shape)) {
      expect([key, (field.meta() as { description?: string } | undefined)?.description]).toEqual([key, expect.stringMatching(/ANEEL|Copel|fatura|empresa/)]);
    }
  });
});
