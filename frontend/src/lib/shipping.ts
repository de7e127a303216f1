/**
 * The buyer's shipping data (spec §3 Shipping data, §5): one form, asked in
 * checkout ('Kontaktinformationen') and in the admin's custom order
 * ('Versandinformationen'). Its values, texts, schema and what is sent live
 * here; the fields are `components/form/shipping-fields.tsx`.
 *
 * The schema holds the spec's rules plus the API's own texts
 * (`crates/app/src/checkout.rs` `shipping_data`, `crates/domain/src/values.rs`)
 * and its limits and patterns (the shared field rules of `validation.ts`,
 * from the server's rules file), so the browser refuses what the server
 * would refuse. Every free text is checked with `printableText(...)` before
 * its length, as on the server. formik hands empty fields to yup as
 * `undefined`, so an empty required field reports only 'Pflichtfeld'.
 */
import * as yup from 'yup';

import type { Schemas } from './api-types';
import { optionalCountryRule, postalCodeRule } from './billing-address';
import { checkDigitOk, euTexts, GERMANY } from './eu';
import { emailRule, optionalText, phoneRule, requiredText } from './validation';
import { compactVatId, isVatId } from './vat-id';

/**
 * The form's values, by the API's wire names on input (spec §3 Shipping
 * data; the API answers with `phoneNumber` for `phone`). `vatId` and
 * `orderReference` are optional ('' = not given); the invoice shows them
 * when given.
 */
export type ShippingValues = {
  responsableName: string;
  companyName: string;
  email: string;
  phone: string;
  shippingAddress: string;
  zipCode: string;
  city: string;
  /** Where the goods go: a member state's ISO code; absent: Germany, as the API reads it. */
  country?: string;
  vatId: string;
  orderReference: string;
};

/** The shipping data of `POST /orderLine/create-order`. */
export type ShippingInfo = Schemas['ShippingInfoBody'];

/** The fields that may stay empty: the invoice's USt-IdNr. and the buyer's order reference. */
export const OPTIONAL_SHIPPING_FIELDS = [
  'vatId',
  'orderReference',
] as const satisfies readonly (keyof ShippingValues)[];

export type OptionalShippingField = (typeof OPTIONAL_SHIPPING_FIELDS)[number];

/** Every other text field, in the form's order (`country` is a choice, never empty). */
export const REQUIRED_SHIPPING_FIELDS = [
  'responsableName',
  'companyName',
  'email',
  'phone',
  'shippingAddress',
  'zipCode',
  'city',
] as const satisfies readonly Exclude<keyof ShippingValues, OptionalShippingField>[];

export const emptyShipping: ShippingValues = {
  responsableName: '',
  companyName: '',
  email: '',
  phone: '',
  shippingAddress: '',
  zipCode: '',
  city: '',
  vatId: '',
  orderReference: '',
};

/** The German texts of the form: labels and placeholders, and the messages (the API's where it has its own). */
export const shippingTexts = {
  fields: {
    responsableName: 'Ansprechpartner',
    companyName: 'Firmenname',
    email: 'E-Mail',
    phone: 'Telefonnummer',
    shippingAddress: 'Lieferadresse',
    zipCode: 'PLZ',
    city: 'Stadt',
    country: 'Land',
    vatId: 'USt-IdNr. (optional)',
    orderReference: 'Ihre Bestellreferenz (optional)',
  } satisfies Record<keyof ShippingValues, string>,
  /** 'USt-IdNr.' without '(optional)': goods to another member state need one. */
  vatIdRequired: 'USt-IdNr.',
  placeholders: {
    email: 'name@firma.de',
    phone: '+49 170 1234567',
    shippingAddress: 'Straße Nr. /PLZ/ Ort',
    vatId: 'z. B. DE136695976',
  },
  validation: {
    required: 'Pflichtfeld',
    invalidEmail: 'Ungültige E-Mail',
    invalidPhone: 'Ungültige Telefonnummer',
    companyNameTooLong: 'Der Firmenname darf nicht länger als 30 Zeichen sein',
    phoneTooLong: 'Die Telefonnummer darf nicht länger als 20 Zeichen sein',
    // The API's own limits and texts (crates/app/src/checkout.rs `shipping_data`).
    nameTooLong: 'Der Name darf nicht länger als 60 Zeichen sein',
    shippingAddressTooLong: 'Die Lieferadresse darf nicht länger als 100 Zeichen sein',
    zipCodeTooLong: 'Die PLZ darf nicht länger als 10 Zeichen sein',
    cityTooLong: 'Die Stadt darf nicht länger als 60 Zeichen sein',
    invalidVatId: 'Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE136695976).',
    orderReferenceTooLong: 'Die Bestellreferenz darf nicht länger als 35 Zeichen sein',
  },
} as const;

const messages = shippingTexts.validation;

/**
 * The shipping form's schema, one for checkout and the admin's custom order:
 * each field by the server's rules and order (`lib/validation.ts`), the
 * lengths from the server's rules file.
 */
export function createShippingSchema() {
  return yup.object({
    responsableName: requiredText('contactPerson', messages.required, messages.nameTooLong),
    companyName: requiredText('companyName', messages.required, messages.companyNameTooLong),
    email: emailRule(messages),
    phone: phoneRule(messages),
    shippingAddress: requiredText('street', messages.required, messages.shippingAddressTooLong),
    zipCode: postalCodeRule(messages.zipCodeTooLong),
    city: requiredText('city', messages.required, messages.cityTooLong),
    country: optionalCountryRule(),
    // Optional for goods to Germany: nothing (or only separators) is no number.
    vatId: yup
      .string()
      .test(
        'vat-id',
        messages.invalidVatId,
        (value) => value === undefined || compactVatId(value) === '' || isVatId(value),
      )
      .test('check-digit', euTexts.vatCheckDigit, (value) => value === undefined || checkDigitOk(value))
      .test(
        'vat-number-needed',
        euTexts.vatNumberNeeded,
        (value, context) => (context.parent.country ?? GERMANY) === GERMANY || compactVatId(value ?? '') !== '',
      ),
    orderReference: optionalText('orderReference', messages.orderReferenceTooLong),
  });
}

/** The values as the server keeps them: trimmed, the USt-IdNr. compacted ('de 312.456-789' -> 'DE312456789'; '' stays ''). */
export function normalizeShipping(values: ShippingValues): ShippingValues {
  return {
    responsableName: values.responsableName.trim(),
    companyName: values.companyName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    shippingAddress: values.shippingAddress.trim(),
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    ...(values.country === undefined ? {} : { country: values.country }),
    vatId: compactVatId(values.vatId),
    orderReference: values.orderReference.trim(),
  };
}

/**
 * The shipping data to send: normalized, the optional fields only when given
 * (absent means not given), the country only when it is not Germany (absent
 * means Germany): an order to Germany keeps the body it always had.
 */
export function toShippingInfo(values: ShippingValues): ShippingInfo {
  const { vatId, orderReference, country, ...required } = normalizeShipping(values);
  return {
    ...required,
    ...(country === undefined || country === GERMANY ? {} : { country }),
    ...(vatId === '' ? {} : { vatId }),
    ...(orderReference === '' ? {} : { orderReference }),
  };
}
