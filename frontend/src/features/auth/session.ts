/**
 * Session thunks (spec §4). Logging out always succeeds locally: memory and
 * storage are cleared first, the server is told afterwards, and a failure of
 * that call is only logged.
 *
 * The account calls (`./api`, and RTK Query with them) are loaded when a
 * thunk needs them: the app shell runs `verifySession` on every start, and a
 * visitor who is not signed in gets /home without that code.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { isSessionExpired } from '@/lib/api-error';
import { retryAfterMs, retryDelay, wait } from '@/lib/backoff';
import type { AppThunkDispatch } from '@/lib/store-hooks';

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
      const { authApi } = await import('./api');
      await dispatch(authApi.endpoints.logout.initiate()).unwrap();
    } catch (error) {
      console.error('Logout request failed; the local session is cleared anyway', error);
    }
  };
}

const CHECK_FAILED = 'Initial session check failed; continuing signed out';

/**
 * The check without a stored user. Its answer can change nothing here (there
 * is nobody to refresh or to log out), but the server drops a stale cookie
 * with it. So it is a plain request, retried like every query
 * (`lib/backoff.ts`), and an expired session stays silent.
 */
async function checkWithoutStoredUser(): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    let failure: FetchBaseQueryError;
    let retryAfter: number | null = null;
    try {
      const response = await fetch(new Request(`${env.API_URL}/auth/initialCheck`, { credentials: 'include' }));
      // Read in any case: an unread body keeps the request open.
      const data: unknown = await response.json().catch(() => null);
      if (response.ok) return;
      retryAfter = retryAfterMs(response);
      failure = { status: response.status, data };
    } catch (error) {
      failure = { status: 'FETCH_ERROR', error: String(error) };
    }
    const delay = retryDelay(failure, attempt, { retryAfter });
    if (delay === null) {
      if (!isSessionExpired(failure)) console.error(CHECK_FAILED, failure);
      return;
    }
    await wait(delay);
  }
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
    if (userAtStart === null) {
      await checkWithoutStoredUser();
      return;
    }
    const { authApi } = await import('./api');
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
      if (!isSessionExpired(error)) console.error(CHECK_FAILED, error);
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
