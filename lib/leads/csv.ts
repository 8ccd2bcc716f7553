import { formatDecimal } from '@/lib/format/format';
import { columnOf } from '@/lib/lead/fields';
import { fieldLine, LINE_FIELDS, type LeadLineWords } from '@/lib/lead/lines';
import { ATTRIBUTION_COLUMNS, type LeadRow } from './d1-store';
import { forSpreadsheet, withoutAddresses } from './safe-text';
import { readable, type Unreadable } from './unreadable';

// The leads as a spreadsheet for the company (`npm run leads -- export`): headers in the
// company's words (content/contact/inbox.ts, passed in), Brasília times, ';' between columns and
// a byte-order mark, which is how Excel in Portuguese opens a CSV by double-click; LibreOffice
// and Google Sheets read it too. The lead's own columns follow its fields (lib/lead/fields.ts), in
// the form's order. A stored value a cell cannot read (a date that is no date, a number where
// text belongs) becomes a marked cell, and the export goes on: no row can stop it.

export type { LeadRow };

const BRASILIA = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

/** The spreadsheet's words (content/contact/inbox-words.ts): a header per column, and the words in its cells. */
export type ExportWords = LeadLineWords & {
  headers: Record<string, string>;
  notifyStatus: Record<string, string>;
  yes: string;
  no: string;
  /** The fast-fill cell: 'sim (1,2 s)'. */
  fastFill: (seconds: string) => string;
  /** In place of an address an old notification error held. */
  omitted: string;
  /** The notification problems the inbox itself records: shown whole, never taken for an address. */
  ownMessages: readonly string[];
  unreadable: Unreadable;
};

type Cell = (row: LeadRow, words: ExportWords) => string;

/** '25/11/2026, 19:03' from a stored ISO time; a marked cell for anything else. */
const brasiliaTime = (value: unknown, words: ExportWords) => readable(value, words.unreadable, (text) => BRASILIA.format(new Date(text)), 'date');
const text = (value: unknown, words: ExportWords) => readable(value, words.unreadable, (string) => string);

const FIELD_CELLS: Record<string, Cell> = Object.fromEntries(
  LINE_FIELDS.map((field) => [
    field,
    (row: LeadRow, words: ExportWords) => {
      const values = Object.fromEntries([field, 'visitPeriod'].map((name) => [name, text(row[columnOf(name)], words) || null]));
      return fieldLine(field, values, words).value;
    },
  ]),
);

const CELLS: Record<string, Cell> = {
  reference: (row, w) => text(row.reference, w),
  receivedAt: (row, w) => brasiliaTime(row.received_at, w),
  ...FIELD_CELLS,
  page: (row, w) => text(row.page, w),
  consentVersion: (row, w) => text(row.consent_version, w),
  fastFill: (row, w) => (row.fast_fill ? w.fastFill(formatDecimal(Number(row.fill_ms ?? 0) / 1000, 1)) : w.no),
  withoutJavaScript: (row, w) => (row.channel === 'form' ? w.yes : w.no),
  notifyStatus: (row, w) => w.notifyStatus[String(row.notify_status)] ?? text(row.notify_status, w),
  notifyError: (row, w) => withoutAddresses(text(row.notify_error, w), w.omitted, w.ownMessages),
  // What brought the visit: after the lead's own columns.
  ...Object.fromEntries(
    ATTRIBUTION_COLUMNS.map(([column, key]): [string, Cell] => [key, (row, w) => (key === 'landedAt' ? brasiliaTime(row[column], w) : text(row[column], w))]),
  ),
};

export type ExportColumn = keyof typeof CELLS;
export const EXPORT_COLUMNS = Object.keys(CELLS);

/**
 * One cell: quoted when it holds the separator, a quote or a line break; a value a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe (OWASP, CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A cell's text, or the marked cell when reading it failed in a way nobody foresaw. */
function cell(column: string, row: LeadRow, words: ExportWords): string {
  try {
    return CELLS[column]!(row, words);
  } catch {
    return words.unreadable('', 'value');
  }
}

export function leadsCsv(rows: readonly LeadRow[], words: ExportWords): string {
  const lines = [EXPORT_COLUMNS.map((column) => csvCell(words.headers[column] ?? column)).join(';')];
  for (const row of rows) lines.push(EXPORT_COLUMNS.map((column) => csvCell(forSpreadsheet(cell(column, row, words)))).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
