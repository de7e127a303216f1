/**
 * The cart's call: checking an Aktionscode against the cart's lines
 * (`POST /vouchers/check`). The server prices the code; its answer is what
 * the summaries show.
 */
import { api } from '@/lib/api';
import type { VoucherCheckRequest, VoucherQuote } from '@/lib/voucher';

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation: nothing to cache, every check asks for the lines as they are now.
    checkVoucher: build.mutation<VoucherQuote, VoucherCheckRequest>({
      query: (body) => ({ url: '/vouchers/check', method: 'POST', body }),
    }),
  }),
});

export const { useCheckVoucherMutation } = cartApi;
