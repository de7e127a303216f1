/**
 * Kept apart from the endpoints so the store can import the names without
 * pulling the contact call into the entry chunk.
 *
 * The contact form shows its own failure text (spec §8); the common handler
 * must not announce it a second time (see `app/store.ts`).
 */
export const contactEndpointsHandledInPlace: readonly string[] = ['saveMessage'];
