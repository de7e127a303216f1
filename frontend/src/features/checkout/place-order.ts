/**
 * The checkout sequence of spec §4: upload every logo, create the order,
 * open the payment session, send the browser to the payment page. An order
 * the server placed as `Invoiced` opens no payment session: the shop shows
 * its confirmation. Each step that fails stops the sequence with the spec §8
 * text for that step; nothing later runs. The calls are handed in, so the
 * sequence can be tested alone.
 */
import { failureServerMessage, isSessionExpired } from '@/lib/api-error';
import type { BillingAddress } from '@/lib/billing-address';
import { isHostedLogo } from '@/lib/cart-line';
import { orderLineBodies } from '@/lib/order-lines';
import { toShippingInfo } from '@/lib/shipping';
import { voucherRefusalOf } from '@/lib/voucher';

import { invoiceRefusalOf } from './invoice';
import { checkoutTexts } from './texts';
import type {
  CheckoutItem,
  CheckoutSession,
  CheckoutSessionRequest,
  CreatedOrder,
  CreateOrderRequest,
  PaymentMethod,
  ShippingValues,
  UploadedImage,
} from './types';

const errors = checkoutTexts.errors;

export type PlaceOrderDeps = {
  /** The data URL behind a line's `logo` reference, or `null` when the browser no longer has it. */
  loadLogo: (ref: string) => Promise<string | null>;
  uploadImage: (file: Blob) => Promise<UploadedImage>;
  createOrder: (body: CreateOrderRequest) => Promise<CreatedOrder>;
  createCheckoutSession: (body: CheckoutSessionRequest) => Promise<CheckoutSession>;
  /** Leaves the shop for the payment page. */
  redirect: (url: string) => void;
  /** Shows the order's confirmation page in the shop: an order on invoice has nothing to pay now. */
  showConfirmation: (orderId: number) => void;
  /**
   * Forgets the order's Idempotency-Key. Called only once the browser is on
   * its way to pay (or, on invoice, to the confirmation): until then,
   * sending the same order again is the same attempt, which the server
   * answers with the order it already placed.
   */
  endAttempt: () => void;
  /**
   * Logo reference -> uploaded URL, kept between attempts: trying again after
   * a failed payment session sends the very same order, which the server
   * then answers with the order it already placed instead of a second one.
   */
  uploaded: Map<string, string>;
};

export type PlaceOrderInput = {
  items: readonly CheckoutItem[];
  shipping: ShippingValues;
  /** The invoice's address when it is not the shipping address; `null`: the shipping address and company name. */
  billingAddress?: BillingAddress | null;
  userId: number | null;
  /** The applied Aktionscode, if any; the server prices the discount itself. */
  voucherCode?: string | null;
  /** `card` (the default) or `invoice`. */
  paymentMethod?: PaymentMethod;
  /** 'Express-Produktion' chosen; the server charges its surcharge. */
  express?: boolean;
};

/**
 * A step failed. `message` is what the customer is told; `null` when the
 * common error handler already reacted (an expired session).
 */
export class CheckoutFailure extends Error {
  readonly userMessage: string | null;
  /** The server refused the Aktionscode: `userMessage` is its refusal, shown at the code's field. */
  readonly voucherRefused: boolean;
  /** The server refused to sell on invoice: `userMessage` is its reason, shown at the payment choice. */
  readonly invoiceRefused: boolean;

  constructor(
    userMessage: string | null,
    options?: { cause?: unknown; voucherRefused?: boolean; invoiceRefused?: boolean },
  ) {
    super(userMessage ?? 'checkout stopped: session expired', { cause: options?.cause });
    this.name = 'CheckoutFailure';
    this.userMessage = userMessage;
    this.voucherRefused = options?.voucherRefused ?? false;
    this.invoiceRefused = options?.invoiceRefused ?? false;
  }
}

/** Decodes a `data:` URL (base64 or percent-encoded) into a Blob of its media type. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]*)((?:;[^;,=]+=[^;,]*)*)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new TypeError('not a data URL');
  const [, mediaType, , base64, payload] = match;
  let bytes: Uint8Array<ArrayBuffer>;
  if (base64) {
    const binary = atob(payload.replace(/\s+/g, ''));
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  } else {
    bytes = new TextEncoder().encode(decodeURIComponent(payload)) as Uint8Array<ArrayBuffer>;
  }
  return new Blob([bytes], { type: mediaType || 'application/octet-stream' });
}

/**
 * Uploads each distinct logo of the cart once and returns reference -> URL.
 * A hosted logo (a line put back from an order) is on the server already.
 */
