import { centsToEuroInput, parseEuroToCents } from '../money';

describe('euro amounts', () => {
  it('turns German amounts into exact cents', () => {
    expect(parseEuroToCents('49,90')).toBe(4990);
    expect(parseEuroToCents('0,29')).toBe(29);
    expect(parseEuroToCents('0,01')).toBe(1);
    expect(parseEuroToCents('12')).toBe(1200);
    expect(parseEuroToCents('12,5')).toBe(1250);
    expect(parseEuroToCents(' 1.234,56 ')).toBe(123456);
    expect(parseEuroToCents('10.000,00')).toBe(1_000_000);
    expect(parseEuroToCents('49,90 €')).toBe(4990);
  });

  it('refuses what is not a German amount', () => {
    for (const text of ['', ',50', '49.90', '49,999', '-1,00', '1,2,3', 'abc', '12.34,00', '1e3']) {
      expect(parseEuroToCents(text)).toBeNull();
    }
  });

  it('writes cents back as input text', () => {
    expect(centsToEuroInput(4990)).toBe('49,90');
    expect(centsToEuroInput(500)).toBe('5,00');
    expect(centsToEuroInput(7)).toBe('0,07');
    expect(centsToEuroInput(1_000_000)).toBe('10000,00');
  });
});
