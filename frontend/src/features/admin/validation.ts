/**
 * The yup schemas of the back-office forms (spec §5), each built by a
 * factory. They hold the spec's rules and messages plus the API's own limits
 * (crates/domain/src/values.rs, crates/app/src/checkout.rs), so the browser
 * refuses what the server would refuse. formik hands empty fields to yup as
 * `undefined`, so an empty required field reports only 'Pflichtfeld'.
 */
import * as yup from 'yup';

import { MAX_QUANTITY, MIN_QUANTITY } from '@/config/limits';
import { printableText, type FieldKey } from '@/lib/printable-text';
import { createShippingSchema as createSharedShippingSchema, PHONE_MAX_LENGTH, PHONE_MIN_DIGITS } from '@/lib/shipping';
import { GERMAN_PHONE_PATTERN } from '@/lib/validation';

import { parseEuroToCents } from './money';
import { adminTexts } from './texts';
import type { CustomLine } from './types';

const messages = adminTexts.validation;

export const CARD_ADDRESS_MAX_LENGTH = 40;
export const URL_MAX_LENGTH = 40;
export const MUSTER_NUMBER_MAX_LENGTH = 10;
export const RESTAURANT_NAME_MAX_LENGTH = 60;
export { MAX_QUANTITY, MIN_QUANTITY };
export const PRODUCT_NAME_MAX_LENGTH = 100;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 2000;
export const SPECIAL_OFFER_MAX_LENGTH = 100;
/** 10.000,00 € and 1.000,00 €, the API's upper bounds in cents. */
export const PRICE_MAX_CENTS = 1_000_000;
export const SURCHARGE_MAX_CENTS = 100_000;

/** `http(s)://host…` or a bare host with a dot (optionally a port), then an optional path; the API's pattern. */
export const WEBSITE_URL_PATTERN =
  /^(?:[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s/?#]+|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?::[0-9]+)?)(?:[/?#]\S*)?$/;

/** Length in characters (code points), as the API counts: "Größe" is five long. */
function charCount(value: string): number {
  return Array.from(value).length;
}

/** `field` names the text's rules in the server's rules file; the characters are checked before the length, as there. */
function requiredText(field: FieldKey, max: number, tooLong: string) {
  return yup
    .string()
    .trim()
    .required(messages.required)
    .test(printableText(field))
    .test('max-chars', tooLong, (value) => value === undefined || charCount(value) <= max);
}

function germanPhone() {
  return requiredText('phone', PHONE_MAX_LENGTH, messages.phoneTooLong).test(
    'german-phone',
    messages.invalidPhone,
    (value) => {
      if (value === undefined) return true;
      return GERMAN_PHONE_PATTERN.test(value) && value.replace(/[^0-9]/g, '').length >= PHONE_MIN_DIGITS;
    },
  );
}

/**
 * Spec §5 'Admin custom order': the checkout's shipping fields, without the
 * terms (the shared shipping form, `lib/shipping.ts`). The phone number is
 * checked like a card's: the length, then the German pattern with at least
 * 5 digits (checkout asks for no minimum of digits).
 */
export function createShippingSchema() {
  return createSharedShippingSchema({ phoneRule: 'reachable' });
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
    phone: germanPhone(),
    address: requiredText('cardAddress', CARD_ADDRESS_MAX_LENGTH, messages.addressTooLong),
    url: requiredText('url', URL_MAX_LENGTH, messages.urlTooLong).test(
      'website-url',
      messages.invalidUrl,
      (value) => value === undefined || WEBSITE_URL_PATTERN.test(value),
    ),
    template: yup.string().required(messages.required),
    processingType: yup.string().required(messages.required),
    quantity: yup
      .number()
      .typeError(messages.quantity)
      .required(messages.required)
      .integer(messages.quantity)
      .min(MIN_QUANTITY, messages.quantity)
      .max(MAX_QUANTITY, messages.quantity),
  });
}

/** Spec §5 'Sample form': musterNumber max 10, restaurentName and sampleImage required. */
export function createSampleSchema() {
  return yup.object({
    musterNumber: requiredText('sampleNumber', MUSTER_NUMBER_MAX_LENGTH, messages.musterNumberTooLong),
    restaurentName: requiredText('restaurantName', RESTAURANT_NAME_MAX_LENGTH, messages.nameTooLong),
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
      .test(
        'max-chars',
        messages.productName,
        (value) => value === undefined || charCount(value) <= PRODUCT_NAME_MAX_LENGTH,
      ),
    // Not trimmed, as the server keeps the description as typed; line breaks pass.
    description: yup
      .string()
      .test(printableText('productDescription'))
      .test(
        'max-chars',
        messages.descriptionTooLong,
        (value) => value === undefined || charCount(value) <= PRODUCT_DESCRIPTION_MAX_LENGTH,
      ),
    price: euroAmount(1, PRICE_MAX_CENTS, messages.price),
    relativePrice: euroAmount(0, SURCHARGE_MAX_CENTS, messages.relativePrice),
    specialOffer: yup
      .string()
      .trim()
      .test(printableText('specialOffer'))
      .test(
        'max-chars',
        messages.specialOfferTooLong,
        (value) => value === undefined || charCount(value) <= SPECIAL_OFFER_MAX_LENGTH,
      ),
  });
}
