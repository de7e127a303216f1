import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { Role, User } from './types';

export type AuthState = {
  /** The signed-in user. The visitor is authenticated exactly when this is set. */
  user: User | null;
  /** Set when the visitor chose guest checkout. */
  isGuest: boolean;
};

export const initialAuthState: AuthState = { user: null, isGuest: false };

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.isGuest = false;
    },
    /** The server confirmed the session and sent fresh user data. */
    userRefreshed(state, action: PayloadAction<User>) {
      if (state.user) state.user = action.payload;
    },
    /** Forget the user locally. The server call, if any, follows (see `logout`). */
    loggedOut(state) {
      state.user = null;
    },
    guestCheckoutChosen(state) {
      if (!state.user) state.isGuest = true;
    },
  },
});

export const { signedIn, userRefreshed, loggedOut, guestCheckoutChosen } = authSlice.actions;
export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };

export const selectUser = (state: WithAuth): User | null => state.auth.user;
export const selectIsAuthenticated = (state: WithAuth): boolean => state.auth.user !== null;
export const selectRole = (state: WithAuth): Role | null => state.auth.user?.role ?? null;
export const selectIsGuest = (state: WithAuth): boolean => state.auth.isGuest;
