/**
 * Aktionscodes (discount codes) as every page shows them. The server alone
 * prices a code (`POST /vouchers/check`, and again when the order is placed):
 * the front end shows its numbers and never computes a discount itself.
 */
import { errorCodeOf, failureServerMessage } from './api-error';
import type { Schemas } from './api-types';
import { formatCents } from './format';
import type { Totals } from './money';
import { SHIPPING_CENTS } from './rules';

/**
 * `POST /vouchers/check`: the code and the lines exactly as create-order
 * would send them, and in checkout where the goods go and who buys them.
 */
export type VoucherCheckRequest = Schemas['VoucherCheckBody'];

/** What decides the VAT of a quote: the delivery country, the buyer's USt-IdNr. and billing address. */
export type VoucherTaxContext = Pick<VoucherCheckRequest, 'country' | 'vatId' | 'billingAddress'>;

/** What a check without a context is priced for: goods to Germany, no number, no billing address. */
export const DOMESTIC_TAX_CONTEXT: VoucherTaxContext = { country: 'DE', vatId: null, billingAddress: null };

/**
 * The server's answer for a code and a cart: `netCents` is the undiscounted
 * net subtotal, `vatCents` the VAT of net − discount as `taxCategory`
 * decides it (19 %, or 0 for `K`), `totalCents` what is paid.
 */
export type VoucherQuote = Schemas['VoucherQuote'];

/** The summary line of an applied code: the code and the cents it takes off. */
export type Discount = { code: string; cents: number };

/** The discount line, word for word the same on every page (contract). */
export const voucherTexts = {
  discount: (code: string) => `Rabatt (Aktionscode ${code})`,
} as const;

/** A discount as a negative amount with a real minus sign: 500 -> "−5,00 €". */
export function formatDiscount(cents: number): string {
  return `\u2212${formatCents(Math.abs(cents))}`;
}

/** The discount line of an order the server sent, or `null` when it was placed without a code. */
export function discountOf(order: { discountCents: number; voucherCode?: string | null }): Discount | null {
  return order.voucherCode ? { code: order.voucherCode, cents: order.discountCents } : null;
}

/** The summary of a quote: the server's net, VAT and total (shipping is free, as on every order). */
export function totalsOfQuote(quote: VoucherQuote): Totals {
  return { subtotal: quote.netCents, vat: quote.vatCents, shipping: SHIPPING_CENTS, total: quote.totalCents };
}

/** Upper-cases a–z only, as the server does (`to_ascii_uppercase`): 'ß' or 'ü' stay and are refused. */
export function asciiUpperCase(text: string): string {
  return text.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

/** The code as the server matches it: without surrounding spaces, a–z in capitals. */
export function normaliseVoucherCode(raw: string): string {
  return asciiUpperCase(raw.trim());
}

/** Every code the server refuses a discount code with starts so (`voucher.expired`, `voucher.used_up` …). */
const VOUCHER_REFUSAL_PREFIX = 'voucher.';

/** Whether an error's `code` is the server refusing a discount code (rather than, say, a field of the order). */
export function isVoucherRefusal(code: string | null): boolean {
  return code !== null && code.startsWith(VOUCHER_REFUSAL_PREFIX);
}

/**
 * The server's refusal of a call's discount code in its own words (placing an
 * order answers so when its code no longer applies), or `null` for any other
 * failure.
 */
export function voucherRefusalOf(error: unknown): string | null {
  return isVoucherRefusal(errorCodeOf(error)) ? failureServerMessage(error) : null;
}
