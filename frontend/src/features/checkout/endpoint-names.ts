/**
 * Kept apart from the endpoints so the store can import the names without
 * pulling the checkout calls into the entry chunk.
 *
 * Calls whose failures checkout shows itself (spec §8: logo upload, order,
 * payment session; the confirmation page counts failed status checks; the
 * payment choice says when buying on invoice cannot be checked; the delivery
 * promise simply stays away when it cannot be asked). The
 * common handler must not announce them a second time; it still reacts to an
 * expired session (see `app/store.ts`).
 */
export const checkoutEndpointsHandledInPlace: readonly string[] = [
  'uploadImage',
  'createOrder',
  'createCheckoutSession',
  'checkPaymentStatus',
  'checkVatId',
  'invoiceTerms',
  'getDeliveryPromise',
];
