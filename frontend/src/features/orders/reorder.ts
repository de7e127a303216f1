/**
 * 'Erneut bestellen': an order's design lines go back into the cart with
 * today's prices, the logos the server already hosts (no new upload) and
 * the QR codes they printed.
 * What a product is and costs today and how lines enter the cart belong to
 * other features; the app hands them in (`ReorderDeps`).
 */
import type { CartLine, ProductType } from '@/lib/cart-line';

import type { OrderLine } from './types';

/** A line's product as the catalogue has it today, its packing priced in. */
export type TodaysArticle = { name: string; image: string; unitPrice: number };

export type ReorderDeps = {
  /** Today's article of `line`; `null` when its product no longer exists. Rejects when that cannot be told. */
  todaysArticle: (line: OrderLine) => Promise<TodaysArticle | null>;
  /** Puts the lines into the cart, identical ones merged; rejects, adding none, when it cannot. */
  addToCart: (lines: readonly CartLine[]) => Promise<void>;
};

/** The server stores one of the two product types on every line. */
function productTypeOf(line: OrderLine): ProductType {
  return line.productType === 'MBNprod' ? 'MBNprod' : 'PrimeProd';
}

/**
 * A reordered line's QR code prints as before: its short link again (a new
 * one would put another code on the second batch), or its URL itself when the
 * line printed that directly or was ordered before short links. A line
 * without a URL (a sample pack) has no QR code.
 */
function qrOf(line: OrderLine): Pick<CartLine, 'qrMode' | 'qrLink'> {
  if (line.qrLink) return { qrMode: 'short', qrLink: line.qrLink };
  return line.url === '' ? {} : { qrMode: 'direct' };
}

/** The cart line of an ordered line: its design and QR code as ordered, today's name, image and price. */
export function cartLineOf(line: OrderLine, article: TodaysArticle): CartLine {
  return {
    id: line.productId,
    name: article.name,
    price: article.unitPrice,
    quantity: line.qte,
    productType: productTypeOf(line),
    image: article.image,
    processingType: line.processingType,
    remarks: line.remarks,
    musterNum: line.musterNumber,
    templateCat: line.template,
    address: line.address,
    phone: line.phone,
    url: line.url,
    // The URL the order's upload got: the cart shows it and checkout sends it as it is.
    logo: line.cardLogo,
    ...qrOf(line),
  };
}

export type ReorderedLines = {
  cartLines: CartLine[];
  /** Names (as ordered) of the articles that no longer exist, each once. */
  gone: string[];
};

/**
 * Today's cart lines of `lines`, all looked up before any goes into the
 * cart: one failed lookup rejects the whole order, so nothing is half added.
 */
export async function reorderedLines(
  lines: readonly OrderLine[],
  todaysArticle: ReorderDeps['todaysArticle'],
): Promise<ReorderedLines> {
  const articles = await Promise.all(lines.map((line) => todaysArticle(line)));
  const cartLines: CartLine[] = [];
  const gone = new Set<string>();
  lines.forEach((line, index) => {
    const article = articles[index];
    if (article === null) gone.add(line.name);
    else cartLines.push(cartLineOf(line, article));
  });
  return { cartLines, gone: [...gone] };
}
