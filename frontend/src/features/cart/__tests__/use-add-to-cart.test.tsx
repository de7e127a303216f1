import 'fake-indexeddb/auto';

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

import { makeStore } from '@/app/store';
import { getToasts } from '@/lib/toast';

import { loadLogo } from '../logo-store';
import type { CartItem } from '../types';
import { useAddToCart } from '../use-add-to-cart';

const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function line(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 2,
    name: 'PrimeCard Starter',
    price: 7490,
    quantity: 1,
    productType: 'PrimeProd',
    image: '/demo/products/product-2.svg',
    processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
    remarks: '',
    musterNum: '',
    templateCat: 'burger',
    address: 'Musterstraße 1, 41061 MG',
    logo: LOGO,
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

describe('useAddToCart', () => {
  it('appends a new line with the success toast', async () => {
    const { store, result } = setup();
    await act(() => result.current.addToCart(line()));
    expect(store.getState().cart.items).toHaveLength(1);
    expect(toasts()).toEqual([{ kind: 'success', message: 'Produkt zum Warenkorb hinzugefügt' }]);
  });

  it('raises the quantity of an identical line with the info toast', async () => {
    const { store, result } = setup();
    await act(() => result.current.addToCart(line()));
    await act(() => result.current.addToCart(line({ quantity: 2 })));
    expect(store.getState().cart.items).toEqual([expect.objectContaining({ quantity: 3 })]);
    expect(toasts()).toEqual([
      { kind: 'success', message: 'Produkt zum Warenkorb hinzugefügt' },
      { kind: 'info', message: 'Produkt bereits in Ihrem Warenkorb! Menge wird aktualisiert' },
    ]);
  });

  it('appends a line that differs in one identity attribute with the success toast', async () => {
    const { store, result } = setup();
    await act(() => result.current.addToCart(line()));
    await act(() => result.current.addToCart(line({ remarks: 'Bitte Logo größer' })));
    expect(store.getState().cart.itemCount).toBe(2);
    expect(toasts().map((toast) => toast.kind)).toEqual(['success', 'success']);
  });

  it('keeps only a reference to the logo in the cart and in localStorage', async () => {
    const { store, result } = setup();
    await act(() => result.current.addToCart(line()));

    const [stored] = store.getState().cart.items;
    expect(stored.logo).toMatch(/^idb:logo:[0-9a-f]{64}$/);
    expect(await loadLogo(stored.logo)).toBe(LOGO);
    const saved = window.localStorage.getItem('shopping-cart') ?? '';
    expect(saved).toContain(stored.logo);
    expect(saved).not.toContain('base64');
  });

  it('adds a line without a logo as it is', async () => {
    const { store, result } = setup();
    await act(() => result.current.addToCart(line({ logo: '', productType: 'MBNprod', musterNum: 'MN-1001' })));
    expect(store.getState().cart.items[0]).toMatchObject({ logo: '', musterNum: 'MN-1001' });
  });
});
