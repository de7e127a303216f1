/**
 * The printed QR codes' short links: the list of a customer's (or a guest's
 * order's) codes, their scans per day, their changes of target a page at a
 * time and repointing a code to a new target.
 * A guest sends the mailed token with every call. Nothing is kept once no
 * page shows it: after a logout the next customer never sees the last one's
 * codes.
 */
import { api } from '@/lib/api';

import { CHART_DAYS } from './scan-days';
import type { QrLink, QrLinkHistoryPage, QrLinkOwner, QrScans, QrTargetBody } from './types';

/** The token a guest's calls carry; a customer's session cookie speaks for itself. */
function ownerParams(owner: QrLinkOwner): Record<string, string> {
  return owner.kind === 'guest' ? { token: owner.token } : {};
}

function linkUrl(code: string): string {
  return `/qr-links/${encodeURIComponent(code)}`;
}

// A repoint makes every loaded page of the code's changes stale: their tag is added here.
export const qrLinksApi = api.enhanceEndpoints({ addTagTypes: ['QrLinkHistory'] }).injectEndpoints({
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
    /** One page (from 1) of the code's changes, newest first, with how many pages there are. */
    getQrLinkHistory: build.query<QrLinkHistoryPage, { code: string; owner: QrLinkOwner; page: number }>({
      query: ({ code, owner, page }) => ({
        url: `${linkUrl(code)}/history`,
        params: { page, ...ownerParams(owner) },
      }),
      providesTags: (_result, _error, { code }) => [{ type: 'QrLinkHistory', id: code }],
      keepUnusedDataFor: 0,
    }),
    repointQrLink: build.mutation<QrLink, { code: string; owner: QrLinkOwner; target: string }>({
      query: ({ code, owner, target }) => ({
        url: linkUrl(code),
        method: 'PATCH',
        params: ownerParams(owner),
        body: { target } satisfies QrTargetBody,
      }),
      // The new change heads the history: pages already loaded are asked for again.
      invalidatesTags: (_result, error, { code }) => (error ? [] : [{ type: 'QrLinkHistory', id: code }]),
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

export const { useGetQrLinksQuery, useGetQrLinkScansQuery, useGetQrLinkHistoryQuery, useRepointQrLinkMutation } =
  qrLinksApi;
