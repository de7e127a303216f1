/**
 * The fake API of issue 23's new calls (contract-23), for customers and the
 * back-office alike: the approval page behind the mailed token, approving a
 * proof (by the customer, or by an admin on the customer's behalf with a
 * note) and revising it, the customer's cancellation, the refund of money
 * paid after a cancellation, the production routes and the shop's payment
 * methods. The older calls (order list, lines, details, status update) answer
 * with the same fields in `handlers.ts`.
 *
 * Every state lives in the stored orders and lines (`data.ts`: `orderStatus`,
 * `timeline`, `proof` …), so both sides see the same order and `resetDb`
 * clears it.
 */
import { http, HttpResponse } from 'msw';

import type { Schemas } from '@/lib/api-types';
import { PHONE_MIN_DIGITS, PHONE_PATTERN, URL_PATTERN } from '@/lib/rules';

import { apiHttp } from './api-http';
import {
  allApproved,
  changeable,
  currentVersionOf,
  db,
  fakeSha256,
  mayActOn,
  orderDto,
  orderLineDto,
  orderRowDto,
  proofDto,
  proofOf,
  qrReadableOf,
  shipByOf,
  statusOf,
  testProofDesign,
  testProofVersion,
  timelineOf,
  type TestOrder,
  type TestOrderLine,
  type TestProofVersion,
} from './data';
import { adminRefusal, json, receive } from './fake-answers';
import serverMessages from './server-messages.json';

/** The texts of contract-23, word for word. */
export const lifecycleMessages = {
  tokenInvalid: 'Dieser Freigabelink ist ungültig oder nicht mehr gültig.',
  approved: 'Vielen Dank für Ihre Druckfreigabe.',
  versionMissing: 'Bitte geben Sie an, welche Version des Druckabzugs Sie freigeben.',
  notTheCurrentVersion: 'Dieser Druckabzug wurde inzwischen geändert. Bitte prüfen Sie die neue Version.',
  noteRequired: 'Bitte geben Sie an, wie der Kunde freigegeben hat (z. B. telefonisch freigegeben).',
  qrUnreadable:
    'Der QR-Code dieses Druckabzugs konnte nicht gelesen werden. Bitte ändern Sie das Design oder kontaktieren Sie uns.',
  alreadyApproved: 'Dieser Druckabzug ist bereits freigegeben.',
  notReady: 'Der QR-Code dieses Druckabzugs wird noch geprüft. Bitte versuchen Sie es in einigen Sekunden erneut.',
  locked: 'Diese Bestellung kann nicht mehr geändert werden.',
  revised: 'Ihre Änderung wurde übernommen. Bitte prüfen Sie den neuen Druckabzug.',
  reviseApproved: 'Dieser Druckabzug ist bereits freigegeben und kann nicht mehr geändert werden.',
  reviseInProduction: 'Ihre Bestellung ist bereits in Produktion und kann nicht mehr geändert werden.',
  tooManyVersions:
    'Dieser Druckabzug kann nicht mehr geändert werden (höchstens 10 Versionen). Bitte kontaktieren Sie uns.',
  cancelled: 'Ihre Bestellung wurde storniert. Den Betrag erstatten wir Ihnen, die Gutschrift erhalten Sie per E-Mail.',
  cancelDeadlinePassed: 'Die Frist für eine Stornierung (24 Stunden nach der Bestellbestätigung) ist abgelaufen.',
  cancelInProduction: 'Ihre Bestellung ist bereits in Produktion und kann nicht mehr storniert werden.',
  approvalMissing: 'Die Druckfreigabe des Kunden fehlt noch.',
  refunded: 'Die Zahlung wurde erstattet.',
  noApprovedOrders: 'Es gibt keine freigegebenen Bestellungen.',
  started: (count: number) => `${count} Bestellungen sind in Produktion.`,
} as const;

/** Like the API: a line's proof has at most this many versions; the last one can only be approved. */
const MAX_PROOF_VERSIONS = 10;

/** A text of this fake only: the contract names no message for this refusal. */
const noRefundDue = 'Für diese Bestellung ist keine Zahlung zu erstatten.';

function now(): string {
  return new Date().toISOString();
}

function lineById(orderLineId: number): { order: TestOrder; line: TestOrderLine } | null {
  for (const order of db.orders) {
    const line = order.lines.find((candidate) => candidate.orderLineId === orderLineId);
    if (line) return { order, line };
  }
  return null;
}

type Problem = string | null;

/** Whether the approval names this version, by its number or its PDF's SHA-256 (either case). */
function seenIs(body: Schemas['ApproveBody'], version: TestProofVersion): boolean {
  if (typeof body.version === 'number') return body.version === version.version;
  return (body.sha256 ?? '').toLowerCase() === version.sha256.toLowerCase();
}

function required(label: string, value: unknown): Problem {
  return typeof value === 'string' && value.trim() !== '' ? null : `${label}: ${serverMessages.fieldRequired}`;
}

