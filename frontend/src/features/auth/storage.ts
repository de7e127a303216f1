/**
 * Where the auth state lives between page loads (keys in `config/storage-keys`):
 * the user in localStorage, the guest flag and the post-sign-in redirect path
 * in sessionStorage.
 */
import { storageKeys } from '@/config/storage-keys';
import { readJson, readString, removeKey, writeJson, writeString } from '@/lib/storage';

import type { AuthState } from './auth-slice';
import { isUser, type User } from './types';

/** The stored user; unreadable JSON or a malformed object is logged and read as "no user". */
export function loadStoredUser(): User | null {
  return readJson('local', storageKeys.user, isUser);
}

export function loadGuestFlag(): boolean {
  return readString('session', storageKeys.guest) === 'true';
}

export function loadAuthState(): AuthState {
  return { user: loadStoredUser(), isGuest: loadGuestFlag() };
}

/** Mirrors the auth state into storage. Called on every change of the slice. */
export function saveAuthState(state: AuthState): void {
  if (state.user) {
    writeJson('local', storageKeys.user, state.user);
    // Spec §4: once authenticated, the guest flag and the stored redirect path are cleared.
    removeKey('session', storageKeys.guest);
    removeKey('session', storageKeys.redirectPath);
  } else {
    removeKey('local', storageKeys.user);
    if (state.isGuest) writeString('session', storageKeys.guest, 'true');
    else removeKey('session', storageKeys.guest);
  }
}

export function saveRedirectPath(path: string): void {
  writeString('session', storageKeys.redirectPath, path);
}

/**
 * Returns the path saved before sign-in and forgets it (spec §4: "kept in
 * session storage, then cleared"). Take it before dispatching `signedIn`:
 * storing a user clears it.
 */
export function takeRedirectPath(): string | null {
  const path = readString('session', storageKeys.redirectPath);
  removeKey('session', storageKeys.redirectPath);
  return path;
}
