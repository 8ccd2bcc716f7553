// pt-BR numbers as visitors type them; lib/format/format.ts writes them out.

export type ParsedNumber = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; value: number };

const THOUSANDS = /^[1-9]\d{0,2}(?:\.\d{3})+$/;

/**
 * Reads what a visitor types: '1.234,56', '1234,56', '1.234', 'R$ 450', '10 000 000'.
 * A lone dot before one or two digits ('0.85') is read as a decimal point, since phone
 * keypads often offer only the dot; otherwise dots group thousands, as in pt-BR.
 */
export function parsePtBrNumber(raw: string): ParsedNumber {
  let text = raw
    .trim()
    .replace(/^R\$/i, '')
    .replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return { kind: 'empty' };
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return { kind: 'invalid' };

  let normal: string | null = null;
  const parts = text.split(',');
  if (parts.length === 2) {
    const [whole = '', fraction = ''] = parts;
    const wholeOk = /^\d+$/.test(whole) || THOUSANDS.test(whole);
    if (wholeOk && /^\d*$/.test(fraction)) normal = `${whole.replaceAll('.', '')}.${fraction || '0'}`;
  } else if (parts.length === 1) {
    if (/^\d+$/.test(text)) normal = text;
    else if (THOUSANDS.test(text)) normal = text.replaceAll('.', '');
    else if (/^\d*\.\d+$/.test(text)) normal = text;
  }
  if (normal === null) return { kind: 'invalid' };
  const value = Number(normal);
  return Number.isFinite(value) ? { kind: 'number', value: negative ? -value : value } : { kind: 'invalid' };
}
