/**
 * Kept apart from the endpoints so the store can import the names without
 * pulling the orders calls into the entry chunk.
 *
 * Calls whose failures the orders pages show themselves, beside the control
 * that failed (issue 23: the server's message of a refused cancellation,
 * approval or change, and the approval page's invalid link). The common
 * handler must not announce them a second time; it still reacts to an
 * expired session (see `app/store.ts`).
 */
export const ordersEndpointsHandledInPlace: readonly string[] = [
  'getProofApproval',
  'cancelOrder',
  'approveProof',
  'reviseProof',
];
