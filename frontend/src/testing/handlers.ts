import { http, HttpResponse } from 'msw';

import { EMAIL_PATTERN, GERMAN_PHONE_PATTERN } from '@/lib/validation';

import { db, seedOrder, seedWish, vatOn, type TestOrder, type TestOrderLine } from './data';

const API = '/api';

/** Texts of the real API (crates/api), so tests see what the browser would. */
export const serverTexts = {
  signedIn: 'Erfolgreich angemeldet',
  wrongCredentials: 'E-Mail oder Passwort ist falsch',
  notActivated: 'Ihr Konto ist noch nicht aktiviert. Bitte klicken Sie auf den Link in unserer E-Mail.',
  signedUp: 'Ihr Konto wurde erstellt. Bitte bestätigen Sie Ihre E-Mail-Adresse.',
  emailTaken: 'Für diese E-Mail-Adresse besteht bereits ein Konto',
  activationEmailSent: 'Wir haben Ihnen einen Aktivierungslink gesendet. Bitte prüfen Sie Ihr Postfach.',
  activated: 'Ihre E-Mail wurde erfolgreich aktiviert!',
  invalidActivation: 'Der Aktivierungslink ist ungültig oder abgelaufen. Bitte fordern Sie eine neue E-Mail an.',
  resetLinkSent: 'Falls ein Konto zu dieser Adresse besteht, haben wir Ihnen einen Link gesendet.',
  passwordReset: 'Das Passwort wurde erfolgreich zurückgesetzt',
  invalidReset: 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  loggedOut: 'Sie wurden erfolgreich abgemeldet',
  sessionExpired: 'Token expired, please sign in again',
  sampleNotFound: (number: string) => `Es wurde kein passendes Muster gefunden für: ${number}`,
  sampleNumberTooLong: 'Die Musternummer darf nicht länger als 10 Zeichen sein',
  wishSaved: 'Produkt auf der Wunschliste!',
  wishDuplicate: 'Das Produkt befindet sich bereits auf Ihrer Wunschliste',
  wishRemoved: 'Produkt von der Wunschliste entfernt',
  wishNotFound: 'Der Eintrag wurde auf Ihrer Wunschliste nicht gefunden',
  wishForeignUser: 'Sie können nur Ihre eigene Wunschliste bearbeiten',
  productNotFound: 'Das Produkt wurde nicht gefunden',
  unknownProductType: 'Produkttyp: Unbekannter Produkttyp',
  orderCreated: 'Bestellung angelegt',
  emptyOrder: 'Der Warenkorb kann nicht leer sein. Bitte fügen Sie einige Produkte hinzu',
  orderUnknownProduct: (position: number) => `Position ${position}: Das Produkt wurde nicht gefunden`,
  orderLogoMissing: (position: number) => `Position ${position}: Logo: Bitte laden Sie Ihr Logo hoch`,
  orderLogoForeign: (position: number) =>
    `Position ${position}: Logo: Das Logo muss über den Bild-Upload des Shops hochgeladen werden`,
  orderForeignUser: 'Sie können nur für Ihr eigenes Konto bestellen',
  orderNotFound: 'Die Bestellung wurde nicht gefunden',
  orderAlreadyPaid: 'Die Bestellung ist bereits bezahlt',
  ordersForeignUser: 'Sie können nur Ihre eigenen Bestellungen sehen',
  badOrderQuery: 'Ungültige Abfrageparameter: order_id',
  noImageFile: 'Bitte wählen Sie eine Bilddatei aus (Feld "file")',
  emptyImage: 'Die Datei ist leer.',
  imageTooLarge: 'Die Datei ist zu groß. Die maximal erlaubte Größe beträgt 4MB.',
  unsupportedImage: 'Nicht unterstützter Dateityp. Bitte laden Sie ein JPG, PNG oder WEBP Bild hoch.',
  messageSaved: 'Nachricht erfolgreich gespeichert!',
  fieldRequired: (field: string) => `${field}: Pflichtfeld`,
  fieldInvalid: (field: string, message: string) => `${field}: ${message}`,
} as const;

async function receive<T>(path: string, request: Request): Promise<T> {
  const body = (await request.json()) as T;
  db.received.push({ path, body });
  return body;
}

function findAccount(email: string) {
  const wanted = email.trim().toLowerCase();
  return db.accounts.find((account) => account.user.email.toLowerCase() === wanted);
}

