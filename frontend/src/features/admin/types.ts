/**
 * The back-office's view of the API (crates/api/src/routes/admin.rs and
 * orders.rs), with the spec's field names and spellings (`payementStatus`,
 * `restaurentName`, `orderType` 'Costume'). Amounts are cents.
 */

export type OrderType = 'Normal' | 'Costume';
export type PaymentStatus = 'Pending' | 'Paid';
export type OrderStatus = 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled';

/** Spec §4: the admin can pick these; Processing is what a new order shows. */
export const SELECTABLE_STATUSES = ['Cancelled', 'Shipped', 'Delivered'] as const satisfies readonly OrderStatus[];
export const DEFAULT_STATUS: OrderStatus = 'Processing';

/** One row of `get-valid-orders`. */
export type AdminOrder = {
  orderId: number;
  /** ISO 8601, UTC. */
  order_date: string;
  orderType: OrderType;
  orderStatus: OrderStatus;
  payementStatus: PaymentStatus;
  totalAmount: number;
};

/** The page envelope of every back-office list. */
type Paged = { totalPages: number; currentPage: number };

export type OrdersPage = Paged & { orders: AdminOrder[] };

export type OrderRow = AdminOrder & {
  netAmount: number;
  vatAmount: number;
  /** `null` for guests and custom orders. */
  userId: number | null;
  /** ISO 8601, UTC; `null` until paid. */
  paymentTime: string | null;
  /** YYYY-MM-DD; `null` until paid. */
  shippingDate: string | null;
};

/** An order line with everything the print shop needs to produce it. */
export type AdminOrderLine = {
  orderLineId: number;
  productId: number;
  productType: 'PrimeProd' | 'MBNprod';
  name: string;
  /** Net unit price, packaging surcharge included. */
  UnitPrice: number;
  qte: number;
  processingType: string;
  orderType: OrderType;
  remarks: string;
  musterNumber: string;
  template: string;
  address: string;
  phone: string;
  url: string;
  /** URL of the uploaded logo, or empty. */
  cardLogo: string;
};

export type ShippingDataRow = {
  responsableName: string;
  companyName: string;
  email: string;
  phoneNumber: string;
  shippingAddress: string;
  zipCode: string;
  city: string;
};

export type OrderDetails = {
  orderRow: OrderRow;
  orderLines: AdminOrderLine[];
  shippingDataRow: ShippingDataRow | null;
};

export type StatusUpdate = { orderId: number; orderStatus: OrderStatus };
export type StatusUpdated = { orderStatus: OrderStatus; message: string };

/** A catalogue product as `get-products` lists it. */
export type AdminProduct = {
  productId: number;
  name: string;
  description: string;
  price: number;
  category_id: number;
  image: string;
  relativePrice: number;
  specialOffer: string | null;
};

export type ProductsResponse = { products: AdminProduct[] };

/** `POST /products/update-product`: every editable field, money in cents. */
export type ProductUpdate = {
  productId: number;
  name: string;
  description: string;
  price: number;
  relativePrice: number;
  specialOffer: string | null;
};

export type ProductUpdated = { product: AdminProduct };

export type AdminSample = {
  sampleId: number;
  musterNumber: string;
  restaurentName: string;
  sampleImage: string;
};

export type SamplesPage = Paged & { samples: AdminSample[] };

export type NewSample = Omit<AdminSample, 'sampleId'>;

export type ContactMessage = {
  messageId: number;
  name: string;
  email: string;
  phone: string;
  /** Plain text as the sender wrote it: rendered as text, never as HTML. */
  message: string;
  /** ISO 8601, UTC. */
  createdAt: string;
};

export type MessagesPage = Paged & { messages: ContactMessage[] };

export type MessageResponse = { message: string };

/** The shipping form of a custom order; `phone` is the API's `phoneNumber` on input. */
export type ShippingValues = {
  responsableName: string;
  companyName: string;
  email: string;
  phone: string;
  shippingAddress: string;
  zipCode: string;
  city: string;
};

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

export type CustomOrderRequest = {
  orderType: 'Costume';
  orderLines: {
    productId: number;
    productType: 'PrimeProd';
    qte: number;
    processingType: string;
    template: string;
    address: string;
    phone: string;
    url: string;
  }[];
  shippingInfo: ShippingValues;
  userId: null;
};

export type CustomOrderCreated = { id: number; totalAmount: number; message: string };

export type UploadedImage = { secure_url: string };
