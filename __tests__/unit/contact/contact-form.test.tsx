import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/contact/contact-form';
import { EMPTY_LEAD, type LeadFields } from '@/lib/lead/fields';
import { visitDays } from '@/components/contact/lead-model';
import { sendLead } from '@/components/contact/lead-channel';
import type { LeadPrefill } from '@/components/contact/lead-channel';
import { LEAD_DRAFT_DEBOUNCE_MS, LEAD_MIN_FILL_MS } from '@/content/contact/limits';
import { services } from '@/content/services';
import { LEAD_CITIES } from '@/content/contact/lead-rules';
import { slugify } from '@/lib/format/slug';
import { site } from '@/content/company/site';

const DRAFT_KEY = 'solarpr:lead-draft';
const ENDPOINT = 'https://leads.example.com/contato';

const nameBox = () => screen.getByRole('textbox', { name: 'Nome Completo' });
const emailBox = () => screen.getByRole('textbox', { name: 'E-mail' });
const phoneBox = () => screen.getByRole('textbox', { name: 'Telefone' });
const serviceBox = () => screen.getByRole('combobox', { name: /Serviço de interesse/ });
const cityBox = () => screen.getByRole('combobox', { name: /Cidade/ });
const messageBox = () => screen.getByRole('textbox', { name: /Mensagem/ });
const submitButton = () => screen.getByRole('button', { name: 'Enviar mensagem' });
const status = () => screen.getByRole('status');
const storedDraft = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');

const { setImmediate: realSetImmediate } = jest.requireActual<typeof import('timers')>('timers');

/** Lets the form's lazily loaded parts arrive and their promises settle (real macrotasks, fake timers). */
const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 3; turn++) await new Promise((done) => realSetImmediate(done));
  });

/** Renders the form and lets its controller load, as the first focus does in a browser. */
async function setup(preset?: Partial<LeadFields>) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  render(<ContactForm preset={preset} />);
  act(() => nameBox().focus());
  await settle();
  return user;
}

/**
 * Clicks and lets the delivery's promise chain settle inside act (a plain click: user-event
 * turns act off while it waits, and a delivery that answers at once would update outside it).
 */