const accountHandlers = [
  http.post(`${API}/auth/sign-in`, async ({ request }) => {
    const { email, password } = await receive<{ email: string; password: string }>('/auth/sign-in', request);
    const account = findAccount(email);
    if (!account || account.password !== password) {
      return HttpResponse.json({ message: serverTexts.wrongCredentials }, { status: 401 });
    }
    if (!account.active) return HttpResponse.json({ message: serverTexts.notActivated }, { status: 403 });
    db.sessionUser = account.user;
    return HttpResponse.json({ user: account.user, message: serverTexts.signedIn });
  }),
  http.post(`${API}/auth/sign-up`, async ({ request }) => {
    const body = await receive<{ companyName: string; email: string; phone: string; password: string }>(
      '/auth/sign-up',
      request,
    );
    if (findAccount(body.email)) return HttpResponse.json({ message: serverTexts.emailTaken }, { status: 409 });
    const userId = Math.max(...db.accounts.map((account) => account.user.userId)) + 1;
    db.accounts.push({
      user: { userId, email: body.email.toLowerCase(), companyName: body.companyName, role: 'customer' },
      password: body.password,
      active: false,
    });
    return HttpResponse.json({ message: serverTexts.signedUp }, { status: 201 });
  }),
  http.post(`${API}/users/send-activation-email`, async ({ request }) => {
    await receive('/users/send-activation-email', request);
    return HttpResponse.json({ message: serverTexts.activationEmailSent });
  }),
  http.post(`${API}/users/activate-user`, async ({ request }) => {
    const { email, token } = await receive<{ email: string; token: string }>('/users/activate-user', request);
    const account = findAccount(email);
    if (!account || db.activationTokens.get(token) !== account.user.email) {
      return HttpResponse.json({ message: serverTexts.invalidActivation }, { status: 400 });
    }
    db.activationTokens.delete(token);
    account.active = true;
    return HttpResponse.json({ message: serverTexts.activated });
  }),
  http.post(`${API}/users/forgot-password`, async ({ request }) => {
    await receive('/users/forgot-password', request);
    return HttpResponse.json({ message: serverTexts.resetLinkSent });
  }),
  http.post(`${API}/users/reset-password`, async ({ request }) => {
    const { token, newPassword } = await receive<{ token: string; newPassword: string }>(
      '/users/reset-password',
      request,
    );
    const account = findAccount(db.resetTokens.get(token) ?? '');
    if (!account) return HttpResponse.json({ message: serverTexts.invalidReset }, { status: 400 });
    db.resetTokens.delete(token);
    account.password = newPassword;
    return HttpResponse.json({ message: serverTexts.passwordReset });
  }),
];

/**
 * Like the API: the user comes from the session (401 without one), a `userId`
 * naming someone else is 403.
 */
function actingUserId(claimed: unknown): number | HttpResponse<{ message: string }> {
  if (db.sessionUser === null) return HttpResponse.json({ message: serverTexts.sessionExpired }, { status: 401 });
  if (claimed !== undefined && claimed !== null && Number(claimed) !== db.sessionUser.userId) {
    return HttpResponse.json({ message: serverTexts.wishForeignUser }, { status: 403 });
  }
  return db.sessionUser.userId;
}

const wishlistHandlers = [
  http.post(`${API}/wishlists/save-wished-product`, async ({ request }) => {
    const body = await receive<{ productId: number; productType: string; userId?: number }>(
      '/wishlists/save-wished-product',
      request,
    );
    const userId = actingUserId(body.userId);
    if (typeof userId !== 'number') return userId;
    if (body.productType !== 'PrimeProd' && body.productType !== 'MBNprod') {
      return HttpResponse.json({ message: serverTexts.unknownProductType }, { status: 400 });
    }
    const productType = body.productType;
    if (!db.products.some((product) => product.productId === body.productId)) {
      return HttpResponse.json({ message: serverTexts.productNotFound }, { status: 404 });
    }
    const duplicate = db.wishes.some(
      (wish) => wish.userId === userId && wish.productId === body.productId && wish.productType === productType,
    );
    if (duplicate) return HttpResponse.json({ message: serverTexts.wishDuplicate }, { status: 409 });
    const persistedProduct = seedWish({
      userId,
      productId: body.productId,
      productType,
      createdAt: new Date().toISOString(),
    });
    return HttpResponse.json({ persistedProduct, message: serverTexts.wishSaved }, { status: 201 });
  }),
  http.get(`${API}/wishlists/get-wishList-ByUser`, ({ request }) => {
    const userId = actingUserId(new URL(request.url).searchParams.get('userId'));
    if (typeof userId !== 'number') return userId;
    return HttpResponse.json(
      db.wishes
        .filter((wish) => wish.userId === userId)
        .flatMap((wish) => {
          const product = db.products.find((candidate) => candidate.productId === wish.productId);
          if (!product) return [];
          const { wishId, productId, productType, createdAt } = wish;
          return [{ wishId, productId, productType, name: product.name, price: product.price, createdAt }];
        }),
    );
  }),
  http.delete(`${API}/wishlists/delete-wishList-product`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    db.received.push({ path: '/wishlists/delete-wishList-product', body: Object.fromEntries(params) });
    const userId = actingUserId(params.get('userId'));
    if (typeof userId !== 'number') return userId;
    const wishId = Number(params.get('wishProductId'));
    const index = db.wishes.findIndex((wish) => wish.wishId === wishId && wish.userId === userId);
    if (index < 0) return HttpResponse.json({ message: serverTexts.wishNotFound }, { status: 404 });
    db.wishes.splice(index, 1);
    return HttpResponse.json({ message: serverTexts.wishRemoved });
  }),
];

