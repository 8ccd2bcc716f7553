// pt-BR numbers as the site writes them, for server copy and client islands alike. Each
// Intl.NumberFormat is made once, on first use. Intl writes a non-breaking space in 'R$ 1.234,56'.

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', options);
    formats.set(key, format);
  }
  return format;
}

/** '1.234', '2.000': a count, as `toLocaleString('pt-BR')` writes it. */
export function formatNumber(value: number): string {
  return numberFormat('number', {}).format(value);
}

/** '1.234,5': up to `digits` decimals, at least `minDigits` (trailing zeros dropped beyond). */
export function formatDecimal(value: number, digits = 0, minDigits = 0): string {
  return numberFormat(`decimal ${digits}/${minDigits}`, { maximumFractionDigits: digits, minimumFractionDigits: minDigits }).format(value);
}

/** 0.827 → '83%'; 0.0188 with 2 digits → '1,88%'; 0.15 with 1 digit at least → '15,0%'. */
export function formatPercent(share: number, digits = 0, minDigits = 0): string {
  return `${formatDecimal(share * 100, digits, minDigits)}%`;
}

/** 'R$ 1.234,56', or 'R$ 1.235' without cents. */
export function formatBRL(value: number, cents = true): string {
  return cents
    ? numberFormat('brl', { style: 'currency', currency: 'BRL' }).format(value)
    : numberFormat('brl whole', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 }).format(value);
}

/** Estimates with no false precision: 'R$ 8.600' for 8.627,50. */
export function formatBRLApprox(value: number, step = 100): string {
  return formatBRL(Math.round(value / step) * step, false);
}

/** '250 mil', '1,2 mi': for chart axes whose unit is said once. */
export function formatCompact(value: number): string {
  return numberFormat('compact', { notation: 'compact' }).format(value);
}

/** `5 kWp`, `15 kWp`, `5,22 kWp`. */
export function formatKwp(value: number): string {
  return `${formatDecimal(value, 2)} kWp`;
}

/** Month names, January first: 'janeiro'. */
export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** 'janeiro de 2027' for year 2027 and month 0. */
export function formatMonthYear(year: number, month: number): string {
  return `${MONTH_NAMES[month]} de ${year}`;
}
