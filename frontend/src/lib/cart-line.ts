/**
 * The cart line the designer produces and the cart keeps (spec §3), shared
 * so the two features agree on it without importing each other.
 */

/** PrimeProd: cards and bottle openers (categories 2 and 3); MBNprod: sample-number magnet packs. */
export type ProductType = 'PrimeProd' | 'MBNprod';

/**
 * `price` is the unit price in cents with the packing surcharge,
 * `processingType` the plain label (no price hint), `logo` the uploaded image
 * (or '' when the product has none).
 */
export type CartLine = {
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
