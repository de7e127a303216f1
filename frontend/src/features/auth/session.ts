/**
 * Session thunks (spec §4). Logging out always succeeds locally: memory and
 * storage are cleared first, the server is told afterwards, and a failure of
 * that call is only logged.
 */
import type { AppThunkDispatch } from '@/lib/store-hooks';

import { authApi } from './api';
import { loggedOut, userRefreshed } from './auth-slice';
import { isUser } from './types';

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
 * or a failed call, logs out locally (without another server round trip).
 */
export function verifySession() {
  return async (dispatch: AppThunkDispatch): Promise<void> => {
    const request = dispatch(authApi.endpoints.initialCheck.initiate(undefined, { forceRefetch: true }));
    try {
      const answer = await request.unwrap();
      if (answer && isUser(answer.user)) {
        dispatch(userRefreshed(answer.user));
      } else {
        dispatch(loggedOut());
      }
    } catch (error) {
      console.error('Initial session check failed; continuing signed out', error);
      dispatch(loggedOut());
    } finally {
      request.unsubscribe();
    }
  };
}
