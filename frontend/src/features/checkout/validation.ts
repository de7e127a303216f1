/**
 * The 'Kontaktinformationen' schema (spec §5 Checkout), built by a factory.
 * Besides the spec's rules it holds the API's length limits
 * (`crates/app/src/checkout.rs`), so the browser refuses what the server
 * would refuse. formik hands empty fields to yup as `undefined`, so an empty
 * field reports only 'Pflichtfeld'.
 */
import * as yup from 'yup';

import { printableText, type FieldKey } from '@/lib/printable-text';
import { EMAIL_PATTERN, GERMAN_PHONE_PATTERN } from '@/lib/validation';
import { compactVatId, isVatId } from '@/lib/vat-id';

import { checkoutTexts } from './texts';
import type { CheckoutFormValues, CheckoutUser } from './types';

const messages = checkoutTexts.validation;

export const COMPANY_NAME_MAX_LENGTH = 30;
export const PHONE_MAX_LENGTH = 20;
export const RESPONSABLE_NAME_MAX_LENGTH = 60;
export const SHIPPING_ADDRESS_MAX_LENGTH = 100;
export const ZIP_CODE_MAX_LENGTH = 10;
export const CITY_MAX_LENGTH = 60;
/** The API's limit of the buyer's order reference, in characters (code points). */
export const ORDER_REFERENCE_MAX_LENGTH = 35;

/** `field` names the text's rules in the server's rules file; the characters are checked before the length, as there. */
function requiredText(field: FieldKey, max: number, tooLong: string) {
  return yup.string().trim().required(messages.required).test(printableText(field)).max(max, tooLong);
}

export function createCheckoutSchema() {
  return yup.object({
    responsableName: requiredText('contactPerson', RESPONSABLE_NAME_MAX_LENGTH, messages.nameTooLong),
    companyName: requiredText('companyName', COMPANY_NAME_MAX_LENGTH, messages.companyNameTooLong),
    email: yup.string().trim().required(messages.required).matches(EMAIL_PATTERN, messages.invalidEmail),
    phone: yup
      .string()
      .trim()
      .required(messages.required)
      .test(printableText('phone'))
      .matches(GERMAN_PHONE_PATTERN, messages.invalidPhone)
      .max(PHONE_MAX_LENGTH, messages.phoneTooLong),
    shippingAddress: requiredText('street', SHIPPING_ADDRESS_MAX_LENGTH, messages.addressTooLong),
    zipCode: requiredText('zipCode', ZIP_CODE_MAX_LENGTH, messages.zipCodeTooLong),
    city: requiredText('city', CITY_MAX_LENGTH, messages.cityTooLong),
    // Optional: nothing (or only separators) is no number.
    vatId: yup
      .string()
      .test(
        'vat-id',
        messages.invalidVatId,
        (value) => value === undefined || compactVatId(value) === '' || isVatId(value),
      ),
    orderReference: yup
      .string()
      .trim()
      .test(printableText('orderReference'))
      .test(
        'max-chars',
        messages.orderReferenceTooLong,
        (value) => value === undefined || Array.from(value).length <= ORDER_REFERENCE_MAX_LENGTH,
      ),
    termsAccepted: yup.boolean().oneOf([true], messages.termsRequired),
  });
}

/** An empty form, pre-filled with what the signed-in user's account knows. */
export function initialCheckoutValues(user: CheckoutUser | null): CheckoutFormValues {
  return {
    responsableName: '',
    companyName: user?.companyName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    shippingAddress: '',
    zipCode: '',
    city: '',
    vatId: '',
    orderReference: '',
    termsAccepted: false,
  };
}
