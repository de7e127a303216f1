/**
 * An in-memory stand-in for the API's database, shaped like the demo data the
 * real API seeds (products 1-7, samples MN-1001..MN-1003). Reset before each test.
 */
import type { User } from '@/features/auth/types';
import type { Product, Sample } from '@/features/catalog/types';
import { qrText } from '@/lib/card-design/qr-text';
import type { Schemas } from '@/lib/api-types';
import { dayInGermany } from '@/lib/dates';
import { netSubtotal, vatOn } from '@/lib/money';
import type { OrderStatus, PaymentStatus } from '@/lib/order-status';
import type { ProductKind } from '@/lib/product-kind';
import { SHIPPING_CENTS } from '@/lib/rules';

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
    cardsPerPack: category_id === 3 ? 1 : 100,
    ...extra,
  };
}

function seedProducts(): Product[] {
  return [
    product(1, 'Flaschenöffner Classic', 3, 2990),
    product(2, 'PrimeCard Starter', 2, 4990, {
      specialOffer: 'Jetzt 10 % Rabatt auf die erste Bestellung',
      cardsPerPack: 50,
    }),
    product(3, 'PrimeCard Business', 2, 8990, { cardsPerPack: 100 }),
    product(4, 'PrimeCard Plus', 2, 12990, { packingRule: 'packedOnly', cardsPerPack: 150 }),
    product(5, 'Magnete mit Musternummer – 100 Stück', 4, 3990, {
      imagePack: '/demo/products/pack-5.svg',
      cardsPerPack: 100,
    }),
    product(6, 'Magnete mit Musternummer – 250 Stück', 4, 7990, {
      imagePack: '/demo/products/pack-6.svg',
      cardsPerPack: 250,
    }),
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
    country: 'DE',
  },
  admin: {
    userId: 1,
    email: 'admin@example.test',
    companyName: 'PrimeCards',
    phone: '+49 2161 654321',
    role: 'admin',
    country: 'DE',
  },
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
  country: 'DE',
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
  /** The printed QR code's short link, where it leads now and its scans in all; `null` when left out. */
  qrLink?: string | null;
  qrTarget?: string | null;
  qrScans?: number | null;
  /**
   * The stored versions of the line's print proof (see `proofOf`);
   * `null` for no proof at all.
   */
  proof?: TestProof | null;
};

/** A line's stored proof versions; `approved` and `approvable` are derived when answering (`proofDto`). */
export type TestProof = { currentVersion: number; versions: TestProofVersion[] };
export type TestProofVersion = Schemas['ProofVersionDto'];

