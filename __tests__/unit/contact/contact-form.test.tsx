import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/contact/contact-form';
import { LEAD_PREFILL_EVENT } from '@/components/contact/prefill';
import { LEAD_DRAFT_DEBOUNCE_MS, LEAD_MIN_FILL_MS } from '@/content/contact';
import { services } from '@/content/services';
import { site } from '@/content/site';

const DRAFT_KEY = 'solarpr:lead-draft';
const ENDPOINT = 'https://leads.example.com/contato';

const nameBox = () => screen.getByRole('textbox', { name: 'Nome Completo' });
const emailBox = () => screen.getByRole('textbox', { name: 'E-mail' });
const phoneBox = () => screen.getByRole('textbox', { name: 'Telefone' });
const serviceBox = () => screen.getByRole('combobox', { name: /Serviço de interesse/ });
const messageBox = () => screen.getByRole('textbox', { name: /Mensagem/ });
const submitButton = () => screen.getByRole('button', { name: 'Enviar mensagem' });
const status = () => screen.getByRole('status');
const storedDraft = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  render(<ContactForm />);
  return user;
}

/**
 * Clicks and lets the delivery's promise chain settle inside act. A plain DOM click, because
 * user-event runs its actions with React's act environment off, so an update that lands
 * during user.click warns.
 */
const clickAndSettle = (target: HTMLElement) =>
  act(async () => {
    target.click();
    await jest.advanceTimersByTimeAsync(0);
  });

/** Lets the minimum fill time pass, as it does for any person. */
const afterFillTime = () => act(() => jest.advanceTimersByTime(LEAD_MIN_FILL_MS));

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameBox(), 'Maria da Silva');
  await user.type(emailBox(), 'maria@exemplo.com.br');
  await user.type(phoneBox(), '43999990000');
}

function reply(code: number, body: unknown = {}) {
  return { ok: code >= 200 && code < 300, status: code, text: async () => JSON.stringify(body) } as Response;
}

let fetchMock: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  delete process.env.NEXT_PUBLIC_LEAD_ENDPOINT;
  jest.spyOn(console, 'log').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ContactForm: fields', () => {
  it('has the fields of the spec, each labelled, with sensible autocomplete', () => {
    setup();
    expect(nameBox()).toBeRequired();
    expect(nameBox()).toHaveAttribute('autocomplete', 'name');
    expect(emailBox()).toHaveAttribute('type', 'email');
    expect(emailBox()).toBeRequired();
    expect(phoneBox()).toHaveAttribute('type', 'tel');
    expect(phoneBox()).toHaveAttribute('autocomplete', 'tel');
    expect(phoneBox()).toBeRequired();
    expect(serviceBox()).not.toBeRequired();
    expect(within(serviceBox()).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', ...services.map((s) => s.id)]);
    expect(within(serviceBox()).getByRole('option', { name: 'Consultoria Energética' })).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('rows', '4');
    expect(messageBox()).toHaveAttribute('placeholder', 'Conte-nos mais sobre seu projeto...');
    expect(messageBox()).not.toBeRequired();
  });

  it('posts (never GETs) and has no action when no endpoint is configured', () => {
    setup();
    const form = submitButton().closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('action');
    expect(submitButton()).toBeEnabled();
  });

  it('masks the phone while typing without losing a digit', async () => {
    const user = setup();
    await user.type(phoneBox(), '43999990000');
    expect(phoneBox()).toHaveValue('(43) 99999-0000');
    await user.clear(phoneBox());
    await user.type(phoneBox(), '+55 4330250100');
    expect(phoneBox()).toHaveValue('+55 (43) 3025-0100');
  });

  it('counts the message characters', async () => {
    const user = setup();
    expect(screen.getByText('0 de 2.000 caracteres')).toBeInTheDocument();
    await user.type(messageBox(), 'Olá ☀');
    expect(screen.getByText('5 de 2.000 caracteres')).toBeInTheDocument();
  });

  it('shows markup typed by the visitor as text, never as HTML', async () => {
    const user = setup();
    await user.type(nameBox(), '<img src=x onerror=alert(1)>');
    await user.click(submitButton());
    expect(nameBox()).toHaveValue('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it('links the consent sentence to the privacy notice', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', expect.stringMatching(/^\/politica-de-privacidade\/?$/));
  });
});