/** The create-order line rules the revision shares (the fake checks the ones the tests need). */
function revisionProblem(line: TestOrderLine, body: Record<string, string | undefined>): Problem {
  const card = line.template.trim() !== '';
  const text = (key: string) => (body[key] ?? '').trim();
  if (card) {
    const problem =
      required('Vorlage', body.template) ?? required('Adresse', body.address) ?? required('Telefonnummer', body.phone);
    if (problem !== null) return problem;
    const phone = text('phone');
    if (!PHONE_PATTERN.test(phone) || phone.replace(/[^0-9]/g, '').length < PHONE_MIN_DIGITS) {
      return `Telefonnummer: ${serverMessages.phoneInvalid}`;
    }
    const urlProblem = required('URL', body.url);
    if (urlProblem !== null) return urlProblem;
  }
  const url = text('url');
  if (url !== '' && !URL_PATTERN.test(url)) return 'URL: Ungültige URL';
  const logo = text('cardLogo');
  if (logo === '') return serverMessages.orderLogoMissing.replace('Position 1: ', '');
  if (!logo.startsWith('/uploads/') && !logo.startsWith('https://')) {
    return serverMessages.orderLogoForeign.replace('Position 1: ', '');
  }
  return null;
}

/**
 * The approved orders waiting for production, like the server's: by their promised shipping day, the
 * earliest first, those without one last; oldest first on the same day.
 */
const approvedByShipBy = () =>
  db.orders
    .filter((order) => statusOf(order) === 'Approved')
    .sort(
      (a, b) =>
        (a.shipBy ?? '9999-12-31').localeCompare(b.shipBy ?? '9999-12-31') ||
        a.order_date.localeCompare(b.order_date) ||
        a.orderId - b.orderId,
    );

/** A row of the production page: the order's row with its 'Versand bis'. */
function approvedOrderDto(order: TestOrder): Schemas['ApprovedOrderDto'] {
  return { ...orderRowDto(order), ...shipByOf(order) };
}

