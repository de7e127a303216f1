/** A catalogue product as the API returns it (spec §3). Prices in cents. */
export type Product = {
  productId: number;
  name: string;
  description: string;
  price: number;
  category_id: number;
  image: string;
  imagePack: string | null;
  relativePrice: number;
  specialOffer: string | null;
  artikelNum: string;
};

/** A personalised design, found by its sample number (Musternummer). */
export type Sample = {
  sampleId: number;
  musterNumber: string;
  restaurentName: string;
  sampleImage: string;
};

/** Category ids of spec §9; any other id is a sample-number magnet pack. */
export const CATEGORY_CARDS = 2;
export const CATEGORY_BOTTLE_OPENERS = 3;

export type ShopCategory = typeof CATEGORY_CARDS | typeof CATEGORY_BOTTLE_OPENERS;
