/**
 * What 'Erneut bestellen' in the orders feature needs from the others: the
 * catalogue's product as it is today (a 404: it no longer exists), the
 * designer's packing price and the cart, where identical lines merge.
 */
import { useMemo } from 'react';

import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { catalogApi } from '@/features/catalog/api';
import { unitPrice } from '@/features/designer/packaging';
import type { ReorderDeps, TodaysArticle } from '@/features/orders/reorder';
import type { OrderLine } from '@/features/orders/types';
import { useAppDispatch, type AppThunkDispatch } from '@/lib/store-hooks';

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

async function todaysArticle(dispatch: AppThunkDispatch, line: OrderLine): Promise<TodaysArticle | null> {
  // Today's price, not one cached from a product page opened a while ago.
  const request = dispatch(catalogApi.endpoints.getProductById.initiate(line.productId, { forceRefetch: true }));
  try {
    const product = await request.unwrap();
    return { name: product.name, image: product.image, unitPrice: unitPrice(product, line.processingType) };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  } finally {
    request.unsubscribe();
  }
}

export function useReorderDeps(): ReorderDeps {
  const dispatch = useAppDispatch();
  const { addAllToCart } = useAddToCart();
  return useMemo(
    () => ({ todaysArticle: (line: OrderLine) => todaysArticle(dispatch, line), addToCart: addAllToCart }),
    [dispatch, addAllToCart],
  );
}