function json(message: string, status: number): HttpResponse<{ message: string }> {
  return HttpResponse.json({ message }, { status });
}

/** First problem of a required text field, like the API's value types: `null` when fine. */
function fieldProblem(
  label: string,
  raw: unknown,
  rules: { max?: [number, string]; pattern?: [RegExp, string] } = {},
): string | null {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return serverTexts.fieldRequired(label);
  if (rules.pattern && !rules.pattern[0].test(value)) return serverTexts.fieldInvalid(label, rules.pattern[1]);
  if (rules.max && [...value].length > rules.max[0]) return serverTexts.fieldInvalid(label, rules.max[1]);
  return null;
}

const PHONE_RULES = {
  pattern: [GERMAN_PHONE_PATTERN, 'Ungültige Telefonnummer'],
  max: [20, 'Die Telefonnummer darf nicht länger als 20 Zeichen sein'],
} satisfies Parameters<typeof fieldProblem>[2];
const EMAIL_RULES = { pattern: [EMAIL_PATTERN, 'Ungültige E-Mail'] } satisfies Parameters<typeof fieldProblem>[2];

function shippingProblem(shipping: Record<string, unknown> | undefined): string | null {
  const info = shipping ?? {};
  return (
    fieldProblem('Ansprechpartner', info.responsableName, { max: [60, 'Der Name darf nicht länger als 60 Zeichen sein'] }) ??
    fieldProblem('Firmenname', info.companyName, {
      max: [30, 'Der Firmenname darf nicht länger als 30 Zeichen sein'],
    }) ??
    fieldProblem('E-Mail', info.email, EMAIL_RULES) ??
    fieldProblem('Telefonnummer', info.phone ?? info.phoneNumber, PHONE_RULES) ??
    fieldProblem('Lieferadresse', info.shippingAddress, {
      max: [100, 'Die Lieferadresse darf nicht länger als 100 Zeichen sein'],
    }) ??
    fieldProblem('PLZ', info.zipCode, { max: [10, 'Die PLZ darf nicht länger als 10 Zeichen sein'] }) ??
    fieldProblem('Stadt', info.city, { max: [60, 'Die Stadt darf nicht länger als 60 Zeichen sein'] })
  );
}

const PACKED_LABEL = 'Magnete einzeln in LDPE Tütchen verpackt';

type OrderLineBody = Partial<Omit<TestOrderLine, 'orderLineId' | 'orderType'>> & { productId: number };

/** Prices a line from the catalogue like the API (client prices are ignored); a string is the refusal. */
function pricedLine(line: OrderLineBody, position: number, orderLineId: number): TestOrderLine | string {
  const product = db.products.find((candidate) => candidate.productId === line.productId);
  if (!product) return serverTexts.orderUnknownProduct(position);
  const logo = (line.cardLogo ?? '').trim();
  const needsLogo = product.category_id === 2 || product.category_id === 3;
  if (needsLogo && logo === '') return serverTexts.orderLogoMissing(position);
  if (logo !== '' && !logo.startsWith('/uploads/') && !logo.startsWith('https://')) {
    return serverTexts.orderLogoForeign(position);
  }
  const processingType = (line.processingType ?? '').trim();
  const packed = processingType.startsWith(PACKED_LABEL);
  return {
    orderLineId,
    productId: product.productId,
    productType: product.category_id === 2 || product.category_id === 3 ? 'PrimeProd' : 'MBNprod',
    name: product.name,
    UnitPrice: product.price + (packed ? product.relativePrice : 0),
    qte: line.qte ?? 0,
    processingType: packed ? PACKED_LABEL : processingType,
    orderType: 'Normal',
    remarks: line.remarks ?? '',
    musterNumber: line.musterNumber ?? '',
    template: line.template ?? '',
    address: line.address ?? '',
    phone: line.phone ?? '',
    url: line.url ?? '',
    cardLogo: logo,
  };
}

