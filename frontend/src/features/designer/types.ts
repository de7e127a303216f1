/**
 * What the designer needs from a product and what it hands back as an order
 * line. Features do not import each other: the cart line's shape lives in
 * lib/cart-line; the app passes a catalogue product in and a cart line out.
 */
import type { Narrow, Schemas } from '@/lib/api-types';
import type { CartLine, QrMode } from '@/lib/cart-line';
import type { PackingRule, ProductKind } from '@/lib/product-kind';

export type { ProductType } from '@/lib/cart-line';

/** The product fields the order forms use (spec §3). Prices in cents. */
export type DesignerProduct = Narrow<
  Pick<
    Schemas['ProductDto'],
    'productId' | 'name' | 'price' | 'relativePrice' | 'kind' | 'packingRule' | 'image' | 'imagePack' | 'cardsPerPack'
  >,
  { kind: ProductKind; packingRule: PackingRule }
>;

/** One line for the cart; the route hands it to the cart feature. */
export type OrderLineDraft = CartLine;

/** What every order form receives from the page that composes it. */
export type OrderActions = {
  onAddToCart: (line: OrderLineDraft) => Promise<void>;
  onAddToWishlist: () => void;
  isAddingToWishlist: boolean;
};

/** The values of the card preview form; `qrMode` is what the card's QR code carries. */
export type PreviewValues = { address: string; phone: string; url: string; logo: string; qrMode: QrMode };

export { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/rules';
