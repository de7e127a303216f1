/**
 * Packing (Verarbeitung) and the unit price it gives, by the API's rules
 * (crates/domain/src/pricing.rs), once for the designer, the admin's custom
 * order and reordering: the packed choice adds the product's
 * `relativePrice`, the loose one nothing, and a product whose `packingRule`
 * is 'packedOnly' is not offered loose (the server refuses it with 'Diese
 * Verarbeitung wird für dieses Produkt nicht angeboten'). The labels the
 * choices are stored under are each feature's texts.
 */
import type { PackingRule } from './product-kind';

/** Loose magnets, or each magnet in its own LDPE bag. */
export type Packing = 'loose' | 'packed';

/** The packings a product with `rule` is offered with, loose first. */
export function offeredPackings(rule: PackingRule): Packing[] {
  return rule === 'packedOnly' ? ['packed'] : ['loose', 'packed'];
}

/** Net unit price in cents of one unit with `packing`: the price, plus the surcharge when packed. */
export function packedUnitPrice(product: { price: number; relativePrice: number }, packing: Packing): number {
  return product.price + (packing === 'packed' ? product.relativePrice : 0);
}