/** Guests' orders are the browser session's in the API; the fake lets every guest see them. */
function mayAccess(order: TestOrder): boolean {
  return order.userId === null || order.userId === db.sessionUser?.userId;
}

/** The `order_id` query of a request: a positive id, or the API's answer for anything else. */
function orderIdOf(request: Request): number | HttpResponse<{ message: string }> {
  const raw = new URL(request.url).searchParams.get('order_id') ?? '';
  if (!/^-?\d+$/.test(raw)) return json(serverTexts.badOrderQuery, 400);
  const id = Number(raw);
  return id > 0 ? id : json(serverTexts.orderNotFound, 404);
}

const IMAGE_TYPES: [string, (bytes: Uint8Array) => boolean][] = [
  ['png', (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47],
  ['jpg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['webp', (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP'],
];

const orderHandlers = [
  http.post(`${API}/images`, async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    if (typeof file !== 'object' || file === null) return json(serverTexts.noImageFile, 400);
    const bytes = new Uint8Array(await file.arrayBuffer());
    db.received.push({ path: '/images', body: { name: file.name, type: file.type, size: bytes.length } });
    if (bytes.length === 0) return json(serverTexts.emptyImage, 400);
    if (bytes.length > 4 * 1024 * 1024) return json(serverTexts.imageTooLarge, 413);
    const kind = IMAGE_TYPES.find(([, matches]) => matches(bytes));
    if (!kind) return json(serverTexts.unsupportedImage, 400);
    const secureUrl = `/uploads/${crypto.randomUUID()}.${kind[0]}`;
    db.uploads.push({ name: file.name, type: file.type, size: bytes.length, secureUrl });
    return HttpResponse.json({ secure_url: secureUrl }, { status: 201 });
  }),
  http.post(`${API}/orderLine/create-order`, async ({ request }) => {
    const body = await receive<{
      orderType?: string;
      orderLines?: OrderLineBody[];
      shippingInfo?: Record<string, unknown>;
      userId?: number | null;
    }>('/orderLine/create-order', request);
    if (body.userId !== undefined && body.userId !== null) {
      if (db.sessionUser === null) return json(serverTexts.sessionExpired, 401);
      if (Number(body.userId) !== db.sessionUser.userId) return json(serverTexts.orderForeignUser, 403);
    }
    const lines = body.orderLines ?? [];
    if (lines.length === 0) return json(serverTexts.emptyOrder, 400);
    const shipping = shippingProblem(body.shippingInfo);
    if (shipping !== null) return json(shipping, 400);
    const orderId = Math.max(0, ...db.orders.map((order) => order.orderId)) + 1;
    const priced: TestOrderLine[] = [];
    for (const [index, line] of lines.entries()) {
      const result = pricedLine(line, index + 1, orderId * 100 + index + 1);
      if (typeof result === 'string') return json(result, 400);
      priced.push(result);
    }
    const order = seedOrder({
      userId: db.sessionUser?.userId ?? null,
      lines: priced,
      shipping: Object.fromEntries(Object.entries(body.shippingInfo ?? {}).map(([key, value]) => [key, String(value)])),
    });
    return HttpResponse.json(
      { id: order.orderId, totalAmount: order.totalAmount, message: serverTexts.orderCreated },
      { status: 201 },
    );
  }),
  http.post(`${API}/orderLine/create-checkout-session`, async ({ request }) => {
    const { orderId } = await receive<{ orderId: number }>('/orderLine/create-checkout-session', request);
    const order = db.orders.find((candidate) => candidate.orderId === orderId);
    if (!order || !mayAccess(order)) return json(serverTexts.orderNotFound, 404);
    if (order.payementStatus === 'Paid') return json(serverTexts.orderAlreadyPaid, 409);
    const id = `cs_test_${order.orderId}`;
    return HttpResponse.json({ id, url: `/api/payments/local/${id}` });
  }),
  http.get(`${API}/orderLine/check-payment-status`, ({ request }) => {
    const orderId = orderIdOf(request);
    db.received.push({ path: '/orderLine/check-payment-status', body: { order_id: orderId } });
    if (typeof orderId !== 'number') return orderId;
    const order = db.orders.find((candidate) => candidate.orderId === orderId);
    if (!order || !mayAccess(order)) return json(serverTexts.orderNotFound, 404);
    return HttpResponse.json({
      orderId: order.orderId,
      payementStatus: order.payementStatus,
      orderTotal: order.totalAmount,
      shippingDate: order.shippingDate,
      paymentTime: order.paymentTime,
    });
  }),
  http.get(`${API}/orderLine/get-orderBy-user`, ({ request }) => {
    if (db.sessionUser === null) return json(serverTexts.sessionExpired, 401);
    const claimed = new URL(request.url).searchParams.get('user_id');
    if (claimed !== null && Number(claimed) !== db.sessionUser.userId) {
      return json(serverTexts.ordersForeignUser, 403);
    }
    const userId = db.sessionUser.userId;
    const orders = db.orders
      .filter((order) => order.userId === userId && order.payementStatus === 'Paid')
      .sort((a, b) => b.order_date.localeCompare(a.order_date))
      .map((order) => ({
        orderId: order.orderId,
        order_date: order.order_date,
        orderType: 'Normal',
        orderStatus: 'Processing',
        payementStatus: order.payementStatus,
        totalAmount: order.totalAmount,
      }));
    return HttpResponse.json({ orders });
  }),
  http.get(`${API}/orderLine/get-user-orderLines`, ({ request }) => {
    if (db.sessionUser === null) return json(serverTexts.sessionExpired, 401);
    const orderId = orderIdOf(request);
    if (typeof orderId !== 'number') return orderId;
    const order = db.orders.find((candidate) => candidate.orderId === orderId);
    if (!order || order.userId !== db.sessionUser.userId) return json(serverTexts.orderNotFound, 404);
    return HttpResponse.json({ orderLines: order.lines });
  }),
];

