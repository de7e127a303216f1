/**
 * The server's rules, read from `rules.generated.json`, which the API's tests
 * write from the server's own constants (crates/api/tests/api/contract.rs):
 * the longest text of each field, the phone number's fewest digits, the
 * quantity range, VAT, shipping, the upload size, the limits of QR codes,
 * discount codes, tracking numbers and buying on invoice, and the e-mail,
 * phone and URL patterns. Every form, money, packing and upload rule of the front end
 * takes its numbers and patterns from here, so none can drift from the
 * server; the German messages stay with each feature's texts.
 *
 * The file is generated: never edit it by hand.
 */
import { fields, limits, patterns } from './rules.generated.json';

/** A free-text field the server checks, as the rules file names it. */
export type FieldKey = keyof typeof fields;

/** The most characters (code points, as the server counts: "Größe" is five long) `field` may hold. */
export function maxLength(field: FieldKey): number {
  return fields[field].maxLength;
}

/** Fewest digits (prefix included) of a phone number the server takes as reachable. */
export const PHONE_MIN_DIGITS: number = limits.phoneMinDigits;

/** An order line's quantity: `MIN_QUANTITY` to `MAX_QUANTITY`, step 1. */
export const MIN_QUANTITY: number = limits.quantity.min;
export const MAX_QUANTITY: number = limits.quantity.max;

/** VAT in percent, added once on an order's net subtotal. */
export const VAT_PERCENT: number = limits.vatPercent;

/** Shipping, in cents (free today, with no minimum order value). */
export const SHIPPING_CENTS: number = limits.shippingCents;

/** The highest price and packing surcharge a product may have, in cents (10.000,00 € and 1.000,00 €). */
export const PRODUCT_PRICE_MAX_CENTS: number = limits.productPriceMaxCents;
export const SURCHARGE_MAX_CENTS: number = limits.surchargeMaxCents;

/** The most cards one pack of a product may hold (a product's `cardsPerPack`). */
export const CARDS_PER_PACK_MAX: number = limits.cardsPerPackMax;

/** The largest image upload, in bytes; a file of exactly this size is still accepted. */
export const UPLOAD_MAX_BYTES: number = limits.uploadMaxBytes;

/** Local part, @, domain, dot, at least two letters. */
export const EMAIL_PATTERN = new RegExp(patterns.email);

/** The longest e-mail address SMTP can carry; longer is 'Ungültige E-Mail'. */
export const EMAIL_MAX_LENGTH: number = limits.emailMaxLength;

/** Optional +49 or 0049, optional leading 0, then digits and spaces (the digit minimum is {@link PHONE_MIN_DIGITS}). */
export const PHONE_PATTERN = new RegExp(patterns.phone);

/** `http(s)://host…` or a bare host with a dot (optionally a port), then an optional path, query or fragment. */
export const URL_PATTERN = new RegExp(patterns.url);

/** The longest target a printed QR code's short link may lead to, in characters. */
export const QR_TARGET_MAX_CHARS: number = limits.qrTargetMaxChars;

/** A printed QR code: `QR_CODE_LENGTH` characters of `QR_CODE_ALPHABET` (digits and capitals without 0/O, 1/I/L). */
export const QR_CODE_LENGTH: number = limits.qrCodeLength;
export const QR_CODE_ALPHABET: string = limits.qrCodeAlphabet;

/** Shortest and longest reason for switching a QR code off, in characters once trimmed. */
export const QR_DISABLE_REASON_MIN_CHARS: number = limits.qrDisableReason.min;
export const QR_DISABLE_REASON_MAX_CHARS: number = limits.qrDisableReason.max;

/** Shortest and longest discount code ('Aktionscode'). */
export const VOUCHER_CODE_MIN_CHARS: number = limits.voucherCode.min;
export const VOUCHER_CODE_MAX_CHARS: number = limits.voucherCode.max;

/** The most uses a discount code may allow, in all and per customer. */
export const VOUCHER_USES_MAX: number = limits.voucherUsesMax;

/** The longest tracking number of a shipment, in characters. */
export const TRACKING_NUMBER_MAX_CHARS: number = limits.trackingNumberMaxChars;

/** A customer's limit for buying on invoice, in cents (what its open invoices may owe at once). */
export const INVOICE_LIMIT_MIN_CENTS: number = limits.invoiceTerms.limitCents.min;
export const INVOICE_LIMIT_MAX_CENTS: number = limits.invoiceTerms.limitCents.max;

/** The days a customer on invoice has to pay, counted from the invoice's date. */
export const INVOICE_DAYS_MIN: number = limits.invoiceTerms.days.min;
export const INVOICE_DAYS_MAX: number = limits.invoiceTerms.days.max;

/** The longest note of a payment booked by hand, in characters. */
export const PAYMENT_NOTE_MAX_CHARS: number = limits.paymentNoteMaxChars;
/** The longest label of a closure ('Betriebsferien'). */
export const CLOSURE_LABEL_MAX_CHARS: number = limits.closureLabelMaxChars;
