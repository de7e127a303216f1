/**
 * The yup schemas of the back-office forms (spec §5), each built by a
 * factory. They hold the spec's messages and the API's own rules, from the
 * shop's shared field rules (`lib/validation.ts`) with the limits and
 * patterns of the server's rules file, so the browser refuses what the
 * server would refuse. formik hands empty fields to yup as
 * `undefined`, so an empty required field reports only 'Pflichtfeld'.
 */
import * as yup from 'yup';

import {
  billingAddressValues,
  countryRule,
  createBillingAddressSchema,
  toBillingAddress,
  type BillingAddressValues,
} from '@/lib/billing-address';
import { GERMANY } from '@/lib/eu';
import { printableText } from '@/lib/printable-text';
import {
  CARDS_PER_PACK_MAX,
  CLOSURE_LABEL_MAX_CHARS,
  INVOICE_DAYS_MAX,
  INVOICE_DAYS_MIN,
  INVOICE_LIMIT_MAX_CENTS,
  INVOICE_LIMIT_MIN_CENTS,
  maxLength,
  PAYMENT_NOTE_MAX_CHARS,
  PRODUCT_PRICE_MAX_CENTS,
  QR_CODE_ALPHABET,
  QR_CODE_LENGTH,
  QR_DISABLE_REASON_MAX_CHARS,
  QR_DISABLE_REASON_MIN_CHARS,
  SURCHARGE_MAX_CENTS,
  TRACKING_NUMBER_MAX_CHARS,
  VOUCHER_CODE_MAX_CHARS,
  VOUCHER_CODE_MIN_CHARS,
  VOUCHER_USES_MAX,
} from '@/lib/rules';
import {
  createShippingSchema as createSharedShippingSchema,
  emptyShipping,
  normalizeShipping,
  type ShippingValues,
} from '@/lib/shipping';
import { asciiUpperCase } from '@/lib/voucher';
import { maxChars, optionalText, phoneRule, quantityRule, requiredText, websiteUrlRule } from '@/lib/validation';

import { parseEuroToCents } from './money';
import { adminTexts } from './texts';
import type { ClosureBody, CustomLine, CustomShipping } from './types';

const messages = adminTexts.validation;

export { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/rules';
/** The API's upper bounds of a product's price and surcharge, in cents. */
export const PRICE_MAX_CENTS = PRODUCT_PRICE_MAX_CENTS;
export { SURCHARGE_MAX_CENTS };

/**
 * The custom order's shipping form: the shared fields (the delivery country
 * among them) and the shared billing address, held (empty) even while not
 * ticked so that ticking it again finds what was typed.
 */
export type ShippingFormValues = ShippingValues & {
  country: string;
  separateBilling: boolean;
  billingAddress: BillingAddressValues;
};

/** The form's values for saved shipping data, or an empty form for Germany without a billing address. */
export function shippingFormValues(saved: CustomShipping | null): ShippingFormValues {
  if (saved === null) {
    return { ...emptyShipping, country: GERMANY, separateBilling: false, billingAddress: billingAddressValues(null) };
  }
  const { billingAddress, ...shipping } = saved;
  return {
    ...shipping,
    separateBilling: billingAddress !== null,
    billingAddress: billingAddressValues(billingAddress),
  };
}

/** What is saved and sent: trimmed as the server keeps it, the billing address only when ticked. */
export function customShippingOf(values: ShippingFormValues): CustomShipping {
  const { country, separateBilling, billingAddress } = values;
  return {
    ...normalizeShipping(values),
    country,
    billingAddress: separateBilling ? toBillingAddress(billingAddress) : null,
  };
}

/**
 * Spec §5 'Admin custom order': the checkout's shipping form without the
 * terms (`lib/shipping.ts`: the delivery country, its postal code and the
 * USt-IdNr. a delivery abroad needs) plus, when ticked, the shared billing
 * address (`lib/billing-address.ts`).
 */
export function createShippingSchema() {
  return createSharedShippingSchema().shape({
    country: countryRule(),
    separateBilling: yup.boolean(),
    billingAddress: yup.object().when('separateBilling', {
      is: true,
      then: () => createBillingAddressSchema(),
    }),
  });
}

/** The line form's values; `productId` is the select's text until chosen. */
export type LineFormValues = Omit<CustomLine, 'key' | 'productId' | 'productName' | 'quantity'> & {
  productId: string;
  quantity: number | '';
};

export const emptyLine: LineFormValues = {
  productId: '',
  phone: '',
  address: '',
  url: '',
  template: '',
  processingType: '',
  quantity: 1,
};

/** Spec §5: each line needs productId, phone (pattern), address, url, template, processingType, quantity. */
export function createLineSchema() {
  return yup.object({
    productId: yup.string().required(messages.required),
    phone: phoneRule(messages),
    address: requiredText('cardAddress', messages.required, messages.addressTooLong),
    url: websiteUrlRule(messages, { required: true }),
    template: yup.string().required(messages.required),
    processingType: yup.string().required(messages.required),
    quantity: quantityRule(messages),
  });
}

/** Spec §5 'Sample form': musterNumber max 10, restaurentName and sampleImage required. */
export function createSampleSchema() {
  return yup.object({
    musterNumber: requiredText('sampleNumber', messages.required, messages.musterNumberTooLong),
    restaurentName: requiredText('restaurantName', messages.required, messages.nameTooLong),
    sampleImage: yup.mixed<Blob>().required(messages.required),
  });
}

/** A German euro amount whose cents lie in `min..=max`; anything else (or nothing) is `message`. */
function euroAmount(min: number, max: number, message: string) {
  return yup
    .string()
    .required(message)
    .test('euro-range', message, (value) => {
      if (value === undefined) return true;
      const cents = parseEuroToCents(value);
      return cents !== null && cents >= min && cents <= max;
    });
}

/** The cards in one pack: at least one, at most the rules file's maximum. */
export const CARDS_PER_PACK_MIN = 1;
export { CARDS_PER_PACK_MAX };

/** The product edit: the API's rules and messages (crates/app/src/catalog.rs). */
export function createProductSchema() {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(messages.productName)
      .test(printableText('productName'))
      .test(maxChars(maxLength('productName'), messages.productName)),
    // Not trimmed, as the server keeps the description as typed; line breaks pass.
    description: yup
      .string()
      .test(printableText('productDescription'))
      .test(maxChars(maxLength('productDescription'), messages.descriptionTooLong)),
    price: euroAmount(1, PRICE_MAX_CENTS, messages.price),
    relativePrice: euroAmount(0, SURCHARGE_MAX_CENTS, messages.relativePrice),
    specialOffer: optionalText('specialOffer', messages.specialOfferTooLong),
    // Digits only: '1.000' or '100,5' is no count of cards.
    cardsPerPack: yup
      .string()
      .trim()
      .required(messages.cardsPerPack)
      .test('cards-per-pack', messages.cardsPerPack, (value) => {
        if (value === undefined) return true;
        if (!/^\d+$/.test(value)) return false;
        const count = Number(value);
        return count >= CARDS_PER_PACK_MIN && count <= CARDS_PER_PACK_MAX;
      }),
  });
}

/** A tracking number is letters, digits, spaces and hyphens. */
const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9 -]*$/;

/**
 * The status form: with `Shipped`, the optional carrier and the
 * optional tracking number (letters, digits, spaces and hyphens, at most
 * `TRACKING_NUMBER_MAX_CHARS`).
 * Other statuses send neither, so neither is checked then.
 */
