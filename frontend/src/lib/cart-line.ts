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
 * card and bottle-opener lines and on reordered lines with a URL; a line
 * without it (an older stored cart, a line without a QR code) means `short`,
 * as the server reads it. `qrLink` is set only by reorder: the line prints
 * the short link it was ordered with again, so the code on the new batch is
 * the one already out there.
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
  /** The short link of an earlier order this line prints again (with `qrMode` `short`); set only by reorder. */
  qrLink?: string;
  /** Cards (or magnets) in one pack of the product; left out by older carts and reorders. */
  cardsPerPack?: number;
};

/**
 * The attributes that make two cart lines "the same item" (spec §4), the QR
 * mode and the kept short link: the same design with another kind of code,
 * or another code, is another line.
 */
export type CartLineIdentity = Pick<
  CartLine,
  'id' | 'productType' | 'processingType' | 'url' | 'remarks' | 'musterNum' | 'qrMode' | 'qrLink'
>;

/** A line's identity as one string: equal exactly for the lines the cart merges, so also a list key. */
export function cartLineKey(line: CartLineIdentity): string {
  return JSON.stringify([
    line.id,
    line.productType,
    line.processingType,
    line.url,
    line.remarks,
    line.musterNum,
    // A line without a QR mode (an older cart) means 'short'.
    line.qrMode ?? 'short',
    line.qrLink ?? null,
  ]);
}

/**
 * Whether `logo` is an image the server already hosts (`/uploads/…` or an
 * `https://` URL, e.g. Cloudinary; the server's own test, `HostedImage` in
 * crates/domain/src/line.rs), as an ordered line keeps it: such a logo is
 * shown and ordered as it is, never stored in the browser or uploaded again.
 */
export function isHostedLogo(logo: string): boolean {
  return logo.startsWith('/uploads/') || logo.startsWith('https://');
}

/**
 * What a line's packs hold, for 'Paket'/'Pakete': a designed card (it has a
 * template) is a pack of cards, a sample-number line a pack of magnets; a
 * bottle opener (`null`) is a piece.
 */
export function packUnitOf(line: Pick<CartLine, 'productType' | 'templateCat'>): 'cards' | 'magnets' | null {
  if (line.productType === 'MBNprod') return 'magnets';
  return line.templateCat !== '' ? 'cards' : null;
}
