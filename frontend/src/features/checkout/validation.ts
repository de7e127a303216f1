/**
 * The 'Kontaktinformationen' schema (spec §5 Checkout), built by a factory:
 * the shared shipping form's schema (`lib/shipping.ts`, with the API's
 * limits and texts) and the terms box. formik hands empty fields to yup as
 * `undefined`, so an empty field reports only 'Pflichtfeld'.
 */
import * as yup from 'yup';

import { createShippingSchema, emptyShipping } from '@/lib/shipping';

import { checkoutTexts } from './texts';
import type { CheckoutFormValues, CheckoutUser } from './types';

export function createCheckoutSchema() {
  return createShippingSchema().shape({
    termsAccepted: yup.boolean().oneOf([true], checkoutTexts.validation.termsRequired),
  });
}

/** An empty form, pre-filled with what the signed-in user's account knows. */
export function initialCheckoutValues(user: CheckoutUser | null): CheckoutFormValues {
  return {
    ...emptyShipping,
    companyName: user?.companyName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    termsAccepted: false,
  };
}
