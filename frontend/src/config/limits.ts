/** Business limits of spec §9 that several features enforce. */

/** An order line's quantity: 1 to 15, step 1. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 15;