export function createStatusSchema() {
  return yup.object({
    orderStatus: yup.string().required(messages.required),
    carrier: yup.string(),
    trackingNumber: yup
      .string()
      .trim()
      .when('orderStatus', {
        is: 'Shipped',
        then: (rule) =>
          rule
            .test(maxChars(TRACKING_NUMBER_MAX_CHARS, messages.trackingNumberTooLong))
            .matches(TRACKING_NUMBER_PATTERN, messages.trackingNumberInvalid),
      }),
  });
}

/** Approving a proof on the customer's behalf: how the customer approved, required (the server's 422 text). */
export function createApprovalNoteSchema() {
  return yup.object({
    note: yup.string().trim().required(messages.approvalNoteRequired),
  });
}

/** The discount categories the form offers: all products, cards (2), bottle openers (3). */
export type VoucherCategoryChoice = '' | '2' | '3';

export type VoucherFormValues = {
  code: string;
  kind: 'percent' | 'amount';
  /** Whole percent; `''` while empty (formik's value of an empty number input). */
  percentOff: number | '';
  /** Euros as typed ('5,00'). */
  amountOff: string;
  /** `YYYY-MM-DD` of the date inputs, or `''`. */
  validFrom: string;
  validUntil: string;
  maxUses: number | '';
  maxUsesPerCustomer: number | '';
  /** Euros as typed, or `''` for no minimum. */
  minOrder: string;
  categoryId: VoucherCategoryChoice;
};

/** A new code: once usable in all and per customer, as the server's defaults intend. */
export const emptyVoucher: VoucherFormValues = {
  code: '',
  kind: 'percent',
  percentOff: '',
  amountOff: '',
  validFrom: '',
  validUntil: '',
  maxUses: 1,
  maxUsesPerCustomer: 1,
  minOrder: '',
  categoryId: '',
};

/**
 * The server's check of a code, in its order: empty, then characters, then
 * length, so the browser names the same fault the server would.
 */
export function voucherCodeProblem(raw: string): string | null {
  const code = asciiUpperCase(raw.trim());
  if (code === '') return messages.voucherCodeRequired;
  if (!/^[A-Z0-9-]+$/.test(code)) return messages.voucherCodeCharacters;
  if (code.length < VOUCHER_CODE_MIN_CHARS || code.length > VOUCHER_CODE_MAX_CHARS) return messages.voucherCodeLength;
  return null;
}

