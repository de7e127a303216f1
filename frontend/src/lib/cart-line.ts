/**
 * The cart line the designer produces and the cart keeps (spec §3), shared
 * so the two features agree on it without importing each other.
 */

/** PrimeProd: cards and bottle openers (categories 2 and 3); MBNprod: sample-number magnet packs. */
export type ProductType = 'PrimeProd' | 'MBNprod';

/**
 * What a design line's printed QR code carries: `short`, the shop's short
 * link that the customer can repoint later (the default), or `direct`, the
 * typed address itself.
 */
export type QrMode = 'short' | 'direct';

/**
 * `price` is the unit price in cents with the packing surcharge,
 * `processingType` the plain label (no price hint), `logo` the uploaded image
 * (or '' when the product has none): the designer's data URL, the cart's
 * reference to it in the browser's logo store, or a logo already hosted by
 * the shop (see {@link isHostedLogo}). `qrMode` is set on the designer's
 * card and bottle-opener lines; a line without it (an older stored cart, a
 * reordered line) means `short`, as the server reads it.
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
  qrMode?: QrMode;
};

/**
 * Whether `logo` is an image the server already hosts (`/uploads/…` or an
 * `https://` URL, e.g. Cloudinary; the server's own test, `HostedImage` in
 * crates/domain/src/line.rs), as an ordered line keeps it: such a logo is
 * shown and ordered as it is, never stored in the browser or uploaded again.
 */
export function isHostedLogo(logo: string): boolean {
  return logo.startsWith('/uploads/') || logo.startsWith('https://');
}
