/** One wishlist entry (spec §3). `name` and `price` are filled in on the client after saving. */
export type WishlistItem = {
  wishId: number;
  productId: number;
  productType: 'PrimeProd' | 'MBNprod';
  name: string;
  price: number;
  createdAt: string;
};
