/**
 * The back-office's view of the API (crates/api/src/routes/admin.rs and
 * orders.rs), with the spec's field names and spellings (`payementStatus`,
 * `restaurentName`, `orderType` 'Costume'). Amounts are cents.
 */
import type { Narrow, Schemas } from '@/lib/api-types';
import type { ProductType } from '@/lib/cart-line';
import type { PackingRule, ProductKind } from '@/lib/product-kind';

export type OrderType = 'Normal' | 'Costume';
export type PaymentStatus = 'Pending' | 'Paid';
export type OrderStatus = 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled';

/** One row of `get-valid-orders`. */
export type AdminOrder = Narrow<Schemas['OrderDto'], OrderStates>;

/** The status fields of an order, with the values the document names. */
type OrderStates = { orderType: OrderType; orderStatus: OrderStatus; payementStatus: PaymentStatus };

export type OrdersPage = Narrow<Schemas['OrdersPage'], { orders: AdminOrder[] }>;

export type OrderRow = Narrow<Schemas['OrderRowDto'], OrderStates>;

/** An order line with everything the print shop needs to produce it. */
export type AdminOrderLine = Narrow<Schemas['OrderLineDto'], { productType: ProductType; orderType: OrderType }>;

export type ShippingDataRow = Schemas['ShippingDataDto'];

/** Whether a card line's printed QR code read back as `expected`, checked on its proof when the order was paid. */
export type QrCheck = Schemas['QrCheckDto'];

export type OrderDetails = Narrow<
  Schemas['OrderDetailsDto'],
  { orderRow: OrderRow; orderLines: AdminOrderLine[]; allowedStatuses: OrderStatus[] }
>;

export type StatusUpdate = Narrow<Schemas['OrderUpdate'], { orderStatus: OrderStatus }>;
export type StatusUpdated = Narrow<Schemas['UpdatedStatus'], { orderStatus: OrderStatus }>;

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

export type CustomOrderRequest = Schemas['CreateOrderBody'];

export type CustomOrderCreated = Schemas['CreatedOrder'];

export type UploadedImage = Schemas['UploadedImage'];
