/**
 * An in-memory stand-in for the API's database, shaped like the demo data the
 * real API seeds (products 1-7, samples MN-1001..MN-1003). Reset before each test.
 */
import type { User } from '@/features/auth/types';
import type { Product, Sample } from '@/features/catalog/types';
import { qrText } from '@/features/designer/qr-text';
import type { Schemas } from '@/lib/api-types';
import { netSubtotal, totalsFromNet } from '@/lib/money';
import type { ProductKind } from '@/lib/product-kind';

/** The product kind the demo data's categories stand for (crates/domain/src/catalog.rs). */
function kindOf(category_id: number): ProductKind {
  if (category_id === 2) return 'card';
  return category_id === 3 ? 'bottleOpener' : 'samplePack';
}

function product(
  productId: number,
  name: string,
  category_id: number,
  price: number,
  extra: Partial<Product> = {},
): Product {
  return {
    productId,
    name,
    description: `${name}: Beschreibung für Tests.`,
    price,
    category_id,
    kind: kindOf(category_id),
    packingRule: 'any',
    image: `/demo/products/product-${productId}.svg`,
    imagePack: null,
    relativePrice: 500,
    specialOffer: null,
    artikelNum: `PC-${1000 + productId}`,
    ...extra,
  };
}

function seedProducts(): Product[] {
  return [
    product(1, 'Flaschenöffner Classic', 3, 2990),
    product(2, 'PrimeCard Starter', 2, 4990, { specialOffer: 'Jetzt 10 % Rabatt auf die erste Bestellung' }),
    product(3, 'PrimeCard Business', 2, 8990),
    product(4, 'PrimeCard Plus', 2, 12990, { packingRule: 'packedOnly' }),
    product(5, 'Magnete mit Musternummer – 100 Stück', 4, 3990, { imagePack: '/demo/products/pack-5.svg' }),
    product(6, 'Magnete mit Musternummer – 250 Stück', 4, 7990, { imagePack: '/demo/products/pack-6.svg' }),
    product(7, 'Flaschenöffner Premium', 3, 4490),
  ];
}

function seedSamples(): Sample[] {
  return ['MN-1001', 'MN-1002', 'MN-1003'].map((musterNumber, index) => ({
    sampleId: index + 1,
    musterNumber,
    restaurentName: `Restaurant ${index + 1}`,
    sampleImage: `/demo/samples/${musterNumber}.svg`,
  }));
}

export const testUsers = {
  customer: {
    userId: 7,
    email: 'kunde@example.test',
    companyName: 'Pizzeria Roma',
    phone: '+49 2161 123456',
    role: 'customer',
  },
  admin: { userId: 1, email: 'admin@example.test', companyName: 'PrimeCards', phone: '+49 2161 654321', role: 'admin' },
} satisfies Record<string, User>;

/** An account as the fake server keeps it. */
export type TestAccount = { user: User; password: string; active: boolean };

export const testPasswords = {
  customer: 'pizza-geheim',
  admin: 'admin-geheim',
  inactive: 'noch-inaktiv',
} as const;

export const inactiveUser = {
  userId: 9,
  email: 'neu@example.test',
  companyName: 'Döner Palast',
  phone: '+49 170 7654321',
  role: 'customer',
} satisfies User;

function seedAccounts(): TestAccount[] {
  return [
    { user: testUsers.customer, password: testPasswords.customer, active: true },
    { user: testUsers.admin, password: testPasswords.admin, active: true },
    { user: inactiveUser, password: testPasswords.inactive, active: false },
  ];
}

/** Single-use tokens the fake server accepts: activation per e-mail address, reset per account. */
export const validTokens = {
  activation: 'aktivierung-123',
  reset: 'reset-456',
} as const;

export const db = {
  products: seedProducts(),
  samples: seedSamples(),
  accounts: seedAccounts(),
  /** Open activation tokens: token -> e-mail address. */
  activationTokens: new Map<string, string>([[validTokens.activation, inactiveUser.email]]),
  /** Open reset tokens: token -> e-mail address. */
  resetTokens: new Map<string, string>([[validTokens.reset, testUsers.customer.email]]),
  /** Bodies the account endpoints received, oldest first. */
  received: [] as { path: string; body: unknown }[],
  /** The user the server considers signed in (answer of /auth/initialCheck). */
  sessionUser: null as User | null,
  /** Wishlist rows of every user, oldest first. */
  wishes: [] as TestWish[],
  /** Orders placed through the fake checkout, oldest first. */
  orders: [] as TestOrder[],
  /** Idempotency-Keys of placed orders, `<owner>:<key>` -> the body sent with it and the answer. */
  orderKeys: new Map<string, { body: string; answer: Schemas['CreatedOrder'] }>(),
  /** Images received by `POST /images`, oldest first. */
  uploads: [] as TestUpload[],
  /** Contact messages, oldest first. */
  messages: [] as TestMessage[],
};

export function resetDb(): void {
  db.products = seedProducts();
  db.samples = seedSamples();
  db.accounts = seedAccounts();
  db.activationTokens = new Map([[validTokens.activation, inactiveUser.email]]);
  db.resetTokens = new Map([[validTokens.reset, testUsers.customer.email]]);
  db.received = [];
  db.sessionUser = null;
  db.wishes = [];
  db.orders = [];
  db.orderKeys = new Map();
  db.uploads = [];
  db.messages = [];
}

