import { formatDecimal } from '@/lib/format/format';
import { isIsoTime } from '@/lib/format/iso';
import { LEAD_FIELDS } from '@/lib/lead/fields';
import { leadLines, type LeadLineWords } from '@/lib/lead/lines';
import { buildWhatsAppLinkTo } from '@/lib/whatsapp/wa-me';
import type { Attribution } from '@/lib/attribution/attribution';
import type { StoredLead } from './store';

// Telling the company about a lead: a webhook the operator points at a chat (Slack, Discord,
// Telegram) or at a CRM or automation tool (docs/leads.md#notification). The lead is stored
// before this runs; a failure here is recorded and retried, never a lost lead. The words are
// the site's (content/contact/inbox.ts), passed in.
//
// The webhook's address is a secret (a Telegram address holds the bot's token): no part of it
// is ever put into an error, a row, a log or the terminal. Settings are judged by name, and a
// failed delivery is told by its kind (a status, a time-out, the network), never by the error
// fetch raised, which can quote the address.

/** The body each kind of receiver expects: Slack and Telegram read `text`, Discord `content`. */
export const WEBHOOK_FORMATS = ['json', 'slack', 'discord', 'telegram'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export type Notifier = (lead: StoredLead) => Promise<void>;

/** What the notification says, and how a problem with it is told (content/contact/inbox-words.ts). */
export type NotificationWords = LeadLineWords & {
  title: (reference: string) => string;
  /** The line under the title of a retry: the notice may have arrived before. */
  repeat: (attempt: number) => string;
  /** The line after the phone's: a wa.me link to answer from. */
  whatsapp: string;
  receivedAt: string;
  page: string;
  fastFill: (seconds: string) => string;
  attribution: AttributionWords;
  none: string;
  failed: { status: (status: number) => string; timeout: (seconds: number) => string; network: string };
  settings: Record<NotifySettingProblem, string>;
};

/** How the notification tells what brought the visit (content/contact/inbox.ts). */
export type AttributionWords = {
  source: string;
  campaign: string;
  term: string;
  content: string;
  clickId: (type: string) => string;
  landingPage: string;
  referrer: string;
};

/**
 * What brought the visit, a line per thing known: 'Origem da visita: google / cpc · campanha x',
 * the ad click, the landing page, the referring site. Every value came from a URL anyone can
 * craft, so each goes through `escape` like the visitor's text.
 */
function attributionLines(attribution: Attribution | null, words: AttributionWords, escape: Escape): string[] {
  if (!attribution) return [];
  const { utmSource, utmMedium, utmCampaign, utmTerm, utmContent, clickIdType, clickId, landingPage, referrerHost } = attribution;
  const lines: string[] = [];
  const source = [utmSource, utmMedium]
    .filter(Boolean)
    .map((value) => escape(value!))
    .join(' / ');
  const details = (
    [
      [words.campaign, utmCampaign],
      [words.term, utmTerm],
      [words.content, utmContent],
    ] as const
  ).flatMap(([label, value]) => (value ? [`${label} ${escape(value)}`] : []));
  if (source || details.length) lines.push(`${words.source}: ${[source, ...details].filter(Boolean).join(' · ')}`);
  if (clickIdType && clickId) lines.push(`${words.clickId(clickIdType)}: ${escape(clickId)}`);
  if (landingPage) lines.push(`${words.landingPage}: ${escape(landingPage)}`);
  if (referrerHost) lines.push(`${words.referrer}: ${escape(referrerHost)}`);
  return lines;
}

/** A delivery that failed, told safely: its message may be stored and printed. */
export class NotifyFailure extends Error {}

/** What can be wrong with the settings: each names its variable, never its value. */
export type NotifySettingProblem = 'formatUnknown' | 'urlInvalid';
export type NotifyEnv = { LEAD_WEBHOOK_URL?: string; LEAD_WEBHOOK_FORMAT?: string };

const WEBHOOK_TIMEOUT_MS = 8000;
/** Discord's SUPPRESS_EMBEDS: a link the visitor typed makes no preview. */
const SUPPRESS_EMBEDS = 1 << 2;

const BRASILIA_TIME = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

/** How a receiver must be given text it should show as it is. */
type Escape = (text: string) => string;
const asIs: Escape = (text) => text;
// Slack reads &, < and > as markup (<!channel>, <url|label>): its documented escapes.
const forSlack: Escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// Discord reads markdown (masked links [label](url), **bold**, # headings, > quotes, <@id>); a
// backslash before a punctuation mark shows the mark itself.
const forDiscord: Escape = (text) => text.replace(/[\\*_~`|<>#\-[\]()]/g, '\\$&');

/** At most `max` UTF-16 units, without half an emoji at the end. */
const cut = (text: string, max: number) => text.slice(0, text.length > max && /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max);

/** A stored time in Brasília; a value that is no time is shown as it is, never a reason to fail the notice. */
const brasiliaTime = (iso: string) => (isIsoTime(iso) ? `${BRASILIA_TIME.format(new Date(iso))} (Brasília)` : iso);

/**
 * The notification as text, in Portuguese: a line per field of the lead (lib/lead/lines.ts), the
 * phone's followed by a WhatsApp link to answer from, then how it was filled and what brought it.
 * What the visitor typed goes through `escape`, the receiver's own rules; the rest is the site's.
 */
export function notificationText(lead: StoredLead, n: NotificationWords, escape: Escape = asIs): string {
  const lines = [n.title(lead.reference)];
  if (lead.notifyAttempts > 0) lines.push(n.repeat(lead.notifyAttempts + 1));
  for (const line of leadLines(lead, n)) {
    lines.push(`${line.label}: ${(line.fromVisitor ? escape(line.value) : line.value) || n.none}`);
    if (line.field === 'phone') lines.push(`${n.whatsapp}: ${buildWhatsAppLinkTo(lead.phone, '')}`);
  }
  if (lead.fastFill) lines.push(n.fastFill(formatDecimal((lead.fillMs ?? 0) / 1000, 1)));
  lines.push(...attributionLines(lead.attribution, n.attribution, escape));
  lines.push(`${n.receivedAt}: ${brasiliaTime(lead.receivedAt)} · ${n.page}: ${lead.page}`);
  return lines.join('\n');
}

/** The lead as a CRM reads it: the stored fields (lib/lead/fields.ts), without the inbox's own bookkeeping. */
function leadRecord(lead: StoredLead, n: NotificationWords) {
  return {
    reference: lead.reference,
    receivedAt: lead.receivedAt,
    ...Object.fromEntries(LEAD_FIELDS.map((field) => [field, lead[field]])),
    serviceLabel: (lead.service && n.choiceLabel('service', lead.service)) || null,
    page: lead.page,
    fastFill: lead.fastFill,
    fillMs: lead.fillMs,
    attribution: lead.attribution,
  };
}

export function webhookBody(lead: StoredLead, format: WebhookFormat, words: NotificationWords): unknown {
  switch (format) {
    case 'slack':
      return { text: notificationText(lead, words, forSlack), unfurl_links: false, unfurl_media: false };
    case 'telegram':
      // No parse_mode: Telegram shows the text as it is. 4 096 characters at most.
      return { text: cut(notificationText(lead, words), 4096), link_preview_options: { is_disabled: true } };
    case 'discord':
      return { content: cut(notificationText(lead, words, forDiscord), 2000), allowed_mentions: { parse: [] }, flags: SUPPRESS_EMBEDS };
    default:
      return { text: notificationText(lead, words), lead: leadRecord(lead, words) };
  }
}

/**
 * Posts the lead to the webhook. A JSON receiver (a CRM, an automation) gets the lead's reference
 * as its Idempotency-Key, so a retry after an answer that came too late is one lead there too.
 */
export function webhookNotifier(url: string, format: WebhookFormat, words: NotificationWords, fetchImpl: typeof fetch = fetch): Notifier {
  return async (lead) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), WEBHOOK_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(format === 'json' && { 'Idempotency-Key': lead.reference }) },
        body: JSON.stringify(webhookBody(lead, format, words)),
        signal: controller.signal,
      });
    } catch {
      // Only the kind of failure: fetch's own error can quote the address.
      throw new NotifyFailure(controller.signal.aborted ? words.failed.timeout(WEBHOOK_TIMEOUT_MS / 1000) : words.failed.network);
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) throw new NotifyFailure(words.failed.status(response.status));
  };
}

/** https://, or http:// to this computer only (a local test's webhook). */
function usableUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/**
 * LEAD_WEBHOOK_URL and LEAD_WEBHOOK_FORMAT as the inbox reads them: the format in any case and
 * spacing ('Slack' is slack), the address only as a full https:// URL. Without an address the
 * notification is off, and nothing is wrong.
 */
export function readNotifySettings(env: NotifyEnv): { webhook: { url: string; format: WebhookFormat } | null; problems: NotifySettingProblem[] } {
  const url = env.LEAD_WEBHOOK_URL?.trim() ?? '';
  if (!url) return { webhook: null, problems: [] };
  const format = env.LEAD_WEBHOOK_FORMAT?.trim().toLowerCase() || 'json';
  const problems: NotifySettingProblem[] = [];
  if (!(WEBHOOK_FORMATS as readonly string[]).includes(format)) problems.push('formatUnknown');
  if (!usableUrl(url)) problems.push('urlInvalid');
  return problems.length ? { webhook: null, problems } : { webhook: { url, format: format as WebhookFormat }, problems };
}

/**
 * The notifier the settings configure, or none; and, when they cannot work, what is wrong in
 * the operator's words. Never throws: a setting must not stop a lead from being stored.
 */
export function notifierFromEnv(env: NotifyEnv, words: NotificationWords, fetchImpl?: typeof fetch): { notify: Notifier | null; problem: string | null } {
  const { webhook, problems } = readNotifySettings(env);
  if (problems.length) return { notify: null, problem: problems.map((problem) => words.settings[problem]).join(' ') };
  return { notify: webhook && webhookNotifier(webhook.url, webhook.format, words, fetchImpl), problem: null };
}