/** Whether `text` is a real calendar day `YYYY-MM-DD` (what a date input gives). */
function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A number of uses: at least one (the server's text), a whole number up to our ceiling. */
function usesRule() {
  return yup.mixed<number | ''>().test('uses', (value, context) => {
    if (typeof value !== 'number' || Number.isNaN(value) || value < 1) {
      return context.createError({ message: messages.voucherNoUses });
    }
    return Number.isInteger(value) && value <= VOUCHER_USES_MAX
      ? true
      : context.createError({ message: messages.voucherUses });
  });
}

/**
 * The discount code form. Each field has one test that picks its message, so
 * a field shows the one fault the server would name first; the value of the
 * rule not chosen is not checked (it is not sent).
 */
export function createVoucherSchema() {
  return yup.object({
    code: yup.string().test('code', (value, context) => {
      const problem = voucherCodeProblem(value ?? '');
      return problem === null ? true : context.createError({ message: problem });
    }),
    kind: yup.mixed<VoucherFormValues['kind']>().oneOf(['percent', 'amount']).required(),
    percentOff: yup.mixed<number | ''>().test('percent', (value, context) => {
      if (context.parent.kind !== 'percent') return true;
      if (typeof value !== 'number' || Number.isNaN(value)) {
        return context.createError({ message: messages.voucherRuleMissing });
      }
      return Number.isInteger(value) && value >= 1 && value <= 100
        ? true
        : context.createError({ message: messages.voucherPercent });
    }),
    amountOff: yup.string().test('amount', (value, context) => {
      if (context.parent.kind !== 'amount') return true;
      const text = (value ?? '').trim();
      if (text === '') return context.createError({ message: messages.voucherRuleMissing });
      const cents = parseEuroToCents(text);
      if (cents === null) return context.createError({ message: messages.voucherAmountFormat });
      return cents >= 1 ? true : context.createError({ message: messages.voucherAmount });
    }),
    validFrom: yup
      .string()
      .test('day', messages.voucherDate, (value) => value === undefined || value === '' || isCalendarDay(value)),
    validUntil: yup
      .string()
      .test('day', messages.voucherDate, (value) => value === undefined || value === '' || isCalendarDay(value))
      .test('order', messages.voucherDatesReversed, (value, context) => {
        const from: unknown = context.parent.validFrom;
        // Days as `YYYY-MM-DD` compare as text.
        return !value || typeof from !== 'string' || from === '' || value >= from;
      }),
    maxUses: usesRule(),
    maxUsesPerCustomer: usesRule(),
    minOrder: yup.string().test('minimum', messages.voucherMinOrder, (value) => {
      const text = (value ?? '').trim();
      if (text === '') return true;
      const cents = parseEuroToCents(text);
      return cents !== null && cents >= 1;
    }),
    categoryId: yup.mixed<VoucherCategoryChoice>().oneOf(['', '2', '3']),
  });
}

/** A printed QR code as the rules file describes it. */
const QR_CODE_PATTERN = new RegExp(`^[${QR_CODE_ALPHABET}]{${QR_CODE_LENGTH}}$`);

/**
 * The code in what was typed or pasted into 'Code suchen': the code itself
 * or a whole short link (`https://shop.example/q/7KQ2MZX9PA`), whose part
 * after the last '/' is the code; a query, a fragment and trailing slashes
 * are dropped, and lower case is read as upper case, as the server does.
 */
export function qrCodeFromInput(raw: string): string {
  const text = raw
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  return asciiUpperCase(text.slice(text.lastIndexOf('/') + 1));
}

/** Why the input names no code (empty, or not `QR_CODE_LENGTH` characters of the alphabet), else `null`. */
export function qrCodeProblem(raw: string): string | null {
  const code = qrCodeFromInput(raw);
  if (code === '') return messages.qrCodeRequired;
  return QR_CODE_PATTERN.test(code) ? null : messages.qrCodeInvalid;
}

export type QrSearchValues = { code: string };

/** 'Code suchen': one test, so the field shows the one fault. */
export function createQrSearchSchema() {
  return yup.object({
    code: yup.string().test('qr-code', (value, context) => {
      const problem = qrCodeProblem(value ?? '');
      return problem === null ? true : context.createError({ message: problem });
    }),
  });
}

/** The reason for switching a QR code off: required, within the rules' length once trimmed; one message, as the server has. */
export function createQrDisableSchema() {
  return yup.object({
    reason: yup
      .string()
      .trim()
      .required(messages.qrReason)
      .test('length', messages.qrReason, (value) => {
        const length = Array.from(value ?? '').length;
        return length >= QR_DISABLE_REASON_MIN_CHARS && length <= QR_DISABLE_REASON_MAX_CHARS;
      }),
  });
}

/** A customer's terms for buying on invoice as typed: the limit in euros ('500,00'), the days as digits. */
export type InvoiceTermsValues = { limit: string; days: string };

/**
 * Granting or changing the terms: a limit within the rules file's range (in
 * euros, the German way) and a whole number of days within its range. One
 * test per field, so each shows its one message.
 */
export function createInvoiceTermsSchema() {
  return yup.object({
    limit: euroAmount(INVOICE_LIMIT_MIN_CENTS, INVOICE_LIMIT_MAX_CENTS, messages.invoiceLimit),
    days: yup
      .string()
      .trim()
      .required(messages.invoiceDays)
      .test('days', messages.invoiceDays, (value) => {
        if (value === undefined) return true;
        if (!/^\d+$/.test(value)) return false;
        const days = Number(value);
        return days >= INVOICE_DAYS_MIN && days <= INVOICE_DAYS_MAX;
      }),
  });
}

/** A payment booked by hand as typed: euros ('120,00'), the day of a date input (`YYYY-MM-DD`), a note. */
export type BookPaymentValues = { amount: string; paidOn: string; note: string };

/** Booking a payment: at least a cent, a real day, and a note of at most the rules file's length (or none). */
export function createBookPaymentSchema() {
  return yup.object({
    amount: euroAmount(1, Number.MAX_SAFE_INTEGER, messages.paymentAmount),
    paidOn: yup
      .string()
      .required(messages.paymentDate)
      .test('day', messages.paymentDate, (value) => value === undefined || isCalendarDay(value)),
    note: yup.string().trim().test(maxChars(PAYMENT_NOTE_MAX_CHARS, messages.paymentNoteTooLong)),
  });
}

/** Unicode white space at either end removed, as the server's `str::trim` removes it before checking a label. */
export function trimClosureLabel(label: string): string {
  return label.replace(/^\p{White_Space}+|\p{White_Space}+$/gu, '');
}

/** A control character (Unicode `Cc`, Rust's `char::is_control`). */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** Whether the server takes `label`: once trimmed, 1 to `CLOSURE_LABEL_MAX_CHARS` characters and no control character. */
export function isClosureLabel(label: string): boolean {
  const trimmed = trimClosureLabel(label);
  const length = Array.from(trimmed).length;
  return length >= 1 && length <= CLOSURE_LABEL_MAX_CHARS && !CONTROL_CHARACTER.test(trimmed);
}

/**
 * The first day a closure starting on `from` may no longer reach: the same
 * date a year later, or the end of that month when it has no such day
 * (2028-02-29 -> 2029-02-28), as chrono adds twelve months on the server.
 */
export function closureDayLimit(from: string): string {
  const [year, month, day] = from.split('-').map(Number);
  const lastOfMonth = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  const limit = new Date(Date.UTC(year + 1, month - 1, Math.min(day, lastOfMonth)));
  return limit.toISOString().slice(0, 10);
}

/** The last day a closure starting on `from` may have (the day before `closureDayLimit`), or `null` for no day. */
export function lastClosureDay(from: string): string | null {
  if (!isCalendarDay(from)) return null;
  const limit = new Date(`${closureDayLimit(from)}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() - 1);
  return limit.toISOString().slice(0, 10);
}

/** The closure form: the days as the date inputs give them (`YYYY-MM-DD`, or `''`) and the label as typed. */
export type ClosureFormValues = { from: string; to: string; label: string };

export const emptyClosure: ClosureFormValues = { from: '', to: '', label: '' };

/** What is sent: the days as they are and the label trimmed, as the server keeps it. */
export function closureBody(values: ClosureFormValues): ClosureBody {
  return { from: values.from, to: values.to, label: trimClosureLabel(values.label) };
}

/**
 * The server's rules of a closure, with its texts: both days real days, the
 * last not before the first and less than a year after it, and a label of 1
 * to 80 characters without control characters once trimmed. Each field has
 * one test, so it shows the one fault the server would name first. Whether
 * the closure ends today or later is the server's to say (it goes by its
 * own day in Germany).
 */
export function createClosureSchema() {
  return yup.object({
    from: yup.string().test('day', messages.closureDay, (value) => value !== undefined && isCalendarDay(value)),
    to: yup.string().test('days', (value, context) => {
      if (value === undefined || !isCalendarDay(value)) return context.createError({ message: messages.closureDay });
      const from: unknown = context.parent.from;
      if (typeof from !== 'string' || !isCalendarDay(from)) return true;
      // Days as `YYYY-MM-DD` compare as text.
      if (value < from) return context.createError({ message: messages.closureBackwards });
      return value < closureDayLimit(from) ? true : context.createError({ message: messages.closureTooLong });
    }),
    label: yup.string().test('label', messages.closureLabel, (value) => isClosureLabel(value ?? '')),
  });
}
