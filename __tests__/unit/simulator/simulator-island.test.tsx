import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestLeadPrefill } from '@/components/contact/request-prefill';
import { SimulatorIsland } from '@/components/simulator/simulator-island';
import { DEFAULT_VALUES, type FormValues } from '@/components/simulator/validate';
import { SIMULATOR_SETTLE_MS } from '@/content/simulator';

jest.mock('@/components/contact/request-prefill', () => ({ requestLeadPrefill: jest.fn() }));

const prefill = jest.mocked(requestLeadPrefill);
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

function setup(values: Partial<FormValues> = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<SimulatorIsland values={{ ...DEFAULT_VALUES, ...values }} year={2026} focus={null} />);
  return user;
}

const results = () => screen.getByRole('region', { name: 'Resultado estimado' });
const liveRegion = () => results().querySelector('[aria-live="polite"]')!;

beforeEach(() => {
  jest.useFakeTimers();
  prefill.mockClear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('SimulatorIsland', () => {
  it('shows the own-plant estimate as the visitor types', async () => {
    const user = setup();
    expect(within(results()).getByText('Seu resultado aparece aqui')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Conta de luz média por mês (R$)'), '450');

    // R$ 450 in Londrina, two-phase, 2026: worked out in simulate.test.ts.
    expect(plain(within(results()).getByText(/^Economia estimada de/).textContent)).toBe('Economia estimada de R$ 372,07 por mês');
    expect(within(results()).getByText('83% a menos na conta de luz')).toBeInTheDocument();
    const billAfter = within(results()).getByText('Conta com energia solar').nextElementSibling;
    expect(plain(billAfter!.textContent)).toBe('R$ 77,93');
    expect(within(results()).getByText('4,06 kWp, 7 módulos de 580 W')).toBeInTheDocument();
    expect(within(results()).getByRole('img', { name: /hoje R\$\s450,00; com energia solar R\$\s77,93/ })).toBeInTheDocument();
    expect(within(results()).getByRole('img', { name: /passa o investimento de R\$\s10\.200 no 3º ano/ })).toBeInTheDocument();
  });

  it('announces the result politely once typing pauses, not on every keystroke', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Conta de luz média por mês (R$)'), '450');
    expect(liveRegion()).toHaveTextContent(/^$/);

    act(() => jest.advanceTimersByTime(SIMULATOR_SETTLE_MS));
    expect(plain(liveRegion().textContent)).toBe('Resultado: economia estimada de R$ 372,07 por mês (83%) com um sistema de 4,06 kWp.');
  });

  it('explains a wrong value beside the field and shows no result', async () => {
    const user = setup();
    const bill = screen.getByLabelText('Conta de luz média por mês (R$)');
    await user.type(bill, 'abc');
    expect(bill).not.toHaveAttribute('aria-invalid');

    await user.tab();
    expect(bill).toHaveAttribute('aria-invalid', 'true');
    expect(bill).toHaveAccessibleDescription(/^Digite apenas números, como 1\.234,56\./);
    expect(within(results()).queryByText(/^Economia estimada/)).not.toBeInTheDocument();
    expect(within(results()).getByText('Seu resultado aparece aqui')).toBeInTheDocument();
  });

  it('waits for a pause before calling an absurd bill out, then updates the message live', async () => {
    const user = setup();
    const bill = screen.getByLabelText('Conta de luz média por mês (R$)');
    await user.type(bill, '10000000');
    expect(screen.queryByText(/estudo sob medida/)).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(SIMULATOR_SETTLE_MS));
    expect(bill).toHaveAccessibleDescription(/^Acima de R\$\s100\.000,00, fazemos um estudo sob medida/);
    expect(plain(liveRegion().textContent)).toMatch(/^Verifique os dados: Acima de R\$ 100\.000,00/);

    await user.clear(bill);
    expect(bill).toHaveAccessibleDescription(/^Informe o valor médio da sua conta\./);
    await user.type(bill, '1.234,56');
    expect(bill).not.toHaveAttribute('aria-invalid');
    expect(within(results()).getByText(/^Economia estimada de/)).toBeInTheDocument();
  });

  it('switches to subscription energy and to the investor estimate', async () => {
    const user = setup({ bill: '450' });

    await user.click(screen.getByRole('radio', { name: /Energia por assinatura/ }));
    expect(plain(within(results()).getByText(/^Economia de até/).textContent)).toBe('Economia de até R$ 67,50 por mês');
    expect(within(results()).getByText('até 15% na conta, sem investimento')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Investidor/ }));
    expect(within(results()).getByText('Seu resultado aparece aqui')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Valor a investir (R$)'), '100.000');
    expect(plain(within(results()).getByText(/^Renda estimada/).textContent)).toBe('Renda estimada de R$ 1.880,00 por mês');
    expect(within(results()).getByText(/média histórica de 1,88% ao mês.*não um rendimento garantido/)).toBeInTheDocument();
  });

  it('asks the contact form for an own-plant quote with a summary of the simulation', async () => {
    const user = setup({ bill: '450' });
    await user.click(screen.getByRole('button', { name: 'Quero este orçamento' }));

    expect(prefill).toHaveBeenCalledTimes(1);
    const [{ service, message }] = prefill.mock.calls[0]!;
    expect(service).toBe('usinas-consumo');
    const text = plain(message);
    expect(text).toContain('usina própria no site: Londrina, ligação bifásica, conta média de R$ 450,00 (529 kWh por mês)');
    expect(text).toContain('sistema de 4,06 kWp (7 módulos)');
    expect(text).toContain('conta de R$ 77,93 depois da energia solar, economia de R$ 372,07 por mês (83%)');
    expect(text).toContain('investimento entre R$ 8.600 e R$ 11.700, retorno em cerca de 2,3 anos');
  });

  it.each([
    ['Energia por assinatura', 'bill', '450', 'energia-assinatura', 'economia de até R$ 67,50 por mês (até 15%)'],
    ['Investidor', 'amount', '100000', 'aluguel-usinas', 'renda estimada de R$ 1.880,00 por mês (média histórica de 1,88% ao mês, sem garantia)'],
  ] as const)('asks for a %s quote with its own service', async (mode, field, value, service, summary) => {
    const user = setup({ [field]: value });
    await user.click(screen.getByRole('radio', { name: new RegExp(mode) }));
    await user.click(screen.getByRole('button', { name: 'Quero este orçamento' }));
    expect(prefill).toHaveBeenCalledWith({ service, message: expect.any(String) });
    expect(plain(prefill.mock.calls[0]![0].message)).toContain(summary);
  });

  it('sends the same summary to WhatsApp in a new tab', async () => {
    const user = setup({ bill: '450' });
    const link = screen.getByRole('link', { name: /Enviar pelo WhatsApp/ });
    await user.click(screen.getByRole('button', { name: 'Quero este orçamento' }));

    const href = link.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/5543991000000?text=')).toBe(true);
    expect(decodeURIComponent(href.split('?text=')[1]!)).toBe(prefill.mock.calls[0]![0].message);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('keeps what the visitor typed before it loaded', () => {
    setup({ mode: 'usina', basis: 'kwh', consumption: '530', connection: 'trifasico' });
    expect(screen.getByLabelText('Consumo médio por mês (kWh)')).toHaveValue('530');
    expect(screen.getByRole('radio', { name: 'Consumo em kWh' })).toBeChecked();
    expect(screen.getByLabelText('Tipo de ligação')).toHaveValue('trifasico');
    expect(within(results()).getByText(/^Economia estimada de/)).toBeInTheDocument();
  });
});
