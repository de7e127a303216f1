/**
 * What checkout works with. The app hands in the cart's lines and totals and
 * the signed-in user; these types name only the fields checkout reads, so
 * the feature does not depend on the cart or auth features.
 */
import type { OrderTotalsValues } from '@/components/ui/order-totals';

/** One cart line (spec §3 Cart item); prices are unit prices in cents, surcharges included. */
export type CheckoutItem = {
  id: number;
  name: string;
  price: number;
  quantity: number;
  productType: 'PrimeProd' | 'MBNprod';
  processingType: string;
  remarks: string;
  musterNum: string;
  templateCat: string;
  address: string;
  phone: string;
  url: string;
  /** Empty, or a reference to the logo in the browser's logo store (see `loadLogo`). */
  logo: string;
};

/** Net subtotal, 19 % VAT, shipping and the gross total, in cents. */
export type CheckoutTotals = OrderTotalsValues;

/** The fields of the signed-in user that pre-fill the form. */
export type CheckoutUser = { userId: number; companyName?: string; email?: string; phone?: string };

/** The 'Kontaktinformationen' form (spec §3 Shipping data, `phone` on input). */
export type ShippingValues = {
  responsableName: string;
  companyName: string;
  email: string;
  phone: string;
  shippingAddress: string;
  zipCode: string;
  city: string;
};

export type CheckoutFormValues = ShippingValues & { termsAccepted: boolean };

/** One line of `POST /orderLine/create-order`. The server prices it from the catalogue. */
export type OrderLineRequest = {
  productId: number;
  productType: 'PrimeProd' | 'MBNprod';
  qte: number;
  processingType: string;
  remarks: string;
  musterNumber: string;
  template: string;
  address: string;
  phone: string;
  url: string;
  /** The URL `POST /images` returned for the line's logo, or ''. */
  cardLogo: string;
  /** Sent as the spec's client does; the server ignores both. */
  name: string;
  UnitPrice: number;
};

export type CreateOrderRequest = {
  orderType: 'Normal';
  orderLines: OrderLineRequest[];
  shippingInfo: ShippingValues;
  /** `null` for a guest. */
  userId: number | null;
};

export type CreatedOrder = { id: number; totalAmount: number; message: string };

export type CheckoutSessionRequest = {
  orderId: number;
  /** Ignored by the server, which bills the stored order. */
  stripeOrderLine: { name: string; quantity: number; price: number }[];
};

/** The payment provider's session and the page to send the browser to. */
export type CheckoutSession = { id: string; url: string };

export type UploadedImage = { secure_url: string };

/** `GET /orderLine/check-payment-status` (spec §3 Payment status response). */
export type PaymentStatusResponse = {
  orderId: number;
  payementStatus: 'Pending' | 'Paid';
  /** Cents, VAT included. */
  orderTotal: number;
  /** `YYYY-MM-DD` once paid. */
  shippingDate: string | null;
  /** ISO 8601, UTC, once paid. */
  paymentTime: string | null;
};
