import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';

import { toast } from '@/lib/toast';
import { useAppDispatch } from '@/lib/store-hooks';

import { findCartItem, itemAdded } from './cart-slice';
import { isLogoRef, storeLogo } from './logo-store';
import { cartTexts } from './texts';
import type { CartItem, CartState } from './types';

/** A line as an order form builds it: `logo` is the uploaded data URL, or ''. */
export type CartLineDraft = CartItem;

/**
 * Puts a line into the cart (spec §4, §8): the logo goes to the logo store
 * first and the line keeps its reference; an identical line (same six
 * attributes) has its quantity raised, with the info toast, otherwise the
 * line is appended, with the success toast. Never rejects.
 */
export function useAddToCart(): { addToCart: (line: CartLineDraft) => Promise<void>; isAdding: boolean } {
  const dispatch = useAppDispatch();
  const store = useStore<{ cart: CartState }>();
  const [pending, setPending] = useState(0);

  const addToCart = useCallback(
    async (line: CartLineDraft) => {
      setPending((count) => count + 1);
      try {
        const logo = line.logo === '' || isLogoRef(line.logo) ? line.logo : await storeLogo(line.logo);
        const existed = findCartItem(store.getState().cart.items, line) !== undefined;
        dispatch(itemAdded({ ...line, logo }));
        if (existed) toast.info(cartTexts.merged);
        else toast.success(cartTexts.added);
      } catch (error) {
        console.error('Could not add the line to the cart', error);
        toast.error(cartTexts.addFailed);
      } finally {
        setPending((count) => count - 1);
      }
    },
    [dispatch, store],
  );

  return { addToCart, isAdding: pending > 0 };
}