describe('ContactForm: validation', () => {
  it('on an empty submit shows Portuguese messages beside the fields and focuses the first', async () => {
    const user = setup();
    await user.click(submitButton());

    expect(nameBox()).toHaveAttribute('aria-invalid', 'true');
    expect(nameBox()).toHaveAccessibleDescription('Informe seu nome completo.');
    expect(emailBox()).toHaveAccessibleDescription('Informe seu e-mail.');
    expect(phoneBox()).toHaveAccessibleDescription(/Informe seu telefone com DDD\./);
    expect(serviceBox()).not.toHaveAttribute('aria-invalid');
    expect(messageBox()).not.toHaveAttribute('aria-invalid');
    expect(nameBox()).toHaveFocus();
    expect(console.log).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field even when it is not the first field', async () => {
    const user = setup();
    await user.type(nameBox(), 'Maria');
    await user.type(emailBox(), 'maria@exemplo.com');
    await user.type(phoneBox(), '(20) 99999-0000');
    await user.click(submitButton());
    expect(phoneBox()).toHaveFocus();
    expect(phoneBox()).toHaveAccessibleDescription(/O DDD 20 não existe/);
    expect(nameBox()).not.toHaveAttribute('aria-invalid');
  });

  it('does not nag while typing the first time, then re-checks live the fields shown as invalid', async () => {
    const user = setup();
    await user.type(emailBox(), 'maria');
    expect(emailBox()).not.toHaveAttribute('aria-invalid');

    await user.click(submitButton());
    expect(emailBox()).toHaveAccessibleDescription('Informe um e-mail válido, como nome@exemplo.com.br.');
    await user.type(emailBox(), '@exemplo.com');
    expect(emailBox()).not.toHaveAttribute('aria-invalid');
    expect(emailBox()).not.toHaveAccessibleDescription();

    await user.clear(emailBox());
    expect(emailBox()).toHaveAccessibleDescription('Informe seu e-mail.');
  });
});

describe('ContactForm: without an endpoint', () => {
  it('logs the values and says plainly that the message is ready to go by WhatsApp or phone', async () => {
    const user = setup();
    await fillValid(user);
    await user.selectOptions(serviceBox(), 'limpeza-placas');
    await afterFillTime();
    await user.click(submitButton());

    expect(console.log).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ name: 'Maria da Silva', email: 'maria@exemplo.com.br', phone: '(43) 99999-0000', service: 'limpeza-placas', message: '' }),
    );
    expect(status()).toHaveTextContent('Sua mensagem está pronta, mas ainda não foi enviada.');
    expect(status()).not.toHaveTextContent(/enviada!/);
    const whatsapp = screen.getAllByRole('link', { name: /Enviar pelo WhatsApp/ });
    expect(whatsapp.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('link', { name: `Ligar para ${site.mainPhone.display}` })).toHaveAttribute('href', `tel:${site.mainPhone.e164}`);
    expect(fetchMock).not.toHaveBeenCalled();
    // Nothing was delivered, so the draft stays.
    expect(nameBox()).toHaveValue('Maria da Silva');
  });

  it('keeps a WhatsApp link beside the button that carries the lead, in a new tab', async () => {
    const user = setup();
    await fillValid(user);
    const link = screen.getByRole('link', { name: /Enviar pelo WhatsApp/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/5543991000000');
    expect(url.searchParams.get('text')).toContain('Nome: Maria da Silva\nTelefone: (43) 99999-0000');
  });
});

