/** Values the cart's tests share: a designed card line, a server's quote for it, and the reducer run over actions. */
import type { VoucherQuote } from '@/lib/voucher';

import { cartReducer, initialCartState } from '../cart-slice';
import type { CartItem, CartState } from '../types';

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 2,
    name: 'PrimeCard Starter',
    price: 5490,
    quantity: 2,
    productType: 'PrimeProd',
    image: '/demo/products/product-2.svg',
    processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
    remarks: '',
    musterNum: '',
    templateCat: 'burger',
    address: 'Musterstraße 1, 41061 Mönchengladbach',
    logo: '',
    url: 'https://pizzeria.example',
    phone: '+49 170 1234567',
    ...overrides,
  };
}

// What a server would answer for 2 x 54,90 € with 10 % off; the client never computes it.
export const quote: VoucherQuote = {
  code: 'SOMMER10',
  discountCents: 1098,
  netCents: 10980,
  vatCents: 1877,
  taxCategory: 'S',
  totalCents: 11759,
};

export function reduce(...actions: Parameters<typeof cartReducer>[1][]): CartState {
  return actions.reduce(cartReducer, initialCartState);
}
