/**
 * The fake API of the customers' QR short links: the links' format, the
 * codes of the signed-in customer or of the order a guest's token opens,
 * repointing a code (with the server's rules and texts), its changes a page
 * at a time and its scans per day. The codes live in their own small store
 * here, emptied before each test like `db` (setup-tests.ts); a test seeds
 * codes, their history and scans with `seedCustomerQrLink`. Calls are recorded in `db.received`
 * (a GET as its query, a PATCH as `{ query, body }`), so a test can see the
 * token was sent.
 */
import { HttpResponse } from 'msw';

import { germanToday, shiftDay } from '@/features/qr-links/scan-days';
import type { Schemas } from '@/lib/api-types';
import { URL_PATTERN } from '@/lib/rules';

import { apiHttp } from './api-http';
import { db, testUsers } from './data';
import { json, type ErrorAnswer } from './fake-answers';
import serverMessages from './server-messages.json';

type QrLink = Schemas['QrLinkDto'];
type QrLinkChange = Schemas['QrLinkChangeDto'];
type QrScanDay = Schemas['QrScanDayDto'];

/** Changes a page of a code's history holds, as the server pages them. */
const HISTORY_PAGE_SIZE = 20;

/** Page `raw` (from 1; anything else is page 1) of `history` (oldest first), newest first, as the server answers it. */
export function historyPage(history: readonly QrLinkChange[], raw: string | null): Schemas['QrLinkHistoryPage'] {
  const asked = Math.floor(Number(raw));
  const currentPage = Number.isFinite(asked) && asked > 1 ? asked : 1;
  const newestFirst = [...history].reverse();
  const start = (currentPage - 1) * HISTORY_PAGE_SIZE;
  return {
    changes: newestFirst.slice(start, start + HISTORY_PAGE_SIZE),
    total: history.length,
    totalPages: Math.max(1, Math.ceil(history.length / HISTORY_PAGE_SIZE)),
    currentPage,
  };
}

/** A code's latest change and count of changes, as the lists carry them. */
export function latestOf(history: readonly QrLinkChange[]): Pick<QrLink, 'lastChange' | 'changeCount'> {
  return { lastChange: history.at(-1) ?? null, changeCount: history.length };
}

/** What `GET /api/shop/qr-link-format` answers. */
export const QR_LINK_FORMAT: Schemas['QrLinkFormat'] = { base: 'https://shop.example/q/', codeLength: 10 };

export const qrLinkMessages = {
  /** The contract's texts, word for word. */
  targetRequired: 'Bitte geben Sie die Zieladresse ein.',
  targetTooLong: 'Die Zieladresse darf höchstens 2.000 Zeichen lang sein.',
  targetNotWeb:
    'Bitte geben Sie eine Webadresse an, die mit http:// oder https:// beginnt (z. B. www.restaurant.de/speisekarte).',
  targetCredentials: 'Die Zieladresse darf keinen Benutzernamen und kein Passwort enthalten.',
  targetLoop: 'Die Zieladresse darf nicht selbst ein QR-Kurzlink dieses Shops sein.',
  /** This fake's own: the contract names no text for these. */
  unknownToken: 'Dieser Link ist ungültig.',
  notFound: 'Dieser QR-Code wurde nicht gefunden.',
} as const;

/** A code as the fake keeps it: whose it is, every change (oldest first) and its scans per day (any order). */
type StoredQrLink = {
  link: QrLink;
  userId: number | null;
  token: string | null;
  history: QrLinkChange[];
  scans: QrScanDay[];
};

export const qrLinkDb = {
  /** The codes, oldest first. */
  links: [] as StoredQrLink[],
};

export function resetQrLinkDb(): void {
  qrLinkDb.links = [];
}

type SeedOptions = Partial<QrLink> & {
  code: string;
  /** The owning customer; `null` for a guest's order. Default: the test customer. */
  userId?: number | null;
  /** The mailed token that opens a guest's order. */
  token?: string | null;
  scans?: QrScanDay[];
  /** Every change of the target, oldest first. */
  history?: QrLinkChange[];
};

/** Stores a code of the test customer, active, unchanged and never scanned, unless told otherwise. */
export function seedCustomerQrLink({
  userId = testUsers.customer.userId,
  token = null,
  scans = [],
  history = [],
  ...link
}: SeedOptions): QrLink {
  const stored: QrLink = {
    shortLink: `${QR_LINK_FORMAT.base}${link.code}`,
    target: 'https://pizzeria.example/speisekarte',
    orderId: 1,
    productName: 'PrimeCard Starter',
    createdAt: new Date(Date.UTC(2026, 4, 1) + qrLinkDb.links.length * 60_000).toISOString(),
    disabledReason: null,
    orderCancelled: false,
    totalScans: scans.reduce((sum, day) => sum + day.count, 0),
    ...latestOf(history),
    ...link,
  };
  qrLinkDb.links.push({ link: stored, userId, token, history: [...history], scans });
  return stored;
}

/** The German day `offset` days from today (`-89` is the first of a 90-day chart). */
export function dayFromToday(offset: number): string {
  return shiftDay(germanToday(), offset);
}

