/**
 * The back-office's shared error handler (spec §6): a 401 logs out and goes
 * to /sign-in, a 403 goes to /unauthorized, anything else is a toast with the
 * server's message (or the common texts of spec §8 for server, network and
 * unexpected failures). The store leaves the back-office calls to it (see
 * `endpoint-names.ts`); an expired session is still announced there first.
 */
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { handleApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';

import { useAdminEnvironment } from './environment';

export type AdminErrorDeps = {
  notifyError: (message: string) => void;
  logout: () => void;
  navigate: (to: string) => void;
};

export type AdminErrorOptions = {
  /** Shown instead of the server's message (e.g. the spec's own failure text). */
  message?: string;
  /** Shows the message instead of a toast, e.g. in an open modal dialog, which toasts cannot rise above. */
  notify?: (message: string) => void;
};

/** The HTTP status of a failed call that got an answer, else `null`. */
export function httpStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  const { status, originalStatus } = error as { status: unknown; originalStatus?: unknown };
  if (typeof status === 'number') return status;
  if (status === 'PARSING_ERROR' && typeof originalStatus === 'number') return originalStatus;
  return null;
}

export function handleAdminError(error: unknown, deps: AdminErrorDeps, { message }: AdminErrorOptions = {}): void {
  const status = httpStatus(error);
  if (status === 401) {
    deps.logout();
    deps.navigate(paths.signIn.getHref());
    return;
  }
  if (status === 403) {
    deps.navigate(paths.unauthorized.getHref());
    return;
  }
  if (message !== undefined) {
    deps.notifyError(message);
    return;
  }
  handleApiError(error, deps);
}

/** The handler bound to this app's session, router and toasts. */
export function useAdminErrorHandler(): (error: unknown, options?: AdminErrorOptions) => void {
  const navigate = useNavigate();
  const { logout } = useAdminEnvironment();
  return useCallback(
    (error: unknown, options?: AdminErrorOptions) =>
      handleAdminError(
        error,
        { notifyError: options?.notify ?? toast.error, logout, navigate: (to) => void navigate(to, { replace: true }) },
        options,
      ),
    [logout, navigate],
  );
}

// A failed query keeps its error object until the next attempt; remembering the
// objects handled makes a re-mount (StrictMode, a second list on the page) quiet.
const handledQueryErrors = new WeakSet<object>();

/** Hands a query's error to the handler once. Pass `undefined` for errors the page shows itself. */
export function useAdminQueryError(error: unknown): void {
  const handle = useAdminErrorHandler();
  useEffect(() => {
    if (typeof error !== 'object' || error === null || handledQueryErrors.has(error)) return;
    handledQueryErrors.add(error);
    handle(error);
  }, [error, handle]);
}
