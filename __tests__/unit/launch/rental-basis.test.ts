/**
 * @jest-environment node
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { SHIPPED_ROOT } from '@/__tests__/fixtures/shipped';
import { join } from 'node:path';
import { contentCopyPerTest } from './content-copy';
import { checkLaunch, main, readyForLaunch } from '@/scripts/operator/check-launch';
import { CONTENT_FILES, rentalSchema } from '@/content/company/schema';

// The plant rental's card states the company's 1,88 % a month. Where the company builds, rents and
// operates a plant the investor owns, that offer may be a collective investment contract (Lei
// 6.385/1976, art. 2º, IX): the site goes live with it only once the company records, in the CMS,
// the legal basis it relies on. check:launch refuses the launch while that record is empty.

const root = contentCopyPerTest('rental-basis-');

const TODAY = new Date('2026-11-25T12:00:00Z');
const RENTAL = 'content/company/rental.json';
const writeRental = (data: unknown) => writeFileSync(join(root(), RENTAL), `${JSON.stringify(data, null, 2)}\n`);
const BASIS = {
  kind: 'parecer-juridico',
  issuer: 'Silva & Souza Advogados',
  reference: 'Parecer nº 12/2026',
  date: '2026-03-10',
};
const rentalProblems = (messages: string[]) => messages.filter((message) => message.startsWith('Aluguel de usinas'));

describe('the rental’s legal basis in check:launch', () => {
  it('is an invalid value while the CMS screen is empty, in Portuguese, naming the screen, the fields and the law', async () => {
    const report = await checkLaunch(root(), { today: TODAY });
    const found = report.invalid.filter((p) => p.message.startsWith('Aluguel de usinas'));
    expect(found).toHaveLength(1);
    const problem = found[0]!;
    expect(problem.file).toBe(RENTAL);
    expect(problem.message).toMatch(/^Aluguel de usinas › Base legal: vazia/);
    for (const field of ['Tipo de base legal', 'Quem emitiu', 'Referência', 'Data']) expect(problem.message).toContain(`'${field}'`);
    expect(problem.message).toContain('Lei 6.385/1976, art. 2º, IX');
    expect(problem.message).toContain('1,88% ao mês');
    expect(readyForLaunch(report)).toBe(false);
  });

  it('is silent once the basis is recorded', async () => {
    writeRental(BASIS);
    const report = await checkLaunch(root(), { today: TODAY });
    expect(rentalProblems(report.invalid.map((p) => p.message))).toEqual([]);
  });

  it('refuses a basis dated in the future', async () => {
    writeRental({ ...BASIS, date: '2026-12-01' });
    const report = await checkLaunch(root(), { today: TODAY });
    expect(rentalProblems(report.invalid.map((p) => p.message))).toEqual(["Aluguel de usinas › Base legal: a 'Data' 2026-12-01 está no futuro"]);
  });

  it('stops a production build while it is empty, and leaves a development build alone', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['--if-production'], { SITE_ENV: 'production' }, root())).toBe(1);
    expect(errors.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(/content\/company\/rental\.json:\d+ +Aluguel de usinas › Base legal: vazia/);
    expect(await main(['--if-production'], {}, root())).toBe(0);
  });
});

describe('the rental’s CMS screen (content/company/schema.ts)', () => {
  it('is a screen of its own, on content/company/rental.json, shipped empty', () => {
    const screen = CONTENT_FILES.find((file) => file.file === RENTAL);
    expect(screen?.label).toBe('Aluguel de usinas: base legal');
    expect(JSON.parse(readFileSync(join(SHIPPED_ROOT, RENTAL), 'utf8'))).toEqual({});
  });

  it('takes an empty record or a complete one, never half of one', () => {
    expect(rentalSchema.safeParse({}).success).toBe(true);
    expect(rentalSchema.safeParse(BASIS).success).toBe(true);
    expect(rentalSchema.safeParse({ ...BASIS, url: 'https://www.gov.br/cvm/pt-br' }).success).toBe(true);
    const half = rentalSchema.safeParse({ kind: 'registro-cvm', issuer: 'CVM' });
    expect(half.success).toBe(false);
    expect(half.error?.issues[0]?.message).toBe("preencha 'Tipo de base legal', 'Quem emitiu', 'Referência' e 'Data', ou nenhum");
    expect(rentalSchema.safeParse({ ...BASIS, kind: 'promessa' }).success).toBe(false);
  });

  it('offers the three kinds of basis with Portuguese labels and hints', () => {
    const json = JSON.stringify(rentalSchema.toJSONSchema());
    for (const label of ['Parecer jurídico', 'Registro na CVM', 'Dispensa de registro na CVM', 'Quem emitiu', 'Referência', 'Link para conferir'])
      expect(json).toContain(label);
    expect(json).toContain('Lei 6.385/1976');
  });
});