const messageHandlers = [
  http.post(`${API}/messages/save-message`, async ({ request }) => {
    const body = await receive<{ message?: Record<string, unknown> } & Record<string, unknown>>(
      '/messages/save-message',
      request,
    );
    const fields = typeof body.message === 'object' && body.message !== null ? body.message : body;
    const problem =
      fieldProblem('Name', fields.name, { max: [30, 'Der Name darf nicht länger als 30 Zeichen sein'] }) ??
      fieldProblem('E-Mail', fields.email, EMAIL_RULES) ??
      fieldProblem('Telefonnummer', fields.phone, PHONE_RULES) ??
      fieldProblem('Nachricht', fields.message, { max: [255, 'Nachricht darf 255 Zeichen nicht überschreiten'] });
    if (problem !== null) return json(problem, 400);
    db.messages.push({
      messageId: db.messages.length + 1,
      name: String(fields.name).trim(),
      email: String(fields.email).trim(),
      phone: String(fields.phone).trim(),
      message: String(fields.message).trim(),
    });
    return HttpResponse.json({ message: serverTexts.messageSaved }, { status: 201 });
  }),
];

/** Texts of the real API's back-office calls (crates/api/src/routes/admin.rs, crates/app/src/back_office.rs). */
export const adminServerTexts = {
  forbidden: 'Sie haben keine Berechtigung für diesen Bereich',
  noOrder: 'Keine Bestellung gefunden',
  statusUpdated: 'Bestellstatus erfolgreich aktualisiert!',
  unknownStatus: 'Unbekannter Bestellstatus',
  unpaid: 'Eine unbezahlte Bestellung kann nur storniert werden',
  unchanged: 'Die Bestellung hat diesen Status bereits',
  final: 'Eine abgeschlossene Bestellung kann nicht mehr geändert werden',
  notAllowed: (from: string, to: string) => `Statuswechsel von ${from} zu ${to} ist nicht erlaubt`,
  sampleAdded: 'Probe erfolgreich hinzugefügt!',
  sampleRemoved: 'Probe erfolgreich entfernt!',
  sampleDuplicate: (number: string) => `Die Musternummer ${number} ist bereits vergeben`,
  sampleMissing: 'Die Probe wurde nicht gefunden',
  sampleImageForeign: 'Bild: Das Bild muss über den Bild-Upload des Shops hochgeladen werden',
  customOrderCreated: 'Eine E-Mail mit Zahlungslink wurde für den aktuellen Kunden gesendet!',
  productMissing: 'Das Produkt wurde nicht gefunden',
  productName: 'Der Produktname muss 1 bis 100 Zeichen lang sein',
  productDescription: 'Die Beschreibung darf höchstens 2000 Zeichen lang sein',
  productPrice: 'Der Preis muss zwischen 0,01 € und 10.000,00 € liegen',
  productSurcharge: 'Der Aufpreis muss zwischen 0,00 € und 1.000,00 € liegen',
  productOffer: 'Das Angebot darf höchstens 100 Zeichen lang sein',
} as const;

