import { formatBRL, formatBRLApprox, formatCompact, formatDecimal, formatKwp, formatNumber, formatPercent } from '@/lib/format/format';

// Intl puts a non-breaking space (U+00A0) between 'R$' and the number.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('pt-BR formatting', () => {
  it('writes counts with a dot between thousands, as toLocaleString does', () => {
    expect(formatNumber(2000)).toBe('2.000');
    expect(formatNumber(19)).toBe('19');
    expect(formatNumber(1234567)).toBe('1.234.567');
    for (const value of [0, 7, 1999, 2000, 12_345.6789, -42]) expect(formatNumber(value)).toBe(value.toLocaleString('pt-BR'));
  });

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

  it('writes compact numbers for chart axes', () => {
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
    expect(formatDecimal(4.5, 1, 1)).toBe('4,5');
    expect(formatDecimal(5, 1, 1)).toBe('5,0');
  });

  it('writes percentages as the site does', () => {
    expect(formatPercent(0.8268)).toBe('83%');
    expect(formatPercent(0.0188, 2)).toBe('1,88%');
    expect(formatPercent(0.005, 1)).toBe('0,5%');
    expect(formatPercent(0.15, 1, 1)).toBe('15,0%');
    expect(formatPercent(0.0188, 2, 2)).toBe('1,88%');
  });

  it('writes plant power in kWp with up to two decimals', () => {
    expect(formatKwp(5)).toBe('5 kWp');
    expect(formatKwp(15)).toBe('15 kWp');
    expect(formatKwp(5.22)).toBe('5,22 kWp');
    expect(formatKwp(1234.567)).toBe('1.234,57 kWp');
  });
});
