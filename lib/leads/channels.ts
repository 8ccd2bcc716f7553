import { isIsoTime } from '@/lib/format/iso';
import type { LeadRow } from './d1-store';
import { forTerminal } from './safe-text';

// `npm run leads -- channels`: how many leads each channel brought, per month (in Brasília), by
// source, campaign and landing page (docs/leads.md#what-brought-the-lead). Pure: the command
// reads the rows and prints what this returns.

/** The columns a channels query needs. */
export type ChannelRow = Pick<LeadRow, 'received_at' | 'utm_source' | 'utm_medium' | 'utm_campaign' | 'landing_page' | 'referrer_host' | 'click_id_type'>;

export type ChannelCount = { month: string; source: string; campaign: string; landingPage: string; leads: number };

/** The table's words (content/contact/inbox.ts). */
export type ChannelWords = {
  headers: { month: string; source: string; campaign: string; landingPage: string; leads: string };
  /** No campaign parameter, no click, no other site: typed, a bookmark, an app, or no JavaScript. */
  direct: string;
  /** A click identifier without utm_source: the ad platform it belongs to. */
  clickSource: (type: string) => string;
  /** The referring site, when there is no campaign. */
  referrer: (host: string) => string;
  none: string;
  /** The month of a row whose time cannot be read: counted, never a reason to stop. */
  unreadableMonth: string;
  empty: string;
  total: (leads: number) => string;
};

// Brasília has had no daylight saving time since 2019: UTC−3 all year.
const BRASILIA_OFFSET_MS = 3 * 60 * 60 * 1000;

/** 'AAAA-MM' of a UTC time, in Brasília; undefined when the stored value is no time. */
export const monthOf = (iso: unknown) => (isIsoTime(iso) ? new Date(new Date(iso).getTime() - BRASILIA_OFFSET_MS).toISOString().slice(0, 7) : undefined);

/** A stored value as text: what a count groups by. */
const text = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

/** The source a lead is counted under: utm_source (with its medium), else the ad click's platform, else the other site, else direct. */
function sourceOf(row: ChannelRow, words: ChannelWords): string {
  const [source, medium, click, referrer] = [row.utm_source, row.utm_medium, row.click_id_type, row.referrer_host].map(text);
  if (source) return medium ? `${source} / ${medium}` : source;
  if (click) return words.clickSource(click);
  if (referrer) return words.referrer(referrer);
  return words.direct;
}

/** The landing page without its query: the campaign is a column of its own. */
const pathOf = (landing: unknown) => text(landing).split('?')[0]!;

/** Leads counted per month, source, campaign and landing page: newest month first, then the most leads. */
export function countChannels(rows: readonly ChannelRow[], words: ChannelWords): ChannelCount[] {
  const counts = new Map<string, ChannelCount>();
  for (const row of rows) {
    const count = {
      month: monthOf(row.received_at) ?? words.unreadableMonth,
      source: sourceOf(row, words),
      campaign: text(row.utm_campaign) || words.none,
      landingPage: pathOf(row.landing_page) || words.none,
      leads: 0,
    };
    const key = JSON.stringify([count.month, count.source, count.campaign, count.landingPage]);
    const known = counts.get(key) ?? counts.set(key, count).get(key)!;
    known.leads += 1;
  }
  return [...counts.values()].sort(
    (a, b) => b.month.localeCompare(a.month) || b.leads - a.leads || a.source.localeCompare(b.source) || a.campaign.localeCompare(b.campaign),
  );
}

/** At most `max` characters on the terminal, with '…' where cut. */
const fit = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The counts as an aligned table for the terminal; every value shown, never run (control characters escaped). */
export function channelsTable(counts: readonly ChannelCount[], words: ChannelWords): string {
  if (!counts.length) return words.empty;
  const h = words.headers;
  const cells = counts.map((count) => [
    count.month,
    fit(forTerminal(count.source), 40),
    fit(forTerminal(count.campaign), 40),
    fit(forTerminal(count.landingPage), 50),
    String(count.leads),
  ]);
  const header = [h.month, h.source, h.campaign, h.landingPage, h.leads];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  const total = counts.reduce((sum, count) => sum + count.leads, 0);
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line), '', words.total(total)].join('\n');
}
