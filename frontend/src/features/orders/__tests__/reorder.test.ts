import { cartLineOf, type TodaysArticle } from '../reorder';
import type { OrderLine } from '../types';

const SHORT_LINK = 'https://shop.example/q/ABCDEFGH23';

function orderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    orderLineId: 11,
    productId: 2,
    productType: 'PrimeProd',
    name: 'PrimeCard Starter',
    UnitPrice: 7490,
    qte: 2,
    processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
    orderType: 'Normal',
    remarks: '',
    musterNumber: '',
    template: 'burger',
    address: 'Hauptstraße 5',
    phone: '+49 2161 123456',
    url: 'https://pizzeria.example',
    cardLogo: '/uploads/logo.png',
    qrLink: null,
    qrTarget: null,
    qrScans: null,
    ...overrides,
  };
}

const article: TodaysArticle = { name: 'PrimeCard Starter', image: '/demo/products/product-2.svg', unitPrice: 7890 };

const design = {
  id: 2,
  name: 'PrimeCard Starter',
  price: 7890,
  quantity: 2,
  productType: 'PrimeProd',
  image: '/demo/products/product-2.svg',
  processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
  remarks: '',
  musterNum: '',
  templateCat: 'burger',
  address: 'Hauptstraße 5',
  phone: '+49 2161 123456',
  url: 'https://pizzeria.example',
  logo: '/uploads/logo.png',
};

describe('cartLineOf', () => {
  it('keeps the short link of a line that printed one', () => {
    const line = orderLine({ qrLink: SHORT_LINK, qrTarget: 'https://pizzeria.example/karte', qrScans: 41 });
    expect(cartLineOf(line, article)).toStrictEqual({ ...design, qrMode: 'short', qrLink: SHORT_LINK });
  });

  it('prints the URL itself again for a line that printed it directly, or was ordered before short links', () => {
    expect(cartLineOf(orderLine(), article)).toStrictEqual({ ...design, qrMode: 'direct' });
    // An order from before short links has no QR fields at all.
    const older = orderLine();
    delete older.qrLink;
    delete older.qrTarget;
    delete older.qrScans;
    expect(cartLineOf(older, article)).toStrictEqual({ ...design, qrMode: 'direct' });
  });

  it('gives a line without a URL (a sample pack) no QR mode and no short link', () => {
    const pack = orderLine({
      productId: 5,
      productType: 'MBNprod',
      processingType: 'Magnete nicht einzeln verpackt',
      musterNumber: 'MN-1002',
      template: '',
      address: '',
      phone: '',
      url: '',
      cardLogo: '',
    });
    const cartLine = cartLineOf(pack, article);
    expect(cartLine).not.toHaveProperty('qrMode');
    expect(cartLine).not.toHaveProperty('qrLink');
    expect(cartLine).toStrictEqual({
      ...design,
      id: 5,
      productType: 'MBNprod',
      processingType: 'Magnete nicht einzeln verpackt',
      musterNum: 'MN-1002',
      templateCat: '',
      address: '',
      phone: '',
      url: '',
      logo: '',
    });
  });
});
