import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { WishlistItem } from './types';

export type WishlistState = { items: WishlistItem[] };

export const initialWishlistState: WishlistState = { items: [] };

const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    wishlistLoaded(state, action: PayloadAction<WishlistItem[]>) {
      state.items = action.payload;
    },
    wishlistCleared() {
      return initialWishlistState;
    },
  },
});

export const { wishlistLoaded, wishlistCleared } = wishlistSlice.actions;
export const wishlistReducer = wishlistSlice.reducer;

type WithWishlist = { wishlist: WishlistState };

export const selectWishlistItems = (state: WithWishlist): WishlistItem[] => state.wishlist.items;
export const selectWishlistCount = (state: WithWishlist): number => state.wishlist.items.length;
