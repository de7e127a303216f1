/**
 * Kept apart from the endpoints so the store can import the names without
 * pulling the designer's calls into the entry chunk.
 *
 * Without the short links' format the preview shows the typed address
 * instead: nothing for the common handler to announce. It still reacts to
 * an expired session (see `app/store.ts`).
 */
export const designerEndpointsHandledInPlace: readonly string[] = ['getQrLinkFormat'];
