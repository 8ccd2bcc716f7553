import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { sendLead } from '@/components/contact/lead-channel';
import { ResultsPanel } from '@/components/simulator/results-panel';
import { SimulatorForm } from '@/components/simulator/simulator-form';
import { SimulatorIsland } from '@/components/simulator/simulator-island';
import type { FormValues } from '@/components/simulator/validate';
import { SIMULATOR_SETTLE_MS } from '@/content/simulator';

jest.mock('@/components/contact/lead-channel', () => ({ sendLead: jest.fn() }));

const prefill = jest.mocked(sendLead);
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

/** The section's markup as the server renders it, with the island attached to it once `enhanced`. */
function Section({ enhanced }: { enhanced: boolean }) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setRoot}>
      <SimulatorForm />
      <ResultsPanel />
      {enhanced && root && <SimulatorIsland root={root} />}
    </div>
  );
}

/** The server's form, filled in as the visitor left it before the island loaded; then the island. */
function setup(values: Partial<FormValues> = {}, adjustmentsOpen = false) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { container, rerender } = render(<Section enhanced={false} />);
  const form = container.querySelector('form')!;
  for (const [name, value] of Object.entries(values)) {
    (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | RadioNodeList).value = value;
  }
  form.querySelector('details')!.open = adjustmentsOpen;
  rerender(<Section enhanced />);
  return user;
}

const results = () => screen.getByRole('region', { name: 'Resultado estimado' });
const liveRegion = () => results().querySelector('[aria-live="polite"]')!;
const headline = () => plain(within(results()).getByText(/^Economia estimada de/).textContent);
const bill = () => screen.getByLabelText('Conta de luz média por mês (R$)');
const city = () => screen.getByRole('combobox', { name: 'Cidade' });
const figure = (term: string) => plain(within(results()).getByText(term, { selector: 'dt' }).nextElementSibling!.textContent);

beforeEach(() => {
  // The island reads the clock as it attaches: a quote in November 2025 connects in January 2026.
  jest.useFakeTimers({ now: new Date('2025-11-15T12:00:00-03:00') });
  prefill.mockClear();
});

afterEach(() => {
  jest.useRealTimers();
});

