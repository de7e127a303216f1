/**
 * The payment methods the shop takes today (issue 23,
 * `GET /api/shop/payment-methods`), in the server's order: the FAQ and the
 * terms name them.
 */
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/api-types';

export const pagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentMethods: build.query<string[], void>({
      query: () => '/shop/payment-methods',
      transformResponse: (response: Schemas['PaymentMethodsDto']) => response.methods,
    }),
  }),
});

export const { useGetPaymentMethodsQuery } = pagesApi;
