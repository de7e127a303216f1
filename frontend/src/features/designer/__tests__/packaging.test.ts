import { packagingOptions, surchargeEuros, unitPrice } from '../packaging';

const NOT_PACKED = 'Magnete nicht einzeln verpackt';
const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';

describe('packaging', () => {
  it('offers both packings with the surcharge in whole euros', () => {
    expect(packagingOptions({ packingRule: 'any', relativePrice: 2500 })).toEqual([
      { value: NOT_PACKED, label: NOT_PACKED },
      { value: PACKED, label: 'Magnete einzeln in LDPE Tütchen verpackt (+25€)' },
    ]);
  });

  it('offers a packed-only product only packed', () => {
    expect(packagingOptions({ packingRule: 'packedOnly', relativePrice: 7500 })).toEqual([
      { value: PACKED, label: 'Magnete einzeln in LDPE Tütchen verpackt (+75€)' },
    ]);
  });

  it('writes cents as euros, with a decimal comma when needed', () => {
    expect(surchargeEuros(2500)).toBe('25');
    expect(surchargeEuros(7550)).toBe('75,50');
    expect(surchargeEuros(0)).toBe('0');
  });

  it('adds the surcharge to the unit price only for the packed option', () => {
    const product = { price: 4990, relativePrice: 2500 };
    expect(unitPrice(product, PACKED)).toBe(7490);
    expect(unitPrice(product, NOT_PACKED)).toBe(4990);
    expect(unitPrice(product, '')).toBe(4990);
  });
});
