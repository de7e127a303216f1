/**
 * Session thunks (spec §4). Logging out always succeeds locally: memory and
 * storage are cleared first, the server is told afterwards, and a failure of
 * that call is only logged.
 */
import { paths } from '@/config/paths';
import { isSessionExpired } from '@/lib/api-error';
import type { AppThunkDispatch } from '@/lib/store-hooks';

import { authApi } from './api';
import { loggedOut, signedIn, userRefreshed, type AuthState } from './auth-slice';
import { takeRedirectPath } from './storage';
import { isUser, type User } from './types';

type GetAuthState = () => unknown;

function userIn(getState: GetAuthState): User | null {
  return (getState() as { auth: AuthState }).auth.user;
}

export function logout() {
  return async (dispatch: AppThunkDispatch): Promise<void> => {
    dispatch(loggedOut());
    try {
      await dispatch(authApi.endpoints.logout.initiate()).unwrap();
    } catch (error) {
      console.error('Logout request failed; the local session is cleared anyway', error);
    }
  };
}

/**
 * Asks the server whether the session is still valid. No user in the answer,
 * or a failed call, logs out locally (without another server round trip). An
 * expired session is the common handler's business (toast and /sign-in when a
 * user was stored, silent otherwise; see `app/store.ts`). An answer that
 * arrives after the visitor signed in meanwhile is stale and ignored.
 */
export function verifySession() {
  return async (dispatch: AppThunkDispatch, getState: GetAuthState): Promise<void> => {
    const userAtStart = userIn(getState);
    const request = dispatch(authApi.endpoints.initialCheck.initiate(undefined, { forceRefetch: true }));
    try {
      const answer = await request.unwrap();
      if (userIn(getState) !== userAtStart) return;
      if (answer && isUser(answer.user)) {
        dispatch(userRefreshed(answer.user));
      } else {
        dispatch(loggedOut());
      }
    } catch (error) {
      if (userIn(getState) !== userAtStart) return;
      if (!isSessionExpired(error)) console.error('Initial session check failed; continuing signed out', error);
      dispatch(loggedOut());
    } finally {
      request.unsubscribe();
    }
  };
}

/**
 * Keeps the freshly signed-in user (memory and localStorage) and returns the
 * path saved before sign-in. The path is taken first: storing a user clears it,
 * together with the guest flag (spec §4).
 */
export function completeSignIn(user: User) {
  return (dispatch: AppThunkDispatch): string | null => {
    const redirectPath = takeRedirectPath();
    dispatch(signedIn(user));
    return redirectPath;
  };
}

/** Only paths of this shop: a stored value such as `//evil.example` is ignored. */
function isLocalPath(path: string | null): path is string {
  return path !== null && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Spec §4: admins go to their dashboard, others to the saved path, else /home. */
export function pathAfterSignIn(user: User, redirectPath: string | null): string {
  if (user.role === 'admin') return paths.admin.orders.getHref();
  return isLocalPath(redirectPath) ? redirectPath : paths.home.getHref();
}
