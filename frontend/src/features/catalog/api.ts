import { api } from '@/lib/api';

import type { Product } from './types';

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
  }),
});

export const { useGetProductsByCategoryQuery, useGetAllCardsQuery, useGetProductByIdQuery } = catalogApi;