async function uploadLogos(items: readonly CheckoutItem[], deps: PlaceOrderDeps): Promise<Map<string, string>> {
  const refs = [...new Set(items.map((item) => item.logo).filter((logo) => logo !== '' && !isHostedLogo(logo)))];
  for (const ref of refs) {
    if (deps.uploaded.has(ref)) continue;
    try {
      const dataUrl = await deps.loadLogo(ref);
      if (dataUrl === null) throw new Error(`logo ${ref} is no longer in this browser`);
      const { secure_url } = await deps.uploadImage(dataUrlToBlob(dataUrl));
      deps.uploaded.set(ref, secure_url);
    } catch (error) {
      console.error('Logo upload failed; checkout aborted', error);
      throw new CheckoutFailure(isSessionExpired(error) ? null : errors.logoUpload, { cause: error });
    }
  }
  return deps.uploaded;
}

function httpStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  const { status, originalStatus } = error as { status: unknown; originalStatus?: unknown };
  if (typeof status === 'number') return status;
  return typeof originalStatus === 'number' ? originalStatus : null;
}

/**
 * Spec §8 checkout failure, followed by the server's own text when it names
 * what to fix; a 503 (the USt-IdNr. cannot be checked now) is its own text alone.
 */
function createOrderMessage(error: unknown): string | null {
  if (isSessionExpired(error)) return null;
  const status = httpStatus(error);
  const server = failureServerMessage(error);
  if (server !== null && status === 503) return server;
  // A 4xx names the field or rule (e.g. 'E-Mail: Ungültige E-Mail'); a 5xx text is generic.
  if (server !== null && status !== null && status < 500) return `${errors.createOrder}. ${server}`;
  return errors.createOrder;
}

function sessionMessage(error: unknown): string {
  const server = failureServerMessage(error);
  if (server !== null) return server;
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return errors.sessionNetwork;
  return errors.sessionUnexpected;
}

/**
 * Runs the whole sequence. Resolves once the browser was sent to the payment
 * page (on invoice: to the order's confirmation); rejects with a
 * {@link CheckoutFailure} otherwise.
 */
export async function placeOrder(
  {
    items,
    shipping,
    billingAddress = null,
    userId,
    voucherCode = null,
    paymentMethod = 'card',
    express = false,
  }: PlaceOrderInput,
  deps: PlaceOrderDeps,
): Promise<void> {
  const logoUrls = await uploadLogos(items, deps);
  const onInvoice = paymentMethod === 'invoice';

  let order: CreatedOrder;
  try {
    order = await deps.createOrder({
      orderType: 'Normal',
      orderLines: orderLineBodies(items, logoUrls),
      // The shipping fields only (the form also holds the terms box): trimmed, the USt-IdNr. compacted,
      // the optional USt-IdNr. and order reference only when given.
      shippingInfo: toShippingInfo(shipping),
      billingAddress,
      // The form does not submit without the box ticked.
      businessBuyer: true,
      userId,
      // Sent only with a code: an order without one keeps the body (and so the Idempotency-Key) it had.
      ...(voucherCode === null ? {} : { voucherCode }),
      // Likewise only on invoice: absent is the card, as before.
      ...(onInvoice ? { paymentMethod } : {}),
      // And only with express: absent is without.
      ...(express ? { express: true } : {}),
    });
  } catch (error) {
    console.error('Creating the order failed', error);
    const refusal = voucherCode === null ? null : voucherRefusalOf(error);
    if (refusal !== null) throw new CheckoutFailure(refusal, { cause: error, voucherRefused: true });
    const invoiceRefusal = onInvoice ? invoiceRefusalOf(error) : null;
    if (invoiceRefusal !== null) throw new CheckoutFailure(invoiceRefusal, { cause: error, invoiceRefused: true });
    throw new CheckoutFailure(createOrderMessage(error), { cause: error });
  }

  if (order.payementStatus === 'Invoiced') {
    // Placed and invoiced, as the server says: no payment session, the confirmation page is the shop's own.
    deps.showConfirmation(order.id);
    deps.endAttempt();
    return;
  }

  let session: CheckoutSession;
  try {
    session = await deps.createCheckoutSession({
      orderId: order.id,
      stripeOrderLine: items.map((item) => ({ name: item.name, quantity: item.quantity, price: item.price })),
    });
  } catch (error) {
    console.error('Creating the payment session failed', error);
    throw new CheckoutFailure(isSessionExpired(error) ? null : sessionMessage(error), { cause: error });
  }

  try {
    deps.redirect(session.url);
  } catch (error) {
    console.error('Redirecting to the payment page failed', error);
    throw new CheckoutFailure(errors.redirect, { cause: error });
  }
  deps.endAttempt();
}
