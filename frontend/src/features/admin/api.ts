/**
 * The back-office calls (spec §7). Every one answers 401 to guests and 403 to
 * customers; failures go to the back-office's own handler
 * (`use-admin-error.ts`), not to the shop's common one (see `app/store.ts`).
 */
import { api } from '@/lib/api';
import { idempotencyHeader } from '@/lib/idempotency';

import { customOrderStorageKeys } from './custom-order-storage';
import type { AdminEndpointName } from './endpoint-names';
import type { JobDto, JobList, JobListState } from './jobs/types';
import type {
  AdminQrLink,
  AdminQrLinkHistoryPage,
  AdminVoucher,
  ApproveOnBehalfBody,
  AffectedOrders,
  ApprovedOrdersResponse,
  BookPaymentBody,
  Closure,
  ClosureBody,
  ClosureDays,
  CustomerPage,
  CustomOrderCreated,
  CustomOrderRequest,
  InvoicePayments,
  InvoiceTerms,
  InvoiceTermsBody,
  MessageResponse,
  MessagesPage,
  NewSample,
  NewVoucher,
  OnTime,
  OrderDetails,
  OrdersPage,
  OrdersSort,
  ProductionStarted,
  ProductsResponse,
  ProductUpdate,
  ProductUpdated,
  ProofApproved,
  QrDisableBody,
  SamplesPage,
  StartProductionRequest,
  StatementImport,
  StatusUpdate,
  StatusUpdated,
  UploadedImage,
} from './types';
import { httpStatus } from './use-admin-error';

/** Spec §9: orders and messages 8 per page, samples 5; the customers 20, as the server's default. */
export const ORDERS_PER_PAGE = 8;
export const MESSAGES_PER_PAGE = 8;
export const SAMPLES_PER_PAGE = 5;
export const CUSTOMERS_PER_PAGE = 20;

const ORDER_LIST = { type: 'Order', id: 'ADMIN-LIST' } as const;
const SAMPLE_LIST = { type: 'Sample', id: 'ADMIN-LIST' } as const;
const MESSAGE_LIST = { type: 'Message', id: 'ADMIN-LIST' } as const;
const PRODUCT_LIST = { type: 'Product', id: 'ADMIN-LIST' } as const;
/** The approved orders waiting for production. */
const PRODUCTION_LIST = { type: 'Order', id: 'PRODUCTION' } as const;
const VOUCHER_LIST = { type: 'Voucher', id: 'ADMIN-LIST' } as const;
/** Both job lists: a retry moves a job from one to the other and changes both counts. */
const JOB_LISTS = { type: 'Job', id: 'ADMIN-LIST' } as const;
/** Every page of the customer list: terms and what each customer owes change with grants, payments and imports. */
const CUSTOMER_LIST = { type: 'Customer', id: 'ADMIN-LIST' } as const;
/** The closure days that have not ended. */
const CLOSURE_LIST = { type: 'Closure', id: 'ADMIN-LIST' } as const;

/**
 * One page (from 1) of the order list, sorted as chosen. With `after` (the
 * `nextCursor` of the page before) the server reads on after that page's last
 * row and only shows `page`.
 */
export type OrdersQuery = { page: number; sort: OrdersSort; after?: string };

/** One page of the customer list: what the search field holds (trimmed, settled) and the page, from 1. */
export type CustomerQuery = { search: string; page: number };

/** A customer's terms for buying on invoice, granted or changed. */
export type GrantInvoiceTerms = { userId: number; terms: InvoiceTermsBody };

/** A payment of an order on invoice, booked by hand. */
export type BookPayment = { orderId: number; payment: BookPaymentBody };

/**
 * A proof approved on the customer's behalf: the line, its order (for the
 * refetch), the version the admin saw and how the customer approved.
 */
export type ApproveOnBehalf = ApproveOnBehalfBody & { orderId: number; orderLineId: number };

/** File name sent with an upload; the server checks the content and names the stored file itself. */
function uploadName(file: Blob): string {
  const extension = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }[file.type];
  return extension ? `sample.${extension}` : 'sample';
}

/** A QR code switched off, and why. */
export type DisableQrLink = QrDisableBody & { code: string };

/** A discount code's own path; the code is A–Z, 0–9 and '-', encoded all the same. */
function voucherUrl(code: string, action?: 'activate' | 'deactivate'): string {
  const url = `/admin/vouchers/${encodeURIComponent(code)}`;
  return action === undefined ? url : `${url}/${action}`;
}

/** A short link's own path; its code is 10 capitals and digits, encoded all the same. */
function qrLinkUrl(code: string, action?: 'disable' | 'enable' | 'history'): string {
  const url = `/admin/qr-links/${encodeURIComponent(code)}`;
  return action === undefined ? url : `${url}/${action}`;
}

