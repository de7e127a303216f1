/** The contact form's call (spec §7 `/messages/save-message`). */
import { api } from '@/lib/api';

import type { ContactValues } from './types';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveMessage: build.mutation<{ message: string }, ContactValues>({
      query: (message) => ({ url: '/messages/save-message', method: 'POST', body: { message } }),
      // A retried POST could store the message twice.
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const { useSaveMessageMutation } = contactApi;

/**
 * The contact form shows its own failure text (spec §8); the common handler
 * must not announce it a second time (see `app/store.ts`).
 */
export const contactEndpointsHandledInPlace: readonly string[] = ['saveMessage'];
