/**
 * What checkout works with. The app hands in the cart's lines and totals and
 * the signed-in user; these types name only the fields checkout reads, so
 * the feature does not depend on the cart or auth features.
 */
import type { Schemas } from '@/lib/api-types';
import type { BillingAddress, BillingAddressValues } from '@/lib/billing-address';
import type { QrMode } from '@/lib/cart-line';
import type { Totals } from '@/lib/money';
import type { ShippingValues } from '@/lib/shipping';

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
  /** Empty, a reference to the logo in the browser's logo store (see `loadLogo`), or a logo the shop already hosts (a reorder). */
  logo: string;
  /** What the QR code carries; none: `short`. */
  qrMode?: QrMode;
  /** The short link a reordered line prints again; none: a new one. */
  qrLink?: string;
  /** The product's image, shown for a line without a design. */
  image?: string;
  /** Cards (or magnets) in one pack; unknown to older carts. */
  cardsPerPack?: number;
};

/** Net subtotal, 19 % VAT, shipping and the gross total, in cents. */
export type CheckoutTotals = Totals;

/** The fields of the signed-in user that pre-fill the form. */
export type CheckoutUser = {
  userId: number;
  companyName?: string;
  email?: string;
  phone?: string;
  country?: string;
  vatId?: string | null;
  billingAddress?: BillingAddress | null;
};

/**
 * The 'Kontaktinformationen' form's shipping fields: the shared shipping
 * form (`lib/shipping.ts`). `vatId` and `orderReference` are optional ('' =
 * not given); the invoice shows them when given.
 */
export type { ShippingValues };

/**
 * The whole form: the shipping fields, the billing address when it differs
 * (`billingDiffers`), the business confirmation, the terms and how to pay.
 */
export type CheckoutFormValues = ShippingValues & {
  billingDiffers: boolean;
  billing: BillingAddressValues;
  businessBuyer: boolean;
  termsAccepted: boolean;
  /** 'Zahlungsart': `card` (the default) or `invoice` while the customer may buy on invoice. */
  paymentMethod: PaymentMethod;
};

/** How the order is paid: through the payment provider (`card`) or on invoice. */
export type PaymentMethod = Schemas['PaymentMethodName'];

/** `GET /invoice-terms`: whether the visitor may buy on invoice now, within how many days, or why not. */
export type InvoiceAvailability = Schemas['InvoiceAvailabilityDto'];

export type CreateOrderRequest = Schemas['CreateOrderBody'];

export type CreatedOrder = Schemas['CreatedOrder'];

export type CheckoutSessionRequest = Schemas['CreateCheckoutBody'];

/** The payment provider's session and the page to send the browser to. */
export type CheckoutSession = Schemas['CheckoutSessionDto'];

export type UploadedImage = Schemas['UploadedImage'];

/** `POST /vat-ids/check`: the number with the name and address it should be registered to. */
export type VatIdCheckRequest = Schemas['VatIdCheckBody'];

/** The tax office's verdict and the sentence to show next to the field. */
export type VatIdCheckAnswer = Schemas['VatIdCheckAnswer'];

/**
 * `GET /delivery-promise`: when an order placed, paid and approved now ships
 * and arrives, until when that holds (`orderBy`) and the server's German
 * sentence saying it (`text`), with the reasons of every day that moved it.
 */
export type DeliveryPromise = Schemas['DeliveryPromiseDto'];

/** Where the goods go (a member state's ISO code) and whether with 'Express-Produktion'. */
export type DeliveryPromiseRequest = { country: string; express: boolean };

/** `GET /orderLine/check-payment-status` (spec §3 Payment status response). */
export type PaymentStatusResponse = Schemas['PaymentStatusDto'];
