import { api } from '@/lib/api';
import type { Schemas } from '@/lib/api-types';

import type { Product } from './types';

export type SampleLookupResponse = Schemas['SampleFound'];

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductsByCategory: build.query<Product[], number>({
      query: (category) => `/products/get-products-cat/${category}`,
      providesTags: (result, _error, category) => [
        { type: 'Product', id: `CATEGORY-${category}` },
        ...(result ?? []).map((product) => ({ type: 'Product' as const, id: product.productId })),
      ],
    }),
    getAllCards: build.query<Product[], void>({
      query: () => '/products/get-all-cards',
      providesTags: (result) => [
        { type: 'Product', id: 'SAMPLE-NUMBER-CARDS' },
        ...(result ?? []).map((product) => ({ type: 'Product' as const, id: product.productId })),
      ],
    }),
    getProductById: build.query<Product, number>({
      query: (productId) => `/products/get-product-byId/${productId}`,
      providesTags: (_result, _error, productId) => [{ type: 'Product', id: productId }],
    }),
    /**
     * Spec §4 sample lookup. A 404 (unknown number) is the lookup's own
     * message, not the common toast (see `app/store.ts`), and client errors
     * are never retried (`lib/backoff.ts`).
     */
    getSampleByNumber: build.query<SampleLookupResponse, string>({
      query: (musterNb) => ({ url: '/samples/get-product-byMNB', params: { musterNb } }),
      providesTags: (result) => (result ? [{ type: 'Sample', id: result.sample.sampleId }] : []),
    }),
  }),
});

export const {
  useGetProductsByCategoryQuery,
  useGetAllCardsQuery,
  useGetProductByIdQuery,
  useLazyGetSampleByNumberQuery,
} = catalogApi;
