/**
 * The printed QR codes' short links: the list of a customer's (or a guest's
 * order's) codes, their scans per day and repointing a code to a new target.
 * A guest sends the mailed token with every call. Nothing is kept once no
 * page shows it: after a logout the next customer never sees the last one's
 * codes.
 */
import { api } from '@/lib/api';

import { CHART_DAYS } from './scan-days';
import type { QrLink, QrLinkOwner, QrScans, QrTargetBody } from './types';

/** The token a guest's calls carry; a customer's session cookie speaks for itself. */
function ownerParams(owner: QrLinkOwner): Record<string, string> {
  return owner.kind === 'guest' ? { token: owner.token } : {};
}

function linkUrl(code: string): string {
  return `/qr-links/${encodeURIComponent(code)}`;
}

export const qrLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Keyed by the owner, so one customer's codes never show for the next. */
    getQrLinks: build.query<QrLink[], QrLinkOwner>({
      query: (owner) => ({ url: '/qr-links', params: ownerParams(owner) }),
      keepUnusedDataFor: 0,
    }),
    getQrLinkScans: build.query<QrScans, { code: string; owner: QrLinkOwner }>({
      query: ({ code, owner }) => ({
        url: `${linkUrl(code)}/scans`,
        params: { days: CHART_DAYS, ...ownerParams(owner) },
      }),
      keepUnusedDataFor: 0,
    }),
    repointQrLink: build.mutation<QrLink, { code: string; owner: QrLinkOwner; target: string }>({
      query: ({ code, owner, target }) => ({
        url: linkUrl(code),
        method: 'PATCH',
        params: ownerParams(owner),
        body: { target } satisfies QrTargetBody,
      }),
      // The answer is the code as it is now: put it into the list instead of loading the list again.
      async onQueryStarted({ owner }, { dispatch, queryFulfilled }) {
        try {
          const { data: link } = await queryFulfilled;
          dispatch(
            qrLinksApi.util.updateQueryData('getQrLinks', owner, (links) => {
              const index = links.findIndex((candidate) => candidate.code === link.code);
              if (index >= 0) links[index] = link;
            }),
          );
        } catch {
          // A refusal changed nothing; the form shows it.
        }
      },
    }),
  }),
});

export const { useGetQrLinksQuery, useGetQrLinkScansQuery, useRepointQrLinkMutation } = qrLinksApi;
