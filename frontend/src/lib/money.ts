/**
 * The money rules of the API (crates/domain/src/money.rs), once for the
 * whole front end. Amounts are whole euro cents and prices are net; a line
 * costs unit price × quantity; VAT (19 %) is added once on the order's net
 * subtotal, not per line; shipping is free (spec §9). The percentage and the
 * shipping come from the server's rules file (`rules.ts`).
 */
import { SHIPPING_CENTS, VAT_PERCENT } from './rules';

/** The money summary of an order or cart, in cents: `total` = `subtotal` + `vat` + `shipping`. */
export type Totals = { subtotal: number; vat: number; shipping: number; total: number };

/** What one line costs. */
export function lineSubtotal(unitPrice: number, quantity: number): number {
  return unitPrice * quantity;
}

/** The net subtotal of an order: the sum of its lines. */
export function netSubtotal(lines: readonly { unitPrice: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + lineSubtotal(line.unitPrice, line.quantity), 0);
}

/**
 * VAT_PERCENT % of `net`, rounded half up to the cent (half away from zero for a
 * negative amount, so a refund mirrors its charge), like `vat_on`.
 */
export function vatOn(net: number): number {
  const vat = Math.floor((Math.abs(net) * VAT_PERCENT + 50) / 100);
  return net < 0 ? -vat : vat;
}

/** VAT, shipping and the gross total for a net subtotal, like `Totals::from_net`. */
export function totalsFromNet(net: number): Totals {
  const vat = vatOn(net);
  return { subtotal: net, vat, shipping: SHIPPING_CENTS, total: net + vat + SHIPPING_CENTS };
}
