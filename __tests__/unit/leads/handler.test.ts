/** @jest-environment node */
import { visitDays } from '@/components/contact/lead-model';
import { inboxPage, notifyProblemCopy } from '@/content/contact/inbox';
import { inboxWords } from '@/content/contact/inbox-words';
import { leadRules } from '@/content/contact/lead-rules';
import { contactCopy } from '@/content/contact/messages';
import { PRIVACY_VERSION } from '@/content/legal/privacy-version';
import { configFromEnv, handleLeadRequest, NOTIFY_MAX_ATTEMPTS, type InboxConfig, type InboxDeps } from '@/lib/leads/handler';
import { settingProblems } from '@/lib/leads/settings';
import { NotifyFailure } from '@/lib/leads/notify';
import { MemoryStore } from './memory-store';

// The lead inbox's handler (lib/leads/handler.ts) from Request to Response, over a store in
// memory: every rule of the inbox that does not need the Cloudflare runtime.

const SITE = 'https://www.solarpr.com.br';
const NOW = new Date('2026-11-25T15:00:00.000Z'); // a Wednesday, 12:00 in Brasília

function setup(overrides: Partial<InboxConfig> = {}, notify: InboxDeps['notify'] = jest.fn(async () => {})) {
  const store = new MemoryStore();
  const work: Promise<unknown>[] = [];
  let now = NOW;
  const deps: InboxDeps = {
    store,
    notify,
    config: {
      salt: 'sal',
      rateMax: 5,
      rateWindowMinutes: 10,
      retentionDays: 365,
      maxBytes: 128 * 1024,
      privacyVersion: PRIVACY_VERSION,
      now: () => now,
      ...overrides,
    },
    rules: leadRules,
    words: inboxWords,
    waitUntil: (promise) => void work.push(promise),
  };
  const send = async (request: Request) => {
    const response = await handleLeadRequest(request, deps);
    await Promise.all(work.splice(0));
    return response;
  };
  return { store, deps, send, setNow: (date: Date) => (now = date) };
}

const KEY = '2b7c3f0e-0d4e-4a8a-9f6e-0a1b2c3d4e5f';
const [VISIT_DAY] = visitDays(NOW);

function lead(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Maria da Silva',
    email: 'maria@exemplo.com.br',
    phone: '+5543999990000',
    service: 'usinas-consumo',
    serviceLabel: 'Usinas para Consumo Próprio',
    message: 'Conta de R$ 450 em Londrina.',
    visitDate: VISIT_DAY,
    visitPeriod: 'manha',
    page: `${SITE}/`,
    submittedAt: '2026-11-25T14:59:00.000Z',
    consent: true,
    consentVersion: PRIVACY_VERSION,
    fastFill: false,
    fillMs: 41_250,
    idempotencyKey: KEY,
    ...overrides,
  };
}

function post(body: unknown, headers: Record<string, string> = {}, address = '198.51.100.1') {
  const key = (body as { idempotencyKey?: string }).idempotencyKey;
  return new Request(`${SITE}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address, Origin: SITE, ...(key && { 'Idempotency-Key': key }), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function formPost(fields: Record<string, string>, address = '198.51.100.1') {
  return new Request(`${SITE}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': address, Origin: SITE, Referer: `${SITE}/` },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('storing a lead', () => {
  it('stores what the form sent, answers with a reference, and the same key again is the same lead', async () => {
    const { store, send } = setup();
    const first = await send(post(lead()));
    expect(first.status).toBe(200);
    const body = (await first.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ok: true, reference: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/), duplicate: false });
    expect(body.visit).toMatch(/, de manhã/);
    expect(store.leads).toEqual([
      expect.objectContaining({
        reference: body.reference,
        idempotencyKey: KEY,
        receivedAt: NOW.toISOString(),
        name: 'Maria da Silva',
        phone: '+5543999990000',
        service: 'usinas-consumo',
        visitDate: VISIT_DAY,
        visitPeriod: 'manha',
        page: `${SITE}/`,
        consentVersion: PRIVACY_VERSION,
        channel: 'json',
        honeypot: false,
        notifyStatus: 'sent',
      }),
    ]);

    // A retry after a time-out, another tab, a double click: the same key is one lead.
    const again = await send(post(lead({ message: 'texto diferente' })));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ reference: body.reference, duplicate: true });
    expect(store.leads).toHaveLength(1);
  });

  it('cleans text as the form does and stores the phone in E.164', async () => {
    const { store, send } = setup();
    await send(post(lead({ name: '  Jose\u0301 \u200BSilva ', phone: '(43) 3025-0100', service: 'não-existe' })));
    expect(store.leads[0]).toMatchObject({ name: 'José Silva', phone: '+554330250100', service: null });
  });

  it('answers 500 and stores nothing when the database fails', async () => {
    const { store, send } = setup();
    store.failNext = true;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const response = await send(post(lead()));
    expect(response.status).toBe(500);
    expect(store.leads).toEqual([]);
  });
});

