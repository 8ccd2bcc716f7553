import { notificationCopy as n } from '@/content/contact/inbox';
import { serviceLabel } from '@/content/services';
import { formatDecimal } from '@/lib/format/format';
import { buildWhatsAppLinkTo } from '@/components/ui/whatsapp-link';
import { visitText } from '@/components/contact/lead';
import { displayPhone } from '@/lib/phone/phone';
import type { StoredLead } from './store';

// Telling the company about a lead: a webhook the operator points at a chat (Slack, Discord,
// Telegram) or at a CRM or automation tool (docs/leads.md#notification). The lead is stored
// before this runs; a failure here is recorded and retried, never a lost lead.

/** The body each kind of receiver expects: Slack and Telegram read `text`, Discord `content`. */
export const WEBHOOK_FORMATS = ['json', 'slack', 'discord', 'telegram'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export type Notifier = (lead: StoredLead) => Promise<void>;

const WEBHOOK_TIMEOUT_MS = 8000;

const BRASILIA_TIME = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

/** The notification as plain text, in Portuguese: who, how to reach them, what they asked for. */
export function notificationText(lead: StoredLead): string {
  const lines = [
    n.title(lead.reference),
    `${n.name}: ${lead.name}`,
    `${n.phone}: ${displayPhone(lead.phone)}`,
    `${n.whatsapp}: ${buildWhatsAppLinkTo(lead.phone, '')}`,
    `${n.email}: ${lead.email}`,
    `${n.service}: ${(lead.service && serviceLabel(lead.service)) || n.none}`,
  ];
  if (lead.visitDate) lines.push(`${n.visit}: ${visitText(lead.visitDate, lead.visitPeriod ?? '')}`);
  lines.push(`${n.message}: ${lead.message || n.none}`);
  if (lead.fastFill) lines.push(n.fastFill(formatDecimal((lead.fillMs ?? 0) / 1000, 1)));
  lines.push(`${n.receivedAt}: ${BRASILIA_TIME.format(new Date(lead.receivedAt))} (Brasília) · ${n.page}: ${lead.page}`);
  return lines.join('\n');
}

/** The lead as a CRM reads it: the stored fields, without the inbox's own bookkeeping. */
function leadRecord(lead: StoredLead) {
  return {
    reference: lead.reference,
    receivedAt: lead.receivedAt,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    service: lead.service,
    serviceLabel: (lead.service && serviceLabel(lead.service)) || null,
    message: lead.message,
    visitDate: lead.visitDate,
    visitPeriod: lead.visitPeriod,
    page: lead.page,
    fastFill: lead.fastFill,
    fillMs: lead.fillMs,
  };
}

export function webhookBody(lead: StoredLead, format: WebhookFormat): unknown {
  const text = notificationText(lead);
  switch (format) {
    case 'slack':
    case 'telegram':
      return { text };
    case 'discord':
      return { content: text.slice(0, 2000), allowed_mentions: { parse: [] } };
    default:
      return { text, lead: leadRecord(lead) };
  }
}

export function webhookNotifier(url: string, format: WebhookFormat, fetchImpl: typeof fetch = fetch): Notifier {
  return async (lead) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), WEBHOOK_TIMEOUT_MS);
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(webhookBody(lead, format)),
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
export function notifierFromEnv(env: { LEAD_WEBHOOK_URL?: string; LEAD_WEBHOOK_FORMAT?: string }): Notifier | null {
  const url = env.LEAD_WEBHOOK_URL?.trim();
  if (!url) return null;
  const format = (env.LEAD_WEBHOOK_FORMAT?.trim() || 'json') as WebhookFormat;
  if (!WEBHOOK_FORMATS.includes(format)) throw new Error(`LEAD_WEBHOOK_FORMAT must be one of ${WEBHOOK_FORMATS.join(', ')}, not '${format}'.`);
  return webhookNotifier(url, format);
}
