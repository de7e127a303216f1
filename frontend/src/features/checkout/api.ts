/**
 * The checkout calls (spec §7 `/orderLine/*` for placing and paying an
 * order, plus the shop's image upload). None is retried automatically: a
 * repeated POST could place a second order or upload a logo twice, and every
 * payment-status answer counts as one of the confirmation page's tries.
 */
import { api } from '@/lib/api';

import type {
  CheckoutSession,
  CheckoutSessionRequest,
  CreatedOrder,
  CreateOrderRequest,
  PaymentStatusResponse,
  UploadedImage,
} from './types';

const noRetry = { maxRetries: 0 };

/** File name sent with an upload; the server names the stored file itself. */
function uploadName(file: Blob): string {
  const extension = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }[file.type];
  return extension ? `logo.${extension}` : 'logo';
}

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadImage: build.mutation<UploadedImage, Blob>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, uploadName(file));
        return { url: '/images', method: 'POST', body };
      },
      extraOptions: noRetry,
    }),
    createOrder: build.mutation<CreatedOrder, CreateOrderRequest>({
      query: (body) => ({ url: '/orderLine/create-order', method: 'POST', body }),
      extraOptions: noRetry,
    }),
    createCheckoutSession: build.mutation<CheckoutSession, CheckoutSessionRequest>({
      query: (body) => ({ url: '/orderLine/create-checkout-session', method: 'POST', body }),
      extraOptions: noRetry,
    }),
    checkPaymentStatus: build.query<PaymentStatusResponse, number>({
      query: (orderId) => ({ url: '/orderLine/check-payment-status', params: { order_id: orderId } }),
      extraOptions: noRetry,
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, orderId) => [{ type: 'PaymentStatus', id: orderId }],
    }),
  }),
});
