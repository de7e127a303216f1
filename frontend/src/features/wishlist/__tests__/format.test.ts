import { formatWishDate, wishProductHref } from '../format';

describe('formatWishDate', () => {
  it('shows the date part only, German style', () => {
    expect(formatWishDate('2024-03-05T11:45:10.123Z', 'UTC')).toBe('05.03.2024');
  });

  it('takes the date of the given time zone, not the UTC date', () => {
    // 23:30 UTC is already the next day in Germany (CET, UTC+1).
    expect(formatWishDate('2024-03-05T23:30:00.000Z', 'Europe/Berlin')).toBe('06.03.2024');
    expect(formatWishDate('2024-03-05T23:30:00.000Z', 'UTC')).toBe('05.03.2024');
  });

  it('shows an unreadable timestamp as it came', () => {
    expect(formatWishDate('gestern')).toBe('gestern');
  });
});

describe('wishProductHref', () => {
  it('opens PrimeProd on the card route and MBNprod on the magnet route', () => {
    expect(wishProductHref(3, 'PrimeProd')).toBe('/prime-shop/primeCardsDetails/3');
    expect(wishProductHref(6, 'MBNprod')).toBe('/prime-shop/MBNCardsDetails/6');
  });
});
