import { formatCents } from '../format';

describe('formatCents', () => {
  it.each([
    [4990, '49,90 €'],
    [0, '0,00 €'],
    [5, '0,05 €'],
    [100, '1,00 €'],
    [2500, '25,00 €'],
    [123456, '1.234,56 €'],
    [100000000, '1.000.000,00 €'],
    [-1999, '-19,99 €'],
  ])('formats %i cents as %s', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });

  it('rounds fractional cents', () => {
    expect(formatCents(4989.6)).toBe('49,90 €');
  });

  it('rejects values that are not finite', () => {
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
    expect(() => formatCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