type ProductEditBody = {
  productId: number;
  name: string;
  description: string;
  price: number;
  relativePrice: number;
  specialOffer: string | null;
};

/** The rules of `ProductEdit::check` (crates/app/src/catalog.rs), in the same order. */
function productEditProblem(body: ProductEditBody): string | null {
  const chars = (value: string) => Array.from(value).length;
  const name = body.name.trim();
  if (name === '' || chars(name) > 100) return adminServerTexts.productName;
  if (chars(body.description) > 2000) return adminServerTexts.productDescription;
  if (!Number.isInteger(body.price) || body.price < 1 || body.price > 1_000_000) return adminServerTexts.productPrice;
  if (!Number.isInteger(body.relativePrice) || body.relativePrice < 0 || body.relativePrice > 100_000) {
    return adminServerTexts.productSurcharge;
  }
  if (body.specialOffer !== null && chars(body.specialOffer.trim()) > 100) return adminServerTexts.productOffer;
  return null;
}

/** Like `require_admin`: 401 without a session, 403 for any other role; `null` for an admin. */
function adminRefusal(): HttpResponse<{ message: string }> | null {
  if (db.sessionUser === null) return json(serverTexts.sessionExpired, 401);
  if (db.sessionUser.role !== 'admin') return json(adminServerTexts.forbidden, 403);
  return null;
}

/** `page` and `limit` clamped like the API's `PageRequest` (page >= 1, limit 1..100). */
function pageOf<T>(request: Request, items: readonly T[], defaultLimit: number) {
  const params = new URL(request.url).searchParams;
  const number = (name: string) => {
    const raw = Number.parseInt(params.get(name) ?? '', 10);
    return Number.isNaN(raw) ? null : raw;
  };
  const page = Math.max(number('page') ?? 1, 1);
  const limit = Math.min(Math.max(number('limit') ?? defaultLimit, 1), 100);
  return {
    items: items.slice((page - 1) * limit, page * limit),
    totalPages: Math.max(Math.ceil(items.length / limit), 1),
    currentPage: page,
  };
}

const newestOrderFirst = (a: TestOrder, b: TestOrder) =>
  b.order_date.localeCompare(a.order_date) || b.orderId - a.orderId;

function adminOrderDto(order: TestOrder) {
  return {
    orderId: order.orderId,
    order_date: order.order_date,
    orderType: order.orderType ?? 'Normal',
    orderStatus: order.orderStatus ?? 'Processing',
    payementStatus: order.payementStatus,
    totalAmount: order.totalAmount,
  };
}