// Only the back-office knows discount codes, looks up QR codes by code, sees the server's jobs and the
// customer accounts and the closure days: their tags are added here.
const ADMIN_TAG_TYPES = ['Voucher', 'QrLink', 'Job', 'Customer', 'Closure'] as const;

export const adminApi = api.enhanceEndpoints({ addTagTypes: ADMIN_TAG_TYPES }).injectEndpoints({
  endpoints: (build) =>
    ({
      adminOrders: build.query<OrdersPage, OrdersQuery>({
        query: ({ page, sort, after }) => ({
          url: '/orderLine/get-valid-orders',
          // Without a cursor `after` is undefined and left out of the address.
          params: { page, limit: ORDERS_PER_PAGE, sort, after },
        }),
        providesTags: [ORDER_LIST],
      }),
      /** 'Termintreue (90 Tage)'; a shipped order changes it, so it goes with the order list. */
      adminOnTime: build.query<OnTime, void>({
        query: () => '/admin/on-time',
        providesTags: [ORDER_LIST],
      }),
      adminOrderDetails: build.query<OrderDetails, number>({
        query: (orderId) => ({ url: '/orderLine/get-order-details', params: { order_id: orderId } }),
        providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
      }),
      adminUpdateOrderStatus: build.mutation<StatusUpdated, StatusUpdate>({
        query: (orderUpdate) => ({
          url: '/orderLine/update-order-status',
          method: 'POST',
          body: { orderUpdate },
        }),
        invalidatesTags: (_result, error, { orderId }) =>
          error ? [] : [{ type: 'Order', id: orderId }, ORDER_LIST, PRODUCTION_LIST],
      }),
      adminApproveProof: build.mutation<ProofApproved, ApproveOnBehalf>({
        query: ({ orderLineId, version, note }) => ({
          url: `/order-lines/${orderLineId}/approve`,
          method: 'POST',
          body: { version, note } satisfies ApproveOnBehalfBody,
        }),
        // The last approval makes the order `Approved`: it moves into the production list. A 409 says the
        // proof changed meanwhile (a new version, an approval by the customer): the order is shown as it is now.
        invalidatesTags: (_result, error, { orderId }) => {
          if (!error) return [{ type: 'Order', id: orderId }, ORDER_LIST, PRODUCTION_LIST];
          return httpStatus(error) === 409 ? [{ type: 'Order', id: orderId }] : [];
        },
      }),
      adminRefundPayment: build.mutation<MessageResponse, number>({
        query: (orderId) => ({ url: `/admin/orders/${orderId}/refund-payment`, method: 'POST', body: {} }),
        invalidatesTags: (_result, error, orderId) => (error ? [] : [{ type: 'Order', id: orderId }, ORDER_LIST]),
      }),
      adminApprovedOrders: build.query<ApprovedOrdersResponse, void>({
        query: () => '/production/approved-orders',
        providesTags: [PRODUCTION_LIST],
      }),
      adminStartProduction: build.mutation<ProductionStarted, StartProductionRequest>({
        query: (body) => ({ url: '/production/start', method: 'POST', body }),
        invalidatesTags: (result, error) =>
          error
            ? []
            : [PRODUCTION_LIST, ORDER_LIST, ...(result?.orderIds ?? []).map((id) => ({ type: 'Order' as const, id }))],
      }),
      adminProducts: build.query<ProductsResponse, void>({
        query: () => '/products/get-products',
        providesTags: [PRODUCT_LIST],
      }),
      adminUpdateProduct: build.mutation<ProductUpdated, ProductUpdate>({
        query: (body) => ({ url: '/products/update-product', method: 'POST', body }),
        // The shop's category lists and product pages tag every product they hold by id.
        invalidatesTags: (_result, error, { productId }) =>
          error ? [] : [PRODUCT_LIST, { type: 'Product', id: productId }],
      }),
      adminSamples: build.query<SamplesPage, number>({
        query: (page) => ({ url: '/samples/get-samples', params: { page, limit: SAMPLES_PER_PAGE } }),
        providesTags: [SAMPLE_LIST],
      }),
      adminSaveSample: build.mutation<MessageResponse, NewSample>({
        query: (sample) => ({ url: '/samples/save-sample', method: 'POST', body: { sample } }),
        invalidatesTags: (_result, error) => (error ? [] : [SAMPLE_LIST]),
      }),
      adminDeleteSample: build.mutation<MessageResponse, number>({
        query: (sampleId) => ({ url: '/samples/delete-sample-byId', method: 'DELETE', params: { sampleId } }),
        // The shop's sample lookup caches samples by id: a deleted one must not linger there.
        invalidatesTags: (_result, error, sampleId) => (error ? [] : [SAMPLE_LIST, { type: 'Sample', id: sampleId }]),
      }),
      adminUploadImage: build.mutation<UploadedImage, Blob>({
        query: (file) => {
          const body = new FormData();
          body.append('file', file, uploadName(file));
          return { url: '/images', method: 'POST', body };
        },
      }),
      adminCreateCustomOrder: build.mutation<CustomOrderCreated, CustomOrderRequest>({
        query: (body) => ({
          url: '/orderLine/create-order',
          method: 'POST',
          body,
          // The page ends the attempt once the order was created (`clearCustomOrder`).
          headers: idempotencyHeader(customOrderStorageKeys.attempt, body),
        }),
        invalidatesTags: (_result, error) => (error ? [] : [ORDER_LIST]),
      }),
      adminMessages: build.query<MessagesPage, number>({
        query: (page) => ({ url: '/messages/get-messages', params: { page, limit: MESSAGES_PER_PAGE } }),
        providesTags: [MESSAGE_LIST],
      }),
      adminVouchers: build.query<AdminVoucher[], void>({
        query: () => '/admin/vouchers',
        providesTags: [VOUCHER_LIST],
      }),
      adminCreateVoucher: build.mutation<AdminVoucher, NewVoucher>({
        query: (body) => ({ url: '/admin/vouchers', method: 'POST', body }),
        invalidatesTags: (_result, error) => (error ? [] : [VOUCHER_LIST]),
      }),
      adminDeactivateVoucher: build.mutation<AdminVoucher, string>({
        query: (code) => ({ url: voucherUrl(code, 'deactivate'), method: 'POST' }),
        invalidatesTags: (_result, error) => (error ? [] : [VOUCHER_LIST]),
      }),
      adminActivateVoucher: build.mutation<AdminVoucher, string>({
        query: (code) => ({ url: voucherUrl(code, 'activate'), method: 'POST' }),
        invalidatesTags: (_result, error) => (error ? [] : [VOUCHER_LIST]),
      }),
      adminDeleteVoucher: build.mutation<void, string>({
        query: (code) => ({ url: voucherUrl(code), method: 'DELETE' }),
        // A refusal (409: the code was used meanwhile) brings the list up to date, too.
        invalidatesTags: (_result, error) => (error === undefined || httpStatus(error) === 409 ? [VOUCHER_LIST] : []),
      }),
      adminQrLink: build.query<AdminQrLink, string>({
        query: (code) => qrLinkUrl(code),
        providesTags: (_result, _error, code) => [{ type: 'QrLink', id: code }],
      }),
      /** One page (from 1) of the code's changes, newest first. */
      adminQrLinkHistory: build.query<AdminQrLinkHistoryPage, { code: string; page: number }>({
        query: ({ code, page }) => ({ url: qrLinkUrl(code, 'history'), params: { page } }),
        providesTags: (_result, _error, { code }) => [{ type: 'QrLink', id: code }],
      }),
      adminDisableQrLink: build.mutation<AdminQrLink, DisableQrLink>({
        query: ({ code, reason }) => ({
          url: qrLinkUrl(code, 'disable'),
          method: 'POST',
          body: { reason } satisfies QrDisableBody,
        }),
        invalidatesTags: (_result, error, { code }) => (error ? [] : [{ type: 'QrLink', id: code }]),
      }),
      adminEnableQrLink: build.mutation<AdminQrLink, string>({
        query: (code) => ({ url: qrLinkUrl(code, 'enable'), method: 'POST' }),
        invalidatesTags: (_result, error, code) => (error ? [] : [{ type: 'QrLink', id: code }]),
      }),
      /** The failed or the waiting jobs, newest first (at most 100), with both counts. */
      adminJobs: build.query<JobList, JobListState>({
        query: (state) => ({ url: '/admin/jobs', params: { state } }),
        providesTags: [JOB_LISTS],
      }),
      /** A failed job is due again now; its order's page no longer names it as a problem. */
      adminRetryJob: build.mutation<JobDto, number>({
        query: (id) => ({ url: `/admin/jobs/${id}/retry`, method: 'POST' }),
        // A refusal (404 gone, 409 no longer failed) brings the lists up to date, too.
        invalidatesTags: (result) =>
          result === undefined || result.orderId === null
            ? [JOB_LISTS]
            : [JOB_LISTS, { type: 'Order', id: result.orderId }],
      }),
      /** One page of the customer accounts whose company name or e-mail address holds `search`. */
      adminCustomers: build.query<CustomerPage, CustomerQuery>({
        query: ({ search, page }) => ({
          url: '/admin/customers',
          params: { search, page, pageSize: CUSTOMERS_PER_PAGE },
        }),
        providesTags: [CUSTOMER_LIST],
      }),
      adminGrantInvoiceTerms: build.mutation<InvoiceTerms, GrantInvoiceTerms>({
        query: ({ userId, terms }) => ({
          url: `/admin/customers/${userId}/invoice-terms`,
          method: 'PUT',
          body: terms satisfies InvoiceTermsBody,
        }),
        invalidatesTags: (_result, error) => (error ? [] : [CUSTOMER_LIST]),
      }),
      adminRevokeInvoiceTerms: build.mutation<void, number>({
        query: (userId) => ({ url: `/admin/customers/${userId}/invoice-terms`, method: 'DELETE' }),
        invalidatesTags: (_result, error) => (error ? [] : [CUSTOMER_LIST]),
      }),
      /**
       * A camt.053 statement's bytes, sent as they are. The page dispatches it untracked: the bytes are
       * no state to keep.
       */
      adminImportBankStatement: build.mutation<StatementImport, ArrayBuffer>({
        query: (bytes) => ({
          url: '/admin/bank-statements',
          method: 'POST',
          body: bytes,
          headers: { 'Content-Type': 'application/xml' },
        }),
        // The booked orders and what their customers owe have changed.
        invalidatesTags: (result) =>
          result === undefined
            ? []
            : [
                CUSTOMER_LIST,
                ORDER_LIST,
                ...result.booked.map((booking) => ({ type: 'Order' as const, id: booking.orderId })),
              ],
      }),
      adminBookPayment: build.mutation<InvoicePayments, BookPayment>({
        query: ({ orderId, payment }) => ({
          url: `/admin/orders/${orderId}/payments`,
          method: 'POST',
          body: payment satisfies BookPaymentBody,
        }),
        invalidatesTags: (_result, error, { orderId }) =>
          error ? [] : [{ type: 'Order', id: orderId }, ORDER_LIST, CUSTOMER_LIST],
      }),
      /** The closures that have not ended, by their first day. */
      adminClosures: build.query<Closure[], void>({
        query: () => '/admin/closures',
        providesTags: [CLOSURE_LIST],
      }),
      /**
       * The orders still to ship whose promised day a closure of these days would have moved, asked
       * before it is saved; each time anew, as orders are paid and shipped meanwhile. The admin waits
       * at the button meanwhile: one retry, then the form says it failed.
       */
      adminClosureAffectedOrders: build.query<AffectedOrders, ClosureDays>({
        query: ({ from, to }) => ({ url: '/admin/closures/affected', params: { from, to } }),
        extraOptions: { maxRetries: 1 },
        keepUnusedDataFor: 0,
      }),
      // A closure saved or removed changes every delivery promise: the shop asks for its promise again.
      adminAddClosure: build.mutation<Closure, ClosureBody>({
        query: (body) => ({ url: '/admin/closures', method: 'POST', body: body satisfies ClosureBody }),
        invalidatesTags: (_result, error) => (error ? [] : [CLOSURE_LIST, 'DeliveryPromise']),
      }),
      adminRemoveClosure: build.mutation<void, number>({
        query: (id) => ({ url: `/admin/closures/${id}`, method: 'DELETE' }),
        // A refusal (404: removed meanwhile, e.g. in another tab) brings the list up to date, too.
        invalidatesTags: (_result, error) => {
          if (error === undefined) return [CLOSURE_LIST, 'DeliveryPromise'];
          return httpStatus(error) === 404 ? [CLOSURE_LIST] : [];
        },
      }),
    }) satisfies Record<AdminEndpointName, unknown>,
});

