/**
 * The invoice's address when it is not the shipping address (issue 35): the
 * buyer's legal name with its legal form, street, postal code, city and
 * country. Asked in checkout ('Abweichende Rechnungsadresse') and kept in
 * 'Meine Daten'; its fields are `components/form/billing-address-fields.tsx`.
 * Lengths and characters come from the server's rules file, the postal code
 * is checked for the billing country (`eu.ts`).
 */
import * as yup from 'yup';

import type { Schemas } from './api-types';
import { GERMANY, euTexts, isMemberState, postalCodeError } from './eu';
import { requiredText } from './validation';

/** `billingAddress` of create-order, the voucher check and `PUT /users/me`. */
export type BillingAddress = Schemas['BillingAddressBody'];

/** The form's values, by the API's wire names. */
export type BillingAddressValues = BillingAddress;

export const emptyBillingAddress: BillingAddressValues = {
  legalName: '',
  street: '',
  zipCode: '',
  city: '',
  country: GERMANY,
};

export const billingAddressTexts = {
  toggle: 'Abweichende Rechnungsadresse',
  fields: {
    legalName: 'Rechnungsempfänger (Firmenname mit Rechtsform)',
    street: 'Straße und Hausnummer',
    zipCode: 'PLZ',
    city: 'Ort',
    country: 'Land',
  } satisfies Record<keyof BillingAddressValues, string>,
  validation: {
    required: 'Pflichtfeld',
    legalNameTooLong: 'Der Rechnungsempfänger darf nicht länger als 100 Zeichen sein',
    streetTooLong: 'Straße und Hausnummer dürfen nicht länger als 100 Zeichen sein',
    zipCodeTooLong: 'Die PLZ darf nicht länger als 10 Zeichen sein',
    cityTooLong: 'Der Ort darf nicht länger als 60 Zeichen sein',
  },
} as const;

const messages = billingAddressTexts.validation;

/** A country of the 27, else the server's 'Wir liefern nur in Länder der Europäischen Union.'; absent: Germany, as the API reads it. */
export function optionalCountryRule() {
  return yup.string().test('member-state', euTexts.notEu, (value) => value === undefined || isMemberState(value));
}

/** A country of the 27 that must be chosen. */
export function countryRule() {
  return optionalCountryRule().required(messages.required);
}

/** A required postal code of the sibling `country` field (absent: Germany): its length first, then the country's shape. */
export function postalCodeRule(tooLong: string) {
  return requiredText('zipCode', messages.required, tooLong).test('postal-code', function check(value) {
    if (value === undefined) return true;
    const country = typeof this.parent.country === 'string' ? this.parent.country : GERMANY;
    const error = postalCodeError(country, value);
    // An unknown country is the country field's error, not the postal code's.
    return error === null || error === euTexts.notEu ? true : this.createError({ message: error });
  });
}

export function createBillingAddressSchema() {
  return yup.object({
    legalName: requiredText('legalName', messages.required, messages.legalNameTooLong),
    street: requiredText('street', messages.required, messages.streetTooLong),
    zipCode: postalCodeRule(messages.zipCodeTooLong),
    city: requiredText('city', messages.required, messages.cityTooLong),
    country: countryRule(),
  });
}

/** The address to send: every field trimmed. */
export function toBillingAddress(values: BillingAddressValues): BillingAddress {
  return {
    legalName: values.legalName.trim(),
    street: values.street.trim(),
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    country: values.country,
  };
}

/** The form's values for a stored address; none: the empty form (Germany). */
export function billingAddressValues(address: BillingAddress | null | undefined): BillingAddressValues {
  return address ? { ...address } : { ...emptyBillingAddress };
}
