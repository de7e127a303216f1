/**
 * The customer's order history (spec §7 `/orderLine/get-orderBy-user`,
 * `/orderLine/get-user-orderLines`). Both belong to the signed-in user, so
 * nothing is kept once no page shows it: after a logout and a new sign-in
 * the next customer never sees the last one's orders.
 */
import { api } from '@/lib/api';

import type { Order, OrderLine } from './types';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrdersByUser: build.query<Order[], number>({
      query: (userId) => ({ url: '/orderLine/get-orderBy-user', params: { user_id: userId } }),
      transformResponse: (response: { orders: Order[] }) => response.orders,
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    getUserOrderLines: build.query<OrderLine[], number>({
      query: (orderId) => ({ url: '/orderLine/get-user-orderLines', params: { order_id: orderId } }),
      transformResponse: (response: { orderLines: OrderLine[] }) => response.orderLines,
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, orderId) => [{ type: 'OrderLine', id: orderId }],
    }),
  }),
});

export const { useGetOrdersByUserQuery, useGetUserOrderLinesQuery } = ordersApi;
