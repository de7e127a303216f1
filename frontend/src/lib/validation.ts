/**
 * The field rules the shop's forms share (spec §5), as yup schemas: one phone
 * rule, one e-mail rule, one web address rule, one quantity rule and the
 * bounded texts. They check in the server's order (crates/domain/src/values.rs)
 * with its numbers and patterns (`rules.ts`, from the server's rules file), so
 * the browser refuses what the server would refuse, with the same message
 * first. The messages live with each feature's texts and are handed in.
 *
 * Every text is trimmed before its rules apply, as on the server; formik
 * hands empty fields to yup as `undefined`, so an empty required field
 * reports only its 'Pflichtfeld'.
 */
import * as yup from 'yup';

import { printableText } from './printable-text';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  MAX_QUANTITY,
  maxLength,
  MIN_QUANTITY,
  PHONE_MIN_DIGITS,
  PHONE_PATTERN,
  URL_PATTERN,
  type FieldKey,
} from './rules';

/** Length in characters (code points), as the server counts: "Größe" is five long. */
function charCount(value: string): number {
  return Array.from(value).length;
}

/** At most `max` characters; absent values are the `required` test's. */
export function maxChars(max: number, message: string): yup.TestConfig<string | undefined> {
  return { name: 'max-chars', message, test: (value) => value === undefined || charCount(value) <= max };
}

/** A trimmed text of `field` that may stay empty: the characters, then at most the field's length. */
export function optionalText(field: FieldKey, tooLong: string) {
  return yup
    .string()
    .trim()
    .test(printableText(field))
    .test(maxChars(maxLength(field), tooLong));
}

/**
 * A required, trimmed text of `field`: required, the characters the documents
 * can print, then at most the field's length (the server's `bounded`).
 */
export function requiredText(field: FieldKey, required: string, tooLong: string) {
  return yup
    .string()
    .trim()
    .required(required)
    .test(printableText(field))
    .test(maxChars(maxLength(field), tooLong));
}

/** Whether `value` (trimmed) has the German pattern and at least {@link PHONE_MIN_DIGITS} digits, the server's test. */
function isGermanPhone(value: string): boolean {
  const digits = value.replace(/[^0-9]/g, '').length;
  return PHONE_PATTERN.test(value) && digits >= PHONE_MIN_DIGITS;
}

export type PhoneMessages = { required: string; invalidPhone: string; phoneTooLong: string };

/**
 * Every phone field of the shop (sign-up, checkout and the admin's shipping
 * form, contact, the designer's card, the admin's card lines), in the
 * server's order (`GermanPhone::parse`): required, printable characters,
 * the German pattern with at least {@link PHONE_MIN_DIGITS} digits
 * ('Ungültige Telefonnummer'), then at most the field's length.
 */
export function phoneRule(messages: PhoneMessages) {
  return yup
    .string()
    .trim()
    .required(messages.required)
    .test(printableText('phone'))
    .test('german-phone', messages.invalidPhone, (value) => value === undefined || isGermanPhone(value))
    .test(maxChars(maxLength('phone'), messages.phoneTooLong));
}

/** Whether `value` (trimmed) is an e-mail address the server takes: the pattern, at most 254 characters. */
function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value) && charCount(value) <= EMAIL_MAX_LENGTH;
}

/**
 * Every e-mail field, as the server's `Email::parse`: required, then the
 * pattern and the length, both 'Ungültige E-Mail'. The server keeps the
 * address in lower case; the browser sends it as typed (trimmed).
 */
export function emailRule(messages: { required: string; invalidEmail: string }) {
  return yup
    .string()
    .trim()
    .required(messages.required)
    .test('email', messages.invalidEmail, (value) => value === undefined || isEmail(value));
}

export type WebsiteUrlMessages = { required: string; invalidUrl: string; urlTooLong: string };

/**
 * The web address a QR code carries, as the server's `WebsiteUrl::parse`:
 * required (when `required`), printable characters, at most the field's
 * length, then the URL pattern ('Ungültige URL'). Optional, it may stay empty.
 */
export function websiteUrlRule(messages: WebsiteUrlMessages, { required }: { required: boolean }) {
  const rule = yup
    .string()
    .trim()
    .test(printableText('url'))
    .test(maxChars(maxLength('url'), messages.urlTooLong))
    .test(
      'website-url',
      messages.invalidUrl,
      (value) => value === undefined || value === '' || URL_PATTERN.test(value),
    );
  return required ? rule.required(messages.required) : rule.default('');
}

/** A line's quantity, as the server's `Quantity::new`: anything outside the range is `messages.quantity`. */
export function quantityRule(messages: { required: string; quantity: string }) {
  return yup
    .number()
    .typeError(messages.quantity)
    .required(messages.required)
    .integer(messages.quantity)
    .min(MIN_QUANTITY, messages.quantity)
    .max(MAX_QUANTITY, messages.quantity);
}