describe('ContactForm: delivery', () => {
  beforeEach(() => {
    process.env.NEXT_PUBLIC_LEAD_ENDPOINT = ENDPOINT;
  });

  it('posts to the endpoint, shows the result, then clears the form and the draft', async () => {
    fetchMock.mockResolvedValue(reply(200, { ok: true }));
    const user = setup();
    expect(submitButton().closest('form')).toHaveAttribute('action', ENDPOINT);
    await fillValid(user);
    await user.type(messageBox(), 'Quero 5 kWp ☀️ שלום');
    await afterFillTime();
    await clickAndSettle(submitButton());

    expect(await screen.findByText('Mensagem enviada!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    const body = JSON.parse(init.body);
    expect(url).toBe(ENDPOINT);
    expect(body).toMatchObject({ name: 'Maria da Silva', phone: '+5543999990000', message: 'Quero 5 kWp ☀️ שלום', consent: true, service: null });
    expect(init.headers['Idempotency-Key']).toBe(body.idempotencyKey);
    expect(nameBox()).toHaveValue('');
    await act(() => jest.advanceTimersByTime(LEAD_DRAFT_DEBOUNCE_MS));
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('on failure keeps the draft, says why, and retries with the same idempotency key', async () => {
    fetchMock.mockResolvedValueOnce(reply(400, { errors: [{ message: 'bad' }] })).mockResolvedValueOnce(reply(200));
    const user = setup();
    await fillValid(user);
    await afterFillTime();
    await clickAndSettle(submitButton());

    expect(await screen.findByText('Sua mensagem não foi enviada.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('O servidor de mensagens recusou o envio.');
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
    expect(nameBox()).toHaveValue('Maria da Silva');
    expect(storedDraft().fields.name).toBe('Maria da Silva');
    expect(screen.getAllByRole('link', { name: /Enviar pelo WhatsApp/ }).length).toBe(2);

    await clickAndSettle(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Mensagem enviada!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const keys = fetchMock.mock.calls.map(([, init]) => init.headers['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('says so plainly when offline, without trying', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const user = setup();
    await fillValid(user);
    await afterFillTime();
    await clickAndSettle(submitButton());
    expect(await screen.findByText(/Você está sem conexão com a internet\./)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(nameBox()).toHaveValue('Maria da Silva');
    onLine.mockRestore();
  });

  it('sends once on a double click', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = setup();
    await fillValid(user);
    await afterFillTime();
    await user.dblClick(submitButton());
    expect(await screen.findByText('Enviando sua mensagem…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviando…' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Enviando…' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(reply(200)));
    expect(await screen.findByText('Mensagem enviada!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('drops a bot that fills the honeypot, with a success-looking message', async () => {
    const user = setup();
    await fillValid(user);
    await user.type(screen.getByLabelText('Não preencha este campo'), 'http://spam.example');
    await afterFillTime();
    await clickAndSettle(submitButton());
    expect(status()).toHaveTextContent('Mensagem enviada!');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops a submission faster than a person can fill the form', async () => {
    const user = setup();
    await user.type(nameBox(), 'Bo');
    await user.type(emailBox(), 'b@b.co');
    await user.type(phoneBox(), '43999990000');
    await clickAndSettle(submitButton());
    expect(status()).toHaveTextContent('Mensagem enviada!');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ContactForm: draft', () => {
  const draft = (fields: Record<string, string>, savedAt = Date.now()) =>
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, savedAt, fields }));

  it('saves what is typed about 400 ms after the last keystroke', async () => {
    const user = setup();
    await user.type(nameBox(), 'Ana');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    await act(() => jest.advanceTimersByTime(LEAD_DRAFT_DEBOUNCE_MS));
    expect(storedDraft().fields).toEqual({ name: 'Ana', email: '', phone: '', service: '', message: '' });
  });

  it('restores a saved draft, which can be sent at once', async () => {
    draft({ name: 'Ana Souza', email: 'ana@exemplo.com', phone: '(43) 3025-0100', service: 'manutencao', message: 'مرحبا 🌞' });
    const user = setup();
    expect(nameBox()).toHaveValue('Ana Souza');
    expect(serviceBox()).toHaveValue('manutencao');
    expect(messageBox()).toHaveValue('مرحبا 🌞');
    await user.click(submitButton());
    expect(status()).toHaveTextContent('Sua mensagem está pronta');
  });

  it('ignores a draft older than a week', () => {
    draft({ name: 'Antigo' }, Date.now() - 8 * 24 * 60 * 60 * 1000);
    setup();
    expect(nameBox()).toHaveValue('');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("'Limpar' empties the form and forgets the draft", async () => {
    draft({ name: 'Ana Souza', email: 'ana@exemplo.com' });
    const user = setup();
    await user.click(submitButton());
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(nameBox()).toHaveValue('');
    expect(emailBox()).toHaveValue('');
    expect(emailBox()).not.toHaveAttribute('aria-invalid');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(status()).toHaveTextContent('Formulário limpo.');
    await act(() => jest.advanceTimersByTime(LEAD_DRAFT_DEBOUNCE_MS));
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps working when storage is unavailable', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const user = setup();
    await fillValid(user);
    await act(() => jest.advanceTimersByTime(LEAD_DRAFT_DEBOUNCE_MS));
    await afterFillTime();
    await user.click(submitButton());
    expect(status()).toHaveTextContent('Sua mensagem está pronta');
  });
});

describe('ContactForm: prefill', () => {
  it('fills in service and message from the event, keeping what the visitor typed', async () => {
    const user = setup();
    await user.type(nameBox(), 'Maria');
    await user.type(messageBox(), 'texto antigo');
    act(() => {
      window.dispatchEvent(new CustomEvent(LEAD_PREFILL_EVENT, { detail: { service: 'aluguel-usinas', message: 'Quero investir R$ 1.234,56' } }));
    });
    expect(serviceBox()).toHaveValue('aluguel-usinas');
    expect(messageBox()).toHaveValue('Quero investir R$ 1.234,56');
    expect(nameBox()).toHaveValue('Maria');
  });

  it('ignores an unknown service but still fills the message', () => {
    setup();
    act(() => {
      window.dispatchEvent(new CustomEvent(LEAD_PREFILL_EVENT, { detail: { service: 'nada', message: 'Oi' } }));
    });
    expect(serviceBox()).toHaveValue('');
    expect(messageBox()).toHaveValue('Oi');
  });
});
