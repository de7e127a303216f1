/**
 * The designer's one call: the form of the shop's QR short links, so the
 * preview can draw a code as dense as the printed one.
 */
import { api } from '@/lib/api';

import type { QrLinkFormat } from './short-link';

export const designerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQrLinkFormat: build.query<QrLinkFormat, void>({
      query: () => '/shop/qr-link-format',
    }),
  }),
});

export const { useGetQrLinkFormatQuery } = designerApi;
