/** The contact form's call (spec §7 `/messages/save-message`). */
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/api-types';

import type { ContactValues } from './types';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveMessage: build.mutation<Schemas['MessageBody'], ContactValues>({
      query: (message) => ({ url: '/messages/save-message', method: 'POST', body: { message } }),
    }),
  }),
});

export const { useSaveMessageMutation } = contactApi;