const clickAndSettle = async (_user: ReturnType<typeof userEvent.setup>, target: HTMLElement) => {
  act(() => target.click());
  await settle();
};

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
  it('has the fields of the spec, each labelled, with sensible autocomplete', async () => {
    await setup();
    expect(nameBox()).toBeRequired();
    expect(nameBox()).toHaveAttribute('autocomplete', 'name');
    expect(emailBox()).toHaveAttribute('type', 'email');
    expect(emailBox()).toBeRequired();
    expect(phoneBox()).toHaveAttribute('type', 'tel');
    expect(phoneBox()).toHaveAttribute('autocomplete', 'tel');
    expect(phoneBox()).toBeRequired();
    expect(serviceBox()).not.toBeRequired();
    expect(
      within(serviceBox())
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', ...services.map((s) => s.id)]);
    expect(within(serviceBox()).getByRole('option', { name: 'Consultoria Energética' })).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('rows', '4');
    expect(messageBox()).toHaveAttribute('placeholder', 'Conte-nos mais sobre seu projeto...');
    expect(messageBox()).not.toBeRequired();
  });

  it('asks for the technical visit in its own group: a day within the window, once the form knows today, and a period', async () => {
    await setup();
    const group = screen.getByRole('group', { name: /Visita técnica/ });
    const day = within(group).getByLabelText('Dia preferido');
    expect(day).toHaveAttribute('type', 'date');
    const window = visitDays(new Date());
    expect(day).toHaveAttribute('min', window[0]);
    expect(day).toHaveAttribute('max', window.at(-1));
    const period = within(group).getByRole('combobox', { name: 'Período' });
    expect(
      within(period)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sem preferência', 'Manhã (8h às 12h)', 'Tarde (13h às 18h)']);
  });

  it('posts (never GETs) and has no action when no endpoint is configured', async () => {
    await setup();
    const form = submitButton().closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('action');
    expect(submitButton()).toBeEnabled();
  });

  it('masks the phone while typing without losing a digit', async () => {
    const user = await setup();
    await user.type(phoneBox(), '43999990000');
    expect(phoneBox()).toHaveValue('(43) 99999-0000');
    await user.clear(phoneBox());
    await user.type(phoneBox(), '+55 4330250100');
    expect(phoneBox()).toHaveValue('+55 (43) 3025-0100');
  });

  it('counts the message characters as a person sees them', async () => {
    const user = await setup();
    expect(screen.getByText('0 de 2.000 caracteres')).toBeInTheDocument();
    await user.type(messageBox(), 'Olá ☀️ 👨‍👩‍👧');
    expect(screen.getByText('7 de 2.000 caracteres')).toBeInTheDocument();
  });

  it('takes no maxlength once hydrated: nothing pasted is ever cut off', async () => {
    const user = await setup();
    expect(messageBox()).not.toHaveAttribute('maxlength');
    await user.click(messageBox());
    await user.paste('☀'.repeat(2001));
    expect(screen.getByText('2.001 de 2.000 caracteres')).toBeInTheDocument();
  });

  it('shows markup typed by the visitor as text, never as HTML', async () => {
    const user = await setup();
    await user.type(nameBox(), '<img src=x onerror=alert(1)>');
    await user.click(submitButton());
    expect(nameBox()).toHaveValue('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it('links the consent sentence to the privacy notice', async () => {
    await setup();
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', expect.stringMatching(/^\/politica-de-privacidade\/?$/));
  });
});

describe('ContactForm: validation', () => {
  it('on an empty submit shows Portuguese messages beside the fields and focuses the first', async () => {
    const user = await setup();
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
    const user = await setup();
    await user.type(nameBox(), 'Maria');
    await user.type(emailBox(), 'maria@exemplo.com');
    await user.type(phoneBox(), '(20) 99999-0000');
    await user.click(submitButton());
    expect(phoneBox()).toHaveFocus();
    expect(phoneBox()).toHaveAccessibleDescription(/O DDD 20 não existe/);
    expect(nameBox()).not.toHaveAttribute('aria-invalid');
  });

  it('does not nag while typing the first time, then re-checks live the fields shown as invalid', async () => {
    const user = await setup();
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
  it('logs the values and completes by WhatsApp, the phone one tap away, never saying the site cannot send', async () => {
    const user = await setup();
    await fillValid(user);
    await user.selectOptions(serviceBox(), 'limpeza-placas');
    await afterFillTime();
    await clickAndSettle(user, submitButton());

    expect(console.log).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ name: 'Maria da Silva', email: 'maria@exemplo.com.br', phone: '(43) 99999-0000', service: 'limpeza-placas', message: '' }),
    );
    expect(status()).toHaveTextContent('Tudo pronto! Agora é só enviar pelo WhatsApp.');
    expect(status()).not.toHaveTextContent(/não (envia|foi enviada)|ainda não/);
    const whatsapp = screen.getAllByRole('link', { name: /Enviar pelo WhatsApp/ });
    expect(whatsapp).toHaveLength(2);
    const text = new URL(whatsapp[1]!.getAttribute('href') ?? '').searchParams.get('text');
    expect(text).toContain('Nome: Maria da Silva\nE-mail: maria@exemplo.com.br\nTelefone: (43) 99999-0000\nServiço: Limpeza de Placas Solares');
    expect(screen.getByRole('link', { name: `Ligar para ${site.mainPhone.display}` })).toHaveAttribute('href', `tel:${site.mainPhone.e164}`);
    expect(fetchMock).not.toHaveBeenCalled();
    // Nothing was delivered, so the draft stays.
    expect(nameBox()).toHaveValue('Maria da Silva');
  });

  it('keeps a WhatsApp link beside the button that carries the lead, in a new tab', async () => {
    const user = await setup();
    await fillValid(user);
    const link = screen.getByRole('link', { name: /Enviar pelo WhatsApp/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/5543991000000');
    expect(url.searchParams.get('text')).toContain('Nome: Maria da Silva\nE-mail: maria@exemplo.com.br\nTelefone: (43) 99999-0000');
  });
});

describe('ContactForm: delivery', () => {
  beforeEach(() => {
    process.env.NEXT_PUBLIC_LEAD_ENDPOINT = ENDPOINT;
  });

  it('posts to the endpoint, shows the result, then clears the form and the draft', async () => {
    fetchMock.mockResolvedValue(reply(200, { ok: true }));
    const user = await setup();
    expect(submitButton().closest('form')).toHaveAttribute('action', ENDPOINT);
    await fillValid(user);
    await user.type(messageBox(), 'Quero 5 kWp ☀️ שלום');
    await afterFillTime();
    await clickAndSettle(user, submitButton());

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
    const user = await setup();
    await fillValid(user);
    await afterFillTime();
    await clickAndSettle(user, submitButton());

    expect(await screen.findByText('Sua mensagem não foi enviada.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('O servidor de mensagens recusou o envio.');
    expect(status()).toHaveTextContent('O que você escreveu continua salvo aqui.');
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
    expect(nameBox()).toHaveValue('Maria da Silva');
    expect(storedDraft().fields.name).toBe('Maria da Silva');
    expect(screen.getAllByRole('link', { name: /Enviar pelo WhatsApp/ }).length).toBe(2);

    await clickAndSettle(user, screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Mensagem enviada!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const keys = fetchMock.mock.calls.map(([, init]) => init.headers['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('clears what was delivered even when storage filled up after the draft was saved', async () => {
    fetchMock.mockResolvedValue(reply(200, { ok: true }));
    const user = await setup();
    await fillValid(user);
    await act(() => jest.advanceTimersByTime(LEAD_DRAFT_DEBOUNCE_MS));
    expect(storedDraft().fields.name).toBe('Maria da Silva');
    // From here on the browser refuses every write: the stored draft is older than the form.
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await user.type(messageBox(), 'Quero 5 kWp');
    await afterFillTime();
    await clickAndSettle(user, submitButton());

    expect(await screen.findByText('Mensagem enviada!')).toBeInTheDocument();
    expect(nameBox()).toHaveValue('');
    expect(messageBox()).toHaveValue('');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    await clickAndSettle(user, submitButton());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    setItem.mockRestore();
  });

  it('says so plainly when offline, without trying', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const user = await setup();
    await fillValid(user);
    await afterFillTime();
    await clickAndSettle(user, submitButton());
    expect(await screen.findByText(/Você está sem conexão com a internet\./)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(nameBox()).toHaveValue('Maria da Silva');
    onLine.mockRestore();
  });

  it('sends once on a double click', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = await setup();
    await fillValid(user);
    await afterFillTime();
    await user.dblClick(submitButton());
    expect(await screen.findByText(/^Enviando sua mensagem…/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviando…' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Enviando…' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(reply(200)));
    await settle();
    expect(await screen.findByText('Mensagem enviada!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the honeypot is filled, and says so instead of claiming success', async () => {
    const user = await setup();
    await fillValid(user);
    await user.type(screen.getByLabelText('Não preencha este campo'), 'http://spam.example');
    await afterFillTime();
    await clickAndSettle(user, submitButton());
    expect(status()).toHaveTextContent('Um campo escondido, que só programas automáticos preenchem, veio preenchido');
    expect(status()).not.toHaveTextContent('Mensagem enviada!');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(nameBox()).toHaveValue('Maria da Silva');
  });

  it('delivers a form filled faster than 3 s (autofill), flagged for the back-end to decide', async () => {
    fetchMock.mockResolvedValue(reply(200));
    const user = await setup();
    await user.type(nameBox(), 'Bo Li');
    await user.type(emailBox(), 'b@b.co');
    await user.type(phoneBox(), '43999990000');
    await clickAndSettle(user, submitButton());
    expect(await screen.findByText('Mensagem enviada!')).toBeInTheDocument();
    const body = JSON.parse(fetchMock.mock.calls[0][1].body);
    expect(body).toMatchObject({ name: 'Bo Li', fastFill: true });
    expect(body.fillMs).toBeLessThan(LEAD_MIN_FILL_MS);
  });

  it('with a person’s pace, fastFill is false and the fill time is sent', async () => {
    fetchMock.mockResolvedValue(reply(200));
    const user = await setup();
    await fillValid(user);
    await afterFillTime();
    await clickAndSettle(user, submitButton());
    await screen.findByText('Mensagem enviada!');
    const body = JSON.parse(fetchMock.mock.calls[0][1].body);
    expect(body.fastFill).toBe(false);
    expect(body.fillMs).toBeGreaterThanOrEqual(LEAD_MIN_FILL_MS);
  });

  it('locks the fields while sending and says so; nothing typed then can change what is sent', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = await setup();
    await fillValid(user);
    await afterFillTime();
    await clickAndSettle(user, submitButton());
    expect(status()).toHaveTextContent('Os campos ficam travados até a resposta');
    expect(emailBox()).toHaveAttribute('readonly');
    expect(messageBox()).toHaveAttribute('readonly');
    expect(serviceBox()).toBeDisabled();
    await user.type(emailBox(), 'x');
    expect(emailBox()).toHaveValue('maria@exemplo.com.br');

    await act(async () => answer(reply(200)));
    await settle();
    expect(await screen.findByText('Mensagem enviada!')).toBeInTheDocument();
    expect(emailBox()).not.toHaveAttribute('readonly');
    expect(emailBox()).toHaveValue('');
  });

  it('a second submit right after a success keeps the confirmation, without errors', async () => {
    fetchMock.mockResolvedValue(reply(200));
    const user = await setup();
    await fillValid(user);
    await afterFillTime();
    await clickAndSettle(user, submitButton());
    await screen.findByText('Mensagem enviada!');
    await clickAndSettle(user, submitButton());
    expect(status()).toHaveTextContent('Mensagem enviada!');
    expect(nameBox()).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('ContactForm: draft', () => {
  const draft = (fields: Record<string, string>, savedAt = Date.now()) => localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, savedAt, fields }));

  it('saves what is typed about 400 ms after the last keystroke', async () => {
    const user = await setup();
    await user.type(nameBox(), 'Ana');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    await act(() => jest.advanceTimersByTime(LEAD_DRAFT_DEBOUNCE_MS));
    expect(storedDraft().fields).toEqual({ ...EMPTY_LEAD, name: 'Ana' });
  });

  it('restores a saved draft, which can be sent at once', async () => {
    draft({ name: 'Ana Souza', email: 'ana@exemplo.com', phone: '(43) 3025-0100', service: 'manutencao', message: 'مرحبا 🌞' });
    const user = await setup();
    expect(nameBox()).toHaveValue('Ana Souza');
    expect(serviceBox()).toHaveValue('manutencao');
    expect(messageBox()).toHaveValue('مرحبا 🌞');
    await clickAndSettle(user, submitButton());
    expect(status()).toHaveTextContent('Tudo pronto! Agora é só enviar pelo WhatsApp.');
  });

  it('ignores a draft older than a week', async () => {
    draft({ name: 'Antigo' }, Date.now() - 8 * 24 * 60 * 60 * 1000);
    await setup();
    expect(nameBox()).toHaveValue('');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("'Limpar' empties the form and forgets the draft", async () => {
    draft({ name: 'Ana Souza', email: 'ana@exemplo.com' });
    const user = await setup();
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

  it('with storage forbidden: keeps working, and says nothing is being kept instead of promising it', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const user = await setup();
    expect(screen.getByText(/Este navegador não está guardando rascunhos/)).toBeInTheDocument();
    expect(screen.queryByText(/fica salvo só neste navegador/)).not.toBeInTheDocument();
    await fillValid(user);
    await act(() => jest.advanceTimersByTime(LEAD_DRAFT_DEBOUNCE_MS));
    await afterFillTime();
    await clickAndSettle(user, submitButton());
    expect(status()).toHaveTextContent('Tudo pronto! Agora é só enviar pelo WhatsApp.');
    expect(status()).not.toHaveTextContent(/continua salvo/);
  });

  it('with storage full: the first failed save turns the autosave note into the warning', async () => {
    const setItem = Storage.prototype.setItem;
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === DRAFT_KEY) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const user = await setup();
    expect(screen.getByText(/fica salvo só neste navegador/)).toBeInTheDocument();
    await user.type(nameBox(), 'Ana');
    await act(() => jest.advanceTimersByTime(LEAD_DRAFT_DEBOUNCE_MS));
    expect(screen.getByText(/Este navegador não está guardando rascunhos/)).toBeInTheDocument();
    expect(screen.queryByText(/fica salvo só neste navegador/)).not.toBeInTheDocument();
  });
});

describe('ContactForm: prefill', () => {
  const prefill = async (detail: LeadPrefill) => {
    act(() => sendLead(detail));
    await settle();
  };

  it('fills an empty form with the service and the simulation, and says so', async () => {
    await setup();
    await prefill({ service: 'aluguel-usinas', message: 'Quero investir R$ 1.234,56' });
    expect(serviceBox()).toHaveValue('aluguel-usinas');
    expect(messageBox()).toHaveValue('Quero investir R$ 1.234,56');
    expect(screen.getByText(/Colocamos o resumo da simulação na sua mensagem\. Serviço de interesse: Aluguel de Usinas\./)).toBeInTheDocument();
  });

  it('adds the simulation to what the visitor typed and keeps the service they chose; undo puts it all back', async () => {
    const user = await setup();
    await user.type(nameBox(), 'Maria');
    await user.selectOptions(serviceBox(), 'limpeza-placas');
    await user.type(messageBox(), 'texto antigo');
    await prefill({ service: 'aluguel-usinas', message: 'Quero investir R$ 1.234,56' });
    expect(messageBox()).toHaveValue('texto antigo\n\nQuero investir R$ 1.234,56');
    expect(serviceBox()).toHaveValue('limpeza-placas');
    expect(nameBox()).toHaveValue('Maria');
    const kept = /Mantivemos o serviço que você escolheu, Limpeza de Placas Solares; a simulação é de Aluguel de Usinas\./;
    expect(screen.getByText(kept)).toBeInTheDocument();

    // Saved only as merged: the draft never holds the simulation alone.
    await act(() => jest.advanceTimersByTime(LEAD_DRAFT_DEBOUNCE_MS));
    expect(storedDraft().fields).toMatchObject({ message: 'texto antigo\n\nQuero investir R$ 1.234,56', service: 'limpeza-placas' });

    await user.click(screen.getByRole('button', { name: 'Trocar para Aluguel de Usinas' }));
    expect(serviceBox()).toHaveValue('aluguel-usinas');
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(messageBox()).toHaveValue('texto antigo');
    expect(serviceBox()).toHaveValue('limpeza-placas');
    expect(screen.getByText(/voltaram a ser o que eram antes da simulação/)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTime(LEAD_DRAFT_DEBOUNCE_MS));
    expect(storedDraft().fields).toMatchObject({ message: 'texto antigo', service: 'limpeza-placas' });
  });

  it('a second simulation takes the place of the first one it added', async () => {
    const user = await setup();
    await user.type(messageBox(), 'Oi!');
    await prefill({ message: 'Simulação A' });
    await prefill({ message: 'Simulação B' });
    expect(messageBox()).toHaveValue('Oi!\n\nSimulação B');
    expect(screen.getByText(/Trocamos o resumo da simulação anterior pelo novo/)).toBeInTheDocument();
  });

  it('undo, then a new simulation: one summary, the new one, in place of the one the message kept', async () => {
    const user = await setup();
    await user.type(messageBox(), 'Oi!');
    await prefill({ message: 'Simulação de R$ 450' });
    await prefill({ message: 'Simulação de R$ 1.000' });
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(messageBox()).toHaveValue('Oi!\n\nSimulação de R$ 450');
    await prefill({ message: 'Simulação de R$ 700' });
    expect(messageBox()).toHaveValue('Oi!\n\nSimulação de R$ 700');
  });

  it('a simulation that takes the message past the limit says so at once, and what to shorten', async () => {
    const user = await setup();
    await user.click(messageBox());
    await user.paste('a'.repeat(1900));
    const simulation = `Simulação: ${'b'.repeat(337)}`;
    await prefill({ message: simulation });
    expect(messageBox()).toHaveValue(`${'a'.repeat(1900)}\n\n${simulation}`);
    expect(screen.getByText(/Com o resumo, a mensagem passou do limite de 2\.000 caracteres em 250: encurte o que você escreveu/)).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A mensagem pode ter no máximo 2.000 caracteres; agora tem 2.250.')).toBeInTheDocument();
  });

  it('waits for a lead on its way before touching the form', async () => {
    process.env.NEXT_PUBLIC_LEAD_ENDPOINT = ENDPOINT;
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = await setup();
    await fillValid(user);
    await afterFillTime();
    await clickAndSettle(user, submitButton());
    await prefill({ service: 'aluguel-usinas', message: 'Quero investir' });
    expect(messageBox()).toHaveValue('');
    expect(serviceBox()).toHaveValue('');
    await act(async () => answer(reply(200)));
    await settle();
    expect(await screen.findByText('Mensagem enviada!')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('Quero investir');
    expect(nameBox()).toHaveValue('');
  });

  it('ignores an unknown service but still fills the message', async () => {
    await setup();
    // The channel is typed, but a service id is content the company edits: the form still checks it.
    await prefill({ service: 'nada' as LeadPrefill['service'], message: 'Oi' });
    // And the form takes the visitor to the first field still to type.
    expect(nameBox()).toHaveFocus();
    expect(serviceBox()).toHaveValue('');
    expect(messageBox()).toHaveValue('Oi');
  });
});

describe('ContactForm: a solution card’s link', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('chooses the service the link names (/?servico=limpeza-placas#contact), and keeps it in the draft', async () => {
    window.history.replaceState(null, '', '/?servico=limpeza-placas#contact');
    await setup();
    expect(serviceBox()).toHaveValue('limpeza-placas');
    jest.advanceTimersByTime(LEAD_DRAFT_DEBOUNCE_MS);
    expect(storedDraft()?.fields?.service).toBe('limpeza-placas');
  });

  it('ignores a service the form does not offer', async () => {
    window.history.replaceState(null, '', '/?servico=foguetes#contact');
    await setup();
    expect(serviceBox()).toHaveValue('');
  });
});

describe('ContactForm: the city', () => {
  const [first, second] = LEAD_CITIES;
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('offers the served municipalities, optional, and sends the one chosen', async () => {
    process.env.NEXT_PUBLIC_LEAD_ENDPOINT = ENDPOINT;
    fetchMock.mockResolvedValue(reply(200, { ok: true }));
    const user = await setup();
    const offered = within(cityBox())
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(offered).toEqual(['', ...LEAD_CITIES]);
    await fillValid(user);
    await user.selectOptions(cityBox(), second!);
    await afterFillTime();
    await clickAndSettle(user, submitButton());
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ city: second });
  });

  it("a city page's form comes with its city: no draft until something is typed, and Limpar brings the city back", async () => {
    const user = await setup({ city: first });
    expect(cityBox()).toHaveValue(first);
    await act(() => jest.advanceTimersByTime(LEAD_DRAFT_DEBOUNCE_MS));
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    await user.type(nameBox(), 'Ana');
    await act(() => jest.advanceTimersByTime(LEAD_DRAFT_DEBOUNCE_MS));
    expect(storedDraft()?.fields).toMatchObject({ name: 'Ana', city: first });
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(nameBox()).toHaveValue('');
    expect(cityBox()).toHaveValue(first);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("a draft from another page keeps its own city over the page's", async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, savedAt: Date.now(), fields: { name: 'Ana Souza', city: second } }));
    await setup({ city: first });
    expect(nameBox()).toHaveValue('Ana Souza');
    expect(cityBox()).toHaveValue(second);
  });

  it("a draft without a city takes the page's", async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, savedAt: Date.now(), fields: { name: 'Ana Souza' } }));
    await setup({ city: first });
    expect(nameBox()).toHaveValue('Ana Souza');
    expect(cityBox()).toHaveValue(first);
  });

  it('a link naming a served city (?cidade=<slug>) chooses it', async () => {
    window.history.replaceState(null, '', `/?cidade=${slugify(second!)}#contact`);
    await setup();
    expect(cityBox()).toHaveValue(second);
  });
});
