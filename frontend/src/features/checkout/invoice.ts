/**
 * Buying on invoice at checkout: the server refuses an order on invoice with
 * one of its own codes and a German sentence that says why (not granted, the
 * limit reached, an invoice overdue). Code branches on the code, the page
 * shows the sentence.
 */
import { errorCodeOf, failureServerMessage } from '@/lib/api-error';
import type { Schemas } from '@/lib/api-types';

const INVOICE_REFUSAL_CODES: readonly Schemas['ErrorCode'][] = [
  'invoice.not_granted',
  'invoice.limit_reached',
  'invoice.overdue',
];

/** Whether an error's `code` is the server refusing to sell on invoice. */
export function isInvoiceRefusal(code: string | null): boolean {
  return code !== null && (INVOICE_REFUSAL_CODES as readonly string[]).includes(code);
}

/** The server's refusal of an order on invoice in its own words, or `null` for any other failure. */
export function invoiceRefusalOf(error: unknown): string | null {
  return isInvoiceRefusal(errorCodeOf(error)) ? failureServerMessage(error) : null;
}
