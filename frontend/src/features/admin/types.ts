/**
 * The back-office's view of the API (crates/api/src/routes/admin.rs and
 * orders.rs), with the spec's field names and spellings (`payementStatus`,
 * `restaurentName`, `orderType` 'Costume'). Amounts are cents.
 */
import type { operations } from '@/lib/api-schema';
import type { Narrow, Schemas } from '@/lib/api-types';
import type { ProductType } from '@/lib/cart-line';
import type { OrderStatus, PaymentStatus } from '@/lib/order-status';
import type { PackingRule, ProductKind } from '@/lib/product-kind';
import type { BillingAddress } from '@/lib/billing-address';
import type { TaxCategory } from '@/lib/eu';
import type { ShippingValues } from '@/lib/shipping';

export type { OrderStatus, PaymentStatus };

export type OrderType = 'Normal' | 'Costume';

/** One row of `get-valid-orders`, with its timeline and shipment. */
export type AdminOrder = Narrow<Schemas['ListedOrderDto'], OrderStates>;

/** The status fields of an order, with the values the document names. */
type OrderStates = { orderType: OrderType; orderStatus: OrderStatus; payementStatus: PaymentStatus };

export type OrdersPage = Narrow<Schemas['OrdersPage'], { orders: AdminOrder[] }>;

/** How the order list is sorted: newest first, or those still to ship by their promised day ('Versand bis'). */
export type OrdersSort = NonNullable<NonNullable<operations['get_valid_orders']['parameters']['query']>['sort']>;

/** Where an order still to ship stands against its promised day (German time). */
export type ShipByState = Schemas['ShipByState'];

/** 'Termintreue (90 Tage)': the share shipped on or before the promised day, in whole percent, and how many shipped. */
export type OnTime = Schemas['OnTimeDto'];

export type OrderRow = Narrow<Schemas['OrderRowDto'], OrderStates>;

/** An order line with everything the print shop needs to produce it, and its proof versions. */
export type AdminOrderLine = Narrow<Schemas['OrderLineDto'], { productType: ProductType; orderType: OrderType }>;

/** The invoice's address when it is not the shipping address, and the order's VAT category: the shop's own (issue 35). */
export type { BillingAddress, TaxCategory };

export type ShippingDataRow = Schemas['ShippingDataDto'];

/** Whether a card line's printed QR code read back as `expected`, checked on its proof when the order was paid. */
export type QrCheck = Schemas['QrCheckDto'];

export type OrderDetails = Narrow<
  Schemas['OrderDetailsDto'],
  {
    orderRow: OrderRow;
    orderLines: AdminOrderLine[];
    allowedStatuses: OrderStatus[];
    shippingDataRow?: ShippingDataRow | null;
  }
>;

/** `POST /orderLine/update-order-status`: `carrier` and `trackingNumber` only with `Shipped`. */
export type StatusUpdate = Narrow<Schemas['OrderUpdate'], { orderStatus: OrderStatus }>;
export type StatusUpdated = Narrow<Schemas['UpdatedStatus'], { orderStatus: OrderStatus }>;

/**
 * `POST /order-lines/{id}/approve` on the customer's behalf: the version the
 * admin saw and the note saying how the customer approved are both required.
 */
export type ApproveOnBehalfBody = Narrow<Schemas['ApproveBody'], { version: number; note: string }>;
export type ProofApproved = Schemas['ApprovedDto'];

/** A row of the production page: the order's row with its 'Versand bis'. */
export type ApprovedOrder = Narrow<Schemas['ApprovedOrderDto'], OrderStates>;

/** `GET /production/approved-orders`: every `Approved` order, by 'Versand bis' (earliest first). */
export type ApprovedOrdersResponse = Narrow<Schemas['ApprovedOrdersDto'], { orders: ApprovedOrder[] }>;

/** `POST /production/start`; orders no longer `Approved` are skipped and not listed in the answer. */
export type StartProductionRequest = Schemas['StartProductionBody'];
export type ProductionStarted = Schemas['StartedProductionDto'];

/** A catalogue product as `get-products` lists it. */
export type AdminProduct = Narrow<Schemas['ProductDto'], { kind: ProductKind; packingRule: PackingRule }>;

export type ProductsResponse = Narrow<Schemas['ProductList'], { products: AdminProduct[] }>;

/** `POST /products/update-product`: every editable field, money in cents. */
export type ProductUpdate = Narrow<Schemas['UpdateProductBody'], { packingRule?: PackingRule | null }>;

export type ProductUpdated = Narrow<Schemas['UpdatedProduct'], { product: AdminProduct }>;

export type AdminSample = Schemas['SampleDto'];

export type SamplesPage = Schemas['SamplesPage'];

export type NewSample = Schemas['SampleFields'];

export type ContactMessage = Schemas['MessageDto'];

export type MessagesPage = Schemas['MessagesPage'];

/**
 * `{ message }`, e.g. of `POST /admin/orders/{id}/refund-payment`. (The
 * server's OpenAPI document names that answer `MessageDto`, which collides
 * with the contact message's schema of the same name; its shape is this one.)
 */