describe('refusals', () => {
  it('400 with the field codes and messages the form shows, and nothing stored', async () => {
    const { store, send } = setup();
    const response = await send(post(lead({ name: 'A', email: 'maria@', visitDate: '2026-11-28', consent: false })));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        { field: 'name', code: 'nameShort', message: contactCopy.errors.nameShort },
        { field: 'email', code: 'emailInvalid', message: contactCopy.errors.emailInvalid },
        { field: 'visitDate', code: 'visitDateWeekend', message: contactCopy.errors.visitDateWeekend },
        { field: 'consent', code: 'consentRequired', message: expect.any(String) },
      ],
    });
    expect(store.leads).toEqual([]);
  });

  it.each([
    ['no key', lead({ idempotencyKey: undefined }), {}, 'keyRequired'],
    ['a key that is not a UUID', lead({ idempotencyKey: 'abc' }), {}, 'keyInvalid'],
    ['header and body disagree', lead(), { 'Idempotency-Key': '00000000-0000-4000-8000-000000000000' }, 'keyMismatch'],
    ['a body that is not JSON', '{"name":', {}, 'malformed'],
    ['a page that is not text', lead({ page: 42 }), {}, 'type'],
    ['a name that is not text', lead({ name: 42 }), {}, 'type'],
  ])('400 for %s', async (_, body, headers, code) => {
    const { store, send } = setup();
    const response = await send(post(body, headers));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(code);
    expect(store.leads).toEqual([]);
  });

  it('413 past the size limit, whether the length is declared or not', async () => {
    const { store, send } = setup({ maxBytes: 1000 });
    const big = lead({ message: 'x'.repeat(2000) });
    expect((await send(post(big))).status).toBe(413);
    const streamed = new Request(`${SITE}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': KEY },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect((await send(streamed)).status).toBe(413);
    expect(store.leads).toEqual([]);
  });

  it('429 past the limit from one address in the window, with Retry-After; another address and a later window pass', async () => {
    const { store, send, setNow } = setup({ rateMax: 2 });
    const key = () => crypto.randomUUID();
    expect((await send(post(lead({ idempotencyKey: key() })))).status).toBe(200);
    expect((await send(post(lead({ idempotencyKey: key(), name: 'X' })))).status).toBe(400);
    const refused = await send(post(lead({ idempotencyKey: key() })));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('600');
    expect((await send(post(lead({ idempotencyKey: key() }), {}, '198.51.100.2'))).status).toBe(200);
    setNow(new Date(NOW.getTime() + 11 * 60 * 1000));
    expect((await send(post(lead({ idempotencyKey: key() })))).status).toBe(200);
    // Never the address: a salted hash that changes every day.
    expect(store.sources.every((source) => /^[0-9a-f]{64}$/.test(source.hash))).toBe(true);
    expect(JSON.stringify(store.sources)).not.toContain('198.51.100');
  });

  it('a known key is answered as the first time even past the rate limit', async () => {
    const { send } = setup({ rateMax: 1 });
    await send(post(lead()));
    const again = await send(post(lead()));
    expect(again.status).toBe(200);
  });

  it('refuses posts from another site (403) and every method but POST (405)', async () => {
    const { send } = setup();
    expect((await send(post(lead(), { Origin: 'https://evil.example' }))).status).toBe(403);
    const get = await send(new Request(`${SITE}/api/leads`));
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST, OPTIONS');
  });
});

describe('notification', () => {
  it('notifies after storing; a honeypot lead is kept apart and never notified; a fast fill is notified with its flag', async () => {
    const notify = jest.fn(async () => {});
    const { store, send } = setup({}, notify);
    await send(post(lead({ _gotcha: 'https://spam.example' })));
    expect(store.leads[0]).toMatchObject({ honeypot: true, notifyStatus: 'skipped' });
    expect(notify).not.toHaveBeenCalled();

    await send(post(lead({ idempotencyKey: crypto.randomUUID(), fastFill: true, fillMs: 900 })));
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ fastFill: true, fillMs: 900 }));
    expect(store.leads[1]).toMatchObject({ fastFill: true, notifyStatus: 'sent', notifyAttempts: 1 });
  });

  it('a failing notifier keeps the lead, pending, retried with the next lead, and listed as failed after the last try', async () => {
    let fail = true;
    const notify = jest.fn(async () => {
      if (fail) throw new NotifyFailure('o webhook respondeu 500');
    });
    const { store, send, setNow } = setup({ rateMax: 100 }, notify);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect((await send(post(lead()))).status).toBe(200);
    expect(store.leads[0]).toMatchObject({ notifyStatus: 'pending', notifyError: 'o webhook respondeu 500', notifyAttempts: 1 });

    // Each later lead retries the pending ones tried more than two minutes ago.
    for (let attempt = 2; attempt <= NOTIFY_MAX_ATTEMPTS; attempt++) {
      setNow(new Date(NOW.getTime() + attempt * 3 * 60 * 1000));
      await send(post(lead({ idempotencyKey: crypto.randomUUID() })));
    }
    expect(store.leads[0]).toMatchObject({ notifyStatus: 'failed', notifyAttempts: NOTIFY_MAX_ATTEMPTS });

    fail = false;
    await send(post(lead({ idempotencyKey: crypto.randomUUID() })));
    expect(store.leads.at(-1)).toMatchObject({ notifyStatus: 'sent' });
  });

  it('without a channel the lead is stored as not notified', async () => {
    const { store, send } = setup({}, null);
    await send(post(lead()));
    expect(store.leads[0]?.notifyStatus).toBe('off');
  });
});

describe('retention', () => {
  it('deletes leads past the retention period when a new one arrives', async () => {
    const { store, send, setNow } = setup({ retentionDays: 30 });
    await send(post(lead()));
    setNow(new Date(NOW.getTime() + 31 * 24 * 60 * 60 * 1000));
    await send(post(lead({ idempotencyKey: crypto.randomUUID(), visitDate: '', visitPeriod: '' })));
    expect(store.leads).toHaveLength(1);
    expect(store.leads[0]?.idempotencyKey).not.toBe(KEY);
  });
});

describe('a form posted without JavaScript', () => {
  const fields = {
    name: 'João Souza',
    email: 'joao@exemplo.com',
    phone: '(43) 3025-0100',
    service: '',
    message: 'Olá',
    visitDate: '',
    visitPeriod: '',
    consent: 'true',
    consentVersion: PRIVACY_VERSION,
    _gotcha: '',
  };

  it('gets a page with the reference, under a policy that allows its one style; the same post twice is one lead', async () => {
    const { store, send } = setup();
    const response = await send(formPost(fields));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; /);
    const html = await response.text();
    expect(html).toContain(`<h1>${inboxPage.receivedTitle}</h1>`);
    expect(html).toContain(store.leads[0]!.reference);
    expect(store.leads[0]).toMatchObject({ channel: 'form', page: `${SITE}/`, phone: '+554330250100', submittedAt: null });

    await send(formPost(fields));
    expect(store.leads).toHaveLength(1);
  });

  it('gets a page listing what to fix, escaped, when a field is refused', async () => {
    const { store, send } = setup();
    const response = await send(formPost({ ...fields, email: '<b>x</b>', name: '' }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(inboxPage.notReceivedTitle);
    expect(html).toContain(`<li>${contactCopy.errors.nameRequired}</li>`);
    expect(html).not.toContain('<b>x</b>');
    expect(store.leads).toEqual([]);
  });
});

describe('what a visitor or a setting cannot do', () => {
  it('counts an IPv6 address by its /64: the addresses of one network share the rate limit', async () => {
    const { store, send } = setup({ rateMax: 2 });
    const from = (address: string) => send(post(lead({ idempotencyKey: crypto.randomUUID() }), {}, address));
    expect((await from('2001:db8:85a3:7::1')).status).toBe(200);
    expect((await from('2001:db8:85a3:7:ffff:ffff:ffff:fffe')).status).toBe(200);
    // The same /64 written another way (leading zeros, upper case, no '::').
    expect((await from('2001:0DB8:85A3:0007:0:0:0:9')).status).toBe(429);
    // The next /64 and an IPv4 address are counted apart.
    expect((await from('2001:db8:85a3:8::1')).status).toBe(200);
    expect((await from('198.51.100.9')).status).toBe(200);
    expect(JSON.stringify(store.sources)).not.toMatch(/2001|db8/i);
  });

  it('a notifier setting that cannot work never stops a lead: stored, 200, the problem recorded on the row', async () => {
    const { store, send, deps } = setup({}, null);
    const problem = 'LEAD_WEBHOOK_FORMAT não é um formato conhecido.';
    Object.assign(deps, { notifyProblem: problem });
    const response = await send(post(lead()));
    expect(response.status).toBe(200);
    expect(store.leads[0]).toMatchObject({ notifyStatus: 'pending', notifyError: problem, notifyAttempts: 1 });
  });

  it('records a failed notification without the webhook address, and logs none of it', async () => {
    const secret = 'api.telegram.org/bot123456:AAE-secret-token_xyz/sendMessage?chat_id=42';
    const notify = jest.fn(async () => {
      throw new TypeError(`Invalid URL: ${secret}`);
    });
    const { store, send } = setup({}, notify);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect((await send(post(lead()))).status).toBe(200);
    const row = store.leads[0]!;
    expect(row.notifyStatus).toBe('pending');
    expect(row.notifyError).toBeTruthy();
    for (const part of ['api.telegram', 'bot123456', 'secret', 'chat_id', 'Invalid URL']) {
      expect(row.notifyError).not.toContain(part);
      expect(JSON.stringify(logged.mock.calls)).not.toContain(part);
    }
  });

  it.each([
    ['another site', 'https://evil.example/oferta', `${SITE}/`],
    ['a script address', 'javascript:alert(1)', `${SITE}/`],
    ['this site with a path, query and fragment', `${SITE}/novas-implementacoes/?utm=x#contact`, `${SITE}/novas-implementacoes/`],
    ['this site over http', 'http://www.solarpr.com.br/', `${SITE}/`],
  ])('keeps a page only on the site: %s', async (_, page, stored) => {
    const { store, send } = setup();
    expect((await send(post(lead({ page })))).status).toBe(200);
    expect(store.leads[0]?.page).toBe(stored);
  });

  it("a form posted from another site is stored with the site's own page", async () => {
    const { store, send } = setup();
    const request = formPost({ name: 'João Souza', email: 'joao@exemplo.com', phone: '(43) 3025-0100', consent: 'true' });
    request.headers.set('Referer', 'https://evil.example/');
    expect((await send(request)).status).toBe(200);
    expect(store.leads[0]?.page).toBe(`${SITE}/`);
  });

  it('stores no control characters: a name on one line, the message keeps its line breaks', async () => {
    const { store, send } = setup();
    const name = 'Maria\u001b]0;Conta paga\u0007\u001b[2J da\nSilva\u0085\u009b31m';
    const message = 'Primeira linha\r\nSegunda\u0000 linha\u007f\tcom tab';
    expect((await send(post(lead({ name, message })))).status).toBe(200);
    expect(store.leads[0]).toMatchObject({
      name: 'Maria]0;Conta paga[2J da Silva31m',
      message: 'Primeira linha\nSegunda linha\tcom tab',
    });
  });
});

