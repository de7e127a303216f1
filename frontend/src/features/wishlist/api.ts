/**
 * The wishlist calls (spec §7 `/wishlists/*`). The cache of the signed-in
 * user's list is the one source of truth for the top-bar badge, the page and
 * the duplicate check of `useAddToWishlist`. It is keyed by user id, so the
 * list of one customer can never show for another one after a logout and a
 * new sign-in.
 */
import { api } from '@/lib/api';
import type { Narrow, Schemas } from '@/lib/api-types';

import type { ProductType, WishlistItem } from './types';

/** What the server stores; `name` and `price` are not part of it (spec §3). */
export type PersistedWish = Narrow<Schemas['PersistedWish'], { productType: ProductType }>;

export type SaveWishResponse = Narrow<Schemas['SavedWish'], { persistedProduct: PersistedWish }>;

/** The body of the save call plus the name and price the list shows for the new row. */
export type SaveWishRequest = {
  productId: number;
  productType: ProductType;
  userId: number;
  name: string;
  price: number;
};

export type DeleteWishRequest = { wishId: number; userId: number };

const LIST = { type: 'Wishlist', id: 'LIST' } as const;

export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<WishlistItem[], number>({
      query: (userId) => ({ url: '/wishlists/get-wishList-ByUser', params: { userId } }),
      // The list belongs to a session: drop it as soon as nobody shows it (after a logout, say).
      keepUnusedDataFor: 0,
      providesTags: (result) => [
        LIST,
        ...(result ?? []).map((item) => ({ type: 'Wishlist' as const, id: item.wishId })),
      ],
    }),
    saveWishedProduct: build.mutation<SaveWishResponse, SaveWishRequest>({
      query: ({ productId, productType, userId }) => ({
        url: '/wishlists/save-wished-product',
        method: 'POST',
        body: { productId, productType, userId },
      }),
      // The badge counts the new row at once; the refetch of the list then confirms it.
      async onQueryStarted({ userId, name, price }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const { wishId, productId, productType, createdAt } = data.persistedProduct;
          dispatch(
            wishlistApi.util.updateQueryData('getWishlist', userId, (draft) => {
              if (!draft.some((item) => item.wishId === wishId)) {
                draft.push({ wishId, productId, productType, name, price, createdAt });
              }
            }),
          );
        } catch {
          // The caller reacts to the failure.
        }
      },
      invalidatesTags: [LIST],
    }),
    deleteWishlistProduct: build.mutation<Schemas['MessageBody'], DeleteWishRequest>({
      query: ({ wishId, userId }) => ({
        url: '/wishlists/delete-wishList-product',
        method: 'DELETE',
        params: { wishProductId: wishId, userId },
      }),
      async onQueryStarted({ wishId, userId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            wishlistApi.util.updateQueryData('getWishlist', userId, (draft) =>
              draft.filter((item) => item.wishId !== wishId),
            ),
          );
        } catch {
          // The caller reacts to the failure.
        }
      },
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGetWishlistQuery, useSaveWishedProductMutation, useDeleteWishlistProductMutation } = wishlistApi;