/** What the fake server received on `path` (e.g. '/users/send-activation-email'). */
export function receivedOn(path: string): unknown[] {
  return db.received.filter((entry) => entry.path === path).map((entry) => entry.body);
}

/** A wishlist row as the fake server keeps it (name and price come from the product). */
export type TestWish = {
  wishId: number;
  userId: number;
  productId: number;
  productType: 'PrimeProd' | 'MBNprod';
  createdAt: string;
};

/** Puts a product on a user's wishlist, as if saved at `createdAt` (ISO, UTC). */
export function seedWish(wish: Omit<TestWish, 'wishId'>): TestWish {
  const stored = { ...wish, wishId: Math.max(0, ...db.wishes.map((row) => row.wishId)) + 1 };
  db.wishes.push(stored);
  return stored;
}

/** An order line as the fake server stores it: priced from the catalogue, like the API. */
export type TestOrderLine = {
  orderLineId: number;
  productId: number;
  productType: 'PrimeProd' | 'MBNprod';
  name: string;
  UnitPrice: number;
  qte: number;
  processingType: string;
  orderType: 'Normal';
  remarks: string;
  musterNumber: string;
  template: string;
  address: string;
  phone: string;
  url: string;
  cardLogo: string;
};

/** An order as the fake server keeps it; `userId` is `null` for a guest. */
export type TestOrder = {
  orderId: number;
  userId: number | null;
  order_date: string;
  payementStatus: 'Pending' | 'Paid';
  /** Cents, VAT included. */
  totalAmount: number;
  shippingDate: string | null;
  paymentTime: string | null;
  lines: TestOrderLine[];
  /**
   * The delivery address: the form's fields (`phone`, or `phoneNumber` as the API shows it);
   * the optional `vatId` and `orderReference` only when given.
   */
  shipping: Record<string, string>;
  /** 'Costume' for a custom order an admin created; 'Normal' when left out. */
  orderType?: 'Normal' | 'Costume';
  /** 'Processing' when left out. */
  orderStatus?: 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled';
  /** The money arrived after the cancellation; `false` when left out. */
  paidAfterCancellation?: boolean;
  /** The order is paid but the server could not issue its invoice; `false` when left out. */
  invoiceFailed?: boolean;
  /** When the payment was refunded (ISO 8601, UTC): a paid order cancelled; `null` when left out. */
  refundedAt?: string | null;
  /**
   * The server's checks of the card lines' printed QR codes, made when the
   * order is paid (`markOrderPaid`); none when left out, like an unpaid order
   * or one paid before the checks existed.
   */
  qrChecks?: TestQrCheck[];
};

export type TestQrCheck = Schemas['QrCheckDto'];

export type TestUpload = { name: string; type: string; size: number; secureUrl: string };

export type TestMessage = {
  messageId: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** ISO 8601, UTC; the back-office list derives one from the id when left out. */
  createdAt?: string;
};

/** The net subtotal of an order's lines, in cents. */
export function netOf(lines: readonly TestOrderLine[]): number {
  return netSubtotal(lines.map((line) => ({ unitPrice: line.UnitPrice, quantity: line.qte })));
}

/** Stores an order as if placed at `order_date`; lines default to one PrimeCard Starter. */
export function seedOrder(order: Partial<Omit<TestOrder, 'orderId'>> = {}): TestOrder {
  const orderId = Math.max(0, ...db.orders.map((row) => row.orderId)) + 1;
  const lines = order.lines ?? [
    {
      orderLineId: orderId * 100 + 1,
      productId: 2,
      productType: 'PrimeProd',
      name: 'PrimeCard Starter',
      UnitPrice: 5490,
      qte: 2,
      processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
      orderType: 'Normal',
      remarks: '',
      musterNumber: '',
      template: 'burger',
      address: 'Hauptstraße 5, 41061 Mönchengladbach',
      phone: '+49 2161 123456',
      url: 'https://pizzeria.example',
      cardLogo: '/uploads/logo-1.png',
    },
  ];
  const net = netOf(lines);
  const stored: TestOrder = {
    userId: null,
    order_date: new Date().toISOString(),
    payementStatus: 'Pending',
    totalAmount: totalsFromNet(net).total,
    shippingDate: null,
    paymentTime: null,
    shipping: {},
    ...order,
    lines,
    orderId,
  };
  db.orders.push(stored);
  return stored;
}

/** What the payment provider's confirmation does to an order. */
export function markOrderPaid(orderId: number, paid: { paymentTime: string; shippingDate: string }): void {
  const order = db.orders.find((row) => row.orderId === orderId);
  if (!order) throw new Error(`no order ${orderId}`);
  order.payementStatus = 'Paid';
  order.paymentTime = paid.paymentTime;
  order.shippingDate = paid.shippingDate;
  // Like the API: every card line's proof is rendered and its QR code read back; the fake's always reads.
  order.qrChecks = order.lines
    .filter((line) => line.template.trim() !== '')
    .map((line) => ({
      orderLineId: line.orderLineId,
      readable: true,
      expected: qrText(line.url),
      checkedAt: paid.paymentTime,
    }));
}
