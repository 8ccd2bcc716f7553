import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/contact/contact-form';
import { visitDays, visitText } from '@/components/contact/lead-model';
import { hoursInWords, inboxCopy, replyPromise } from '@/content/contact/inbox';
import { LEAD_DRAFT_DEBOUNCE_MS, LEAD_MIN_FILL_MS } from '@/content/contact/limits';

// The end of the form with the company's inbox: the thank-you takes the form's place, names the
// person, the reference, the visit asked for and who answers when, and gives the empty form back.

const DRAFT_KEY = 'solarpr:lead-draft';
const REFERENCE = 'K7M2-9QXD';
const { setImmediate: realSetImmediate } = jest.requireActual<typeof import('timers')>('timers');

const nameBox = () => screen.queryByRole('textbox', { name: 'Nome Completo' });
const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 3; turn++) await new Promise((done) => realSetImmediate(done));
  });
const reply = (body: unknown) => ({ ok: true, status: 200, text: async () => JSON.stringify(body) }) as Response;

async function sendMaria(body: unknown, visit?: { day: string; period: string }) {
  globalThis.fetch = jest.fn(async () => reply(body));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  render(<ContactForm />);
  act(() => nameBox()!.focus());
  await settle();
  await user.type(nameBox()!, 'Maria da Silva');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@exemplo.com.br');
  await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '43999990000');
  if (visit) {
    fireEvent.change(screen.getByLabelText('Dia preferido'), { target: { value: visit.day } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Período' }), visit.period);
  }
  await act(() => jest.advanceTimersByTime(LEAD_MIN_FILL_MS));
  act(() => screen.getByRole('button', { name: 'Enviar mensagem' }).click());
  await settle();
  return user;
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  process.env.NEXT_PUBLIC_LEAD_ENDPOINT = '/api/leads';
  jest.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(() => {
  delete process.env.NEXT_PUBLIC_LEAD_ENDPOINT;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the thank-you, once the inbox stored the lead', () => {
  it('takes the form’s place: “Obrigado, Maria!” has the focus, the live region reads the reference, the visit and who answers', async () => {
    const [day] = visitDays(new Date()).slice(1);
    await sendMaria({ ok: true, reference: REFERENCE }, { day: day!, period: 'manha' });

    const heading = await screen.findByRole('heading', { name: 'Obrigado, Maria!' });
    expect(heading).toHaveFocus();
    const status = screen.getByRole('status');
    expect(status).toContainElement(heading);
    expect(status).toHaveTextContent(`${inboxCopy.receivedTitle}. ${inboxCopy.referenceLabel} ${REFERENCE}.`);
    expect(status).toHaveTextContent(inboxCopy.visit(visitText(day!, 'manha')));
    expect(status).toHaveTextContent(inboxCopy.reply);
    // The form is gone from view and from the accessibility tree: no fields, no second 'Enviar mensagem'.
    expect(nameBox()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar mensagem' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Enviar pelo WhatsApp/ })).toBeNull();
    expect(screen.getByRole('button', { name: inboxCopy.another })).toBeInTheDocument();
  });

  it('says nothing of a visit when none was asked for', async () => {
    await sendMaria({ ok: true, reference: REFERENCE });
    await screen.findByRole('heading', { name: 'Obrigado, Maria!' });
    expect(screen.getByRole('status')).not.toHaveTextContent('Preferência de visita técnica');
  });

  it('“Enviar outra mensagem” brings back the empty form, the focus on its first field, the draft forgotten', async () => {
    const user = await sendMaria({ ok: true, reference: REFERENCE });
    await user.click(await screen.findByRole('button', { name: inboxCopy.another }));

    expect(screen.queryByRole('heading', { name: 'Obrigado, Maria!' })).toBeNull();
    expect(nameBox()).toHaveValue('');
    expect(nameBox()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Enviar mensagem' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await act(() => jest.advanceTimersByTime(LEAD_DRAFT_DEBOUNCE_MS));
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('a receiver that gives no reference (a form service) keeps the emptied form and its short confirmation', async () => {
    await sendMaria({ ok: true });
    expect(await screen.findByText('Mensagem enviada!')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Obrigado/ })).toBeNull();
    expect(nameBox()).toHaveValue('');
  });
});

describe('who answers, and when, from the company’s data', () => {
  it('names the opening hours the company recorded, in words', () => {
    expect(
      hoursInWords([
        { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '08:00', closes: '18:00' },
        { days: ['Sa'], opens: '08:30', closes: '12:00' },
      ]),
    ).toBe('segunda a sexta, das 8h às 18h; sábado, das 8h30 às 12h');
    expect(hoursInWords([{ days: ['Mo', 'We', 'Sa', 'Su'], opens: '09:00', closes: '17:00' }])).toBe('segunda, quarta, sábado e domingo, das 9h às 17h');
  });

  it('promises no time the company has not given: without hours it says “no horário de atendimento” and no deadline', () => {
    expect(replyPromise([])).toBe('Nossa equipe vai ligar para o telefone que você informou, ou escrever para o seu e-mail, no horário de atendimento.');
    expect(replyPromise([{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '08:00', closes: '18:00' }])).toMatch(
      /no horário de atendimento \(segunda a sexta, das 8h às 18h\)\.$/,
    );
    expect(replyPromise([])).not.toMatch(/\d+ dias? úte?is|em até/);
  });
});
