import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';

import { isHostedLogo } from '@/lib/cart-line';
import { toast } from '@/lib/toast';
import { useAppDispatch } from '@/lib/store-hooks';

import { findCartItem, itemAdded } from './cart-slice';
import { isLogoRef, storeLogo } from './logo-store';
import { cartTexts } from './texts';
import type { CartItem, CartState } from './types';

/**
 * A line as an order form builds it: `logo` is the uploaded data URL, or ''.
 * A line put back from an order carries its logo's hosted URL instead.
 */
export type CartLineDraft = CartItem;

/**
 * The logo value the cart keeps: none, a logo-store reference and a hosted
 * URL stay as they are; a data URL goes to the logo store (too big for
 * localStorage) and the line keeps its reference.
 */
async function keptLogo(logo: string): Promise<string> {
  if (logo === '' || isLogoRef(logo) || isHostedLogo(logo)) return logo;
  return storeLogo(logo);
}

type AddToCart = {
  addToCart: (line: CartLineDraft) => Promise<void>;
  /**
   * Puts several lines into the cart, each merged with an identical line
   * like `addToCart` does, without a toast per line: the caller tells what
   * happened. Every logo is kept first, so a failure adds none of the lines;
   * it rejects then.
   */
  addAllToCart: (lines: readonly CartLineDraft[]) => Promise<void>;
  isAdding: boolean;
};

/**
 * Puts a line into the cart (spec §4, §8): the logo goes to the logo store
 * first and the line keeps its reference; an identical line (same six
 * attributes) has its quantity raised, with the info toast, otherwise the
 * line is appended, with the success toast. Never rejects.
 */
export function useAddToCart(): AddToCart {
  const dispatch = useAppDispatch();
  const store = useStore<{ cart: CartState }>();
  const [pending, setPending] = useState(0);

  const addToCart = useCallback(
    async (line: CartLineDraft) => {
      setPending((count) => count + 1);
      try {
        const logo = await keptLogo(line.logo);
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

  const addAllToCart = useCallback(
    async (lines: readonly CartLineDraft[]) => {
      setPending((count) => count + 1);
      try {
        const kept = await Promise.all(lines.map(async (line) => ({ ...line, logo: await keptLogo(line.logo) })));
        for (const line of kept) dispatch(itemAdded(line));
      } finally {
        setPending((count) => count - 1);
      }
    },
    [dispatch],
  );

  return { addToCart, addAllToCart, isAdding: pending > 0 };
}
