import 'fake-indexeddb/auto';

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

import { makeStore } from '@/app/store';
import { isHostedLogo } from '@/lib/cart-line';
import { getToasts } from '@/lib/toast';

import { loadLogo, useLogo } from '../logo-store';
import type { CartItem } from '../types';
import { useAddToCart } from '../use-add-to-cart';

const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const UPLOADED = '/uploads/ab12.png';
const CLOUDINARY = 'https://res.cloudinary.com/primecards/image/upload/v1/logos/roma.png';

function line(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 2,
    name: 'PrimeCard Starter',
    price: 5490,
    quantity: 1,
    productType: 'PrimeProd',
    image: '/demo/products/product-2.svg',
    processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
    remarks: '',
    musterNum: '',
    templateCat: 'burger',
    address: 'Musterstraße 1, 41061 MG',
    logo: UPLOADED,
    url: 'https://pizzeria.example',
    phone: '+49 170 1234567',
    ...overrides,
  };
}

function setup() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useAddToCart(), { wrapper });
  return { store, result };
}

const toasts = () => getToasts().map(({ kind, message }) => ({ kind, message }));

describe('isHostedLogo', () => {
  it.each([
    [UPLOADED, true],
    [CLOUDINARY, true],
    ['http://example.test/logo.png', false],
    ['/demo/products/product-2.svg', false],
    [LOGO, false],
    [`idb:logo:${'a'.repeat(64)}`, false],
    ['', false],
  ])('%s -> %s', (logo, hosted) => {
    expect(isHostedLogo(logo)).toBe(hosted);
  });
});

describe('a hosted logo in the cart', () => {
  it('is kept as it is by addToCart, not stored in the browser', async () => {
    const { store, result } = setup();
    await act(() => result.current.addToCart(line({ logo: CLOUDINARY })));
    expect(store.getState().cart.items).toEqual([line({ logo: CLOUDINARY })]);
    expect(toasts()).toEqual([{ kind: 'success', message: 'Produkt zum Warenkorb hinzugefügt' }]);
  });

  it('addAllToCart adds every line quietly, merging identical ones and storing only data URLs', async () => {
    const { store, result } = setup();
    await act(() =>
      result.current.addAllToCart([
        line({ quantity: 2 }),
        line({ id: 3, name: 'PrimeCard Business', logo: LOGO }),
        line({ quantity: 3 }),
      ]),
    );
    const items = store.getState().cart.items;
    expect(items.map(({ id, quantity, logo }) => ({ id, quantity, logo }))).toEqual([
      { id: 2, quantity: 5, logo: UPLOADED },
      { id: 3, quantity: 1, logo: expect.stringMatching(/^idb:logo:[0-9a-f]{64}$/) },
    ]);
    expect(await loadLogo(items[1].logo)).toBe(LOGO);
    expect(toasts()).toEqual([]);
    expect(result.current.isAdding).toBe(false);
  });

  it('is shown by its URL at once', () => {
    const { result } = renderHook(() => useLogo(UPLOADED));
    expect(result.current).toEqual({ status: 'hosted', url: UPLOADED });
  });
});
