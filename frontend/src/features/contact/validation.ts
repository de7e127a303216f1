/**
 * The contact form's schema (spec §5 Contact), built by a factory from the
 * shop's shared field rules (`lib/validation.ts`: the server's limits,
 * patterns and order). The spec gives the name limit as 20 while its message
 * says 30; the API enforces 30 (`crates/domain/src/values.rs` `ContactName`,
 * the rules file's `contactName`), so the form does too and its message
 * tells the truth. formik hands empty fields to yup as
 * `undefined`, so an empty field reports only 'Pflichtfeld'.
 */
import * as yup from 'yup';

import { emailRule, phoneRule, requiredText } from '@/lib/validation';

import { contactTexts } from './texts';

const messages = contactTexts.validation;

export function createContactSchema() {
  return yup.object({
    name: requiredText('contactName', messages.required, messages.nameTooLong),
    email: emailRule(messages),
    phone: phoneRule(messages),
    // A text area: line breaks pass, other control characters do not.
    message: requiredText('contactMessage', messages.required, messages.messageTooLong),
  });
}
