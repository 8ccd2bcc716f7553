import { DEFAULT_VALUES, validate, valuesFrom, type FormValues } from '@/components/simulator/validate';

const values = (patch: Partial<FormValues>): FormValues => ({ ...DEFAULT_VALUES, ...patch });

describe('validate', () => {
  it('turns a valid own-plant form into a simulation input with the given year', () => {
    expect(validate(values({ bill: '1.234,56', city: 'maringa', connection: 'trifasico' }), 2026)).toEqual({
      input: { mode: 'usina', usage: { kind: 'bill', brl: 1234.56 }, city: 'maringa', connection: 'trifasico', tariff: undefined, year: 2026 },
      errors: {},
    });
  });

  it('uses the tariff and the consumption when given', () => {
    const { input } = validate(values({ basis: 'kwh', consumption: '530', tariff: '0,92' }), 2027);
    expect(input).toMatchObject({ usage: { kind: 'kwh', kwh: 530 }, tariff: 0.92, year: 2027 });
  });

  it.each([
    ['', 'Informe o valor médio da sua conta.'],
    ['abc', 'Digite apenas números, como 1.234,56.'],
    ['0', 'O valor precisa ser maior que zero.'],
    ['-450', 'O valor precisa ser maior que zero.'],
    ['10', 'Informe pelo menos R$\u00a030,00.'],
    ['10 000 000', 'Acima de R$\u00a0100.000,00, fazemos um estudo sob medida: fale com a nossa equipe.'],
  ])('rejects the bill %p with a Portuguese message and no input', (bill, message) => {
    expect(validate(values({ bill }), 2026)).toEqual({ input: null, errors: { bill: message } });
  });

  it('refuses a consumption that does not pass the minimum charge of the connection', () => {
    // R$ 80 / 0,85 = 94 kWh: above the 50 kWh of a two-phase connection, not above 100 kWh of three-phase.
    expect(validate(values({ bill: '80', connection: 'bifasico' }), 2026).input).not.toBeNull();
    expect(validate(values({ bill: '80', connection: 'trifasico' }), 2026).errors.bill).toBe(
      'Esse consumo não passa da taxa mínima da ligação trifásica (100 kWh por mês): a energia solar não reduziria a conta.',
    );
  });

  it('checks the optional tariff only when it is filled in', () => {
    expect(validate(values({ bill: '450', tariff: '9' }), 2026).errors.tariff).toMatch(/^Informe uma tarifa entre/);
    expect(validate(values({ bill: '450', tariff: 'x' }), 2026).errors.tariff).toBe('Digite apenas números, como 1.234,56.');
  });

  it('reads only the fields of the chosen mode', () => {
    expect(validate(values({ mode: 'assinatura', bill: '450', tariff: 'x' }), 2026)).toEqual({
      input: { mode: 'assinatura', billBRL: 450 },
      errors: {},
    });
    expect(validate(values({ mode: 'investidor', bill: 'x', amount: '100.000' }), 2026).input).toEqual({
      mode: 'investidor',
      amountBRL: 100_000,
    });
    expect(validate(values({ mode: 'investidor', amount: '10.000.000' }), 2026).errors.amount).toMatch(/^Acima de R\$/);
  });
});

describe('valuesFrom', () => {
  it('reads a form and replaces unknown choices with the defaults', () => {
    const data = new FormData();
    data.set('mode', 'assinatura');
    data.set('city', 'curitiba');
    data.set('bill', '450');
    expect(valuesFrom(data)).toEqual({ ...DEFAULT_VALUES, mode: 'assinatura', bill: '450' });
  });
});