describe('what brought the lead', () => {
  const ATTRIBUTION = {
    landingPage: '/energia-solar/londrina/?utm_source=google&utm_medium=cpc&utm_campaign=x',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'x',
    utmTerm: null,
    utmContent: null,
    clickIdType: 'gclid',
    clickId: 'abc',
    referrerHost: 'www.google.com',
    landedAt: '2026-11-20T10:00:00.000Z',
  };

  it('stores the attribution the form sent, and tells the company', async () => {
    const notify = jest.fn(async () => {});
    const { store, send } = setup({}, notify);
    expect((await send(post(lead({ attribution: ATTRIBUTION })))).status).toBe(200);
    expect(store.leads[0]?.attribution).toEqual(ATTRIBUTION);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ attribution: ATTRIBUTION }));
  });

  it.each([
    ['a string', 'utm_source=google'],
    ['an array', [ATTRIBUTION]],
    ['a number', 42],
    ['values of the wrong type', { utmSource: 42, clickIdType: 'gclid', clickId: { $gt: '' }, referrerHost: ['x'] }],
    ['another site as its landing page', { landingPage: 'https://outro.example/' }],
  ])('never refuses a lead for an attribution that is %s: the lead is stored without it', async (_, attribution) => {
    const { store, send } = setup();
    expect((await send(post(lead({ attribution })))).status).toBe(200);
    expect(store.leads).toHaveLength(1);
    expect(store.leads[0]?.attribution).toBeNull();
  });

  it('a crafted address is stored as harmless text: markup kept as text, 10 kB cut, newlines and controls gone, a bad click id dropped', async () => {
    const { store, send } = setup();
    const crafted = {
      ...ATTRIBUTION,
      utmSource: '<script>alert(1)</script>',
      utmCampaign: 'x'.repeat(10_000),
      utmMedium: 'cpc\nRecebido em: ontem\u001b[2J',
      utmTerm: '=HYPERLINK("https://evil.example","clique")',
      utmContent: '<!channel>',
      clickId: 'abc\n<!here>',
    };
    expect((await send(post(lead({ attribution: crafted })))).status).toBe(200);
    expect(store.leads[0]?.attribution).toEqual({
      ...ATTRIBUTION,
      landingPage: expect.stringMatching(/^\/energia-solar\/londrina\/\?utm_source=%3Cscript%3E/),
      utmSource: '<script>alert(1)</script>',
      utmCampaign: 'x'.repeat(200),
      utmMedium: 'cpc Recebido em: ontem[2J',
      utmTerm: '=HYPERLINK("https://evil.example","clique")',
      utmContent: '<!channel>',
      clickIdType: null,
      clickId: null,
    });
  });

  it('a form posted without JavaScript carries none', async () => {
    const { store, send } = setup();
    const fields = { name: 'Maria da Silva', email: 'maria@exemplo.com.br', phone: '(43) 99999-0000', message: '', consent: 'true' };
    expect((await send(formPost({ ...fields, utmSource: 'google', attribution: 'x' }))).status).toBe(200);
    expect(store.leads[0]?.attribution).toBeNull();
  });
});