export type MessageResponse = Schemas['MessageBody'];

/** One line of a custom order as the admin entered it. */
export type CustomLine = {
  /** Local key for the list; not sent. */
  key: string;
  productId: number;
  /** Shown in the list; the server names the line from its catalogue. */
  productName: string;
  phone: string;
  address: string;
  url: string;
  template: string;
  processingType: string;
  quantity: number;
};

/**
 * The custom order's shipping data as the admin saved it: the shared
 * shipping fields, the delivery country (alpha-2) and the billing address,
 * `null` when the shipping address and company name are the billing address.
 */
export type CustomShipping = ShippingValues & { country: string; billingAddress: BillingAddress | null };

/**
 * `POST /orderLine/create-order` with the delivery country (`DE` when absent)
 * and the separate billing address (absent: the shipping address and company
 * name are the billing address).
 */
export type CustomOrderRequest = Schemas['CreateOrderBody'];

export type CustomOrderCreated = Schemas['CreatedOrder'];

export type UploadedImage = Schemas['UploadedImage'];

/** How one order uses a discount code: held for an unpaid order, or spent by a paid one. */
export type VoucherUseState = 'reserved' | 'redeemed';

export type VoucherUse = Narrow<Schemas['VoucherUseDto'], { state: VoucherUseState }>;

/** `GET /admin/vouchers`: a discount code with its counts and the orders that use it. */
export type AdminVoucher = Narrow<Schemas['VoucherDto'], { orders: VoucherUse[] }>;

/** `POST /admin/vouchers`: exactly one of `percentOff` and `amountOffCents`; only the fields set. */
export type NewVoucher = Schemas['NewVoucherBody'];

/** Who changed a short link's target: the customer signed in, a guest by the mailed link, or PrimeCards. */
export type QrChangedBy = 'customer' | 'guest' | 'admin';

/** One change of a short link's target (`changedAt` ISO 8601, UTC). */
export type QrLinkChange = Narrow<Schemas['QrLinkChangeDto'], { changedBy: QrChangedBy }>;

/**
 * `GET /admin/qr-links/{code}`: a printed QR code's short link, where it
 * leads now, its scans in all, whether PrimeCards switched it off (with the
 * reason; `null` or absent while it redirects) and the latest change of its
 * target (`lastChange`, of `changeCount`).
 */
export type AdminQrLink = Narrow<Schemas['QrLinkDto'], { lastChange?: QrLinkChange | null }>;

/** `GET /admin/qr-links/{code}/history?page=1`: one page of a code's changes, newest first. */
export type AdminQrLinkHistoryPage = Narrow<Schemas['QrLinkHistoryPage'], { changes: QrLinkChange[] }>;

/** `POST /admin/qr-links/{code}/disable`: why the code is switched off (3 to 200 characters). */
export type QrDisableBody = Schemas['QrDisableBody'];

/** A customer's terms for buying on invoice: the most its open invoices may owe (cents) and the days to pay. */
export type InvoiceTerms = Schemas['InvoiceTermsDto'];

/** `PUT /admin/customers/{userId}/invoice-terms`. */
export type InvoiceTermsBody = Schemas['InvoiceTermsBody'];

/** A customer account with what it owes on invoice (cents) and its terms (`null`: not granted). */
export type Customer = Schemas['CustomerDto'];

/** `GET /admin/customers?search=&page=&pageSize=`: one page of the accounts that match, and how many match in all. */
export type CustomerPage = Schemas['CustomerPageDto'];

/** The payments of an order on invoice (`invoicePayments` of its details), and whether they cover its total. */
export type InvoicePayments = Schemas['InvoicePaymentsDto'];
/** A reminder or dunning letter sent for an unpaid invoice (`invoiceLetters` of the details). */
export type InvoiceLetter = Schemas['InvoiceLetterDto'];
export type InvoiceLetterStep = InvoiceLetter['step'];

export type InvoicePayment = Schemas['InvoicePaymentDto'];

/** `POST /admin/orders/{id}/payments`: a payment that arrived, booked by hand. */
export type BookPaymentBody = Schemas['BookPaymentBody'];

/** `POST /admin/bank-statements`: the credits booked against invoices and those no invoice matched. */
export type StatementImport = Schemas['StatementImportDto'];

/**
 * `GET /admin/closures`: days the shop does not produce, `from` to `to`
 * (`YYYY-MM-DD`, inclusive), with the sentence the delivery promises name
 * them by ('Betriebsferien vom 24.12. bis 01.01.').
 */
export type Closure = Schemas['ClosureDto'];

/** `POST /admin/closures`: the first and the last closed day and what the buyer reads. */
export type ClosureBody = Schemas['ClosureBody'];

/** `GET /admin/closures/affected?from=&to=`: the days of a closure about to be saved. */
export type ClosureDays = Pick<ClosureBody, 'from' | 'to'>;

/** An order still to ship whose promised day ('Versand bis') the closure would have moved. */
export type AffectedOrder = Schemas['AffectedOrderDto'];

export type AffectedOrders = Schemas['AffectedOrdersDto'];
