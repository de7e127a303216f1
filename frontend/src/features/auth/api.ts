import { api } from '@/lib/api';

import type { User } from './types';

export type InitialCheckResponse = { user: User | null };
export type LogoutResponse = { message: string };

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    initialCheck: build.query<InitialCheckResponse, void>({
      query: () => '/auth/initialCheck',
      // Always ask the server; a cached answer would hide an expired session.
      keepUnusedDataFor: 0,
      providesTags: ['Auth'],
    }),
    logout: build.mutation<LogoutResponse, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      // The local session is already gone; one attempt is enough.
      extraOptions: { maxRetries: 0 },
    }),
  }),
});
