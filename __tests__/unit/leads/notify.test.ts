/** @jest-environment node */
import { notificationCopy } from '@/content/contact/inbox';
import { notificationWords as words } from '@/content/contact/inbox-words';
import { notifierFromEnv, notificationText, webhookBody, webhookNotifier } from '@/lib/leads/notify';
import type { StoredLead } from '@/lib/leads/store';

const LEAD: StoredLead = {
  reference: 'K7M2-9QXD',
  idempotencyKey: '2b7c3f0e-0d4e-4a8a-9f6e-0a1b2c3d4e5f',
  receivedAt: '2026-11-25T22:03:00.000Z',
  submittedAt: null,
  name: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  phone: '+5543999990000',
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
};

describe('the notification', () => {
  it('says who, how to reach them, what they asked for and when, in Portuguese and Brasília time', () => {
    const text = notificationText(LEAD, words);
    expect(text.split('\n')).toEqual([
      notificationCopy.title('K7M2-9QXD'),
      'Nome: Maria da Silva',
      'Telefone: (43) 99999-0000',
      'WhatsApp: https://wa.me/5543999990000',
      'E-mail: maria@exemplo.com.br',
      'Serviço: Energia por Assinatura',
      expect.stringMatching(/^Visita técnica: quinta-feira, 0?3\/12, à tarde/),
      'Mensagem: Conta de R$ 450.',
      'Recebido em: 25/11/2026, 19:03 (Brasília) · Página: https://www.solarpr.com.br/',
    ]);
  });

  it('flags a fast fill for review', () => {
    expect(notificationText({ ...LEAD, fastFill: true, fillMs: 1200 }, words)).toContain(notificationCopy.fastFill('1,2'));
  });

  it('shapes the body for each receiver', () => {
    expect(webhookBody(LEAD, 'slack', words)).toEqual({ text: notificationText(LEAD, words) });
    expect(webhookBody(LEAD, 'telegram', words)).toEqual({ text: notificationText(LEAD, words) });
    expect(webhookBody(LEAD, 'discord', words)).toEqual({ content: notificationText(LEAD, words), allowed_mentions: { parse: [] } });
    expect(webhookBody(LEAD, 'json', words)).toMatchObject({
      text: notificationText(LEAD, words),
      lead: { reference: 'K7M2-9QXD', serviceLabel: 'Energia por Assinatura' },
    });
  });

  it('posts JSON and fails on an error status, so the inbox retries', async () => {
    const fetchImpl = jest.fn(async () => new Response(null, { status: 502 }));
    await expect(webhookNotifier('https://hooks.example/x', 'slack', words, fetchImpl)(LEAD)).rejects.toThrow('the webhook answered 502');
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://hooks.example/x',
      expect.objectContaining({ method: 'POST', headers: { 'Content-Type': 'application/json' } }),
    );
  });

  it('is configured by LEAD_WEBHOOK_URL and LEAD_WEBHOOK_FORMAT', () => {
    expect(notifierFromEnv({}, words)).toBeNull();
    expect(notifierFromEnv({ LEAD_WEBHOOK_URL: 'https://hooks.example/x' }, words)).toEqual(expect.any(Function));
    expect(() => notifierFromEnv({ LEAD_WEBHOOK_URL: 'https://hooks.example/x', LEAD_WEBHOOK_FORMAT: 'sms' }, words)).toThrow(/LEAD_WEBHOOK_FORMAT/);
  });
});
