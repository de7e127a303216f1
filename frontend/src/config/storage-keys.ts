/**
 * Every key this front end writes to browser storage, in one place.
 *
 * localStorage (survives the browser session):
 * - `user`: the signed-in user object as JSON (spec §3). Its presence means "authenticated".
 * - `shopping-cart`: the cart as JSON `{ items: CartItem[], itemCount: number }` (spec §3), with
 *   `voucherCode` while an Aktionscode is applied.
 *
 * sessionStorage (this tab only):
 * - `primecards.guest`: `"true"` once the visitor chose guest checkout (spec §4).
 * - `primecards.redirectPath`: the path to return to after sign-in (spec §4).
 * - `primecards.checkoutAttempt`: the Idempotency-Key of the order being placed and the body
 *   it was sent with, as JSON (`lib/idempotency.ts`); removed once the browser leaves for
 *   the payment page.
 */
export const storageKeys = {
  user: 'user',
  cart: 'shopping-cart',
  guest: 'primecards.guest',
  redirectPath: 'primecards.redirectPath',
  checkoutAttempt: 'primecards.checkoutAttempt',
} as const;
