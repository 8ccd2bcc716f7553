// pt-BR numbers in and out. Intl writes a non-breaking space in 'R$ 1.234,56'.

export type ParsedNumber = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; value: number };

const THOUSANDS = /^[1-9]\d{0,2}(?:\.\d{3})+$/;

/**
 * Reads what a visitor types: '1.234,56', '1234,56', '1.234', 'R$ 450', '10 000 000'.
 * A lone dot before one or two digits ('0.85') is read as a decimal point, since phone
 * keypads often offer only the dot; otherwise dots group thousands, as in pt-BR.
 */
export function parsePtBrNumber(raw: string): ParsedNumber {
  let text = raw.trim().replace(/^R\$/i, '').replace(/[\s\u00a0\u202f]/g, '');
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

const brlCents = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const brlWhole = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });
const brlCompact = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact' });

/** 'R$ 1.234,56', or 'R$ 1.235' without cents. */
export function formatBRL(value: number, cents = true): string {
  return (cents ? brlCents : brlWhole).format(value);
}

/** Estimates with no false precision: 'R$ 8.600' for 8.627,50. */
export function formatBRLApprox(value: number, step = 100): string {
  return brlWhole.format(Math.round(value / step) * step);
}

/** 'R$ 110 mil': for chart axes. */
export function formatBRLCompact(value: number): string {
  return brlCompact.format(value);
}

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact' });

/** '250 mil', '1,2 mi': for chart axes whose unit is said once. */
export function formatCompact(value: number): string {
  return compact.format(value);
}

const decimalFormats = new Map<string, Intl.NumberFormat>();

/** '1.234,5': up to `digits` decimals, at least `minDigits` (trailing zeros dropped beyond). */
export function formatDecimal(value: number, digits = 0, minDigits = 0): string {
  const key = `${digits}/${minDigits}`;
  let format = decimalFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: minDigits });
    decimalFormats.set(key, format);
  }
  return format.format(value);
}

/** 0.827 → '83%'; 0.0188 with 2 digits → '1,88%'. */
export function formatPercent(share: number, digits = 0): string {
  return `${formatDecimal(share * 100, digits)}%`;
}

export const premiseFormat = { decimal: formatDecimal, percent: formatPercent, brl: formatBRL };
