/**
 * Kept apart from the endpoints so the store can import the names without
 * pulling the cart's calls into the entry chunk.
 *
 * The Aktionscode check shows its refusal under the code's field; the common
 * handler must not announce it a second time. It still reacts to an expired
 * session (see `app/store.ts`).
 */
export const cartEndpointsHandledInPlace: readonly string[] = ['checkVoucher'];
