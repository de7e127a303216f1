import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback } from 'react';
import { useSelector } from 'react-redux';

import { toast } from '@/lib/toast';

import { useGetWishlistQuery, useSaveWishedProductMutation } from './api';
import { selectSignedInUserId } from './session-user';
import { wishlistTexts } from './texts';
import type { ProductType } from './types';

/** What a product page hands over: name and price fill the new row (spec §3). */
export type WishCandidate = { productId: number; productType: 'PrimeProd' | 'MBNprod'; name: string; price: number };

function isConflict(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 409
  );
}

function sameProduct(productId: number, productType: ProductType) {
  return (item: { productId: number; productType: ProductType }) =>
    item.productId === productId && item.productType === productType;
}

/**
 * Adds a product to the signed-in customer's wishlist (spec §4, §6, §8).
 * Guests, a product that has not loaded yet and a product already on the
 * loaded list are answered with a toast without calling the server. Failures
 * other than the duplicate (409) go to the common error handler.
 */
export function useAddToWishlist(): {
  addToWishlist: (candidate: WishCandidate | undefined) => Promise<void>;
  isAdding: boolean;
} {
  const userId = useSelector(selectSignedInUserId);
  // Only this user's list (`currentData`), never the one of whoever was signed in before.
  const { currentData: items } = useGetWishlistQuery(userId ?? skipToken);
  const [save, { isLoading: isAdding }] = useSaveWishedProductMutation();

  const addToWishlist = useCallback(
    async (candidate: WishCandidate | undefined) => {
      if (candidate === undefined) {
        toast.error(wishlistTexts.productNotLoaded);
        return;
      }
      if (userId === null) {
        toast.error(wishlistTexts.signInRequired);
        return;
      }
      const { productId, productType, name, price } = candidate;
      if (items?.some(sameProduct(productId, productType))) {
        toast.info(wishlistTexts.alreadyOnList);
        return;
      }
      try {
        await save({ productId, productType, userId, name, price }).unwrap();
        toast.success(wishlistTexts.added);
      } catch (error) {
        // Already saved (another tab, a double click): the same news as the local check.
        // Every other failure has been announced by the common handler (app/store.ts).
        if (isConflict(error)) toast.info(wishlistTexts.alreadyOnList);
      }
    },
    [items, save, userId],
  );

  return { addToWishlist, isAdding };
}
