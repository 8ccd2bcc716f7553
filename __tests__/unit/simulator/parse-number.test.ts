import { parsePtBrNumber } from '@/components/simulator/parse-number';

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
