import {
  formatBRL,
  formatBRLApprox,
  formatBRLCompact,
  formatCompact,
  formatDecimal,
  formatPercent,
  parsePtBrNumber,
} from '@/components/simulator/number-format';

// Intl puts a non-breaking space (U+00A0) between 'R$' and the number.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('parsePtBrNumber', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['450', 450],
    ['450,5', 450.5],
    ['450,', 450],
    ['1.234', 1234],
    ['12.345.678', 12_345_678],
    ['R$ 1.234,56', 1234.56],
    ['  r$450  ', 450],
    ['10 000 000', 10_000_000],
    ['R$\u00a01.234,56', 1234.56],
    ['0,85', 0.85],
    ['0.85', 0.85],
    ['12.5', 12.5],
    ['-100', -100],
    ['0', 0],
  ])('reads %p as %p', (text, value) => {
    expect(parsePtBrNumber(text)).toEqual({ kind: 'number', value });
  });

  it.each(['', '   ', 'R$ '])('reads %p as empty', (text) => {
    expect(parsePtBrNumber(text)).toEqual({ kind: 'empty' });
  });

  it.each(['abc', '12a', '1,2,3', '1.23.4', '1.2345,00', ',', '.', '--5', '1e5', '12,34.5'])('rejects %p', (text) => {
    expect(parsePtBrNumber(text)).toEqual({ kind: 'invalid' });
  });
});

describe('pt-BR formatting', () => {
  it('writes reais with the non-breaking space Intl uses', () => {
    expect(formatBRL(1234.56)).toBe('R$\u00a01.234,56');
    expect(plain(formatBRL(77.9306))).toBe('R$ 77,93');
    expect(plain(formatBRL(10150.4, false))).toBe('R$ 10.150');
    expect(plain(formatBRL(1_000_000))).toBe('R$ 1.000.000,00');
  });

  it('rounds estimates to hundreds of reais', () => {
    expect(plain(formatBRLApprox(8627.5))).toBe('R$ 8.600');
    expect(plain(formatBRLApprox(11672.5))).toBe('R$ 11.700');
    expect(plain(formatBRLApprox(96570.44))).toBe('R$ 96.600');
  });

  it('writes compact reais and compact numbers for chart axes', () => {
    expect(plain(formatBRLCompact(110_000))).toBe('R$ 110 mil');
    expect(plain(formatCompact(250_000))).toBe('250 mil');
    expect(plain(formatCompact(1_000_000))).toBe('1 mi');
    expect(plain(formatCompact(1_500_000))).toBe('1,5 mi');
    expect(plain(formatCompact(-2_000))).toBe('-2 mil');
    expect(formatCompact(0)).toBe('0');
  });

  it('writes decimals with a comma and thousands with a dot', () => {
    expect(formatDecimal(4.06, 2)).toBe('4,06');
    expect(formatDecimal(496.066)).toBe('496');
    expect(formatDecimal(5952.8)).toBe('5.953');
    expect(formatDecimal(5, 2)).toBe('5');
    expect(formatDecimal(5, 2, 2)).toBe('5,00');
  });

  it('writes percentages as the site does', () => {
    expect(formatPercent(0.8268)).toBe('83%');
    expect(formatPercent(0.0188, 2)).toBe('1,88%');
    expect(formatPercent(0.005, 1)).toBe('0,5%');
  });
});
