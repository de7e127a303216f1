/**
 * The lines of an order as the API takes them (`OrderLineBody`), built from
 * the cart's lines in one place: checkout places the order with them, and the
 * Aktionscode check sends the very same lines, so the server prices the code
 * on exactly what will be ordered.
 */
import type { Schemas } from './api-types';
import { isHostedLogo, type CartLine } from './cart-line';

export type OrderLineBody = Schemas['OrderLineBody'];

/** What an order line is made of: a cart line without its picture, which only the cart shows. */
export type OrderedItem = Omit<CartLine, 'image'>;

/** The line's logo as the order names it: none, its hosted URL, or the URL its upload got. */
function cardLogo(logo: string, logoUrls: ReadonlyMap<string, string>): string {
  if (logo === '' || isHostedLogo(logo)) return logo;
  return logoUrls.get(logo) ?? '';
}

/**
 * One line of `POST /orderLine/create-order`. `logoUrls` maps a logo kept in
 * the browser to the URL its upload got; a logo not uploaded (yet) is sent as
 * none.
 */
export function orderLineBody(item: OrderedItem, logoUrls: ReadonlyMap<string, string>): OrderLineBody {
  return {
    productId: item.id,
    productType: item.productType,
    qte: item.quantity,
    processingType: item.processingType,
    remarks: item.remarks,
    musterNumber: item.musterNum,
    template: item.templateCat,
    address: item.address,
    phone: item.phone,
    url: item.url,
    cardLogo: cardLogo(item.logo, logoUrls),
    name: item.name,
    UnitPrice: item.price,
    // Sent only where the line has one (designed or reordered); the server reads a missing one as 'short'.
    ...(item.qrMode === undefined ? {} : { qrMode: item.qrMode }),
    // Only a reordered line keeps its short link; any other gets a new one.
    ...(item.qrLink === undefined ? {} : { qrLink: item.qrLink }),
  };
}

/** Every line of the cart, in its order. */
export function orderLineBodies(
  items: readonly OrderedItem[],
  logoUrls: ReadonlyMap<string, string> = new Map(),
): OrderLineBody[] {
  return items.map((item) => orderLineBody(item, logoUrls));
}
