/**
 * Kept apart from the endpoints so the store can import the names without
 * pulling the pages' calls into the entry chunk.
 *
 * The payment methods: the FAQ and the terms say themselves when they could
 * not be loaded; the common handler must not announce it a second time.
 */
export const pagesEndpointsHandledInPlace: readonly string[] = ['getPaymentMethods'];
