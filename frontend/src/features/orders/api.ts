/**
 * The customer's order history (spec §7 `/orderLine/get-orderBy-user`,
 * `/orderLine/get-user-orderLines`) and its life after the payment:
 * cancelling an order, approving or revising a design line's print proof,
 * and the public approval page behind the mailed link. The history belongs
 * to the signed-in user, so nothing is kept once no page shows it: after a
 * logout and a new sign-in the next customer never sees the last one's
 * orders.
 */
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/api-types';

import type {
  ApproveProofAnswer,
  CancelOrderAnswer,
  Order,
  OrderLine,
  ProofApproval,
  ProofApprovalKey,
  ReviseProofAnswer,
  ReviseProofBody,
} from './types';

/** The tag of the approval page's data, refreshed by every change a customer makes. */
const APPROVAL_TAG = { type: 'Order', id: 'APPROVAL' } as const;
const LIST_TAG = { type: 'Order', id: 'LIST' } as const;

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrdersByUser: build.query<Order[], number>({
      query: (userId) => ({ url: '/orderLine/get-orderBy-user', params: { user_id: userId } }),
      transformResponse: (response: Schemas['OrdersDto']) => response.orders,
      keepUnusedDataFor: 0,
      providesTags: [LIST_TAG],
    }),
    getUserOrderLines: build.query<OrderLine[], number>({
      query: (orderId) => ({ url: '/orderLine/get-user-orderLines', params: { order_id: orderId } }),
      transformResponse: (response: Schemas['OrderLinesDto']) => response.orderLines,
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, orderId) => [{ type: 'OrderLine', id: orderId }],
    }),
    /**
     * The mailed link's token, or an order this browser session placed; the
     * answer also lets this browser session act on the order.
     */
    getProofApproval: build.query<ProofApproval, ProofApprovalKey>({
      query: (key) => ({
        url: '/proof-approval',
        params: 'token' in key ? { token: key.token } : { orderId: key.orderId },
      }),
      keepUnusedDataFor: 0,
      providesTags: [APPROVAL_TAG],
    }),
    cancelOrder: build.mutation<CancelOrderAnswer, number>({
      query: (orderId) => ({ url: `/orders/${orderId}/cancel`, method: 'POST', body: {} }),
      // Refused or not, the order may have changed: show it as it is now.
      invalidatesTags: (_result, _error, orderId) => [LIST_TAG, APPROVAL_TAG, { type: 'OrderLine', id: orderId }],
    }),
    approveProof: build.mutation<ApproveProofAnswer, { orderId: number; orderLineId: number; version: number }>({
      query: ({ orderLineId, version }) => ({
        url: `/order-lines/${orderLineId}/approve`,
        method: 'POST',
        body: { version } satisfies Schemas['ApproveBody'],
      }),
      // Refused or not, the proof may have changed (a refused version was replaced meanwhile): show it as it is now.
      invalidatesTags: (_result, _error, { orderId }) => [LIST_TAG, APPROVAL_TAG, { type: 'OrderLine', id: orderId }],
    }),
    reviseProof: build.mutation<ReviseProofAnswer, { orderId: number; orderLineId: number; body: ReviseProofBody }>({
      query: ({ orderLineId, body }) => ({ url: `/order-lines/${orderLineId}/revise`, method: 'POST', body }),
      invalidatesTags: (_result, error, { orderId }) =>
        // A refused field (422) changed nothing.
        error?.status === 422 ? [] : [LIST_TAG, APPROVAL_TAG, { type: 'OrderLine', id: orderId }],
    }),
  }),
});

export const {
  useGetOrdersByUserQuery,
  useGetUserOrderLinesQuery,
  useGetProofApprovalQuery,
  useCancelOrderMutation,
  useApproveProofMutation,
  useReviseProofMutation,
} = ordersApi;
