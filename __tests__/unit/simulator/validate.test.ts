import { DEFAULT_VALUES, fieldsFor, validate, valuesFrom, type FormValues } from '@/components/simulator/validate';

const values = (patch: Partial<FormValues>): FormValues => ({ ...DEFAULT_VALUES, ...patch });

describe('validate', () => {
  it('turns a valid own-plant form into a simulation input with the given connection month and the defaults', () => {
    expect(validate(values({ bill: '1.234,56', city: 'maringa', connection: 'trifasico' }), 2026, 7)).toEqual({
      input: {
        mode: 'usina',
        usage: { kind: 'bill', brl: 1234.56 },
        city: 'Maringá',
        connection: 'trifasico',
        tariffClass: 'b1',
        orientation: 'nordeste-noroeste',
        shading: 'nenhuma',
        tariff: undefined,
        publicLighting: undefined,
        cleaning: '6',
        payment: { kind: 'avista' },
        year: 2026,
        month: 7,
      },
      errors: {},
    });
  });

  it('starts the financing premises at 1,5% a month, 60 instalments and 120 days of grace', () => {
    expect(DEFAULT_VALUES).toMatchObject({ rate: '1,5', term: '60', grace: '120', payment: 'avista' });
    const { input } = validate(values({ bill: '500', payment: 'financiado' }), 2026);
    expect(input).toMatchObject({ payment: { kind: 'financiado', monthlyRate: 0.015, termMonths: 60, graceDays: 120 } });
  });

  it('uses the tariff, the lighting fee and the consumption when given', () => {
    expect(validate(values({ basis: 'kwh', consumption: '530', tariff: '0,92' }), 2027).input).toMatchObject({
      usage: { kind: 'kwh', kwh: 530 },
      tariff: 0.92,
      year: 2027,
    });
    expect(validate(values({ bill: '450', publicLighting: '35,40' }), 2026).input).toMatchObject({ publicLighting: 35.4 });
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

  it('asks for a city from the list, accents aside', () => {
    expect(validate(values({ bill: '450', city: 'Ponta Grosa' }), 2026)).toEqual({
      input: null,
      errors: { city: 'Escolha uma das cidades do Paraná na lista (pode digitar sem acento, como “maringa”).' },
    });
    expect(validate(values({ bill: '450', city: ' PONTA grossa ' }), 2026).input).toMatchObject({ city: 'Ponta Grossa' });
  });

  it('takes the lighting fee out before comparing with the minimum charge', () => {
    // R$ 80: (80 − 20) / 0,848732 = 70,7 kWh, above 50 kWh (two-phase) but not above 100 kWh (three-phase).
    expect(validate(values({ bill: '80', connection: 'bifasico' }), 2026).input).not.toBeNull();
    expect(validate(values({ bill: '80', connection: 'trifasico' }), 2026).errors.bill).toBe(
      'Esse consumo não passa da taxa mínima da ligação trifásica (100 kWh por mês): a energia solar não reduziria a conta.',
    );
    // R$ 60 with the R$ 20 fee: 47,1 kWh, not above the 50 kWh of two-phase.
    expect(validate(values({ bill: '60' }), 2026).errors.bill).toMatch(/^Esse consumo não passa da taxa mínima da ligação bifásica/);
    expect(validate(values({ bill: '60', publicLighting: '80' }), 2026).errors.publicLighting).toBe(
      'A iluminação pública é só uma parte da conta: informe um valor menor que o da conta.',
    );
  });

  it('checks the optional fields only when they are filled in', () => {
    expect(validate(values({ bill: '450', tariff: '9' }), 2026).errors.tariff).toMatch(/^Informe uma tarifa entre/);
    expect(validate(values({ bill: '450', tariff: 'x' }), 2026).errors.tariff).toBe('Digite apenas números, como 1.234,56.');
    expect(validate(values({ bill: '450', publicLighting: '5.000' }), 2026).errors.publicLighting).toMatch(/^Informe um valor entre R\$ 0 e/);
  });

  it('checks the financing premises only when financing', () => {
    const financed = (patch: Partial<FormValues>) => validate(values({ bill: '500', payment: 'financiado', ...patch }), 2026).errors;
    expect(financed({ rate: '7' })).toEqual({ rate: 'Informe juros entre 0 e 5% ao mês.' });
    expect(financed({ term: '60,5' })).toEqual({ term: 'Informe um prazo entre 6 e 120 meses, em meses inteiros.' });
    expect(financed({ grace: '180' })).toEqual({ grace: 'Informe uma carência entre 0 e 120 dias, em dias inteiros.' });
    expect(validate(values({ bill: '500', rate: '7' }), 2026).errors).toEqual({});
  });

  it('reads only the fields of the chosen mode', () => {
    expect(validate(values({ mode: 'assinatura', bill: '450', city: 'x', consumption: 'x' }), 2026)).toEqual({
      input: { mode: 'assinatura', billBRL: 450, connection: 'bifasico', tariffClass: 'b1', tariff: undefined, publicLighting: undefined },
      errors: {},
    });
    // The rental asks for nothing: other modes' fields are ignored.
    expect(validate(values({ mode: 'investidor', bill: 'x' }), 2026)).toEqual({ input: { mode: 'investidor' }, errors: {} });
    expect(fieldsFor({ mode: 'investidor', basis: 'bill', payment: 'avista' })).toEqual([]);
    expect(fieldsFor({ mode: 'usina', basis: 'kwh', payment: 'financiado' })).toEqual(['consumption', 'city', 'tariff', 'rate', 'term', 'grace']);
    expect(fieldsFor({ mode: 'assinatura', basis: 'kwh', payment: 'financiado' })).toEqual(['bill', 'tariff', 'publicLighting']);
  });
});

describe('valuesFrom', () => {
  it('reads a form, keeps the typed city and replaces unknown choices with the defaults', () => {
    const data = new FormData();
    data.set('mode', 'assinatura');
    data.set('connection', 'quadrifasico');
    data.set('city', 'curitib');
    data.set('bill', '450');
    expect(valuesFrom(data)).toEqual({ ...DEFAULT_VALUES, mode: 'assinatura', city: 'curitib', bill: '450' });
  });
});
