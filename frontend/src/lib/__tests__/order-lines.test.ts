import type { CartLine } from '../cart-line';
import { orderLineBodies } from '../order-lines';

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 2,
    name: 'PrimeCard Starter',
    price: 4990,
    quantity: 1,
    productType: 'PrimeProd',
    image: '/demo/products/product-2.svg',
    processingType: 'Magnete nicht einzeln verpackt',
    remarks: '',
    musterNum: '',
    templateCat: 'burger',
    address: 'Hauptstraße 5',
    logo: '/uploads/logo.png',
    url: 'www.pizzeria.example',
    phone: '+49 2161 123456',
    ...overrides,
  };
}

describe('the order lines of create-order', () => {
  it("send each design line's QR mode as the designer chose it", () => {
    const bodies = orderLineBodies([line({ qrMode: 'short' }), line({ id: 7, qrMode: 'direct' })]);
    expect(bodies.map((body) => [body.productId, body.qrMode])).toEqual([
      [2, 'short'],
      [7, 'direct'],
    ]);
  });

  it('send the short link a reordered line keeps, and none for the other lines', () => {
    const bodies = orderLineBodies([
      line({ qrMode: 'short', qrLink: 'https://shop.example/q/ABCDEFGH23' }),
      line({ id: 7, qrMode: 'short' }),
      line({ id: 3, qrMode: 'direct' }),
    ]);
    expect(bodies.map((body) => [body.productId, body.qrMode, body.qrLink])).toEqual([
      [2, 'short', 'https://shop.example/q/ABCDEFGH23'],
      [7, 'short', undefined],
      [3, 'direct', undefined],
    ]);
    expect(bodies[1]).not.toHaveProperty('qrLink');
    expect(bodies[2]).not.toHaveProperty('qrLink');
  });

  it('send no QR mode for a line without one, which the server reads as the short link', () => {
    const [body] = orderLineBodies([line()]);
    expect(body).not.toHaveProperty('qrMode');
    expect(body).not.toHaveProperty('qrLink');
    expect(body).toEqual({
      productId: 2,
      productType: 'PrimeProd',
      qte: 1,
      processingType: 'Magnete nicht einzeln verpackt',
      remarks: '',
      musterNumber: '',
      template: 'burger',
      address: 'Hauptstraße 5',
      phone: '+49 2161 123456',
      url: 'www.pizzeria.example',
      cardLogo: '/uploads/logo.png',
      name: 'PrimeCard Starter',
      UnitPrice: 4990,
    });
  });
});
