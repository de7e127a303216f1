/**
 * The checkout calls (spec §7 `/orderLine/*` for placing and paying an
 * order, plus the shop's image upload, whether the visitor may buy on
 * invoice and when an order placed now would arrive).
 */
import { storageKeys } from '@/config/storage-keys';
import { api } from '@/lib/api';
import { endAttempt, idempotencyHeader } from '@/lib/idempotency';

import type {
  CheckoutSession,
  CheckoutSessionRequest,
  CreatedOrder,
  CreateOrderRequest,
  DeliveryPromise,
  DeliveryPromiseRequest,
  InvoiceAvailability,
  PaymentStatusResponse,
  UploadedImage,
  VatIdCheckAnswer,
  VatIdCheckRequest,
} from './types';

/** File name sent with an upload; the server names the stored file itself. */
function uploadName(file: Blob): string {
  const extension = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }[file.type];
  return extension ? `logo.${extension}` : 'logo';
}

/** Ends the attempt to place the order: the next order gets a new Idempotency-Key. */
export function endCheckoutAttempt(): void {
  endAttempt(storageKeys.checkoutAttempt);
}

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadImage: build.mutation<UploadedImage, Blob>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, uploadName(file));
        return { url: '/images', method: 'POST', body };
      },
    }),
    createOrder: build.mutation<CreatedOrder, CreateOrderRequest>({
      query: (body) => ({
        url: '/orderLine/create-order',
        method: 'POST',
        body,
        // The attempt lasts until the browser leaves for the payment page (`endCheckoutAttempt`).
        headers: idempotencyHeader(storageKeys.checkoutAttempt, body),
      }),
    }),
    createCheckoutSession: build.mutation<CheckoutSession, CheckoutSessionRequest>({
      query: (body) => ({ url: '/orderLine/create-checkout-session', method: 'POST', body }),
    }),
    // A mutation: every check asks the tax office's answer for the number and address as they are now.
    checkVatId: build.mutation<VatIdCheckAnswer, VatIdCheckRequest>({
      query: (body) => ({ url: '/vat-ids/check', method: 'POST', body }),
    }),
    /** Whether the visitor may buy on invoice now; it depends on the session, so it is asked again each time. */
    invoiceTerms: build.query<InvoiceAvailability, void>({
      query: () => '/invoice-terms',
      keepUnusedDataFor: 0,
    }),
    /**
     * When an order placed and approved now would arrive in `country`; public, the same for every
     * visitor. The promise is a note beside the page's real work: one retry, then it stays away.
     */
    getDeliveryPromise: build.query<DeliveryPromise, DeliveryPromiseRequest>({
      query: ({ country, express }) => ({ url: '/delivery-promise', params: { country, express } }),
      extraOptions: { maxRetries: 1 },
      // The back office's closure days change every promise (see `adminAddClosure`).
      providesTags: ['DeliveryPromise'],
    }),
    checkPaymentStatus: build.query<PaymentStatusResponse, number>({
      query: (orderId) => ({ url: '/orderLine/check-payment-status', params: { order_id: orderId } }),
      // Every answer counts as one of the confirmation page's own tries.
      extraOptions: { maxRetries: 0 },
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, orderId) => [{ type: 'PaymentStatus', id: orderId }],
    }),
  }),
});

export const { useGetDeliveryPromiseQuery, useInvoiceTermsQuery } = checkoutApi;
