/**
 * Kept apart from the endpoints so the store can import the names without
 * pulling the account calls, and RTK Query with them, into the entry chunk.
 *
 * Calls whose failures the account screens show themselves, next to the form.
 * The common handler must not announce them a second time; it still reacts to
 * an expired session (see `app/store.ts`).
 */
export const accountEndpointsHandledInPlace: readonly string[] = [
  'initialCheck',
  'logout',
  'signIn',
  'signUp',
  'sendActivationEmail',
  'activateUser',
  'forgotPassword',
  'resetPassword',
  'deleteAccount',
  'updateMe',
  'changePassword',
];