/** The customer's codes as the account export (`GET /api/users/me/export`) lists them, with every day's scans. */
export function qrCodesExport(userId: number): Schemas['QrCodeExport'][] {
  return qrLinkDb.links
    .filter((stored) => stored.userId === userId)
    .map((stored) => ({
      ...stored.link,
      history: stored.history,
      days: stored.scans.filter((day) => day.count > 0).sort((a, b) => a.day.localeCompare(b.day)),
    }));
}

/** Records a GET with its query, like `receive` records a body. */
function recordQuery(path: string, request: Request): URLSearchParams {
  const params = new URL(request.url).searchParams;
  db.received.push({ path, body: Object.fromEntries(params) });
  return params;
}

/**
 * Who asks, like the API: a token opens that order's codes (404 when no code
 * has it), else the session's customer (401 without one).
 */
function accessible(params: URLSearchParams): StoredQrLink[] | ErrorAnswer {
  const token = params.get('token');
  if (token !== null) {
    const links = qrLinkDb.links.filter((stored) => stored.token === token);
    return links.length > 0 ? links : json(qrLinkMessages.unknownToken, 404);
  }
  const user = db.sessionUser;
  if (user === null) return json(serverMessages.sessionExpired, 401, 'auth.session_expired');
  return qrLinkDb.links.filter((stored) => stored.userId === user.userId);
}

/** The caller's code `code` (any case), or the refusal. */
function accessibleLink(params: URLSearchParams, code: string): StoredQrLink | ErrorAnswer {
  const links = accessible(params);
  if (!Array.isArray(links)) return links;
  return links.find((stored) => stored.link.code === code.toUpperCase()) ?? json(qrLinkMessages.notFound, 404);
}

/** Like `QrTarget::parse`: the normalised target, or the refusal's text. */
function parseTarget(raw: string): { target: string } | { refused: string } {
  const trimmed = raw.trim();
  if (trimmed === '') return { refused: qrLinkMessages.targetRequired };
  if ([...trimmed].length > 2000) return { refused: qrLinkMessages.targetTooLong };
  if (/\s/.test(trimmed)) return { refused: qrLinkMessages.targetNotWeb };
  const scheme = /^https?:\/\//i.test(trimmed);
  if (!scheme && trimmed.includes('://')) return { refused: qrLinkMessages.targetNotWeb };
  const authority = (scheme ? trimmed.slice(trimmed.indexOf('://') + 3) : trimmed).split(/[/?#]/)[0];
  if (authority.includes('@')) return { refused: qrLinkMessages.targetCredentials };
  if (!URL_PATTERN.test(trimmed)) return { refused: qrLinkMessages.targetNotWeb };
  const host = authority.split(':')[0].toLowerCase();
  if (host === new URL(QR_LINK_FORMAT.base).hostname) return { refused: qrLinkMessages.targetLoop };
  return { target: scheme ? trimmed : `https://${trimmed}` };
}

export const qrLinkHandlers = [
  apiHttp.get('/shop/qr-link-format', () => HttpResponse.json(QR_LINK_FORMAT)),

  apiHttp.get('/qr-links', ({ request }) => {
    const links = accessible(recordQuery('/qr-links', request));
    if (!Array.isArray(links)) return links;
    return HttpResponse.json(links.map((stored) => stored.link));
  }),

  apiHttp.patch('/qr-links/{code}', async ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    const body = await request.json();
    // Recorded with its query: a guest's change carries the token there.
    db.received.push({ path: `/qr-links/${params.code}`, body: { query: Object.fromEntries(query), body } });
    // Like the API: the address first, then whose code it is; a disabled code may be repointed too.
    const parsed = parseTarget(body.target);
    if ('refused' in parsed) return json(parsed.refused, 422);
    const stored = accessibleLink(query, params.code);
    if (!('link' in stored)) return stored;
    const { link } = stored;
    stored.history.push({
      oldTarget: link.target,
      newTarget: parsed.target,
      changedAt: new Date().toISOString(),
      changedBy: query.has('token') ? 'guest' : 'customer',
    });
    Object.assign(link, latestOf(stored.history), { target: parsed.target });
    return HttpResponse.json(link);
  }),

  apiHttp.get('/qr-links/{code}/history', ({ request, params }) => {
    const query = recordQuery(`/qr-links/${params.code}/history`, request);
    const stored = accessibleLink(query, params.code);
    if (!('link' in stored)) return stored;
    return HttpResponse.json(historyPage(stored.history, query.get('page')));
  }),

  apiHttp.get('/qr-links/{code}/scans', ({ request, params }) => {
    const query = recordQuery(`/qr-links/${params.code}/scans`, request);
    const stored = accessibleLink(query, params.code);
    if (!('link' in stored)) return stored;
    const days = Math.min(Math.max(Number(query.get('days') ?? '30') || 30, 1), 366);
    const since = dayFromToday(-(days - 1));
    return HttpResponse.json({
      total: stored.scans.reduce((sum, day) => sum + day.count, 0),
      days: stored.scans.filter((day) => day.day >= since && day.count > 0).sort((a, b) => a.day.localeCompare(b.day)),
    });
  }),
];
