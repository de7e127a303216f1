/**
 * The yup schemas of the designer's four forms, each built by a factory from
 * small field rules (spec §5). formik hands empty fields to yup as
 * `undefined`, so an empty required field reports only 'Pflichtfeld'. The
 * rules mirror the API's value types (crates/domain/src/values.rs), so the
 * browser refuses what the server would refuse.
 */
import * as yup from 'yup';

import { printableText } from '@/lib/printable-text';
import { GERMAN_PHONE_PATTERN } from '@/lib/validation';

import { designerTexts } from './texts';
import { MAX_QUANTITY, MIN_QUANTITY } from './types';

const messages = designerTexts.validation;

export const ADDRESS_MAX_LENGTH = 40;
export const PHONE_MAX_LENGTH = 20;
/** The API refuses numbers with fewer digits than this as unreachable. */
export const PHONE_MIN_DIGITS = 5;
export const URL_MAX_LENGTH = 40;
export const SAMPLE_NUMBER_MAX_LENGTH = 10;
export const REMARKS_MAX_LENGTH = 255;

/**
 * `http(s)://host…` or a bare host with a dot (optionally a port), then an
 * optional path, query or fragment; no spaces. The API's pattern, in JS.
 */
export const WEBSITE_URL_PATTERN =
  /^(?:[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s/?#]+|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?::[0-9]+)?)(?:[/?#]\S*)?$/;

/** Length in characters (code points), as the API counts: "Größe" is five long. */
function charCount(value: string): number {
  return Array.from(value).length;
}

function maxChars(schema: yup.StringSchema<string | undefined>, max: number, message: string) {
  return schema.test('max-chars', message, (value) => value === undefined || charCount(value) <= max);
}

function address() {
  return maxChars(
    yup.string().trim().test(printableText('cardAddress')),
    ADDRESS_MAX_LENGTH,
    messages.addressTooLong,
  ).required(messages.required);
}

function phone() {
  return maxChars(
    yup
      .string()
      .trim()
      .required(messages.required)
      .test(printableText('phone'))
      .test('german-phone', messages.invalidPhone, (value) => {
        if (value === undefined) return true;
        const digits = value.replace(/[^0-9]/g, '').length;
        return GERMAN_PHONE_PATTERN.test(value) && digits >= PHONE_MIN_DIGITS;
      }),
    PHONE_MAX_LENGTH,
    messages.phoneTooLong,
  );
}

/** The QR code's web address; `required` for the card preview, optional on other products. */
function websiteUrl(required: boolean) {
  const base = maxChars(yup.string().trim().test(printableText('url')), URL_MAX_LENGTH, messages.urlTooLong).test(
    'website-url',
    messages.invalidUrl,
    (value) => value === undefined || value === '' || WEBSITE_URL_PATTERN.test(value),
  );
  return required ? base.required(messages.required) : base.default('');
}

/** The uploaded logo as a data URL (the upload field reports its own file errors). */
function logo() {
  return yup.string().required(messages.required);
}

function processingType() {
  return yup.string().required(messages.required);
}

function remarks() {
  return maxChars(
    yup.string().trim().test(printableText('remarks')),
    REMARKS_MAX_LENGTH,
    messages.remarksTooLong,
  ).default('');
}

function quantity() {
  return yup
    .number()
    .required(messages.required)
    .integer(messages.required)
    .min(MIN_QUANTITY, messages.required)
    .max(MAX_QUANTITY, messages.required);
}

function sampleNumber() {
  return maxChars(
    yup.string().trim().test(printableText('sampleNumber')),
    SAMPLE_NUMBER_MAX_LENGTH,
    messages.sampleNumberTooLong,
  ).required(messages.required);
}

/** Card preview (left column, category 2). */
export function createPreviewSchema() {
  return yup.object({ address: address(), phone: phone(), url: websiteUrl(true), logo: logo() });
}

/** Card order form (right column, category 2). */
export function createCardOrderSchema() {
  return yup.object({ processingType: processingType(), remarks: remarks(), quantity: quantity() });
}

/** Order form of the other products on the card route (bottle openers). */
export function createOtherOrderSchema() {
  return yup.object({ url: websiteUrl(false), logo: logo(), remarks: remarks(), quantity: quantity() });
}

/** Magnet pack ordered by sample number. */
export function createMagnetOrderSchema() {
  return yup.object({
    processingType: processingType(),
    musterNum: sampleNumber(),
    remarks: remarks(),
    quantity: quantity(),
  });
}
