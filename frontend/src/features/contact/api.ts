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
