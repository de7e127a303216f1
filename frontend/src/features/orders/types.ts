/** An order as `GET /orderLine/get-orderBy-user` lists it (spec §3 Order). */
export type Order = {
  orderId: number;
  /** ISO 8601, UTC. */
  order_date: string;
  orderType: 'Normal' | 'Costume';
  orderStatus: string;
  payementStatus: string;
  /** Cents, VAT included. */
  totalAmount: number;
};

/** One line of an order (spec §3 Order line). */
export type OrderLine = {
  orderLineId: number;
  name: string;
  /** Net unit price in cents. */
  UnitPrice: number;
  qte: number;
  processingType: string;
  musterNumber: string;
};
