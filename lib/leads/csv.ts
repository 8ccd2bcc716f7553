import { formatDecimal } from '@/lib/format/format';
import { visitText, type VisitPeriodWords } from '@/lib/lead/lead';
import { displayPhone } from '@/lib/phone/phone';
import type { LeadRow } from './d1-store';
import { forSpreadsheet, withoutAddresses } from './safe-text';

// The leads as a spreadsheet for the company (`npm run leads -- export`): headers in the
// company's words (content/contact/inbox.ts, passed in), Brasília times, ';' between columns and
// a byte-order mark, which is how Excel in Portuguese opens a CSV by double-click; LibreOffice
// and Google Sheets read it too.

export type { LeadRow };

const BRASILIA = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

const CELLS = {
  reference: (row) => row.reference,
  receivedAt: (row) => BRASILIA.format(new Date(row.received_at)),
  name: (row) => row.name,
  email: (row) => row.email,
  phone: (row) => displayPhone(row.phone),
  service: (row, w) => (row.service && w.serviceLabel(row.service)) || '',
  message: (row) => row.message,
  visit: (row, w) => (row.visit_date ? visitText(row.visit_date, row.visit_period ?? '', w.visitPeriod) : ''),
  page: (row) => row.page,
  consentVersion: (row) => row.consent_version,
  fastFill: (row, w) => (row.fast_fill ? w.fastFill(formatDecimal((row.fill_ms ?? 0) / 1000, 1)) : w.no),
  withoutJavaScript: (row, w) => (row.channel === 'form' ? w.yes : w.no),
  notifyStatus: (row, w) => w.notifyStatus[row.notify_status] ?? row.notify_status,
  notifyError: (row, w) => withoutAddresses(row.notify_error ?? '', w.omitted),
  // What brought the visit: at the end, so the columns above keep their places in a sheet.
  landingPage: (row) => row.landing_page ?? '',
  utmSource: (row) => row.utm_source ?? '',
  utmMedium: (row) => row.utm_medium ?? '',
  utmCampaign: (row) => row.utm_campaign ?? '',
  utmTerm: (row) => row.utm_term ?? '',
  utmContent: (row) => row.utm_content ?? '',
  clickIdType: (row) => row.click_id_type ?? '',
  clickId: (row) => row.click_id ?? '',
  referrerHost: (row) => row.referrer_host ?? '',
  landedAt: (row) => (row.landed_at ? BRASILIA.format(new Date(row.landed_at)) : ''),
} satisfies Record<string, (row: LeadRow, words: ExportWords) => string>;

export type ExportColumn = keyof typeof CELLS;

/** The spreadsheet's words (content/contact/inbox-words.ts): a header per column, and the words in its cells. */
export type ExportWords = {
  headers: Record<ExportColumn, string>;
  notifyStatus: Record<string, string>;
  yes: string;
  no: string;
  /** The fast-fill cell: 'sim (1,2 s)'. */
  fastFill: (seconds: string) => string;
  serviceLabel: (id: string) => string | undefined;
  visitPeriod: VisitPeriodWords;
  /** In place of an address an old notification error held. */
  omitted: string;
};

/**
 * One cell: quoted when it holds the separator, a quote or a line break; a value a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe (OWASP, CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function leadsCsv(rows: readonly LeadRow[], words: ExportWords): string {
  const columns = Object.keys(CELLS) as ExportColumn[];
  const lines = [columns.map((column) => csvCell(words.headers[column])).join(';')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(forSpreadsheet(CELLS[column](row, words)))).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