describe('notifications exactly once', () => {
  /** A notifier that counts each lead it is given, and holds each send until released (a slow webhook). */
  function slowNotifier() {
    const sent: string[] = [];
    const held: (() => void)[] = [];
    let hold = false;
    const notify = jest.fn(async (stored: { reference: string }) => {
      sent.push(stored.reference);
      if (hold) await new Promise<void>((done) => held.push(done));
    });
    return { notify, sent, hold: (on: boolean) => (hold = on), release: () => held.splice(0).forEach((done) => done()) };
  }

  it('a lead whose first send is still in flight is not sent again by the next lead; only a send that died is retried, once its claim lapses', async () => {
    const slow = slowNotifier();
    const { store, deps, setNow } = setup({ rateMax: 100 }, slow.notify);
    const work: Promise<unknown>[] = [];
    deps.waitUntil = (promise) => void work.push(promise);
    slow.hold(true);
    await handleLeadRequest(post(lead()), deps);
    const first = store.leads[0]!.reference;
    // 0,4 s later, with the first send still waiting for the webhook (and its row untried).
    setNow(new Date(NOW.getTime() + 400));
    slow.hold(false);
    await handleLeadRequest(post(lead({ idempotencyKey: crypto.randomUUID() })), deps);
    await work.at(-1);
    expect(slow.sent.filter((reference) => reference === first)).toHaveLength(1);

    // The first send never finishes (its worker died): after its claim lapses, a later lead retries it, once.
    setNow(new Date(NOW.getTime() + 61_000));
    await handleLeadRequest(post(lead({ idempotencyKey: crypto.randomUUID() })), deps);
    await work.at(-1);
    expect(slow.sent.filter((reference) => reference === first)).toHaveLength(2);
    expect(store.leads[0]).toMatchObject({ notifyStatus: 'sent', notifyAttempts: 1 });
    slow.release();
  });

  it('leads arriving together retry each pending lead once, however many they are', async () => {
    let failing = true;
    const sent: string[] = [];
    const notify = jest.fn(async (stored: { reference: string }) => {
      sent.push(stored.reference);
      if (failing) throw new NotifyFailure('o webhook respondeu 500');
    });
    const { store, send, setNow } = setup({ rateMax: 100 }, notify);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    for (let i = 0; i < 3; i++) await send(post(lead({ idempotencyKey: crypto.randomUUID() })));
    const pending = store.leads.map((stored) => stored.reference);
    expect(store.leads.every((stored) => stored.notifyStatus === 'pending' && stored.notifyAttempts === 1)).toBe(true);

    failing = false;
    sent.length = 0;
    setNow(new Date(NOW.getTime() + 2 * 60 * 1000 + 5_000));
    await Promise.all([1, 2, 3, 4].map(() => send(post(lead({ idempotencyKey: crypto.randomUUID() })))));
    for (const reference of pending) expect(sent.filter((each) => each === reference)).toHaveLength(1);
    expect(store.leads.slice(0, 3).every((stored) => stored.notifyStatus === 'sent' && stored.notifyAttempts === 2)).toBe(true);
  });

  it("a honeypot's post sets no retry in motion", async () => {
    const notify = jest.fn(async () => {
      throw new NotifyFailure('o webhook respondeu 500');
    });
    const { store, send, setNow } = setup({ rateMax: 100 }, notify);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await send(post(lead()));
    expect(notify).toHaveBeenCalledTimes(1);
    setNow(new Date(NOW.getTime() + 3 * 60 * 1000));
    await Promise.all([1, 2, 3, 4, 5].map(() => send(post(lead({ idempotencyKey: crypto.randomUUID(), _gotcha: 'x' })))));
    expect(notify).toHaveBeenCalledTimes(1);
    expect(store.leads[0]).toMatchObject({ notifyStatus: 'pending', notifyAttempts: 1 });
  });
});

