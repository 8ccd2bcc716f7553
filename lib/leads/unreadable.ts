import { isIsoTime } from '@/lib/format/iso';

// Reading what the database holds, for the company's commands and the notification: every stored
// value is read as untrusted, and one that cannot be read becomes a marked text (the company's
// words: content/contact/inbox.ts) instead of an exception that would stop a whole export.

/** The marked text for a stored value that cannot be read: its kind and the raw value, cut. */
export type Unreadable = (raw: string, kind: 'date' | 'value') => string;

const RAW_MAX = 60;

/** A stored value as text: '' for none, `show(text)` for a string, the marked text when it is not one or `show` fails. */
export function readable(value: unknown, unreadable: Unreadable, show: (text: string) => string, kind: 'date' | 'value' = 'value'): string {
  if (value === null || value === undefined || value === '') return '';
  const raw = typeof value === 'string' || typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? '');
  const mark = () => unreadable(raw.length > RAW_MAX ? `${raw.slice(0, RAW_MAX)}…` : raw, kind);
  if (typeof value !== 'string') return typeof value === 'number' && kind === 'value' ? raw : mark();
  if (kind === 'date' && !isIsoTime(value)) return mark();
  try {
    return show(value);
  } catch {
    return mark();
  }
}
