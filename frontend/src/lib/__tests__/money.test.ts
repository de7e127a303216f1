import { lineSubtotal, netSubtotal, totalsFromNet, vatOn } from '../money';

describe('money', () => {
  it('prices a line as unit price x quantity', () => {
    expect(lineSubtotal(4990, 3)).toBe(14970);
  });

  it('adds the lines up to the net subtotal', () => {
    expect(
      netSubtotal([
        { unitPrice: 4990, quantity: 2 },
        { unitPrice: 4490, quantity: 3 },
      ]),
    ).toBe(23450);
    expect(netSubtotal([])).toBe(0);
  });

  it.each([
    [0, 0],
    [1, 0], // 0.19 ct
    [3, 1], // 0.57 ct
    [50, 10], // 9.5 ct: half rounds up
    [150, 29], // 28.5 ct
    [4990, 948], // 948.1 ct
    [23450, 4456], // 4455.5 ct
    [-50, -10], // a refund mirrors its charge
  ])('VAT on %i cents is %i cents, rounded half up like the server', (net, vat) => {
    expect(vatOn(net)).toBe(vat);
  });

  it('takes VAT once on the net subtotal, not per line', () => {
    // Per line: 9.5 ct + 9.5 ct rounds to 10 + 10; on the sum, 19 ct.
    const net = netSubtotal([
      { unitPrice: 50, quantity: 1 },
      { unitPrice: 50, quantity: 1 },
    ]);
    expect(totalsFromNet(net)).toEqual({ subtotal: 100, vat: 19, shipping: 0, total: 119 });
  });
});