const ORDER_STATUSES = ['Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
type OrderStatusName = (typeof ORDER_STATUSES)[number];

/** The domain's transition rules (crates/domain/src/order.rs): a refusal text, or `null` when allowed. */
function transitionProblem(from: OrderStatusName, to: OrderStatusName): string | null {
  if (from === to) return adminServerTexts.unchanged;
  if (from === 'Delivered' || from === 'Cancelled') return adminServerTexts.final;
  if (to === 'Processing') return adminServerTexts.notAllowed(from, to);
  return null;
}

const adminHandlers = [
  http.get(`${API}/orderLine/get-valid-orders`, ({ request }) => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const valid = db.orders
      .filter((order) => order.payementStatus === 'Paid' || order.orderType === 'Costume')
      .sort(newestOrderFirst);
    const { items, totalPages, currentPage } = pageOf(request, valid, 8);
    return HttpResponse.json({ orders: items.map(adminOrderDto), totalPages, currentPage });
  }),
  http.get(`${API}/orderLine/get-order-details`, ({ request }) => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const orderId = orderIdOf(request);
    if (typeof orderId !== 'number') return orderId;
    const order = db.orders.find((candidate) => candidate.orderId === orderId);
    if (!order) return json(adminServerTexts.noOrder, 404);
    const net = order.lines.reduce((sum, line) => sum + line.UnitPrice * line.qte, 0);
    const shipping = order.shipping;
    return HttpResponse.json({
      orderRow: {
        ...adminOrderDto(order),
        netAmount: net,
        vatAmount: vatOn(net),
        userId: order.userId,
        paymentTime: order.paymentTime,
        shippingDate: order.shippingDate,
      },
      orderLines: order.lines.map((line) => ({ ...line, orderType: order.orderType ?? 'Normal' })),
      shippingDataRow:
        Object.keys(shipping).length === 0
          ? null
          : {
              responsableName: shipping.responsableName ?? '',
              companyName: shipping.companyName ?? '',
              email: shipping.email ?? '',
              phoneNumber: shipping.phone ?? shipping.phoneNumber ?? '',
              shippingAddress: shipping.shippingAddress ?? '',
              zipCode: shipping.zipCode ?? '',
              city: shipping.city ?? '',
            },
    });
  }),
  http.post(`${API}/orderLine/update-order-status`, async ({ request }) => {
    const body = await receive<{ orderUpdate?: { orderStatus?: string; orderId?: number } }>(
      '/orderLine/update-order-status',
      request,
    );
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const update = body.orderUpdate ?? (body as { orderStatus?: string; orderId?: number });
    const next = ORDER_STATUSES.find((status) => status === update.orderStatus?.trim());
    if (next === undefined) return json(adminServerTexts.unknownStatus, 400);
    const order = db.orders.find((candidate) => candidate.orderId === update.orderId);
    if (!order) return json(adminServerTexts.noOrder, 404);
    if (order.payementStatus !== 'Paid' && next !== 'Cancelled') return json(adminServerTexts.unpaid, 422);
    const problem = transitionProblem(order.orderStatus ?? 'Processing', next);
    if (problem !== null) return json(problem, 422);
    order.orderStatus = next;
    return HttpResponse.json({ orderStatus: next, message: adminServerTexts.statusUpdated });
  }),
  http.post(`${API}/orderLine/create-order`, async ({ request }) => {
    // Only custom orders are answered here; every other order goes on to the checkout's handler.
    const body = (await request.clone().json()) as {
      orderType?: string;
      orderLines?: OrderLineBody[];
      shippingInfo?: Record<string, unknown>;
    };
    if (body.orderType?.trim() !== 'Costume') return undefined;
    db.received.push({ path: '/orderLine/create-order', body });
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const lines = body.orderLines ?? [];
    if (lines.length === 0) return json(serverTexts.emptyOrder, 400);
    const shippingError = shippingProblem(body.shippingInfo);
    if (shippingError !== null) return json(shippingError, 400);
    const orderId = Math.max(0, ...db.orders.map((order) => order.orderId)) + 1;
    const priced: TestOrderLine[] = [];
    for (const [index, line] of lines.entries()) {
      // Custom orders are laid out by the print shop: no logo needed.
      const result = pricedLine({ ...line, cardLogo: '/uploads/custom-order.png' }, index + 1, orderId * 100 + index + 1);
      if (typeof result === 'string') return json(result, 400);
      priced.push({ ...result, cardLogo: '' });
    }
    const order = seedOrder({
      orderType: 'Costume',
      userId: null,
      lines: priced,
      shipping: Object.fromEntries(Object.entries(body.shippingInfo ?? {}).map(([key, value]) => [key, String(value)])),
    });
    return HttpResponse.json(
      { id: order.orderId, totalAmount: order.totalAmount, message: adminServerTexts.customOrderCreated },
      { status: 201 },
    );
  }),
  http.post(`${API}/products/update-product`, async ({ request }) => {
    const body = await receive<ProductEditBody>('/products/update-product', request);
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const problem = productEditProblem(body);
    if (problem !== null) return json(problem, 400);
    const index = db.products.findIndex((product) => product.productId === body.productId);
    if (index < 0) return json(adminServerTexts.productMissing, 404);
    const offer = body.specialOffer?.trim() ?? '';
    const product = {
      ...db.products[index],
      name: body.name.trim(),
      description: body.description,
      price: body.price,
      relativePrice: body.relativePrice,
      specialOffer: offer === '' ? null : offer,
    };
    db.products[index] = product;
    return HttpResponse.json({ product });
  }),
  http.get(`${API}/samples/get-samples`, ({ request }) => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const newestFirst = [...db.samples].sort((a, b) => b.sampleId - a.sampleId);
    const { items, totalPages, currentPage } = pageOf(request, newestFirst, 5);
    return HttpResponse.json({ samples: items, totalPages, currentPage });
  }),
  http.post(`${API}/samples/save-sample`, async ({ request }) => {
    const body = await receive<{ sample?: Record<string, unknown> } & Record<string, unknown>>(
      '/samples/save-sample',
      request,
    );
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const fields = typeof body.sample === 'object' && body.sample !== null ? body.sample : body;
    const problem =
      fieldProblem('Musternummer', fields.musterNumber, { max: [10, serverTexts.sampleNumberTooLong] }) ??
      fieldProblem('Restaurant', fields.restaurentName, { max: [60, 'Der Name darf nicht länger als 60 Zeichen sein'] }) ??
      fieldProblem('Bild', fields.sampleImage);
    if (problem !== null) return json(problem, 400);
    const image = String(fields.sampleImage).trim();
    if (!image.startsWith('/uploads/') && !image.startsWith('https://')) return json(adminServerTexts.sampleImageForeign, 400);
    const musterNumber = String(fields.musterNumber).trim();
    if (db.samples.some((sample) => sample.musterNumber === musterNumber)) {
      return json(adminServerTexts.sampleDuplicate(musterNumber), 409);
    }
    db.samples.push({
      sampleId: Math.max(0, ...db.samples.map((sample) => sample.sampleId)) + 1,
      musterNumber,
      restaurentName: String(fields.restaurentName).trim(),
      sampleImage: image,
    });
    return HttpResponse.json({ message: adminServerTexts.sampleAdded }, { status: 201 });
  }),
  http.delete(`${API}/samples/delete-sample-byId`, ({ request }) => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const sampleId = Number(new URL(request.url).searchParams.get('sampleId'));
    db.received.push({ path: '/samples/delete-sample-byId', body: { sampleId } });
    const index = db.samples.findIndex((sample) => sample.sampleId === sampleId);
    if (index < 0) return json(adminServerTexts.sampleMissing, 404);
    db.samples.splice(index, 1);
    return HttpResponse.json({ message: adminServerTexts.sampleRemoved });
  }),
  http.get(`${API}/messages/get-messages`, ({ request }) => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const newestFirst = [...db.messages]
      .sort((a, b) => b.messageId - a.messageId)
      .map((message) => ({
        ...message,
        createdAt: message.createdAt ?? new Date(Date.UTC(2026, 0, 1) + message.messageId * 60_000).toISOString(),
      }));
    const { items, totalPages, currentPage } = pageOf(request, newestFirst, 8);
    return HttpResponse.json({ messages: items, totalPages, currentPage });
  }),
];

