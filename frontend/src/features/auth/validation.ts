/**
 * One yup schema per account form, each built by a factory (spec §5), from
 * the shop's shared field rules (`lib/validation.ts`: the server's limits,
 * patterns and order). formik hands empty fields to yup as `undefined`, so
 * an empty field reports only 'Pflichtfeld', never a length or pattern
 * message as well.
 */
import * as yup from 'yup';

import { createBillingAddressSchema, optionalCountryRule } from '@/lib/billing-address';
import { checkDigitOk, euTexts } from '@/lib/eu';
import { emailRule, optionalText, phoneRule, requiredText } from '@/lib/validation';
import { compactVatId, isVatId } from '@/lib/vat-id';

import { authTexts } from './texts';

const messages = authTexts.validation;

export const PASSWORD_MIN_LENGTH = 6;

function email() {
  return emailRule(messages);
}

function password() {
  return yup.string().required(messages.required).min(PASSWORD_MIN_LENGTH, messages.passwordTooShort);
}

export function createSignInSchema() {
  return yup.object({ email: email(), password: password() });
}

export function createSignUpSchema() {
  return yup.object({
    companyName: requiredText('companyName', messages.required, messages.companyNameTooLong),
    email: email(),
    phone: phoneRule(messages),
    password: password(),
    businessBuyer: yup.boolean().oneOf([true], euTexts.businessBuyerRequired),
  });
}

/** Forgot password, and the request for a new activation e-mail. */
export function createEmailSchema() {
  return yup.object({ email: email() });
}

/** The password that confirms deleting the account: only required, it is checked by the server. */
export function createDeleteAccountSchema() {
  return yup.object({ password: yup.string().required(messages.required) });
}

/** A new password and its repetition, as on the reset form (spec §5). */
function newPasswordFields() {
  return {
    newPassword: yup
      .string()
      .required(messages.newPasswordRequired)
      .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort),
    confirmPassword: yup
      .string()
      .required(messages.confirmPasswordRequired)
      .oneOf([yup.ref('newPassword')], messages.passwordsMustMatch),
  };
}

export function createResetPasswordSchema() {
  return yup.object(newPasswordFields());
}

/**
 * 'Meine Daten': company name and phone as on sign-up; the address by the
 * card's address rules (it is the address the designer prints, at most 40
 * characters), and optional, as an account may have none yet. The country
 * is one of the 27; the USt-IdNr. optional, of plausible format and, for a
 * German one, with its check digit; the billing address checked only while shown.
 */
export function createProfileSchema() {
  return yup.object({
    companyName: requiredText('companyName', messages.required, messages.companyNameTooLong),
    phone: phoneRule(messages),
    address: optionalText('cardAddress', messages.addressTooLong),
    country: optionalCountryRule(),
    vatId: yup
      .string()
      .test(
        'vat-id',
        messages.invalidVatId,
        (value) => value === undefined || compactVatId(value) === '' || isVatId(value),
      )
      .test('check-digit', euTexts.vatCheckDigit, (value) => value === undefined || checkDigitOk(value)),
    billingDiffers: yup.boolean(),
    billing: yup
      .object()
      .when('billingDiffers', ([differs]: unknown[], schema) =>
        differs === true ? createBillingAddressSchema() : schema,
      ),
  });
}

/** The current password is only required (the server checks it); the new one as on the reset form. */
export function createChangePasswordSchema() {
  return yup.object({
    currentPassword: yup.string().required(messages.required),
    ...newPasswordFields(),
  });
}
