import { useCallback } from 'react';

import { isSessionExpired } from '@/lib/api-error';
import { useAppDispatch, type AppThunkDispatch } from '@/lib/store-hooks';
import { toast } from '@/lib/toast';

import { ordersApi } from './api';
import { reorderedLines, type ReorderDeps } from './reorder';
import { ordersTexts as texts } from './texts';
import type { OrderLine } from './types';

async function orderLines(dispatch: AppThunkDispatch, orderId: number): Promise<OrderLine[]> {
  const request = dispatch(ordersApi.endpoints.getUserOrderLines.initiate(orderId));
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

/**
 * 'Erneut bestellen' of an order: loads its lines, prices them as of today,
 * puts those whose product still exists into the cart and tells the
 * customer, naming the articles that were left out. Never rejects.
 */
export function useReorder({ todaysArticle, addToCart }: ReorderDeps): (orderId: number) => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (orderId: number) => {
      try {
        const { cartLines, gone } = await reorderedLines(await orderLines(dispatch, orderId), todaysArticle);
        if (cartLines.length === 0 && gone.length === 0) throw new Error(`order ${orderId} has no lines`);
        if (cartLines.length > 0) {
          await addToCart(cartLines);
          toast.success(texts.reorderAdded);
        }
        if (gone.length > 0) toast.info(texts.reorderGone(gone));
      } catch (error) {
        // An expired session is the common handler's: it has warned and signed out.
        if (isSessionExpired(error)) return;
        console.error(`Order ${orderId} could not be put back into the cart`, error);
        toast.error(texts.reorderFailed);
      }
    },
    [dispatch, todaysArticle, addToCart],
  );
}
