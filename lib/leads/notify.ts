import { formatDecimal } from '@/lib/format/format';
import { visitText, type VisitPeriodWords } from '@/lib/lead/lead';
import { displayPhone } from '@/lib/phone/phone';
import { buildWhatsAppLinkTo } from '@/lib/whatsapp/wa-me';
import type { StoredLead } from './store';

// Telling the company about a lead: a webhook the operator points at a chat (Slack, Discord,
// Telegram) or at a CRM or automation tool (docs/leads.md#notification). The lead is stored
// before this runs; a failure here is recorded and retried, never a lost lead. The words are
// the site's (content/contact/inbox.ts), passed in.

/** The body each kind of receiver expects: Slack and Telegram read `text`, Discord `content`. */
export const WEBHOOK_FORMATS = ['json', 'slack', 'discord', 'telegram'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export type Notifier = (lead: StoredLead) => Promise<void>;

/** What the notification says (content/contact/inbox-words.ts). */
export type NotificationWords = {
  title: (reference: string) => string;
  name: string;
  phone: string;
  whatsapp: string;
  email: string;
  service: string;
  visit: string;
  message: string;
  receivedAt: string;
  page: string;
  fastFill: (seconds: string) => string;
  none: string;
  serviceLabel: (id: string) => string | undefined;
  visitPeriod: VisitPeriodWords;
};

const WEBHOOK_TIMEOUT_MS = 8000;

const BRASILIA_TIME = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

/** The notification as plain text, in Portuguese: who, how to reach them, what they asked for. */
export function notificationText(lead: StoredLead, n: NotificationWords): string {
  const lines = [
    n.title(lead.reference),
    `${n.name}: ${lead.name}`,
    `${n.phone}: ${displayPhone(lead.phone)}`,
    `${n.whatsapp}: ${buildWhatsAppLinkTo(lead.phone, '')}`,
    `${n.email}: ${lead.email}`,
    `${n.service}: ${(lead.service && n.serviceLabel(lead.service)) || n.none}`,
  ];
  if (lead.visitDate) lines.push(`${n.visit}: ${visitText(lead.visitDate, lead.visitPeriod ?? '', n.visitPeriod)}`);
  lines.push(`${n.message}: ${lead.message || n.none}`);
  if (lead.fastFill) lines.push(n.fastFill(formatDecimal((lead.fillMs ?? 0) / 1000, 1)));
  lines.push(`${n.receivedAt}: ${BRASILIA_TIME.format(new Date(lead.receivedAt))} (Brasília) · ${n.page}: ${lead.page}`);
  return lines.join('\n');
}

/** The lead as a CRM reads it: the stored fields, without the inbox's own bookkeeping. */
function leadRecord(lead: StoredLead, n: NotificationWords) {
  return {
    reference: lead.reference,
    receivedAt: lead.receivedAt,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    service: lead.service,
    serviceLabel: (lead.service && n.serviceLabel(lead.service)) || null,
    message: lead.message,
    visitDate: lead.visitDate,
    visitPeriod: lead.visitPeriod,
    page: lead.page,
    fastFill: lead.fastFill,
    fillMs: lead.fillMs,
  };
}

export function webhookBody(lead: StoredLead, format: WebhookFormat, words: NotificationWords): unknown {
  const text = notificationText(lead, words);
  switch (format) {
    case 'slack':
    case 'telegram':
      return { text };
    case 'discord':
      return { content: text.slice(0, 2000), allowed_mentions: { parse: [] } };
    default:
      return { text, lead: leadRecord(lead, words) };
  }
}

export function webhookNotifier(url: string, format: WebhookFormat, words: NotificationWords, fetchImpl: typeof fetch = fetch): Notifier {
  return async (lead) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), WEBHOOK_TIMEOUT_MS);
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(webhookBody(lead, format, words)),
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
    } catch (error) {
      if (controller.signal.aborted) throw new Error(`the webhook did not answer in ${WEBHOOK_TIMEOUT_MS / 1000} s`);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The notifier LEAD_WEBHOOK_URL and LEAD_WEBHOOK_FORMAT configure, or null when none is. */
export function notifierFromEnv(env: { LEAD_WEBHOOK_URL?: string; LEAD_WEBHOOK_FORMAT?: string }, words: NotificationWords): Notifier | null {
  const url = env.LEAD_WEBHOOK_URL?.trim();
  if (!url) return null;
  const format = (env.LEAD_WEBHOOK_FORMAT?.trim() || 'json') as WebhookFormat;
  if (!WEBHOOK_FORMATS.includes(format)) throw new Error(`LEAD_WEBHOOK_FORMAT must be one of ${WEBHOOK_FORMATS.join(', ')}, not '${format}'.`);
  return webhookNotifier(url, format, words);
}
