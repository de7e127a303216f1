/**
 * One yup schema per account form, each built by a factory (spec §5), from
 * the shop's shared field rules (`lib/validation.ts`: the server's limits,
 * patterns and order). formik hands empty fields to yup as `undefined`, so
 * an empty field reports only 'Pflichtfeld', never a length or pattern
 * message as well.
 */
import * as yup from 'yup';

import { emailRule, optionalText, phoneRule, requiredText } from '@/lib/validation';

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
 * characters), and optional, as an account may have none yet.
 */
export function createProfileSchema() {
  return yup.object({
    companyName: requiredText('companyName', messages.required, messages.companyNameTooLong),
    phone: phoneRule(messages),
    address: optionalText('cardAddress', messages.addressTooLong),
  });
}

/** The current password is only required (the server checks it); the new one as on the reset form. */
export function createChangePasswordSchema() {
  return yup.object({
    currentPassword: yup.string().required(messages.required),
    ...newPasswordFields(),
  });
}
