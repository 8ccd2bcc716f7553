import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ContactForm } from '@/components/contact/contact-form';
import { deliverLead, errorDetail } from '@/components/contact/deliver-lead';
import { EMPTY_LEAD } from '@/lib/lead/fields';
import type { LeadPayload } from '@/lib/lead/lead';
import { NO_OPTIONAL_FIELDS } from '@/__tests__/fixtures/lead';
import { maskPhone } from '@/lib/phone/phone';
import { validateField, validateLead } from '@/components/contact/lead-model';
import { contactCopy } from '@/content/contact/messages';
import { LEAD_MESSAGE_MAX } from '@/content/contact/limits';

// Where the form could send or show other than what the person typed and saw: each defect
// reproduced at the cheapest level that can show it.

const e = contactCopy.errors;
const s = contactCopy.status;
const DRAFT_KEY = 'solarpr:lead-draft';
const ENDPOINT = 'https://leads.example.com/contato';
const valid = { ...EMPTY_LEAD, name: 'Maria da Silva', email: 'maria@exemplo.com.br', phone: '(43) 99999-0000' };

function reply(status: number, body: unknown = {}) {
  return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) } as Response;
}

describe('what a person sees is what is validated and sent', () => {
  it('a name of one letter and a zero-width space is one character', () => {
    expect(validateField('name', 'A\u200B')).toBe(e.nameShort);
    expect(validateField('name', '\u200BA\u200D')).toBe(e.nameShort);
    expect(validateField('name', 'A\u2060\uFEFF')).toBe(e.nameShort);
  });

  it('bidi controls never reach the payload, and text is NFC-normalised', () => {
    const result = validateLead({ ...valid, name: 'Jose\u0301 Silva', message: 'Pagamento \u202Eodazilaer\u202C confirmado \u2066ok\u2069' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lead.name).toBe('José Silva');
    expect(result.lead.name).toHaveLength(10);
    expect(result.lead.message).toBe('Pagamento odazilaer confirmado ok');
    expect(result.lead.message).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it('keeps the joiners and tags an emoji needs', () => {
    const result = validateLead({ ...valid, message: 'Família 👨‍👩‍👧 na Escócia 🏴󠁧󠁢󠁳󠁣󠁴󠁿' });
    expect(result.ok && result.lead.message).toBe('Família 👨‍👩‍👧 na Escócia 🏴󠁧󠁢󠁳󠁣󠁴󠁿');
  });

  it('counts the message in what a person sees: a family emoji is one character', () => {
    expect(validateField('message', '👨‍👩‍👧'.repeat(LEAD_MESSAGE_MAX))).toBeUndefined();
    expect(validateField('message', '👨‍👩‍👧'.repeat(LEAD_MESSAGE_MAX + 1))).toBe(e.messageLong(LEAD_MESSAGE_MAX + 1));
    expect(validateField('message', `${'a'.repeat(LEAD_MESSAGE_MAX)}\u200B\u200B`)).toBeUndefined();
  });
});

describe('the phone mask shows what will be sent', () => {
  it('reads a country code typed without "+" as parseBrPhone does', () => {
    expect(maskPhone('551130250100')).toBe('+55 (11) 3025-0100');
    expect(maskPhone('5543999990000')).toBe('+55 (43) 99999-0000');
    // Typed digit by digit, the last step is the same.
    let typed = '';
    for (const digit of '551130250100') typed = maskPhone(typed + digit);
    expect(typed).toBe('+55 (11) 3025-0100');
  });
});

describe('the back-end’s answers', () => {
  const payload: LeadPayload = {
    ...NO_OPTIONAL_FIELDS,
    name: 'Ana',
    email: 'ana@exemplo.com.br',
    phone: '+5543999990000',
    serviceLabel: null,
    message: '',
    page: 'https://www.solarpr.com.br/',
    submittedAt: '2026-11-22T12:00:00.000Z',
    consent: true,
    consentVersion: '2026-11-25',
    fastFill: false,
    fillMs: 12_000,
    idempotencyKey: '2b7c3f0e-0d4e-4a8a-9f6e-0a1b2c3d4e5f',
    attribution: null,
  };
  const once = (response: Response) => jest.fn(async () => response);
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it.each([
    [404, 'endpoint'],
    [410, 'endpoint'],
    [413, 'tooLarge'],
    [429, 'tooMany'],
    [422, 'rejected'],
  ])('tells a %i apart', async (status, reason) => {
    await expect(deliverLead(ENDPOINT, payload, { fetchImpl: once(reply(status)), isOnline: () => true })).resolves.toMatchObject({
      ok: false,
      reason,
      status,
    });
  });

  it('reads error items without a message as their field and code, never [object Object]', () => {
    expect(errorDetail({ errors: [{ code: 'TYPE_EMAIL', field: 'email' }] })).toBe('email: TYPE_EMAIL');
    expect(errorDetail({ errors: [{ code: 'EMPTY' }, { message: 'curta', field: 'message' }] })).toBe('EMPTY; message: curta');
    expect(errorDetail({ errors: [{ weird: 1 }] })).toBe('{"weird":1}');
    expect(errorDetail({ error: { code: 'FORM_DISABLED' } })).toBe('FORM_DISABLED');
  });
});

describe('the form', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    process.env.NEXT_PUBLIC_LEAD_ENDPOINT = ENDPOINT;
    jest.spyOn(console, 'log').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    delete process.env.NEXT_PUBLIC_LEAD_ENDPOINT;
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const submit = () => screen.getByRole('button', { name: 'Enviar mensagem' });

  it.each([
    [404, s.failed.endpoint],
    [413, s.failed.tooLarge],
    [429, s.failed.tooMany],
  ])('says something true for a %i', async (status, message) => {
    fetchMock.mockResolvedValue(reply(status));
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, savedAt: Date.now(), fields: valid }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    render(<ContactForm />);
    await screen.findByDisplayValue('Maria da Silva');
    await act(() => user.click(submit()));
    expect(await screen.findByText(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent(s.failed.rejected);
  });

  it('never sends a restored attempt it cannot trust: a key with a newline gets a fresh key', async () => {
    fetchMock.mockResolvedValue(reply(200, { ok: true }));
    const fingerprint = JSON.stringify([valid.name, valid.email, '+5543999990000', '', '']);
    const attempt = { idempotencyKey: 'abc\nInjected: 1', submittedAt: new Date().toISOString(), page: 'https://evil.example/x?y', fingerprint };
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, savedAt: Date.now(), fields: valid, attempt }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    render(<ContactForm />);
    await screen.findByDisplayValue('Maria da Silva');
    await act(() => user.click(submit()));
    await screen.findByText('Mensagem enviada!');
    const [, init] = fetchMock.mock.calls[0];
    const body = JSON.parse(init.body);
    expect(init.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(body.page).toBe(`${window.location.origin}/`);
  });

  it('without JavaScript the textarea stops at the limit', () => {
    const html = renderToString(<ContactForm />);
    expect(html.match(/<textarea[^>]*>/)?.[0]).toMatch(new RegExp(`maxlength="${LEAD_MESSAGE_MAX}"`, 'i'));
  });
});
