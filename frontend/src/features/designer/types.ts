/**
 * What the designer needs from a product and what it hands back as an order
 * line. The shapes are the designer's own (features do not import each
 * other); the app passes a catalogue product in and a cart line out.
 */

/** The product fields the order forms use (spec §3). Prices in cents. */
export type DesignerProduct = {
  productId: number;
  name: string;
  price: number;
  relativePrice: number;
  category_id: number;
  image: string;
  imagePack: string | null;
};

export type ProductType = 'PrimeProd' | 'MBNprod';

/**
 * One line for the cart (spec §3): `price` is the unit price in cents with
 * the packing surcharge, `processingType` the plain label (no price hint),
 * `logo` the uploaded image as a data URL, or '' when the product has none.
 */
export type OrderLineDraft = {
  id: number;
  name: string;
  price: number;
  quantity: number;
  productType: ProductType;
  image: string;
  processingType: string;
  remarks: string;
  musterNum: string;
  templateCat: string;
  address: string;
  logo: string;
  url: string;
  phone: string;
};

/** What every order form receives from the page that composes it. */
export type OrderActions = {
  onAddToCart: (line: OrderLineDraft) => Promise<void>;
  onAddToWishlist: () => void;
  isAddingToWishlist: boolean;
};

/** The values of the card preview form. */
export type PreviewValues = { address: string; phone: string; url: string; logo: string };

/** Category id of the cards (spec §9): the only products with a preview. */
export const CATEGORY_CARDS = 2;

export { MAX_QUANTITY, MIN_QUANTITY } from '@/config/limits';
