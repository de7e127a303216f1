/**
 * The fake API of buying on invoice ('Kauf auf Rechnung'): whether the
 * visitor may (`GET /invoice-terms`) and what placing an order on invoice
 * decides (`placeOnInvoice`, called by the fake create-order). What the
 * signed-in customer's account allows lives in its own small store here,
 * emptied before each test like `db` (setup-tests.ts); a test grants it with
 * `grantInvoice` or refuses it with `refuseInvoice`.
 */
import { HttpResponse } from 'msw';

import type { Schemas } from '@/lib/api-types';
import { dayInGermany } from '@/lib/dates';

import { apiHttp } from './api-http';
import { db } from './data';
import { json, type ErrorAnswer } from './fake-answers';

/** The codes the server refuses an order on invoice with. */
export type InvoiceRefusalCode = 'invoice.not_granted' | 'invoice.limit_reached' | 'invoice.overdue';

/** The contract's texts, word for word. */
export const invoiceMessages = {
  notGranted: 'Kauf auf Rechnung bieten wir Stammkunden nach Freischaltung an.',
  limitReached: 'Ihr Rechnungslimit ist erreicht (offen: 480,00 € von 500,00 €).',
  overdue: 'Die Rechnung RE-2026-00012 ist seit dem 20.12.2026 fällig. Bitte begleichen Sie sie zuerst.',
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
};

export function resetInvoiceDb(): void {
  invoiceDb.customer = { refusal: 'invoice.not_granted' };
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
];
