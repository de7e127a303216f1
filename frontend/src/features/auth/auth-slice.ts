/**
 * Who is signed in, and whether the visitor chose guest checkout. Part of the
 * app shell, so written without Redux Toolkit (see `lib/slice-actions.ts`).
 */
import type { UnknownAction } from '@reduxjs/toolkit';

import { actionCreator, update } from '@/lib/slice-actions';

import type { Role, User } from './types';

export type AuthState = {
  /** The signed-in user. The visitor is authenticated exactly when this is set. */
  user: User | null;
  /** Set when the visitor chose guest checkout. */
  isGuest: boolean;
};

export const initialAuthState: AuthState = { user: null, isGuest: false };

export const signedIn = actionCreator<User>('auth/signedIn');
/** The server confirmed the session and sent fresh user data. */
export const userRefreshed = actionCreator<User>('auth/userRefreshed');
/** Forget the user locally. The server call, if any, follows (see `logout`). */
export const loggedOut = actionCreator('auth/loggedOut');
export const guestCheckoutChosen = actionCreator('auth/guestCheckoutChosen');

export function authReducer(state: AuthState = initialAuthState, action: UnknownAction): AuthState {
  if (signedIn.match(action)) return update(state, { user: action.payload, isGuest: false });
  if (userRefreshed.match(action)) return state.user ? update(state, { user: action.payload }) : state;
  if (loggedOut.match(action)) return update(state, { user: null });
  if (guestCheckoutChosen.match(action)) return state.user ? state : update(state, { isGuest: true });
  return state;
}

type WithAuth = { auth: AuthState };

export const selectUser = (state: WithAuth): User | null => state.auth.user;
export const selectIsAuthenticated = (state: WithAuth): boolean => state.auth.user !== null;
export const selectRole = (state: WithAuth): Role | null => state.auth.user?.role ?? null;
export const selectIsGuest = (state: WithAuth): boolean => state.auth.isGuest;
