/**
 * Kept apart from the endpoints so the store can import the names without
 * pulling the pages' calls into the entry chunk.
 *
 * The payment methods: the FAQ says itself when they could not be loaded; the
 * legal pages show their own error with a retry. The common handler must not
 * announce either a second time.
 */
export const pagesEndpointsHandledInPlace: readonly string[] = ['getPaymentMethods', 'getLegalDocument'];