export const handlers = [
  http.get(`${API}/products/get-products-cat/:category`, ({ params }) => {
    const category = Number(params.category);
    return HttpResponse.json(db.products.filter((product) => product.category_id === category));
  }),
  http.get(`${API}/products/get-all-cards`, () =>
    HttpResponse.json(db.products.filter((product) => product.category_id !== 2 && product.category_id !== 3)),
  ),
  http.get(`${API}/products/get-product-byId/:id`, ({ params }) => {
    const found = db.products.find((product) => product.productId === Number(params.id));
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ message: 'Produkt nicht gefunden' }, { status: 404 });
  }),
  http.get(`${API}/products/get-products`, () => HttpResponse.json({ products: db.products })),
  http.get(`${API}/samples/get-product-byMNB`, ({ request }) => {
    const musterNb = (new URL(request.url).searchParams.get('musterNb') ?? '').trim();
    if (musterNb === '' || musterNb.length > 10) {
      return HttpResponse.json({ message: serverTexts.sampleNumberTooLong }, { status: 400 });
    }
    const sample = db.samples.find((candidate) => candidate.musterNumber === musterNb);
    return sample
      ? HttpResponse.json({ sample })
      : HttpResponse.json({ message: serverTexts.sampleNotFound(musterNb) }, { status: 404 });
  }),
  http.get(`${API}/auth/initialCheck`, () => HttpResponse.json({ user: db.sessionUser })),
  http.post(`${API}/auth/logout`, () => {
    db.received.push({ path: '/auth/logout', body: null });
    db.sessionUser = null;
    return HttpResponse.json({ message: serverTexts.loggedOut });
  }),
  ...accountHandlers,
  ...wishlistHandlers,
  // Before the order handlers: the back-office answers custom orders on create-order.
  ...adminHandlers,
  ...orderHandlers,
  ...messageHandlers,
];
