// What the company's tools print of a stored lead. The inbox stores no control or text-direction
// characters and no webhook address (lib/lead/clean-text.ts, ./notify.ts), but rows stored
// before it did may hold them: these make any row safe where it is shown.

// C0 and C1 controls, DEL, and the marks and overrides that reorder text (Trojan Source).
const DIRECTION = String.raw`\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069`;
const IN_A_CELL = new RegExp(String.raw`[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F${DIRECTION}]`, 'g');
const IN_A_TERMINAL = new RegExp(String.raw`[\x00-\x1F\x7F-\x9F${DIRECTION}\u2028\u2029]`, 'g');

// An address with a scheme, a host with a path (api.telegram.org/bot…), or a bot token alone.
const ADDRESS = /\b[a-z][a-z0-9+.-]*:\/\/\S+|\b(?:[\w-]+\.)+[a-z]{2,}(?::\d+)?\/\S*|\b\d{5,}:[\w-]{20,}/gi;

/** A spreadsheet cell's text: line breaks and tabs stay, every other control goes. */
export const forSpreadsheet = (text: string) => text.replace(IN_A_CELL, '');

/** A terminal line's text: each control shown as its escape (ESC as \x1B), so none is run. */
export const forTerminal = (text: string) =>
  text.replace(IN_A_TERMINAL, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}` : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
  });

/**
 * A stored notification error with any address in it replaced by `omitted` (the company's words).
 * The inbox's own messages (`own`: what it records when a setting cannot work, which quote an
 * example address) are shown whole: only what else the text holds is filtered.
 */
export function withoutAddresses(text: string, omitted: string, own: readonly string[] = []): string {
  const [message, ...others] = own.filter(Boolean);
  if (!message) return text.replace(ADDRESS, omitted);
  return text
    .split(message)
    .map((part) => withoutAddresses(part, omitted, others))
    .join(message);
}
