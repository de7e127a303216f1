/**
 * The 'Kontaktinformationen' schema (spec §5 Checkout), built by a factory:
 * the shared shipping form's schema (`lib/shipping.ts`, with the API's
 * limits and texts), the billing address when it differs
 * (`lib/billing-address.ts`), the business confirmation, the terms box and
 * the payment method.
 * formik hands empty fields to yup as `undefined`, so an empty field reports
 * only 'Pflichtfeld'.
 */
import * as yup from 'yup';

import { billingAddressValues, createBillingAddressSchema } from '@/lib/billing-address';
import { euTexts, GERMANY } from '@/lib/eu';
import { createShippingSchema, emptyShipping } from '@/lib/shipping';

import { checkoutTexts } from './texts';
import type { CheckoutFormValues, CheckoutUser, PaymentMethod } from './types';

export function createCheckoutSchema() {
  return createShippingSchema().shape({
    billingDiffers: yup.boolean(),
    // Checked only while shown: an unticked billing address is not sent.
    billing: yup
      .object()
      .when('billingDiffers', ([differs]: unknown[], schema) =>
        differs === true ? createBillingAddressSchema() : schema,
      ),
    businessBuyer: yup.boolean().oneOf([true], euTexts.businessBuyerRequired),
    termsAccepted: yup.boolean().oneOf([true], checkoutTexts.validation.termsRequired),
    // The form always holds one; values without it (the shared shipping checks) stand for the card.
    paymentMethod: yup.mixed<PaymentMethod>().oneOf(['card', 'invoice']),
  });
}

/** An empty form, pre-filled with what the signed-in user's account knows. */
export function initialCheckoutValues(user: CheckoutUser | null): CheckoutFormValues {
  return {
    ...emptyShipping,
    companyName: user?.companyName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    country: user?.country ?? GERMANY,
    vatId: user?.vatId ?? '',
    billingDiffers: Boolean(user?.billingAddress),
    billing: billingAddressValues(user?.billingAddress),
    businessBuyer: false,
    termsAccepted: false,
    paymentMethod: 'card',
  };
}
