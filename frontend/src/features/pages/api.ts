/**
 * The pages' calls: the payment methods the shop takes today (issue 23,
 * `GET /api/shop/payment-methods`), in the server's order, which the FAQ
 * names; and the legal documents (issue 35, `GET /api/legal/{name}`).
 */
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/api-types';

import type { LegalDocument, LegalDocumentName } from './legal-documents';

export const pagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentMethods: build.query<string[], void>({
      query: () => '/shop/payment-methods',
      transformResponse: (response: Schemas['PaymentMethodsDto']) => response.methods,
    }),
    getLegalDocument: build.query<LegalDocument, LegalDocumentName>({
      query: (name) => `/legal/${name}`,
    }),
  }),
});

export const { useGetPaymentMethodsQuery, useGetLegalDocumentQuery } = pagesApi;
