/** @jest-environment node */
import { notificationCopy } from '@/content/contact/inbox';
import { LEAD_CITIES } from '@/content/contact/lead-rules';
import { notificationWords as words } from '@/content/contact/inbox-words';
import { notifierFromEnv, notificationText, webhookBody, webhookNotifier } from '@/lib/leads/notify';
import type { StoredLead } from '@/lib/leads/store';
import type { LeadField } from '@/lib/lead/fields';
import { LINE_FIELDS } from '@/lib/lead/lines';
import { NO_OPTIONAL_FIELDS } from '@/__tests__/fixtures/lead';

/** A served municipality: whichever the company's service area lists first. */
const CITY = LEAD_CITIES[0]!;

const LEAD: StoredLead = {
  reference: 'K7M2-9QXD',
  idempotencyKey: '2b7c3f0e-0d4e-4a8a-9f6e-0a1b2c3d4e5f',
  receivedAt: '2026-11-25T22:03:00.000Z',
  submittedAt: null,
  ...NO_OPTIONAL_FIELDS,
  name: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  phone: '+5543999990000',
  city: CITY,
  service: 'energia-assinatura',
  message: 'Conta de R$ 450.',
  visitDate: '2026-12-03',
  visitPeriod: 'tarde',
  page: 'https://www.solarpr.com.br/',
  consentVersion: '2026-11-25',
  fastFill: false,
  fillMs: 40_000,
  honeypot: false,
  channel: 'json',
  notifyStatus: 'pending',
  notifyAttempts: 0,
  notifyError: null,
  notifyTriedAt: null,
  notifiedAt: null,
  attribution: null,
};

describe('the notification', () => {
  it('says who, how to reach them, what they asked for and when, in Portuguese and Brasília time', () => {
    const text = notificationText(LEAD, words);
    // A line per field in form order (the WhatsApp link after the phone); a field not given says so.
    const given: Partial<Record<LeadField, unknown>> = {
      name: 'Nome: Maria da Silva',
      email: 'E-mail: maria@exemplo.com.br',
      phone: 'Telefone: (43) 99999-0000',
      city: `Cidade: ${CITY}`,
      service: 'Serviço: Energia por Assinatura',
      message: 'Mensagem: Conta de R$ 450.',
      visitDate: expect.stringMatching(/^Visita técnica: quinta-feira, 0?3\/12, à tarde/),
    };
    expect(text.split('\n')).toEqual([
      notificationCopy.title('K7M2-9QXD'),
      ...LINE_FIELDS.flatMap((field) => [
        given[field] ?? `${words.labels[field]}: ${words.none}`,
        ...(field === 'phone' ? ['WhatsApp: https://wa.me/5543999990000'] : []),
      ]),
      'Recebido em: 25/11/2026, 19:03 (Brasília) · Página: https://www.solarpr.com.br/',
    ]);
  });

  it('flags a fast fill for review', () => {
    expect(notificationText({ ...LEAD, fastFill: true, fillMs: 1200 }, words)).toContain(notificationCopy.fastFill('1,2'));
  });

  it('shapes the body for each receiver', () => {
    expect(webhookBody(LEAD, 'slack', words)).toEqual({ text: notificationText(LEAD, words), unfurl_links: false, unfurl_media: false });
    expect(webhookBody(LEAD, 'telegram', words)).toEqual({ text: notificationText(LEAD, words), link_preview_options: { is_disabled: true } });
    expect(webhookBody(LEAD, 'discord', words)).toEqual({ content: notificationText(LEAD, words), allowed_mentions: { parse: [] }, flags: 4 });
    expect(webhookBody(LEAD, 'json', words)).toMatchObject({
      text: notificationText(LEAD, words),
      lead: { reference: 'K7M2-9QXD', serviceLabel: 'Energia por Assinatura' },
    });
  });

  it('posts JSON and fails on an error status, so the inbox retries', async () => {
    const fetchImpl = jest.fn(async () => new Response(null, { status: 502 }));
    await expect(webhookNotifier('https://hooks.example/x', 'slack', words, fetchImpl)(LEAD)).rejects.toThrow('o webhook respondeu 502');
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://hooks.example/x',
      expect.objectContaining({ method: 'POST', headers: { 'Content-Type': 'application/json' } }),
    );
  });

  it('is configured by LEAD_WEBHOOK_URL and LEAD_WEBHOOK_FORMAT', () => {
    expect(notifierFromEnv({}, words)).toEqual({ notify: null, problem: null });
    expect(notifierFromEnv({ LEAD_WEBHOOK_URL: 'https://hooks.example/x' }, words)).toEqual({ notify: expect.any(Function), problem: null });
  });
});

