/**
 * The fake API of buying on invoice ('Kauf auf Rechnung'): whether the
 * visitor may (`GET /invoice-terms`) and what placing an order on invoice
 * decides (`placeOnInvoice`, called by the fake create-order); for admins the
 * customer accounts with their terms (list, grant, withdraw), the payments
 * booked by hand on an order and the import of a bank statement. What the
 * signed-in customer's account allows, the accounts and the next statement's
 * answer live in their own small store here, emptied before each test like
 * `db` (setup-tests.ts); a test grants it with `grantInvoice` or refuses it
 * with `refuseInvoice`, and seeds accounts with `seedCustomer`.
 */
import { HttpResponse } from 'msw';

import type { Schemas } from '@/lib/api-types';
import { dayInGermany } from '@/lib/dates';
import {
  INVOICE_DAYS_MAX,
  INVOICE_DAYS_MIN,
  INVOICE_LIMIT_MAX_CENTS,
  INVOICE_LIMIT_MIN_CENTS,
  PAYMENT_NOTE_MAX_CHARS,
} from '@/lib/rules';

import { apiHttp } from './api-http';
import { db, invoicePaymentsDto } from './data';
import { adminRefusal, json, receive, type ErrorAnswer } from './fake-answers';

type Customer = Schemas['CustomerDto'];
type StatementImport = Schemas['StatementImportDto'];

/** The codes the server refuses an order on invoice with. */
export type InvoiceRefusalCode = 'invoice.not_granted' | 'invoice.limit_reached' | 'invoice.overdue';

/** The contract's texts, word for word. */
export const invoiceMessages = {
  notGranted: 'Kauf auf Rechnung bieten wir Stammkunden nach Freischaltung an.',
  limitReached: 'Ihr Rechnungslimit ist erreicht (offen: 480,00 € von 500,00 €).',
  overdue: 'Die Rechnung RE-2026-00012 ist seit dem 20.12.2026 fällig. Bitte begleichen Sie sie zuerst.',
  noBankAccount:
    'Kauf auf Rechnung kann erst freigeschaltet werden, wenn die Bankverbindung des Shops (SHOP_SELLER_IBAN) eingerichtet ist.',
  /** The server's refusals of terms out of range (400, `request.invalid`), the limit checked first. */
  limitOutOfRange: 'Das Rechnungslimit muss zwischen 1,00 € und 50.000,00 € liegen.',
  daysOutOfRange: 'Das Zahlungsziel muss zwischen 7 und 60 Tagen liegen.',
  customerNotFound: 'Dieses Kundenkonto wurde nicht gefunden.',
  /** 415: a statement not sent as XML. */
  statementNotXml: 'Bitte senden Sie den Kontoauszug als XML-Datei (camt.053).',
  /** 422: the server's words for a file of another format. */
  statementUnreadable: 'Dies ist kein Kontoauszug im Format camt.053.001.02 oder camt.053.001.08 (gefunden: Document).',
  /** The server's refusals of a payment (400), one per field. */
  paymentAmount: 'Bitte geben Sie einen Betrag zwischen 0,01 € und 1.000.000,00 € ein.',
  paymentDate: 'Bitte geben Sie das Zahlungsdatum als JJJJ-MM-TT an.',
  paymentInFuture: 'Das Zahlungsdatum darf nicht in der Zukunft liegen.',
  paymentNote: 'Die Notiz darf höchstens 200 Zeichen lang sein und keine Steuerzeichen enthalten.',
  /** 404: the order was not bought on invoice. */
  notOnInvoice: 'Diese Bestellung wurde nicht auf Rechnung gekauft.',
  /** 409: nothing is left to pay. */
  alreadyPaid: 'Diese Rechnung ist bereits vollständig bezahlt.',
} as const;

const REFUSAL_MESSAGES: Record<InvoiceRefusalCode, string> = {
  'invoice.not_granted': invoiceMessages.notGranted,
  'invoice.limit_reached': invoiceMessages.limitReached,
  'invoice.overdue': invoiceMessages.overdue,
};

type CustomerInvoice = { days: number } | { refusal: InvoiceRefusalCode };

