import type { ReactNode } from 'react';

/**
 * Phone numbers and CEPs: a browser may break a line after their hyphen, which left "(43) 99999-"
 * on one line and "0000" on the next on a 320 px phone. Each match is kept on one line; the rest
 * of the text wraps as usual. Error messages stay plain text: jsdom's accessible-description
 * computation (not Chromium's) reads a space around an inline span.
 */
const UNBREAKABLE = /\(\d{2}\) \d{4,5}-\d{4}|\b\d{5}-\d{3}\b/g;

/** The text, with every phone number and CEP in it kept whole on its line. */
export function KeepTogether({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(UNBREAKABLE)) {
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <span key={start} className="nowrap">
        {match[0]}
      </span>,
    );
    last = start + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
