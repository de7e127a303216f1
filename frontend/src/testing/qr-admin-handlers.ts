/**
 * The fake API of the back-office's QR short links: find a code, read its
 * changes a page at a time, switch it off with a reason and on again, for
 * admins only. The codes live in their
 * own small store here, emptied before each test like `db` (setup-tests.ts);
 * a test seeds codes with `seedQrLink`.
 */
import { HttpResponse } from 'msw';

import type { Schemas } from '@/lib/api-types';

import { apiHttp } from './api-http';
import { db } from './data';
import { adminRefusal, json, receive, type ErrorAnswer } from './fake-answers';
import { historyPage, latestOf } from './qr-link-handlers';

type QrLink = Schemas['QrLinkDto'];
type QrLinkChange = Schemas['QrLinkChangeDto'];

/** The short links' base, as `GET /api/shop/qr-link-format` names it. */
export const QR_LINK_BASE = 'https://shop.example/q/';

export const qrAdminMessages = {
  /** The contract's text, word for word. */
  notFound: 'Dieser QR-Code wurde nicht gefunden.',
  /** The server's text for a missing, too short or too long reason (crates/app/src/qr_links.rs). */
  reason: 'Bitte geben Sie einen Grund an (3 bis 200 Zeichen).',
} as const;

export const qrAdminDb = {
  /** The codes, oldest first. */
  links: [] as QrLink[],
  /** Every code's changes, oldest first. */
  histories: new Map<string, QrLinkChange[]>(),
};

export function resetQrAdminDb(): void {
  qrAdminDb.links = [];
  qrAdminDb.histories = new Map();
}

/** Stores a code: active, unchanged and never scanned, on a PrimeCard of no order, unless told otherwise. */
export function seedQrLink({
  history = [],
  ...link
}: Partial<QrLink> & { code: string; history?: QrLinkChange[] }): QrLink {
  const stored: QrLink = {
    shortLink: `${QR_LINK_BASE}${link.code}`,
    target: 'https://pizzeria.example/speisekarte',
    orderId: null,
    productName: 'PrimeCard Starter',
    createdAt: new Date(Date.UTC(2026, 4, 1) + qrAdminDb.links.length * 60_000).toISOString(),
    disabledReason: null,
    orderCancelled: false,
    totalScans: 0,
    ...latestOf(history),
    ...link,
  };
  qrAdminDb.links.push(stored);
  qrAdminDb.histories.set(stored.code, [...history]);
  return stored;
}

/** Like `ShortCode::parse`: lower case is read as upper case. */
function findLink(code: string): QrLink | undefined {
  const wanted = code.toUpperCase();
  return qrAdminDb.links.find((link) => link.code === wanted);
}

/** The code, or the admin refusal (401/403) or the 404 of an unknown code. */
function adminLink(code: string): QrLink | ErrorAnswer {
  const refusal = adminRefusal();
  if (refusal) return refusal;
  return findLink(code) ?? json(qrAdminMessages.notFound, 404);
}

export const qrAdminHandlers = [
  apiHttp.get('/admin/qr-links/{code}', ({ params }) => {
    const link = adminLink(String(params.code));
    return link instanceof Response ? link : HttpResponse.json<QrLink>(link);
  }),

  apiHttp.get('/admin/qr-links/{code}/history', ({ params, request }) => {
    const code = String(params.code);
    const page = new URL(request.url).searchParams.get('page');
    db.received.push({ path: `/admin/qr-links/${code}/history`, body: { page } });
    const link = adminLink(code);
    if (link instanceof Response) return link;
    return HttpResponse.json(historyPage(qrAdminDb.histories.get(link.code) ?? [], page));
  }),

  apiHttp.post('/admin/qr-links/{code}/disable', async ({ params, request }) => {
    const code = String(params.code);
    const { reason = '' } = await receive(`/admin/qr-links/${code}/disable`, request);
    const link = adminLink(code);
    if (link instanceof Response) return link;
    const trimmed = reason.trim();
    const length = Array.from(trimmed).length;
    if (length < 3 || length > 200) return json(qrAdminMessages.reason, 422);
    link.disabledReason = trimmed;
    return HttpResponse.json<QrLink>(link);
  }),

  apiHttp.post('/admin/qr-links/{code}/enable', ({ params }) => {
    const code = String(params.code);
    db.received.push({ path: `/admin/qr-links/${code}/enable`, body: null });
    const link = adminLink(code);
    if (link instanceof Response) return link;
    link.disabledReason = null;
    return HttpResponse.json<QrLink>(link);
  }),
];