export const invoiceDb = {
  /** What the signed-in customer's account allows now; a guest is never granted. */
  customer: { refusal: 'invoice.not_granted' } as CustomerInvoice,
  /** The customer accounts the back office lists, in the order seeded. */
  customers: [] as Customer[],
  /** Whether the shop's bank account (SHOP_SELLER_IBAN) is set up: without it nobody is granted. */
  bankAccount: true,
  /** What the next readable statement books and leaves unassigned. */
  statement: { booked: [], unassigned: [] } as StatementImport,
};

export function resetInvoiceDb(): void {
  invoiceDb.customer = { refusal: 'invoice.not_granted' };
  invoiceDb.customers = [];
  invoiceDb.bankAccount = true;
  invoiceDb.statement = { booked: [], unassigned: [] };
}

/** Stores a customer account: nothing owed and not granted, unless told otherwise. */
export function seedCustomer(customer: Partial<Customer> & { companyName: string }): Customer {
  const userId = 100 + invoiceDb.customers.length;
  const stored: Customer = {
    userId,
    email: `kunde${userId}@example.test`,
    openCents: 0,
    overdueCents: 0,
    terms: null,
    ...customer,
  };
  invoiceDb.customers.push(stored);
  return stored;
}

/** The signed-in customer may buy on invoice, paying within `days`. */
export function grantInvoice(days = 14): void {
  invoiceDb.customer = { days };
}

/** The signed-in customer may not buy on invoice now, for the reason `code` names. */
export function refuseInvoice(code: InvoiceRefusalCode): void {
  invoiceDb.customer = { refusal: code };
}

/** What the visitor may do now: a guest never buys on invoice. */
function currentInvoice(): CustomerInvoice {
  return db.sessionUser === null ? { refusal: 'invoice.not_granted' } : invoiceDb.customer;
}

