/**
 * The one RTK Query API slice of the shop. Features add their endpoints with
 * `api.injectEndpoints`; every tag type is declared here so invalidation works
 * across features. It is not part of the app shell: the store adds it once
 * this module has loaded (see `api-loaded.ts`).
 */
import { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

import { env } from '@/config/env';

import { apiLoaded } from './api-loaded';
import { retryAfterMs, retryDelay, wait } from './backoff';

const rawBaseQuery = fetchBaseQuery({ baseUrl: env.API_URL, credentials: 'include' });

/** A query may lower its retry count, e.g. when every answer counts as one of its own tries. */
type RetryExtraOptions = { maxRetries?: number };

/**
 * Queries are retried by the policy of `backoff.ts`; mutations never are: a
 * repeated POST could place a second order or store a message twice. The wait
 * is decided per call because a failed answer may name it in `Retry-After`.
 */
export const baseQueryWithRetry: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  RetryExtraOptions,
  FetchBaseQueryMeta
> = (args, api, extraOptions?: RetryExtraOptions) => {
  let retryAfter: number | null = null;
  let nextDelay = 0;
  const recordingRetryAfter: typeof rawBaseQuery = async (...call) => {
    const result = await rawBaseQuery(...call);
    retryAfter = retryAfterMs(result.meta?.response);
    return result;
  };
  return retry(recordingRetryAfter, {
    retryCondition: (error, _args, { attempt, baseQueryApi }) => {
      if (baseQueryApi.type === 'mutation') return false;
      const delay = retryDelay(error as FetchBaseQueryError, attempt, {
        maxRetries: extraOptions?.maxRetries,
        retryAfter,
      });
      if (delay === null) return false;
      nextDelay = delay;
      return true;
    },
    backoff: (_attempt, _maxRetries, signal) => wait(nextDelay, signal),
  })(args, api, extraOptions ?? {});
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRetry,
  // Spec §9: unused data stays cached for 5 minutes.
  keepUnusedDataFor: 300,
  // 'DeliveryPromise': the shop's promise, which the back office's closure days change.
  tagTypes: [
    'Auth',
    'Product',
    'Sample',
    'Wishlist',
    'Order',
    'OrderLine',
    'Message',
    'PaymentStatus',
    'DeliveryPromise',
  ],
  endpoints: () => ({}),
});

apiLoaded(api);