// R$ 500 in Londrina, two-phase, 2026 (and Ponta Grossa): worked out in simulate.test.ts.
describe('SimulatorIsland: own plant', () => {
  it('shows the estimate as the visitor types, and a compact summary beside the inputs', async () => {
    const user = setup();
    expect(within(results()).getByText('Seu resultado aparece aqui')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Resumo do resultado' })).not.toBeInTheDocument();

    await user.type(bill(), '500');

    expect(headline()).toBe('Economia estimada de R$ 424,99 por mês no 1º ano');
    expect(within(results()).getByText('Seu resultado aparece aqui')).not.toBeVisible();
    // The first year's share, and beside it what lasts (a solar engineer's review: the first year is the best one).
    expect(
      within(results()).getByText(
        '85% a menos na conta de luz no 1º ano; 69% a partir de janeiro de 2030, com o Fio B inteiro e o ICMS da energia compensada; 64% ' +
          'na média de 25 anos, já descontada a manutenção',
      ),
    ).toBeInTheDocument();
    // The three numbers first: the saving, the payback and the investment; the rest folded.
    expect(figure('Retorno do investimento')).toBe('cerca de 3,1 anos');
    expect(figure('Investimento estimado')).toBe('R$ 12.400 a R$ 16.700');
    expect(
      within(results()).getByText(/^Com as tarifas da Copel de \d\d\/\d\d\/\d{4} .* e o sistema ligado em janeiro de 2026, quando a conta paga 60% do Fio B/),
    ).toBeVisible();
    const more = within(results()).getByText('Ver todos os números e os gráficos').closest('details')!;
    expect(more).not.toHaveAttribute('open');
    expect(within(more).getByText('Sistema', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Sistema')).toBe('5,22 kWp, 9 módulos de 580 W, inversores de cerca de 4,4 kW');
    expect(figure('Conta com energia solar')).toBe('R$ 75,01 (média do 1º ano)');
    expect(figure('Preço do sistema por Wp')).toBe('cerca de R$ 2,79');
    expect(figure('Manutenção')).toBe('limpeza a cada 6 meses, cerca de R$ 140 por visita; troca do inversor no 12º ano, cerca de R$ 2.900');
    expect(
      within(results()).getByRole('img', { name: /^Geração estimada no primeiro ano: jan 621 kWh, .* jun 507 kWh, .* Consumo de 566 kWh por mês\.$/ }),
    ).toBeInTheDocument();
    expect(within(results()).getByRole('img', { name: /hoje R\$\s500,00; com energia solar R\$\s75,01/ })).toBeInTheDocument();
    // The chart's payback is the text's, to the same decimal ('ano 4' beside '3,1 anos' reads as a contradiction).
    expect(within(results()).getByRole('img', { name: /passa o investimento de R\$\s14\.600 em cerca de 3,1 anos/ })).toBeInTheDocument();
    expect(within(results()).getByText(/^Em junho o sistema gera cerca de 507 kWh, menos que os 566 kWh de consumo/)).toBeInTheDocument();

    const live = screen.getByRole('group', { name: 'Resumo do resultado' });
    expect(plain(live.textContent)).toContain('Economia de R$ 425 por mês, retorno em cerca de 3,1 anos');
    expect(within(live).getByRole('link', { name: 'Ver o resultado completo' })).toHaveAttribute('href', '#simulador-resultado-title');
  });

  it('announces the result politely once typing pauses, not on every keystroke', async () => {
    const user = setup();
    await user.type(bill(), '500');
    expect(liveRegion()).toHaveTextContent(/^$/);

    act(() => jest.advanceTimersByTime(SIMULATOR_SETTLE_MS));
    expect(plain(liveRegion().textContent)).toBe(
      'Resultado: economia estimada de R$ 424,99 por mês no 1º ano (85%) com um sistema de 5,22 kWp; retorno em cerca de 3,1 anos.',
    );
  });

  it('explains a wrong value beside the field and shows no result', async () => {
    const user = setup();
    await user.type(bill(), 'abc');
    expect(bill()).not.toHaveAttribute('aria-invalid');

    await user.tab();
    expect(bill()).toHaveAttribute('aria-invalid', 'true');
    expect(bill()).toHaveAccessibleDescription(/^Digite apenas números, como 1\.234,56\./);
    expect(within(results()).queryByText(/^Economia estimada/)).not.toBeInTheDocument();
    expect(within(results()).getByText('Seu resultado aparece aqui')).toBeInTheDocument();
  });

  it('waits for a pause before calling an absurd bill out, then updates the message live', async () => {
    const user = setup();
    await user.type(bill(), '10000000');
    expect(screen.queryByText(/estudo sob medida/)).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(SIMULATOR_SETTLE_MS));
    expect(bill()).toHaveAccessibleDescription(/^Acima de R\$\s100\.000,00, fazemos um estudo sob medida/);
    expect(plain(liveRegion().textContent)).toMatch(/^Verifique os dados: Acima de R\$ 100\.000,00/);

    await user.clear(bill());
    expect(bill()).toHaveAccessibleDescription(/^Informe o valor médio da sua conta\./);
    await user.type(bill(), '1.234,56');
    expect(bill()).not.toHaveAttribute('aria-invalid');
    expect(within(results()).getByText(/^Economia estimada de/)).toBeInTheDocument();
  });

  it('says when the inverters pass what the connection carries, and counts the three-phase upgrade in the investment', async () => {
    const user = setup({ bill: '1000' });
    await user.selectOptions(screen.getByLabelText('Tipo de ligação'), 'Monofásica');
    // 10,44 kWp / 1,2 = 8,7 kW of inverters > 127 V × 63 A = 8,0 kVA (simulate.test.ts).
    expect(plain(within(results()).getByText(/^Inversores de/).textContent)).toBe(
      'Inversores de 8,7 kW passam do que uma ligação monofásica suporta (cerca de 8 kVA, 127 V × 63 A): a estimativa já conta a troca ' +
        'para a ligação trifásica, com a taxa mínima de 100 kWh e de R$ 2.000 a R$ 5.000 do novo padrão de entrada no investimento. Na ' +
        'visita técnica conferimos o seu disjuntor.',
    );
    // The system's R$ 22.110 to R$ 29.913 (bifásica, below) plus R$ 2.000 to R$ 5.000 for the entry standard.
    expect(figure('Investimento estimado')).toBe('R$ 24.100 a R$ 34.900');
    await user.selectOptions(screen.getByLabelText('Tipo de ligação'), 'Bifásica');
    expect(within(results()).queryByText(/^Inversores de/)).toBeNull();
    expect(figure('Investimento estimado')).toBe('R$ 22.100 a R$ 29.900');
  });

  it('opens the optional adjustments when one of them is wrong', async () => {
    const user = setup({ bill: '500' });
    const adjustments = screen.getByText('Ajustes opcionais').closest('details')!;
    expect(adjustments).not.toHaveAttribute('open');
    await user.click(screen.getByText('Ajustes opcionais'));
    await user.type(screen.getByLabelText('Tarifa com impostos (R$ por kWh)'), '9');
    // Closed before the pause in typing reveals the message (the focus still in the field).
    act(() => void (adjustments.open = false));
    act(() => jest.advanceTimersByTime(SIMULATOR_SETTLE_MS));
    expect(adjustments).toHaveAttribute('open');
    expect(screen.getByLabelText('Tarifa com impostos (R$ por kWh)')).toHaveAccessibleDescription(/^Informe uma tarifa entre R\$\s0,30 e R\$\s3,00/);
  });
});

describe('SimulatorIsland: the tariff’s hint', () => {
  it('names the tariff of the class chosen, before the island loaded and after, and the field’s description reads it', async () => {
    // Chosen before the island loaded, when the server's hint named the default class's tariff.
    const user = setup({ tariffClass: 'b2-cadpro' });
    const tariff = () => screen.getByLabelText('Tarifa com impostos (R$ por kWh)');
    expect(tariff()).toHaveAccessibleDescription(/^Em branco, usamos R\$\s0,68 por kWh, a tarifa B2-CADPRO da Copel de \d\d\/\d\d\/\d{4} com impostos\.$/);

    await user.selectOptions(screen.getByLabelText('Tipo de consumidor'), 'Comercial (B3)');
    expect(tariff()).toHaveAccessibleDescription(/^Em branco, usamos R\$\s0,85 por kWh, a tarifa B3 da Copel de \d\d\/\d\d\/\d{4} com impostos\.$/);

    // With a message, the description reads it first, then the same hint.
    await user.click(screen.getByText('Ajustes opcionais'));
    await user.type(tariff(), '9');
    await user.tab();
    expect(tariff()).toHaveAccessibleDescription(/^Informe uma tarifa entre .* Em branco, usamos R\$\s0,85 por kWh, a tarifa B3 da Copel/);
  });
});

describe('SimulatorIsland: city search (WAI-ARIA combobox)', () => {
  it('finds Ponta Grossa by keyboard, without accents, and recomputes', async () => {
    const user = setup({ bill: '500' });
    expect(city()).toHaveValue('Londrina');
    expect(city()).toHaveAttribute('aria-expanded', 'false');

    await user.clear(city());
    await user.type(city(), 'ponta g');
    expect(city()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Cidades do Paraná' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.firstChild!.textContent),
    ).toEqual(['Ponta Grossa']);
    // While the list is open, the result stays on the last city chosen.
    expect(figure('Sistema')).toBe('5,22 kWp, 9 módulos de 580 W, inversores de cerca de 4,4 kW');

    await user.keyboard('{ArrowDown}');
    const option = within(list).getByRole('option', { name: /Ponta Grossa/ });
    expect(city()).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(city()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(city()).toHaveValue('Ponta Grossa');
    expect(city()).toHaveAttribute('aria-expanded', 'false');
    expect(city()).not.toHaveAttribute('aria-activedescendant');
    expect(figure('Sistema')).toBe('5,8 kWp, 10 módulos de 580 W, inversores de cerca de 4,8 kW');
  });

  it('offers the company’s cities first, moves with Up and Down, and closes with Escape', async () => {
    const user = setup({ bill: '500' });
    await user.click(city());
    const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
    expect(
      options()
        .slice(0, 3)
        .map((o) => o.firstChild!.textContent),
    ).toEqual(['Londrina', 'Nova Aurora', 'Maringá']);
    expect(options()).toHaveLength(399);

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(city()).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(city()).toHaveAttribute('aria-activedescendant', options()[398]!.id); // wraps to the last

    await user.keyboard('{Escape}');
    expect(city()).toHaveAttribute('aria-expanded', 'false');
    expect(city()).toHaveValue('Londrina');
  });

  it('returns to the text with Home and End, and announces how many cities match', async () => {
    const user = setup({ bill: '500' });
    await user.clear(city());
    await user.type(city(), 'mar');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ cidades encontradas\.$/);

    await user.keyboard('{ArrowDown}');
    expect(city()).toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Home}');
    expect(city()).not.toHaveAttribute('aria-activedescendant');
    expect((city() as HTMLInputElement).selectionStart).toBe(0);
    await user.keyboard('{ArrowDown}{End}');
    expect((city() as HTMLInputElement).selectionStart).toBe(3);

    await user.clear(city());
    await user.type(city(), 'zzz');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent('Nenhuma cidade do Paraná com esse nome.');
  });

  it('takes an exact name typed without accents, and explains a name it does not know', async () => {
    const user = setup({ bill: '500' });
    await user.clear(city());
    await user.type(city(), 'maringa');
    await user.tab();
    expect(city()).toHaveValue('Maringá');
    expect(within(results()).getByText(/^Economia estimada/)).toBeInTheDocument();

    await user.clear(city());
    await user.type(city(), 'Maringa do Sul');
    await user.tab();
    expect(city()).toHaveValue('Maringa do Sul');
    expect(city()).toHaveAttribute('aria-invalid', 'true');
    expect(city()).toHaveAccessibleDescription(/^Escolha uma das cidades do Paraná na lista/);
    expect(within(results()).getByText('Seu resultado aparece aqui')).toBeInTheDocument();
  });
});

describe('SimulatorIsland: financing', () => {
  it('shows the instalment beside the saving, the verdict in one line with its reasons folded, and says when it does not fit', async () => {
    const user = setup({ bill: '500' });
    await user.click(screen.getByRole('radio', { name: 'Financiado' }));
    expect(screen.getByLabelText('Juros (% ao mês)')).toHaveValue('1,5');
    expect(screen.getByLabelText('Prazo (meses)')).toHaveValue('60');
    expect(screen.getByLabelText('Carência (dias)')).toHaveValue('120');

    const financing = () => within(results()).getByRole('region', { name: 'Financiamento' });
    const term = (name: string) => plain(within(financing()).getByText(name).nextElementSibling!.textContent);
    const fits = () => results().querySelector('[data-fits]')!;
    // The verdict in one line, and its reasons folded under 'Por quê?'.
    const line = () => plain(fits().querySelector(':scope > p')!.textContent);
    const verdict = () => plain(fits().querySelector('details > p')!.textContent);
    const why = () => fits().querySelector('details')!;
    // The key figure beside the saving; the loan's detail folded below. R$ 14.562,41 plus its IOF
    // (simulate.test.ts works it out): R$ 399,77 a month, CET 1,62% a month.
    expect(figure('Parcela do financiamento')).toBe('R$ 399,77 por mês, em 60 vezes');
    expect(term('Parcela')).toBe('R$ 399,77 por mês, 60 parcelas, a primeira no 4º mês depois da assinatura, o 2º depois da ligação');
    expect(term('Custo efetivo: juros + IOF, sem tarifas nem seguro')).toBe('1,62% ao mês (21,2% ao ano): juros de 1,5% ao mês mais o IOF, financiado junto');
    expect(term('Total pago')).toBe('R$ 23.986,05, dos quais R$ 8.930,80 de juros e R$ 492,85 de IOF');
    expect(figure('Quando a economia paga o financiamento')).toBe('cerca de 5,4 anos');
    // 423,85 / 399,77 = 106%: the instalment is paid in full that year.
    expect(line()).toBe('No 1º ano de parcelas, a economia cobre 100% da parcela (R$ 399,77).');
    expect(within(why()).getByText('Por quê?', { selector: 'summary' })).toBeInTheDocument();
    expect(why()).not.toHaveAttribute('open');
    expect(verdict()).toBe(
      'Só no começo: no 1º ano de parcelas a economia na conta (R$ 423,85 por mês, em média) passa a parcela, mas a partir do 3º ano ela ' +
        'fica abaixo, até R$ 57,28 por mês, porque a parte do Fio B cobrada sobe até 2029 (Lei 14.300) e, a partir do 49º mês, a energia ' +
        'compensada paga ICMS no Paraná.',
    );
    expect(fits()).toHaveAttribute('data-fits', 'no-comeco');

    const type = async (label: string, value: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    };
    await type('Juros (% ao mês)', '0,89');
    expect(line()).toBe('No 1º ano de parcelas, a economia cobre 100% da parcela (R$ 333,62).');
    expect(verdict()).toBe(
      'Depende do preço final: no ano de parcelas em que a economia na conta é menor (R$ 342,49 por mês, em média), ela cobre a ' +
        'parcela de R$ 333,62, mas se o sistema sair pelo topo da faixa de investimento a parcela seria R$ 383,67, R$ 41,18 por mês ' +
        'acima dessa economia.',
    );
    expect(fits()).toHaveAttribute('data-fits', 'depende');

    await type('Prazo (meses)', '96');
    expect(verdict()).toBe(
      'Sim, do começo ao fim: mesmo no ano de parcelas em que a economia na conta é menor (R$ 341,74 por mês, em média), ela passa em ' +
        'R$ 65,40 por mês a parcela do topo da faixa de investimento (R$ 276,34).',
    );
    expect(fits()).toHaveAttribute('data-fits', 'sim');

    await type('Juros (% ao mês)', '2');
    await type('Prazo (meses)', '24');
    expect(line()).toBe(
      // 423,85 / 842,80 = 50,29%: whole percent, rounded down.
      `No 1º ano de parcelas, a economia cobre 50% da parcela (${figure('Parcela do financiamento').replace(/ por mês.*/, '')}).`,
    );
    expect(verdict()).toBe(
      'Não: já no 1º ano de parcelas a parcela passa a economia na conta (R$ 423,85 ' +
        'por mês, em média); no pior ano a diferença chega a R$ 432,83 por mês.',
    );
    expect(fits()).toHaveAttribute('data-fits', 'nao');
  });
});

describe('SimulatorIsland: other modes and hand-off', () => {
  it('discounts only the compensable part in subscription, and calls the rental yield an average', async () => {
    const user = setup({ bill: '300' });

    await user.click(screen.getByRole('radio', { name: /Energia por assinatura/ }));
    expect(plain(within(results()).getByText(/^Economia de até/).textContent)).toBe('Economia de até R$ 35,63 por mês');
    expect(plain(within(results()).getByText(/^Da sua conta/).textContent)).toBe(
      'Da sua conta de R$ 300,00, R$ 20,00 de iluminação pública e R$ 42,44 de taxa mínima continuam na ' +
        'conta da Copel. O desconto vale para os R$ 237,56 restantes, a energia que os créditos compensam.',
    );

    // The rental asks for no amount and works out no income: the average and its conditions, at once.
    await user.click(screen.getByRole('radio', { name: /Investidor/ }));
    expect(within(results()).getByText('Aluguel de usinas: 1,88% ao mês, em média')).toBeInTheDocument();
    expect(within(results()).getByText(/^1,88% ao mês é a média da empresa .*, não um rendimento prometido/)).toBeInTheDocument();
    expect(within(results()).getByText(/^Isto não é uma oferta de investimento/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Valor a investir/)).toBeNull();
    expect(within(results()).queryByText(/Renda estimada/)).toBeNull();
  });

  it('asks the contact form for an own-plant quote with a summary, the instalment included when financed', async () => {
    const user = setup({ bill: '500', payment: 'financiado' });
    await user.click(screen.getByRole('button', { name: 'Quero este orçamento' }));

    expect(prefill).toHaveBeenCalledTimes(1);
    const [{ service, message }] = prefill.mock.calls[0]!;
    expect(service).toBe('usinas-consumo');
    const text = plain(message);
    expect(text).toContain('usina própria no site: Londrina, residencial (B1), ligação bifásica, conta média de R$ 500,00 (566 kWh por mês)');
    expect(text).toContain('sistema de 5,22 kWp (9 módulos)');
    expect(text).toContain('economia de R$ 424,99 por mês');
    expect(text).toContain('financiado em 60 parcelas de R$ 399,77 (juros de 1,5% ao mês; com o IOF, 1,62% ao mês, sem tarifas nem seguro)');
  });

  it.each([
    ['Energia por assinatura', 'bill', '300', 'energia-assinatura', 'economia de até R$ 35,63 por mês (até 15% da energia compensada, 12% da conta)'],
    ['Investidor', 'bill', '', 'aluguel-usinas', 'o aluguel médio dos contratos de aluguel de usinas da empresa é de 1,88% ao mês'],
  ] as const)('asks for a %s quote with its own service', async (mode, field, value, service, summary) => {
    const user = setup({ [field]: value });
    await user.click(screen.getByRole('radio', { name: new RegExp(mode) }));
    await user.click(screen.getByRole('button', { name: 'Quero este orçamento' }));
    expect(prefill).toHaveBeenCalledWith({ service, message: expect.any(String) });
    expect(plain(prefill.mock.calls[0]![0].message)).toContain(summary);
  });

  it('sends the same summary to WhatsApp in a new tab', async () => {
    const user = setup({ bill: '500' });
    const link = screen.getByRole('link', { name: /Enviar pelo WhatsApp/ });
    await user.click(screen.getByRole('button', { name: 'Quero este orçamento' }));

    const href = link.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/5543991000000?text=')).toBe(true);
    expect(decodeURIComponent(href.split('?text=')[1]!)).toBe(prefill.mock.calls[0]![0].message);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('keeps what the visitor typed and chose before it loaded', () => {
    setup({ mode: 'usina', basis: 'kwh', consumption: '530', connection: 'trifasico', city: 'Curitiba', orientation: 'leste-oeste' }, true);
    expect(screen.getByLabelText('Consumo médio por mês (kWh)')).toHaveValue('530');
    expect(screen.getByRole('radio', { name: 'Consumo em kWh' })).toBeChecked();
    expect(screen.getByLabelText('Tipo de ligação')).toHaveValue('trifasico');
    expect(screen.getByLabelText('Para onde o telhado está voltado')).toHaveValue('leste-oeste');
    expect(city()).toHaveValue('Curitiba');
    expect(screen.getByText('Ajustes opcionais').closest('details')).toHaveAttribute('open');
    expect(within(results()).getByText(/^Economia estimada de/)).toBeInTheDocument();
  });
});

describe('SimulatorIsland: a solution card’s link', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens in the mode the link names (/?modo=assinatura#simulador), unless the visitor chose one first', () => {
    window.history.replaceState(null, '', '/?modo=assinatura#simulador');
    setup();
    expect(screen.getByRole('radio', { name: /Energia por assinatura/ })).toBeChecked();
  });

  it('leaves a mode the visitor chose before the island attached', () => {
    window.history.replaceState(null, '', '/?modo=assinatura#simulador');
    setup({ mode: 'investidor' });
    expect(screen.getByRole('radio', { name: /Investidor/ })).toBeChecked();
  });
});