/** `YYYY-MM-DD` `days` after `day`. */
function daysAfter(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * Like the API placing an order on invoice: the day it is due (`days` after
 * today in Germany), or the 409 with the refusal's code and sentence.
 */
export function placeOnInvoice(): { invoiceDueOn: string } | ErrorAnswer {
  const invoice = currentInvoice();
  if ('refusal' in invoice) return json(REFUSAL_MESSAGES[invoice.refusal], 409, invoice.refusal);
  return { invoiceDueOn: daysAfter(dayInGermany(), invoice.days) };
}

/** A whole number from the query, or `fallback`. */
function numberParam(params: URLSearchParams, name: string, fallback: number): number {
  const raw = Number.parseInt(params.get(name) ?? '', 10);
  return Number.isNaN(raw) ? fallback : raw;
}

function findCustomer(userId: string | readonly string[] | undefined): Customer | undefined {
  return invoiceDb.customers.find((customer) => String(customer.userId) === userId);
}

/** The most one payment may be, in cents (the server's own bound; not a rule of the form). */
const PAYMENT_MAX_CENTS = 100_000_000;

/**
 * Like the server's `BookedPayment::parse`: a real day, at least a cent, not
 * in the future, a note (absent: none) within its length. The refusal's
 * sentence, or `null`.
 */
function paymentProblem(body: Schemas['BookPaymentBody']): string | null {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(body.paidOn) && !Number.isNaN(Date.parse(`${body.paidOn}T00:00:00Z`));
  if (!day) return invoiceMessages.paymentDate;
  if (!Number.isInteger(body.amountCents) || body.amountCents < 1 || body.amountCents > PAYMENT_MAX_CENTS) {
    return invoiceMessages.paymentAmount;
  }
  if (body.paidOn > dayInGermany()) return invoiceMessages.paymentInFuture;
  if ([...(body.note ?? '').trim()].length > PAYMENT_NOTE_MAX_CHARS) return invoiceMessages.paymentNote;
  return null;
}

export const invoiceHandlers = [
  apiHttp.get('/invoice-terms', () => {
    db.received.push({ path: '/invoice-terms', body: null });
    const invoice = currentInvoice();
    const answer: Schemas['InvoiceAvailabilityDto'] =
      'refusal' in invoice
        ? { available: false, days: null, reason: REFUSAL_MESSAGES[invoice.refusal] }
        : { available: true, days: invoice.days, reason: null };
    return HttpResponse.json(answer);
  }),

  apiHttp.get('/admin/customers', ({ request }) => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const params = new URL(request.url).searchParams;
    const search = params.get('search');
    const page = Math.max(numberParam(params, 'page', 1), 1);
    const pageSize = Math.min(Math.max(numberParam(params, 'pageSize', 20), 1), 100);
    db.received.push({ path: '/admin/customers', body: Object.fromEntries(params) });
    const wanted = (search ?? '').trim().toLowerCase();
    const matching = invoiceDb.customers
      .filter(
        (customer) =>
          customer.companyName.toLowerCase().includes(wanted) || customer.email.toLowerCase().includes(wanted),
      )
      .sort((a, b) => a.companyName.localeCompare(b.companyName, 'de'));
    return HttpResponse.json({
      items: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      page,
      pageSize,
    });
  }),

  apiHttp.put('/admin/customers/{userId}/invoice-terms', async ({ params, request }) => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const terms = await receive(`/admin/customers/${String(params.userId)}/invoice-terms`, request);
    const customer = findCustomer(params.userId);
    if (!customer) return json(invoiceMessages.customerNotFound, 404);
    const limitInRange =
      Number.isInteger(terms.limitCents) &&
      terms.limitCents >= INVOICE_LIMIT_MIN_CENTS &&
      terms.limitCents <= INVOICE_LIMIT_MAX_CENTS;
    if (!limitInRange) return json(invoiceMessages.limitOutOfRange, 400);
    const daysInRange =
      Number.isInteger(terms.days) && terms.days >= INVOICE_DAYS_MIN && terms.days <= INVOICE_DAYS_MAX;
    if (!daysInRange) return json(invoiceMessages.daysOutOfRange, 400);
    if (!invoiceDb.bankAccount) return json(invoiceMessages.noBankAccount, 409, 'invoice.no_bank_account');
    customer.terms = { limitCents: terms.limitCents, days: terms.days };
    return HttpResponse.json(customer.terms);
  }),

  apiHttp.delete('/admin/customers/{userId}/invoice-terms', ({ params }) => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    db.received.push({ path: `/admin/customers/${String(params.userId)}/invoice-terms`, body: null });
    // Like the server: an account without terms has nothing to withdraw.
    const customer = findCustomer(params.userId);
    if (!customer?.terms) return json(invoiceMessages.customerNotFound, 404);
    customer.terms = null;
    return new HttpResponse(null, { status: 204 });
  }),

  apiHttp.post('/admin/orders/{id}/payments', async ({ params, request }) => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const body = await receive(`/admin/orders/${String(params.id)}/payments`, request);
    const order = db.orders.find((candidate) => String(candidate.orderId) === params.id);
    const problem = paymentProblem(body);
    if (problem !== null) return json(problem, 400);
    const before = order ? invoicePaymentsDto(order) : null;
    // No such order, or one paid up front: the same 404.
    if (!order || order.paymentMethod !== 'invoice' || before === null) {
      return json(invoiceMessages.notOnInvoice, 404);
    }
    if (before.paid) return json(invoiceMessages.alreadyPaid, 409);
    // The note is optional: absent is none.
    const note = (body.note ?? '').trim();
    order.invoicePayments = [
      ...(order.invoicePayments ?? []),
      { amountCents: body.amountCents, paidOn: body.paidOn, note },
    ];
    const payments = invoicePaymentsDto(order);
    if (payments === null) return json(invoiceMessages.notOnInvoice, 404);
    // Paid in full, like the server: the order is Paid, on the day of the payment that completed it.
    if (payments.paid && !order.paidOn) {
      order.paidOn = body.paidOn;
      order.payementStatus = 'Paid';
    }
    return HttpResponse.json(payments);
  }),

  apiHttp.post('/admin/bank-statements', async ({ request }) => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const contentType = request.headers.get('Content-Type');
    const text = new TextDecoder().decode(await request.arrayBuffer());
    db.received.push({ path: '/admin/bank-statements', body: { contentType, text } });
    // Like the server: only a body sent as XML is read.
    const kind = (contentType ?? '').split(';')[0].trim();
    if (kind !== 'application/xml' && kind !== 'text/xml') return json(invoiceMessages.statementNotXml, 415);
    if (!text.includes('<BkToCstmrStmt')) return json(invoiceMessages.statementUnreadable, 422);
    return HttpResponse.json(invoiceDb.statement);
  }),
];
