/**
 * One yup schema per account form, each built by a factory (spec §5), from
 * the shop's shared field rules (`lib/validation.ts`: the server's limits,
 * patterns and order). formik hands empty fields to yup as `undefined`, so
 * an empty field reports only 'Pflichtfeld', never a length or pattern
 * message as well.
 */
import * as yup from 'yup';

import { emailRule, phoneRule, requiredText } from '@/lib/validation';

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

export function createResetPasswordSchema() {
  return yup.object({
    newPassword: yup
      .string()
      .required(messages.newPasswordRequired)
      .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort),
    confirmPassword: yup
      .string()
      .required(messages.confirmPasswordRequired)
      .oneOf([yup.ref('newPassword')], messages.passwordsMustMatch),
  });
}