const SECRET_URL = 'api.telegram.org/bot123456:AAE-secret-token_xyz/sendMessage?chat_id=42';
const SECRET_PARTS = ['api.telegram', 'bot123456', 'secret', 'chat_id', 'AAE'];

describe('a setting that cannot work', () => {
  it.each([
    ['Slack', 'slack'],
    [' DISCORD ', 'discord'],
    ['Telegram', 'telegram'],
    ['', 'json'],
  ])('reads LEAD_WEBHOOK_FORMAT %j as %s', async (format, body) => {
    const fetchImpl = jest.fn(async () => new Response(null, { status: 204 }));
    const setting = notifierFromEnv({ LEAD_WEBHOOK_URL: 'https://hooks.example/x', LEAD_WEBHOOK_FORMAT: format }, words, fetchImpl);
    expect(setting.problem).toBeNull();
    await setting.notify!(LEAD);
    const sent = JSON.parse(String((fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>;
    expect(sent).toEqual(webhookBody(LEAD, body as Parameters<typeof webhookBody>[1], words));
  });

  it.each([
    ['an unknown format', { LEAD_WEBHOOK_URL: 'https://hooks.example/x', LEAD_WEBHOOK_FORMAT: 'teams' }, 'LEAD_WEBHOOK_FORMAT'],
    ['an address without https://', { LEAD_WEBHOOK_URL: SECRET_URL, LEAD_WEBHOOK_FORMAT: 'telegram' }, 'LEAD_WEBHOOK_URL'],
    ['an http:// address on the internet', { LEAD_WEBHOOK_URL: `http://${SECRET_URL}` }, 'LEAD_WEBHOOK_URL'],
  ])('%s gives no notifier and a problem that names the variable, never its value', (_, env, variable) => {
    const setting = notifierFromEnv(env, words);
    expect(setting.notify).toBeNull();
    expect(setting.problem).toContain(variable);
    for (const part of [...SECRET_PARTS, 'teams']) expect(setting.problem).not.toContain(part);
  });

  it('accepts http:// only on this computer, for local tests', () => {
    expect(notifierFromEnv({ LEAD_WEBHOOK_URL: 'http://127.0.0.1:4343/hook' }, words).problem).toBeNull();
    expect(notifierFromEnv({ LEAD_WEBHOOK_URL: 'http://localhost:4343/hook' }, words).problem).toBeNull();
  });
});

describe('a failed delivery', () => {
  it('is told in Portuguese by its kind, never with the address a fetch error may echo', async () => {
    const echo = jest.fn(async () => {
      throw new TypeError(`Invalid URL: ${SECRET_URL}`);
    });
    const error = await webhookNotifier(`https://${SECRET_URL}`, 'telegram', words, echo)(LEAD).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    for (const part of [...SECRET_PARTS, 'Invalid URL']) expect((error as Error).message).not.toContain(part);
    const refused = jest.fn(async () => new Response('{"description":"Unauthorized: bot123456"}', { status: 401 }));
    await expect(webhookNotifier(`https://${SECRET_URL}`, 'telegram', words, refused)(LEAD)).rejects.toThrow(/^o webhook respondeu 401/);
  });
});

describe('visitor text in each format', () => {
  const HOSTILE: StoredLead = {
    ...LEAD,
    name: 'Jo <!channel> <https://evil.example|Banco do Brasil>',
    message: '[Pague aqui](https://evil.example) **urgente** @everyone & <@U123>',
  };

  it('Slack: &, < and > are escaped, so no mention or link is made; links are not unfurled', () => {
    const body = webhookBody(HOSTILE, 'slack', words) as { text: string; unfurl_links: boolean; unfurl_media: boolean };
    expect(body.text).toContain('Nome: Jo &lt;!channel&gt; &lt;https://evil.example|Banco do Brasil&gt;');
    expect(body.text).toContain('Mensagem: [Pague aqui](https://evil.example) **urgente** @everyone &amp; &lt;@U123&gt;');
    expect(body.text).not.toMatch(/[<>]/);
    expect(body).toMatchObject({ unfurl_links: false, unfurl_media: false });
  });

  it('Discord: markdown is escaped, so no masked link or formatting is made; no mention, no embed', () => {
    const body = webhookBody(HOSTILE, 'discord', words) as { content: string };
    expect(body.content).toContain('Mensagem: \\[Pague aqui\\]\\(https://evil.example\\) \\*\\*urgente\\*\\* @everyone & \\<@U123\\>');
    expect(body.content).toContain('WhatsApp: https://wa.me/5543999990000');
    expect(body).toMatchObject({ allowed_mentions: { parse: [] }, flags: 4 });
  });

  it('Telegram: plain text (no parse_mode), without link previews', () => {
    const body = webhookBody(HOSTILE, 'telegram', words) as Record<string, unknown>;
    expect(body.text).toContain(`Nome: ${HOSTILE.name}`);
    expect(body).not.toHaveProperty('parse_mode');
    expect(body).toMatchObject({ link_preview_options: { is_disabled: true } });
  });

  it('JSON: the data as it is, for a CRM to treat as data', () => {
    expect(webhookBody(HOSTILE, 'json', words)).toMatchObject({ lead: { name: HOSTILE.name, message: HOSTILE.message } });
  });
});

describe('one delivery per lead', () => {
  it('sends the reference as the Idempotency-Key of a JSON webhook', async () => {
    const fetchImpl = jest.fn(async () => new Response(null, { status: 200 }));
    await webhookNotifier('https://crm.example/leads', 'json', words, fetchImpl)(LEAD);
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://crm.example/leads',
      expect.objectContaining({ headers: expect.objectContaining({ 'Idempotency-Key': 'K7M2-9QXD' }) }),
    );
  });

  it('a retry says it repeats a notice that may have arrived, with the same reference', () => {
    expect(notificationText(LEAD, words)).not.toContain(notificationCopy.repeat(2));
    const again = notificationText({ ...LEAD, notifyAttempts: 1 }, words).split('\n');
    expect(again[0]).toBe(notificationCopy.title('K7M2-9QXD'));
    expect(again[1]).toBe(notificationCopy.repeat(2));
  });
});

describe('what brought the lead, in each format', () => {
  const FROM_AD: StoredLead = {
    ...LEAD,
    attribution: {
      landingPage: '/energia-solar/londrina/?utm_source=google&utm_medium=cpc&utm_campaign=x',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'x',
      utmTerm: 'energia solar',
      utmContent: null,
      clickIdType: 'gclid',
      clickId: 'abc',
      referrerHost: 'www.google.com',
      landedAt: '2026-11-20T10:00:00.000Z',
    },
  };
  const a = notificationCopy.attribution;

  it('says the source, the campaign, the ad click, the landing page and the other site, a line each', () => {
    const lines = notificationText(FROM_AD, words).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        `${a.source}: google / cpc · campanha x · termo energia solar`,
        `${a.clickId('gclid')}: abc`,
        `${a.landingPage}: /energia-solar/londrina/?utm_source=google&utm_medium=cpc&utm_campaign=x`,
        `${a.referrer}: www.google.com`,
      ]),
    );
    expect(notificationText(LEAD, words)).not.toContain(a.source);
    expect(webhookBody(FROM_AD, 'json', words)).toMatchObject({ lead: { attribution: FROM_AD.attribution } });
  });

  // What the inbox stores is cleaned (no line breaks or controls: handler.test.ts); what is left is markup.
  const crafted: StoredLead = {
    ...FROM_AD,
    attribution: { ...FROM_AD.attribution!, utmSource: '<!channel>', utmCampaign: '[Banco](https://evil.example) **pago**' },
  };

  it('Slack: a campaign value mentions no one and links nothing', () => {
    const { text } = webhookBody(crafted, 'slack', words) as { text: string };
    expect(text).toContain('&lt;!channel&gt; / cpc');
    expect(text).not.toContain('<!channel>');
  });

  it('Discord: a campaign value makes no masked link or formatting', () => {
    const { content } = webhookBody(crafted, 'discord', words) as { content: string };
    expect(content).toContain('campanha \\[Banco\\]\\(https://evil.example\\) \\*\\*pago\\*\\*');
  });

  it('Telegram and JSON: plain text; the values stay on their own line', () => {
    const { text } = webhookBody(crafted, 'telegram', words) as { text: string };
    expect(text.split('\n').filter((line) => line.includes('<!channel>'))).toEqual([
      `${a.source}: <!channel> / cpc · campanha [Banco](https://evil.example) **pago** · termo energia solar`,
    ]);
  });
});