describe('the rate limit counts leads, so a stored lead is never answered 429', () => {
  it('every retry of one lead gets its reference, however many arrive at once and whatever else the address sent', async () => {
    const { store, send } = setup({ rateMax: 2 });
    // The race that matters: all 40 requests are counted before the first of them has stored the lead.
    const counted = { n: 0, all: () => {} };
    const allCounted = new Promise<void>((done) => (counted.all = done));
    const countSource = store.countSource.bind(store);
    store.countSource = async (...args) => {
      const rank = await countSource(...args);
      if (++counted.n === 40) counted.all();
      return rank;
    };
    const insert = store.insert.bind(store);
    store.insert = async (...args) => {
      await allCounted;
      return insert(...args);
    };
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 40 }, () => send(post(lead({ idempotencyKey: key })))));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as { reference: string }).reference))).size).toBe(1);
    expect(store.leads).toHaveLength(1);
    // Two other leads fill the window; the first lead's retries are still answered with it.
    for (const other of [crypto.randomUUID(), crypto.randomUUID()]) await send(post(lead({ idempotencyKey: other })));
    expect(store.leads).toHaveLength(2);
    expect((await send(post(lead({ idempotencyKey: key })))).status).toBe(200);
    expect((await send(post(lead({ idempotencyKey: crypto.randomUUID() })))).status).toBe(429);
  });

  it('a lead past the limit is refused the same way on every retry, and never stored', async () => {
    const { store, send } = setup({ rateMax: 1 });
    await send(post(lead({ idempotencyKey: crypto.randomUUID() })));
    const late = crypto.randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => send(post(lead({ idempotencyKey: late })))));
    expect(answers.map((answer) => answer.status)).toEqual([429, 429, 429]);
    expect(store.leads.map((stored) => stored.idempotencyKey)).not.toContain(late);
  });
});