export const {
  useAdminOrdersQuery,
  useAdminOnTimeQuery,
  useAdminOrderDetailsQuery,
  useAdminUpdateOrderStatusMutation,
  useAdminProductsQuery,
  useAdminUpdateProductMutation,
  useAdminSamplesQuery,
  useAdminSaveSampleMutation,
  useAdminDeleteSampleMutation,
  useAdminUploadImageMutation,
  useAdminCreateCustomOrderMutation,
  useAdminMessagesQuery,
  useAdminApproveProofMutation,
  useAdminRefundPaymentMutation,
  useAdminApprovedOrdersQuery,
  useAdminStartProductionMutation,
  useAdminVouchersQuery,
  useAdminCreateVoucherMutation,
  useAdminDeactivateVoucherMutation,
  useAdminActivateVoucherMutation,
  useAdminDeleteVoucherMutation,
  useAdminQrLinkQuery,
  useAdminQrLinkHistoryQuery,
  useAdminDisableQrLinkMutation,
  useAdminEnableQrLinkMutation,
  useAdminJobsQuery,
  useAdminRetryJobMutation,
  useAdminCustomersQuery,
  useAdminGrantInvoiceTermsMutation,
  useAdminRevokeInvoiceTermsMutation,
  useAdminBookPaymentMutation,
  useAdminClosuresQuery,
  useLazyAdminClosureAffectedOrdersQuery,
  useAdminAddClosureMutation,
  useAdminRemoveClosureMutation,
} = adminApi;
