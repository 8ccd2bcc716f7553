import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPart } from '@/components/lazy/load-part';
import { SimulatorSection } from '@/components/simulator/simulator-section';
import { PREMISES } from '@/content/simulator/premise-texts';
import { simulatorCopy } from '@/content/simulator/copy';
import { MUNICIPALITIES } from '@/content/simulator/irradiation';
import { DEFAULT_CITY } from '@/content/simulator/cities';
import { ownPlantInput } from '@/components/simulator/own-plant-input';
import { connectionStart, simulate, type OwnPlantResult } from '@/components/simulator/simulate';
import { formatBRL, formatMonthYear } from '@/lib/format/format';

jest.mock('@/components/lazy/load-part', () => ({
  loadPart: jest.fn((_part: string, importer: () => Promise<unknown>) => importer()),
}));

const load = jest.mocked(loadPart);
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');
/** Lets the island's import settle inside act. */
const loaded = () => act(async () => void (await Promise.resolve(load.mock.results.at(-1)?.value).catch(() => undefined)));
const results = () => screen.getByRole('region', { name: 'Resultado estimado' });

function deferred() {
  let resolve: () => void = () => {};
  const ready = new Promise<void>((done) => (resolve = done));
  return { ready, resolve };
}

beforeEach(() => {
  load.mockClear();
  // The connection year comes from the clock: 2026 means a Fio B of 60%. A day of 2026 after every
  // date the shipped content holds (its questions' 'Conferida em'), which the build refuses in the future.
  jest.useFakeTimers({ now: new Date('2026-12-15T12:00:00-03:00'), advanceTimers: true });
});

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('SimulatorSection', () => {
  it('leads with the figure of its data: as many towns as the irradiation table has, beside the heading', () => {
    expect(simulatorCopy.figure.value).toBe(String(MUNICIPALITIES.length));
    expect(simulatorCopy.city.hint).toContain(`${MUNICIPALITIES.length} cidades`);
    const { container } = render(<SimulatorSection />);
    const header = container.querySelector('header');
    expect(header).toHaveTextContent(`${MUNICIPALITIES.length} cidades do Paraná, cada uma com o sol estimado por satélite (LABREN/INPE)`);
    expect(within(header as HTMLElement).getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('renders the form, the results frame and the premises behind one disclosure before any script loads', () => {
    render(<SimulatorSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Quanto você economiza com energia solar?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'O que você quer simular?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Conta de luz média por mês (R$)')).toBeInTheDocument();
    // Before the island, the city is a plain text field holding the head office's city.
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveValue('Londrina');
    expect(within(results()).getByText('Seu resultado aparece aqui')).toBeInTheDocument();

    const premises = screen.getByRole('region', { name: 'Premissas e fontes' });
    const disclosure = within(premises).getByText('Ver as premissas e fontes').closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    expect(within(premises).getByText(/^Sol de cada cidade \(LABREN\/INPE, 2017\), tarifas da Copel de \d\d\/\d\d\/\d{4}/)).toBeInTheDocument();
    const items = within(disclosure).getAllByRole('listitem', { hidden: true });
    expect(items).toHaveLength(PREMISES.length);
    for (const item of items) expect(item).toHaveTextContent(/Fonte: .{20,}(19|20)\d\d/);
    expect(disclosure).not.toHaveTextContent(/a conferir|Simplificações do simulador/);
    expect(disclosure).toHaveTextContent('A média anual vai de 3,97 em Morretes a 5,30 em Cafeara, e 147 cidades ficam abaixo de 5,00');
    expect(disclosure).toHaveTextContent('Londrina 5,15; Nova Aurora 5,06; Maringá 5,13; Ponta Grossa 4,73; Guarapuava 4,79; Curitiba 4,41');
    expect(disclosure).toHaveTextContent('2023: 15%; 2024: 30%; 2025: 45%; 2026: 60%; 2027: 75%; 2028: 90%');
    expect(load).not.toHaveBeenCalled();
  });

  it("starts on a city page's own municipality when given one", () => {
    const other = MUNICIPALITIES.find((municipality) => municipality.name !== DEFAULT_CITY)!;
    render(<SimulatorSection city={other.name} />);
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveValue(other.name);
  });

  it('loads the island when the section nears the viewport', async () => {
    const observe = jest.fn();
    let options: IntersectionObserverInit | undefined;
    let notify: IntersectionObserverCallback = () => {};
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        notify = callback;
        options = init;
      }
      observe = observe;
      disconnect = jest.fn();
    } as unknown as typeof IntersectionObserver;

    render(<SimulatorSection />);
    expect(observe).toHaveBeenCalledTimes(1);
    expect(options?.rootMargin).toBe('600px 0px');
    act(() => notify([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(load).toHaveBeenCalledWith('simulador', expect.any(Function));
    await loaded();
    expect(screen.getByLabelText('Conta de luz média por mês (R$)')).toBeInTheDocument();
  });

  it('enhances the server-rendered form in place on first interaction: the same nodes, with what was typed, the caret and what was open', async () => {
    const gate = deferred();
    load.mockImplementationOnce(async (_part, importer) => {
      await gate.ready;
      return importer();
    });
    const user = userEvent.setup();
    render(<SimulatorSection />);

    const form = screen.getByRole('form', { name: 'Seus dados' }) as HTMLFormElement;
    const serverNodes = [...form.querySelectorAll('*')];
    const controls = [...form.elements];
    const adjustments = within(form).getByText('Ajustes opcionais').closest('details')!;
    await user.click(within(form).getByText('Ajustes opcionais'));
    expect(adjustments).toHaveAttribute('open');
    const staticBill = screen.getByLabelText('Conta de luz média por mês (R$)') as HTMLInputElement;
    await user.type(staticBill, '450');
    staticBill.setSelectionRange(1, 2);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Cidade' })).not.toHaveAttribute('role');

    await act(async () => gate.resolve());
    // Attached: the city field is now the search, and the result follows what was typed.
    const city = await screen.findByRole('combobox', { name: 'Cidade' });
    expect(city).toBe(form.querySelector('#sim-city'));
    const bill = screen.getByLabelText('Conta de luz média por mês (R$)');
    expect(bill).toBe(staticBill);
    // Nothing the server rendered was replaced: every node is still in the page, every control the same.
    expect(serverNodes.filter((node) => !node.isConnected)).toEqual([]);
    expect(form.elements).toHaveLength(controls.length);
    controls.forEach((control, index) => expect(form.elements[index]).toBe(control));
    expect(bill).toHaveValue('450');
    expect(bill).toHaveFocus();
    expect([staticBill.selectionStart, staticBill.selectionEnd]).toEqual([1, 2]);
    expect(adjustments).toHaveAttribute('open');
    // The island reads the clock once: a quote today, connected after the lead time.
    const start = connectionStart(new Date());
    const expected = simulate(ownPlantInput({ usage: { kind: 'bill', brl: 450 }, ...start })) as OwnPlantResult;
    const headline = `Economia estimada de ${plain(formatBRL(expected.monthlySavings))} por mês no 1º ano`;
    expect(plain(within(results()).getByText(/^Economia estimada/).textContent)).toBe(headline);
    expect(within(results()).getByText(new RegExp(`o sistema ligado em ${formatMonthYear(start.year, start.month)}`))).toBeInTheDocument();

    await user.type(bill, '0');
    expect(plain(within(results()).getByText(/^Economia estimada/).textContent)).not.toBe(headline);
  });

  it('says so in Portuguese when the island fails to load, and retries on request', async () => {
    load.mockRejectedValueOnce(new Error('ChunkLoadError'));
    const user = userEvent.setup();
    render(<SimulatorSection />);

    await user.click(screen.getByLabelText('Conta de luz média por mês (R$)'));
    await loaded();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o simulador');

    await user.click(screen.getByLabelText('Tipo de ligação'));
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await loaded();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Conta de luz média por mês (R$)'), '450');
    expect(await within(results()).findByText(/^Economia estimada/)).toBeInTheDocument();
  });
});
