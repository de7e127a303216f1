import type { Schemas } from '@/lib/api-types';

/** One change of a code's target; `changedBy` is 'customer', 'guest' or 'admin'. */
export type QrLinkChange = Schemas['QrLinkChangeDto'];

/**
 * `GET /api/qr-links`: one printed code, where it leads now, how often it was
 * scanned (`totalScans`: ever) and its latest change of target (`lastChange`,
 * of `changeCount`).
 */
export type QrLink = Schemas['QrLinkDto'];

/** `GET /api/qr-links/{code}/history?page=1`: one page of a code's changes, newest first. */
export type QrLinkHistoryPage = Schemas['QrLinkHistoryPage'];

/** One German day with scans (`YYYY-MM-DD`, Europe/Berlin). */
export type QrScanDay = Schemas['QrScanDayDto'];

/** `GET /api/qr-links/{code}/scans?days=90`: only days with scans, oldest first; `total` is all scans ever. */
export type QrScans = Schemas['QrScansDto'];

/** `PATCH /api/qr-links/{code}` */
export type QrTargetBody = Schemas['QrTargetBody'];

/**
 * Whose codes a page shows: the signed-in customer's, or those of the order
 * whose mailed token a guest holds (sent with every call).
 */
export type QrLinkOwner = { kind: 'customer'; userId: number } | { kind: 'guest'; token: string };
