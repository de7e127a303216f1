/**
 * The one RTK Query API slice of the shop. Features add their endpoints with
 * `api.injectEndpoints`; every tag type is declared here so invalidation works
 * across features.
 */
import { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { env } from '@/config/env';

import { backoff, MAX_RETRIES, shouldRetry } from './backoff';

const rawBaseQuery = fetchBaseQuery({ baseUrl: env.API_URL, credentials: 'include' });

export const baseQueryWithRetry = retry(rawBaseQuery, {
  backoff,
  // An endpoint may lower the count with `extraOptions: { maxRetries: 0 }`.
  retryCondition: (error, _args, { attempt, extraOptions }) =>
    shouldRetry(error as FetchBaseQueryError, attempt, extraOptions?.maxRetries ?? MAX_RETRIES),
});

export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRetry,
  // Spec §9: unused data stays cached for 5 minutes.
  keepUnusedDataFor: 300,
  tagTypes: ['Auth', 'Product', 'Sample', 'Wishlist', 'Order', 'OrderLine', 'Message', 'PaymentStatus'],
  endpoints: () => ({}),
});
