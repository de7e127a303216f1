/**
 * The common error handler for shop calls (spec §8). It is pure: the caller
 * hands in how to notify, log out and navigate, so it can be tested alone.
 * Every error body is `{ code, message }`: the code is for branching, the
 * message for showing.
 */
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { paths } from '@/config/paths';

/** The code of the server's answer when the session behind the cookie is gone. */
export const SESSION_EXPIRED_CODE = 'auth.session_expired';

export const apiErrorTexts = {
  sessionExpired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an',
  server: 'Server-Fehler. Bitte versuchen Sie es später noch einmal',
  network: 'Netzwerkfehler. Bitte überprüfen Sie Ihre Verbindung.',
  unexpected: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut',
} as const;

export type ApiErrorHandlerDeps = {
  notifyError: (message: string) => void;
  logout: () => void;
  navigate: (to: string) => void;
};

const SIGN_IN_PATH = paths.signIn.getHref();

/** The server's `{ message }`, if the body carries one. */
export function serverMessage(data: unknown): string | null {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** HTTP status and body of an error that came back from the server, if it did. */
function httpFailure(error: FetchBaseQueryError): { status: number; data: unknown } | null {
  if (typeof error.status === 'number') return { status: error.status, data: error.data };
  if (error.status === 'PARSING_ERROR') return { status: error.originalStatus, data: error.data };
  return null;
}

/** The `{ message }` the server sent with a failed call, if the call got an answer carrying one. */
export function failureServerMessage(error: unknown): string | null {
  if (!isFetchBaseQueryError(error)) return null;
  const http = httpFailure(error);
  return http === null ? null : serverMessage(http.data);
}

/** The server's `{ code }` (`voucher.expired`, `not_found` …), if the body carries one. */
export function serverCode(data: unknown): string | null {
  if (typeof data === 'object' && data !== null && 'code' in data) {
    const { code } = data as { code: unknown };
    if (typeof code === 'string' && code !== '') return code;
  }
  return null;
}

/**
 * The stable `code` the server sent with a failed call, beside its German
 * `message`. Code branches on this, never on the message's words, which may
 * change; `null` when the call got no answer or the answer carries no code.
 */
export function errorCodeOf(error: unknown): string | null {
  if (!isFetchBaseQueryError(error)) return null;
  const http = httpFailure(error);
  return http === null ? null : serverCode(http.data);
}

/**
 * Whether the server said the session behind the cookie is gone: its
 * `auth.session_expired` code. Any other 401 (a wrong password at sign-in,
 * `auth.wrong_credentials`) is not.
 */
export function isSessionExpired(error: unknown): boolean {
  if (!isFetchBaseQueryError(error)) return false;
  const http = httpFailure(error);
  return http !== null && serverCode(http.data) === SESSION_EXPIRED_CODE;
}

/** Turns any error of a shop call into the user-facing reaction of spec §8. */
export function handleApiError(
  error: FetchBaseQueryError | SerializedError | unknown,
  deps: ApiErrorHandlerDeps,
): void {
  if (!isFetchBaseQueryError(error)) {
    deps.notifyError(apiErrorTexts.unexpected);
    return;
  }
  const http = httpFailure(error);
  if (http === null) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
      deps.notifyError(apiErrorTexts.network);
    } else {
      deps.notifyError(apiErrorTexts.unexpected);
    }
    return;
  }
  if (http.status === 401) {
    if (isSessionExpired(error)) {
      deps.notifyError(apiErrorTexts.sessionExpired);
      deps.logout();
      deps.navigate(SIGN_IN_PATH);
    }
    return;
  }
  if (http.status === 500) {
    deps.notifyError(apiErrorTexts.server);
    return;
  }
  deps.notifyError(serverMessage(http.data) ?? apiErrorTexts.unexpected);
}