/** An order as the fake server keeps it; `userId` is `null` for a guest. */
export type TestOrder = {
  orderId: number;
  userId: number | null;
  order_date: string;
  payementStatus: PaymentStatus;
  /** Cents, VAT included, after the discount. */
  totalAmount: number;
  /** What the order's Aktionscode took off the net subtotal, in cents; 0 when left out. */
  discountCents?: number;
  /** The Aktionscode the order was placed with; `null` when left out. */
  voucherCode?: string | null;
  /** 'K' for a tax-free intra-community supply; 'S' (19 %, to Germany) when left out. */
  taxCategory?: 'S' | 'K';
  /** The net surcharge of 'Express-Produktion' in cents, part of the total; `null` (not express) when left out. */
  expressSurcharge?: number | null;
  /** When the express surcharge was refunded (ISO 8601, UTC): shipped after its promised day; `null` when left out. */
  expressRefundedAt?: string | null;
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
  /** 'Processing' when left out (see `statusOf`). */
  orderStatus?: OrderStatus;
  /** The money arrived after the cancellation; `false` when left out. */
  paidAfterCancellation?: boolean;
  /** The order is paid but the server could not issue its invoice; `false` when left out. */
  invoiceFailed?: boolean;
  /** The server's sentences on the order's failed background jobs; the field is left out when left out. */
  jobProblems?: string[];
  /** When the payment was refunded (ISO 8601, UTC): a paid order cancelled; `null` when left out. */
  refundedAt?: string | null;
  /**
   * The server's checks of the card lines' printed QR codes, made when the
   * order is paid (`markOrderPaid`); none when left out, like an unpaid order
   * or one paid before the checks existed.
   */
  qrChecks?: TestQrCheck[];
  /**
   * The steps reached, oldest first; when left out, `paid` at
   * `paymentTime` for a paid order (see `timelineOf`).
   */
  timeline?: Schemas['TimelineEntryDto'][];
  /** Until when the customer may cancel (ISO 8601, UTC); `null` when left out. */
  cancellableUntil?: string | null;
  /** The shipment; `null` when left out. */
  carrier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
  /** The token of the mailed approval link; none when left out. */
  approvalToken?: string;
  /** The approval link was opened: this browser session may act on the order as a guest. */
  approvalOpened?: boolean;
  /** 'invoice' for an order on invoice; 'card' when left out. */
  paymentMethod?: 'card' | 'invoice';
  /** When an order on invoice is due (`YYYY-MM-DD`); `null` when left out. */
  invoiceDueOn?: string | null;
  /** The day an order on invoice was paid in full (`YYYY-MM-DD`); `null` when left out. */
  paidOn?: string | null;
  /** The payments booked for an order on invoice, oldest first; none when left out. */
  invoicePayments?: Schemas['InvoicePaymentDto'][];
  /** The approval page's 'Freigabe bis … → Versand am …'; none when left out. */
  approvalPromise?: string | null;
  /** The reminder and dunning letters sent for its unpaid invoice; none when left out. */
  invoiceLetters?: Schemas['InvoiceLetterDto'][];
  /**
   * The promised shipping day ('Versand bis', `YYYY-MM-DD`); `null` when left out. The back office's
   * list shows it while the order is still to ship (see `shipByOf`); 'Termintreue' compares it with
   * the day the order shipped.
   */
  shipBy?: string | null;
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

/** A paid order placed on `day` of March 2026, promised to ship on 20 March (order numbers follow the days when placed in order). */
export function seedPaidMarchOrder(day: number, extra: Partial<Omit<TestOrder, 'orderId'>> = {}): TestOrder {
  const date = `2026-03-${String(day).padStart(2, '0')}`;
  return seedOrder({
    order_date: `${date}T10:00:00Z`,
    payementStatus: 'Paid',
    paymentTime: `${date}T10:05:00Z`,
    shippingDate: '2026-03-20',
    ...extra,
  });
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
  // Like the API: VAT on what the discount leaves of the net, the express surcharge included.
  const taxable = netOf(lines) + (order.expressSurcharge ?? 0) - (order.discountCents ?? 0);
  const stored: TestOrder = {
    userId: null,
    order_date: new Date().toISOString(),
    payementStatus: 'Pending',
    totalAmount: taxable + vatOn(taxable) + SHIPPING_CENTS,
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

/*
 * The order's life after its payment, kept in the stored orders and
 * lines above, so the customer's and the back-office's handlers see the same
 * order (an approval by the customer is the admin's, and the other way round)
 * and `resetDb` clears it.
 */

/** The order's status; 'Processing' when left out. */
export function statusOf(order: TestOrder): OrderStatus {
  return order.orderStatus ?? 'Processing';
}

/** The steps reached, as stored; when none were seeded, `paid` at `paymentTime` for a paid order. */
export function timelineOf(order: TestOrder): Schemas['TimelineEntryDto'][] {
  if (order.timeline === undefined) {
    order.timeline =
      order.payementStatus === 'Paid' && order.paymentTime ? [{ step: 'paid', at: order.paymentTime }] : [];
  }
  return order.timeline;
}

/** A fake SHA-256: 64 hex digits, different per line and version. */
export function fakeSha256(orderLineId: number, version: number): string {
  return `${orderLineId.toString(16)}f${version.toString(16)}`.padStart(64, 'a');
}

/**
 * A proof version with the fields a test does not care about filled in (read
 * QR code, not approved, its PDF stored, no design recorded).
 */
export function testProofVersion(version: number, extra: Partial<TestProofVersion> = {}): TestProofVersion {
  return {
    version,
    createdAt: `2026-03-0${Math.min(version, 9)}T09:00:00Z`,
    sha256: fakeSha256(0, version),
    qrReadable: true,
    approvedAt: null,
    approvedBy: null,
    note: null,
    pdfKept: true,
    design: null,
    ...extra,
  };
}

/** The design a proof version was rendered from, as the API records it with the version. */
export function testProofDesign(line: TestOrderLine): Schemas['ProofDesignDto'] {
  const { template, address, phone, url, cardLogo } = line;
  return { template, address, phone, url, cardLogo };
}

/** A stored proof of these versions, the last one current; none: the first is still being rendered. */
export function testProof(versions: TestProofVersion[]): TestProof {
  return { currentVersion: versions.at(-1)?.version ?? 0, versions };
}

/** Whether the line is printed from its design (cards, bottle openers) and so has a proof; sample packs have none. */
function hasDesign(line: TestOrderLine): boolean {
  return line.productType === 'PrimeProd';
}

/**
 * What a design's QR check finds: the fake reads every QR code back; a design
 * without one (a bottle opener without URL) has nothing to check (`null`).
 */
export function qrReadableOf(line: TestOrderLine): boolean | null {
  return line.template.trim() !== '' || line.url.trim() !== '' ? true : null;
}

/**
 * The line's proof as stored; `null` for a sample pack or a line seeded with
 * `proof: null`. Like the API, a paid order's design line has version 1 from
 * its payment (made here when the test seeded none); an unpaid one has none
 * yet (`currentVersion` 0).
 */
export function proofOf(order: TestOrder, line: TestOrderLine): TestProof | null {
  if (line.proof === null || (line.proof === undefined && !hasDesign(line))) return null;
  if (line.proof !== undefined) return line.proof;
  if (order.payementStatus !== 'Paid') return testProof([]);
  const check = order.qrChecks?.find((candidate) => candidate.orderLineId === line.orderLineId);
  line.proof = testProof([
    testProofVersion(1, {
      createdAt: order.paymentTime ?? order.order_date,
      sha256: fakeSha256(line.orderLineId, 1),
      qrReadable: check?.readable ?? qrReadableOf(line),
      design: testProofDesign(line),
    }),
  ]);
  return line.proof;
}

export function currentVersionOf(proof: TestProof): TestProofVersion | undefined {
  return proof.versions.find((version) => version.version === proof.currentVersion);
}

/** Like the API: a proof may be approved or revised while the order is paid and `Processing`. */
export function changeable(order: TestOrder): boolean {
  return order.payementStatus === 'Paid' && statusOf(order) === 'Processing';
}

/** `ProofDto` of a line, or `null` for a line without a proof. */
export function proofDto(order: TestOrder, line: TestOrderLine): Schemas['ProofDto'] | null {
  const proof = proofOf(order, line);
  if (proof === null) return null;
  const current = currentVersionOf(proof);
  const approved = Boolean(current?.approvedAt);
  return {
    currentVersion: proof.currentVersion,
    approved,
    approvable: current !== undefined && !approved && changeable(order),
    versions: proof.versions.map((version) => ({ ...version })),
  };
}

/** `OrderLineDto` of a stored line, with its proof. */
export function orderLineDto(order: TestOrder, line: TestOrderLine): Schemas['OrderLineDto'] {
  return {
    ...line,
    orderType: order.orderType ?? 'Normal',
    proof: proofDto(order, line),
    qrLink: line.qrLink ?? null,
    qrTarget: line.qrTarget ?? null,
    qrScans: line.qrScans ?? null,
  };
}

/** `OrderDto` of a stored order, with its timeline, cancellation deadline and shipment. */
export function orderDto(order: TestOrder): Schemas['OrderDto'] {
  return {
    orderId: order.orderId,
    order_date: order.order_date,
    orderType: order.orderType ?? 'Normal',
    orderStatus: statusOf(order),
    payementStatus: order.payementStatus,
    totalAmount: order.totalAmount,
    discountCents: order.discountCents ?? 0,
    voucherCode: order.voucherCode ?? null,
    expressSurcharge: order.expressSurcharge ?? null,
    expressRefundedAt: order.expressRefundedAt ?? null,
    refundedAt: order.refundedAt ?? null,
    timeline: [...timelineOf(order)],
    cancellableUntil: order.cancellableUntil ?? null,
    carrier: order.carrier ?? null,
    trackingNumber: order.trackingNumber ?? null,
    trackingUrl: order.trackingUrl ?? null,
    awaitingApproval: awaitsApproval(order),
    // The fakes' orders ship to Germany unless told otherwise: 19 %, the VAT the total holds.
    taxCategory: order.taxCategory ?? 'S',
    vatCents: order.taxCategory === 'K' ? 0 : order.totalAmount - Math.round(order.totalAmount / 1.19),
    paymentMethod: order.paymentMethod ?? 'card',
    invoiceDueOn: order.invoiceDueOn ?? null,
    paidOn: order.paidOn ?? null,
  };
}

/** The payments of an order on invoice and their sum, as the admin's order details show them; `null` for others. */
export function invoicePaymentsDto(order: TestOrder): Schemas['InvoicePaymentsDto'] | null {
  if (order.paymentMethod !== 'invoice') return null;
  const payments = order.invoicePayments ?? [];
  const paidCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  return {
    paidCents,
    totalCents: order.totalAmount,
    paid: paidCents >= order.totalAmount,
    payments: payments.map((payment) => ({ ...payment })),
  };
}

/** `OrderRowDto` of a stored order: `OrderDto` with the back-office's fields. */
export function orderRowDto(order: TestOrder): Schemas['OrderRowDto'] {
  // The express line counts with the lines.
  const net = netOf(order.lines) + (order.expressSurcharge ?? 0);
  return {
    ...orderDto(order),
    // The net before the discount, the VAT on what it leaves.
    netAmount: net,
    vatAmount: vatOn(net - (order.discountCents ?? 0)),
    paidAfterCancellation: order.paidAfterCancellation ?? false,
    userId: order.userId,
    paymentTime: order.paymentTime,
    shippingDate: order.shippingDate,
  };
}

/**
 * Like the server's `ship_by`: the promised day and how it stands today in Germany, while the order is
 * still to ship (in progress and paid or on invoice); both `null` otherwise or without a promised day.
 */
export function shipByOf(order: TestOrder): Pick<Schemas['ListedOrderDto'], 'shipBy' | 'shipByState'> {
  const toShip =
    ['Processing', 'Approved', 'InProduction'].includes(statusOf(order)) &&
    (order.payementStatus === 'Paid' || order.payementStatus === 'Invoiced');
  const day = toShip ? (order.shipBy ?? null) : null;
  if (day === null) return { shipBy: null, shipByState: null };
  const today = dayInGermany();
  return { shipBy: day, shipByState: day < today ? 'late' : day === today ? 'today' : 'upcoming' };
}

/** `ListedOrderDto` of a stored order: the back office's list row with its 'Versand bis'. */
export function listedOrderDto(order: TestOrder): Schemas['ListedOrderDto'] {
  return { ...orderDto(order), ...shipByOf(order) };
}

/** The signed-in buyer, or this browser after opening the order's approval link. */
export function mayActOn(order: TestOrder): boolean {
  if (order.approvalOpened) return true;
  return db.sessionUser !== null && order.userId === db.sessionUser.userId;
}

/** Like the API: a paid, not cancelled order whose design lines' proofs are not all approved waits for its buyer. */
export function awaitsApproval(order: TestOrder): boolean {
  return order.payementStatus === 'Paid' && statusOf(order) !== 'Cancelled' && !allApproved(order);
}

/** Every design line's current version is approved. */
export function allApproved(order: TestOrder): boolean {
  return order.lines.every((line) => {
    const proof = proofOf(order, line);
    return proof === null || Boolean(currentVersionOf(proof)?.approvedAt);
  });
}