describe('settings that cannot work never cost a lead', () => {
  const SITE_FACTS = { retentionDays: 365, privacyVersion: PRIVACY_VERSION };

  it.each([
    ['LEAD_RATE_WINDOW_MINUTES', '1e15', 'rateWindowMinutes', 10],
    ['LEAD_RETENTION_DAYS', '1e12', 'retentionDays', 365],
    ['LEAD_RATE_MAX', '-3', 'rateMax', 5],
    ['LEAD_RATE_MAX', '2.5', 'rateMax', 5],
    ['LEAD_RETENTION_DAYS', 'um ano', 'retentionDays', 365],
  ] as const)(
    '%s=%s is out of bounds: the default is used, a lead is stored and answered, and the team is told in Portuguese',
    async (name, value, key, used) => {
      const config = configFromEnv({ [name]: value }, SITE_FACTS);
      expect(config[key]).toBe(used);
      const { store, send } = setup({ ...config, now: () => NOW });
      const error = jest.spyOn(console, 'error');
      expect((await send(post(lead()))).status).toBe(200);
      expect(store.leads).toHaveLength(1);
      expect(error).not.toHaveBeenCalled();
      const [problem] = settingProblems({ [name]: value }, { LEAD_RETENTION_DAYS: 365 });
      expect(problem).toMatchObject({ name, used });
      expect(notifyProblemCopy.outOfBounds(problem!)).toMatch(
        new RegExp(`^${name}=.* não pode valer: use um número inteiro de \\d+ a [\\d.]+\\. Até corrigir, a caixa de contatos usa ${used}\\.$`),
      );
    },
  );

  it('values within bounds are used as set', () => {
    expect(configFromEnv({ LEAD_RATE_MAX: '20', LEAD_RATE_WINDOW_MINUTES: '60', LEAD_RETENTION_DAYS: '730' }, SITE_FACTS)).toMatchObject({
      rateMax: 20,
      rateWindowMinutes: 60,
      retentionDays: 730,
    });
    expect(settingProblems({ LEAD_RATE_MAX: '20' })).toEqual([]);
  });
});

describe('what is stored is what can be read back', () => {
  it('a crafted landing time, submission time or privacy date is dropped or refused, never stored', async () => {
    const { store, send } = setup();
    const crafted = { landingPage: '/', utmSource: 'google', landedAt: '2026-13-45T25:61:61Z' };
    expect((await send(post(lead({ attribution: crafted }))))?.status).toBe(200);
    expect(store.leads[0]!.attribution).toMatchObject({ utmSource: 'google', landedAt: null });
    expect((await send(post(lead({ idempotencyKey: crypto.randomUUID(), submittedAt: '2026-02-30T10:00:00Z' })))).status).toBe(400);
    await send(post(lead({ idempotencyKey: crypto.randomUUID(), consentVersion: '2026-99-99' })));
    expect(store.leads.at(-1)!.consentVersion).toBe(PRIVACY_VERSION);
  });

  it("a post without consent is told, in Portuguese, to use the site's form", async () => {
    const { send } = setup();
    const page = await (await send(formPost({ name: 'João Souza', email: 'joao@exemplo.com', phone: '(43) 3025-0100', consent: 'false' }))).text();
    expect(page).toContain(inboxWords.consentRequired);
    expect(page).not.toMatch(/consent must/);
  });
});
