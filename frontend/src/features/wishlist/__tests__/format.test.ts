import { wishProductHref } from '../format';

describe('wishProductHref', () => {
  it('opens PrimeProd on the card route and MBNprod on the magnet route', () => {
    expect(wishProductHref(3, 'PrimeProd')).toBe('/prime-shop/primeCardsDetails/3');
    expect(wishProductHref(6, 'MBNprod')).toBe('/prime-shop/MBNCardsDetails/6');
  });
});
