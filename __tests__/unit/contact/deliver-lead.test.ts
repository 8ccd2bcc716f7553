import { deliverLead, errorDetail } from '@/components/contact/deliver-lead';
import type { LeadPayload } from '@/lib/lead/lead';
import { LEAD_TIMEOUT_MS } from '@/content/contact/limits';
import { NO_OPTIONAL_FIELDS } from '@/__tests__/fixtures/lead';

const ENDPOINT = 'https://formspree.io/f/teste';
const payload: LeadPayload = {
  ...NO_OPTIONAL_FIELDS,
  name: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  phone: '+5543999990000',
  service: 'consultoria',
  serviceLabel: 'Consultoria Energética',
  message: 'Olá ☀️ مرحبا <b>oi</b>',
  page: 'https://www.solarpr.com.br/',
  submittedAt: '2026-11-22T12:00:00.000Z',
  consent: true,
  consentVersion: '2026-11-25',
  fastFill: false,
  fillMs: 20_000,
  idempotencyKey: 'chave-123',
  attribution: null,
};

/** A minimal Response: what deliverLead reads (ok, status, text). */
function reply(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
}

function fetchSequence(...steps: (Response | Error)[]) {
  const queue = [...steps];
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => {
    const next = queue.shift();
    if (!next) throw new Error('unexpected extra request');
    if (next instanceof Error) throw next;
    return next;
  });
}

const headersOf = (call: Parameters<typeof fetch>) => call[1]?.headers as Record<string, string>;
const fast = { retryDelayMs: 0, isOnline: () => true };

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('deliverLead', () => {
  it('posts the payload as JSON with Accept, Content-Type and the idempotency key, and reports 2xx as delivered', async () => {
    const fetchImpl = fetchSequence(reply(200, { next: '/obrigado', ok: true }));
    await expect(deliverLead(ENDPOINT, payload, { ...fast, fetchImpl })).resolves.toEqual({ ok: true, status: 200 });

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', mode: 'cors', credentials: 'omit' });
    expect(headersOf(fetchImpl.mock.calls[0]!)).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': 'chave-123',
    });
    expect(JSON.parse(init?.body as string)).toEqual(payload);
  });

  it('accepts a 2xx without a body (204) or with a body that is not JSON', async () => {
    await expect(deliverLead(ENDPOINT, payload, { ...fast, fetchImpl: fetchSequence(reply(204)) })).resolves.toEqual({ ok: true, status: 204 });
    await expect(deliverLead(ENDPOINT, payload, { ...fast, fetchImpl: fetchSequence(reply(200, 'OK')) })).resolves.toEqual({ ok: true, status: 200 });
  });

  it('retries once after a 500 and is delivered once, with the same idempotency key and body', async () => {
    const fetchImpl = fetchSequence(reply(500), reply(200, {}));
    await expect(deliverLead(ENDPOINT, payload, { ...fast, fetchImpl })).resolves.toEqual({ ok: true, status: 200 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const [first, second] = fetchImpl.mock.calls;
    expect(headersOf(second!)['Idempotency-Key']).toBe(headersOf(first!)['Idempotency-Key']);
    expect(second![1]?.body).toBe(first![1]?.body);
  });

  it('retries once after a network error (or a CORS refusal, which looks the same)', async () => {
    const fetchImpl = fetchSequence(new TypeError('Failed to fetch'), reply(201, {}));
    await expect(deliverLead(ENDPOINT, payload, { ...fast, fetchImpl })).resolves.toEqual({ ok: true, status: 201 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('gives up after the one retry', async () => {
    const network = fetchSequence(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    await expect(deliverLead(ENDPOINT, payload, { ...fast, fetchImpl: network })).resolves.toMatchObject({ ok: false, reason: 'network' });
    expect(network).toHaveBeenCalledTimes(2);

    const server = fetchSequence(reply(502), reply(503));
    await expect(deliverLead(ENDPOINT, payload, { ...fast, fetchImpl: server })).resolves.toEqual({ ok: false, reason: 'server', status: 503 });
    expect(server).toHaveBeenCalledTimes(2);
  });

  it('fails a 4xx without retrying, keeping the back-end messages for the log', async () => {
    const fetchImpl = fetchSequence(reply(422, { errors: [{ field: 'email', message: 'should be an email' }] }));
    await expect(deliverLead(ENDPOINT, payload, { ...fast, fetchImpl })).resolves.toEqual({
      ok: false,
      reason: 'rejected',
      status: 422,
      detail: 'email: should be an email',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalled();
  });

  it('fails an error-shaped body even with a 2xx status (Formspree style)', async () => {
    const errors = fetchSequence(reply(200, { errors: [{ message: 'Form not found' }] }));
    await expect(deliverLead(ENDPOINT, payload, { ...fast, fetchImpl: errors })).resolves.toMatchObject({
      ok: false,
      reason: 'rejected',
      detail: 'Form not found',
    });
    const error = fetchSequence(reply(200, { error: 'Too many requests' }));
    await expect(deliverLead(ENDPOINT, payload, { ...fast, fetchImpl: error })).resolves.toMatchObject({ ok: false, reason: 'rejected' });
  });

  it('times out after 10 s, aborting the request and not retrying', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    const result = deliverLead(ENDPOINT, payload, { ...fast, fetchImpl });
    await jest.advanceTimersByTimeAsync(LEAD_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: false, reason: 'timeout' });
    expect(signal?.aborted).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('times out on a response whose body never finishes', async () => {
    jest.useFakeTimers();
    const stalled = { ok: true, status: 200, text: () => new Promise<string>(() => {}) } as Response;
    const result = deliverLead(ENDPOINT, payload, { ...fast, fetchImpl: fetchSequence(stalled) });
    await jest.advanceTimersByTimeAsync(LEAD_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ ok: false, reason: 'timeout' });
  });

  it('does not even try while offline', async () => {
    const fetchImpl = fetchSequence();
    await expect(deliverLead(ENDPOINT, payload, { fetchImpl, isOnline: () => false })).resolves.toEqual({ ok: false, reason: 'offline' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reports offline when the connection drops during the request', async () => {
    let online = true;
    const fetchImpl = jest.fn(async () => {
      online = false;
      throw new TypeError('Failed to fetch');
    });
    await expect(deliverLead(ENDPOINT, payload, { retryDelayMs: 0, fetchImpl, isOnline: () => online })).resolves.toMatchObject({
      ok: false,
      reason: 'offline',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('errorDetail', () => {
  it('reads the messages of error-shaped bodies and ignores the rest', () => {
    expect(errorDetail({ errors: [{ message: 'a' }, { message: 'b' }] })).toBe('a; b');
    expect(errorDetail({ errors: ['texto'] })).toBe('texto');
    expect(errorDetail({ error: 'x' })).toBe('x');
    expect(errorDetail({ errors: [] })).toBeUndefined();
    expect(errorDetail({ ok: true })).toBeUndefined();
    expect(errorDetail(null)).toBeUndefined();
    expect(errorDetail('texto')).toBeUndefined();
  });
});