export const lifecycleHandlers = [
  // The methods the shop takes unless a test says otherwise.
  apiHttp.get('/shop/payment-methods', () =>
    HttpResponse.json({ methods: ['card', 'paypal', 'klarna', 'sepa_debit'] }),
  ),

  // The mailed token, or `orderId` for the browser that placed the order (the fake: a guest's, or the buyer's).
  apiHttp.get('/proof-approval', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const token = query.get('token') ?? '';
    const orderId = query.get('orderId');
    db.received.push({ path: '/proof-approval', body: orderId === null ? { token } : { orderId: Number(orderId) } });
    const order =
      orderId !== null
        ? db.orders.find(
            (candidate) =>
              candidate.orderId === Number(orderId) &&
              (candidate.userId === null || candidate.userId === db.sessionUser?.userId),
          )
        : token === ''
          ? undefined
          : db.orders.find((candidate) => candidate.approvalToken === token);
    if (!order) return json(orderId !== null ? serverMessages.orderNotFound : lifecycleMessages.tokenInvalid, 404);
    order.approvalOpened = true;
    return HttpResponse.json({
      order: orderDto(order),
      orderLines: order.lines.map((line) => orderLineDto(order, line)),
      shipping: {
        companyName: order.shipping.companyName ?? '',
        responsableName: order.shipping.responsableName ?? '',
      },
      approvalPromise: order.approvalPromise ?? null,
    });
  }),

  // The customer (signed in, or a guest after opening the link) names the version seen, an admin adds the note.
  apiHttp.post('/order-lines/{order_line_id}/approve', async ({ request, params }) => {
    const orderLineId = Number(params.order_line_id);
    const body = await receive(`/order-lines/${orderLineId}/approve`, request);
    if (typeof body.version !== 'number' && typeof body.sha256 !== 'string') {
      return json(lifecycleMessages.versionMissing, 422);
    }
    const byAdmin = db.sessionUser?.role === 'admin';
    const found = lineById(orderLineId);
    if (!found || !(byAdmin || mayActOn(found.order))) return json(serverMessages.proofLineNotFound, 404);
    const { order, line } = found;
    const note = body.note?.trim() ?? '';
    if (byAdmin && note === '') return json(lifecycleMessages.noteRequired, 422);
    const proof = proofOf(order, line);
    if (proof === null) return json(serverMessages.proofNoDesign, 404);
    const version = currentVersionOf(proof);
    if (!changeable(order)) {
      return json(version?.approvedAt ? lifecycleMessages.alreadyApproved : lifecycleMessages.locked, 409);
    }
    if (version === undefined) return json(lifecycleMessages.notReady, 409);
    if (!seenIs(body, version)) return json(lifecycleMessages.notTheCurrentVersion, 409);
    if (version.approvedAt) return json(lifecycleMessages.alreadyApproved, 409);
    // An unreadable QR code is refused; a design without one (null) is approved as it is.
    if (version.qrReadable === false) return json(lifecycleMessages.qrUnreadable, 409);
    Object.assign(
      version,
      byAdmin
        ? { approvedAt: now(), approvedBy: 'admin', note }
        : { approvedAt: now(), approvedBy: 'customer', note: null },
    );
    if (allApproved(order)) {
      order.orderStatus = 'Approved';
      timelineOf(order).push({ step: 'approved', at: now() });
    }
    const answered = proofDto(order, line);
    if (answered === null) return json(serverMessages.proofNoDesign, 404);
    return HttpResponse.json({ message: lifecycleMessages.approved, orderStatus: statusOf(order), proof: answered });
  }),

  apiHttp.post('/order-lines/{order_line_id}/revise', async ({ request, params }) => {
    const orderLineId = Number(params.order_line_id);
    const body = await receive(`/order-lines/${orderLineId}/revise`, request);
    const found = lineById(orderLineId);
    if (!found || !mayActOn(found.order)) return json(serverMessages.proofLineNotFound, 404);
    const { order, line } = found;
    const proof = proofOf(order, line);
    if (proof === null) return json(serverMessages.proofNoDesign, 404);
    if (currentVersionOf(proof)?.approvedAt) return json(lifecycleMessages.reviseApproved, 409);
    if (!changeable(order)) return json(lifecycleMessages.reviseInProduction, 409);
    if (proof.currentVersion >= MAX_PROOF_VERSIONS) return json(lifecycleMessages.tooManyVersions, 409);
    const problem = revisionProblem(line, body);
    if (problem !== null) return json(problem, 422);
    const text = (key: keyof typeof body) => (body[key] ?? '').trim();
    if (line.template.trim() !== '') {
      Object.assign(line, { template: text('template'), address: text('address'), phone: text('phone') });
    }
    Object.assign(line, { url: text('url'), cardLogo: text('cardLogo'), remarks: text('remarks') });
    // Like the API: the new version is rendered and its QR code read back before the answer.
    const next = testProofVersion(proof.currentVersion + 1, {
      createdAt: now(),
      sha256: fakeSha256(orderLineId, proof.currentVersion + 1),
      qrReadable: qrReadableOf(line),
      design: testProofDesign(line),
    });
    // Only the current and the approved version keep their PDF; the others keep hash, time and design.
    for (const version of proof.versions) version.pdfKept = Boolean(version.approvedAt);
    proof.versions.push(next);
    proof.currentVersion = next.version;
    const answered = proofDto(order, line);
    if (answered === null) return json(serverMessages.proofNoDesign, 404);
    return HttpResponse.json({ message: lifecycleMessages.revised, proof: answered });
  }),

  apiHttp.post('/orders/{order_id}/cancel', async ({ request, params }) => {
    const orderId = Number(params.order_id);
    db.received.push({ path: `/orders/${orderId}/cancel`, body: await request.json() });
    const order = db.orders.find((candidate) => candidate.orderId === orderId);
    if (!order || !mayActOn(order)) return json(serverMessages.orderNotFound, 404);
    const status = statusOf(order);
    if (status === 'InProduction' || status === 'Shipped' || status === 'Delivered') {
      return json(lifecycleMessages.cancelInProduction, 409);
    }
    const until = order.cancellableUntil ?? null;
    if (status === 'Cancelled' || until === null || Date.parse(until) < Date.now()) {
      return json(lifecycleMessages.cancelDeadlinePassed, 409);
    }
    order.orderStatus = 'Cancelled';
    order.cancellableUntil = null;
    timelineOf(order).push({ step: 'cancelled', at: now() });
    if (order.payementStatus === 'Paid' && !order.refundedAt) order.refundedAt = now();
    return HttpResponse.json({ message: lifecycleMessages.cancelled, orderStatus: 'Cancelled' });
  }),

  // Plain `http`: the server's OpenAPI document names this answer `MessageDto`, which collides with the
  // contact message's schema; the server answers `{ message }`.
  http.post('/api/admin/orders/:orderId/refund-payment', ({ params }) => {
    const orderId = Number(params.orderId);
    db.received.push({ path: `/admin/orders/${orderId}/refund-payment`, body: null });
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const order = db.orders.find((candidate) => candidate.orderId === orderId);
    if (!order) return json(serverMessages.adminOrderNotFound, 404);
    if (!order.paidAfterCancellation || order.refundedAt) return json(noRefundDue, 409);
    order.refundedAt = now();
    return HttpResponse.json({ message: lifecycleMessages.refunded });
  }),

  apiHttp.get('/production/approved-orders', () => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    return HttpResponse.json({ orders: approvedByShipBy().map(approvedOrderDto) });
  }),

  // Plain `http`: the server's OpenAPI document does not list this PDF.
  http.get('/api/production/approved-proofs.pdf', () => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    if (approvedByShipBy().length === 0) return json(lifecycleMessages.noApprovedOrders, 404);
    return new HttpResponse('%PDF-1.7\n%fake\n', { headers: { 'Content-Type': 'application/pdf' } });
  }),

  apiHttp.post('/production/start', async ({ request }) => {
    const body = await receive('/production/start', request);
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const started = approvedByShipBy().filter((order) => body.orderIds.includes(order.orderId));
    for (const order of started) {
      order.orderStatus = 'InProduction';
      timelineOf(order).push({ step: 'inProduction', at: now() });
    }
    return HttpResponse.json({
      orderIds: started.map((order) => order.orderId),
      message: lifecycleMessages.started(started.length),
    });
  }),
];
