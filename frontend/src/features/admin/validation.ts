/**
 * The yup schemas of the back-office forms (spec §5), each built by a
 * factory. They hold the spec's messages and the API's own rules, from the
 * shop's shared field rules (`lib/validation.ts`) with the limits and
 * patterns of the server's rules file, so the browser refuses what the
 * server would refuse. formik hands empty fields to yup as
 * `undefined`, so an empty required field reports only 'Pflichtfeld'.
 */
import * as yup from 'yup';

import { printableText } from '@/lib/printable-text';
import { maxLength, PRODUCT_PRICE_MAX_CENTS, SURCHARGE_MAX_CENTS } from '@/lib/rules';
import { createShippingSchema as createSharedShippingSchema } from '@/lib/shipping';
import { maxChars, optionalText, phoneRule, quantityRule, requiredText, websiteUrlRule } from '@/lib/validation';

import { parseEuroToCents } from './money';
import { adminTexts } from './texts';
import type { CustomLine } from './types';

const messages = adminTexts.validation;

export { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/rules';
/** The API's upper bounds of a product's price and surcharge, in cents. */
export const PRICE_MAX_CENTS = PRODUCT_PRICE_MAX_CENTS;
export { SURCHARGE_MAX_CENTS };

/**
 * Spec §5 'Admin custom order': the checkout's shipping fields, without the
 * terms (the shared shipping form, `lib/shipping.ts`, with the shop's one
 * phone rule).
 */
export function createShippingSchema() {
  return createSharedShippingSchema();
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
  });
}

/** A tracking number is letters, digits, spaces and hyphens. */
const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9 -]*$/;
export const TRACKING_NUMBER_MAX_LENGTH = 40;

/**
 * The status form: with `Shipped`, the optional carrier and the
 * optional tracking number (at most 40 letters, digits, spaces and hyphens).
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
            .test(maxChars(TRACKING_NUMBER_MAX_LENGTH, messages.trackingNumberTooLong))
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
