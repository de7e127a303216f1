import { HttpResponse } from 'msw';

import type { Schemas } from '@/lib/api-types';
import type { PackingRule } from '@/lib/product-kind';
import { GERMANY, postalCodeError, type TaxCategory } from '@/lib/eu';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { vatOn } from '@/lib/money';
import {
  EMAIL_PATTERN,
  maxLength,
  PHONE_MIN_DIGITS,
  PHONE_PATTERN,
  SHIPPING_CENTS,
  UPLOAD_MAX_BYTES,
} from '@/lib/rules';
import { compactVatId } from '@/lib/vat-id';

import type { OrderStatus, PaymentStatus } from '@/lib/order-status';

import { apiHttp } from './api-http';
import { closureHandlers } from './closure-handlers';
import {
  awaitsApproval,
  db,
  invoicePaymentsDto,
  listedOrderDto,
  mayActOn,
  netOf,
  orderDto,
  orderLineDto,
  orderRowDto,
  seedOrder,
  seedWish,
  shipByOf,
  statusOf,
  timelineOf,
  type TestOrder,
  type TestOrderLine,
} from './data';
import { deliveryHandlers, EXPRESS_SURCHARGE_CENTS } from './delivery-handlers';
import { billingAddressProblem, euTaxHandlers, isRefusal, refusalAnswer, taxDecision } from './eu-tax-fake';
import { adminRefusal, json, receive, type ErrorAnswer } from './fake-answers';
import { invoiceHandlers, placeOnInvoice } from './invoice-handlers';
import { legalHandlers } from './legal-handlers';
import { onTimeHandlers } from './on-time-handlers';
import { lifecycleHandlers, lifecycleMessages } from './lifecycle-handlers';
import { jobAdminHandlers } from './job-admin-handlers';
import { qrAdminHandlers } from './qr-admin-handlers';
import { qrCodesExport, qrLinkHandlers } from './qr-link-handlers';
import serverMessages from './server-messages.json';
import { voucherAdminHandlers } from './voucher-admin-handlers';
import {
  isRefusedQuote,
  voucherCheckoutHandlers,
  voucherQuote,
  voucherRefusalAnswer,
} from './voucher-checkout-handlers';

/**
 * A message the server builds with a parameter: server-messages.json keeps one
 * instance of it, with `example` where the parameter goes.
 */
function withParameter(message: string, example: string, value: string): string {
  if (!message.includes(example)) throw new Error(`"${message}" does not contain "${example}"`);
  return message.replace(example, value);
}

/** A refusal of one order line, which the server prefixes with the line's position. */
function atPosition(message: string, position: number): string {
  return withParameter(message, 'Position 1', `Position ${position}`);
}

function findAccount(email: string) {
  const wanted = email.trim().toLowerCase();
  return db.accounts.find((account) => account.user.email.toLowerCase() === wanted);
}

const accountHandlers = [
  apiHttp.post('/auth/sign-in', async ({ request }) => {
    const { email = '', password = '' } = await receive('/auth/sign-in', request);
    const account = findAccount(email);
    if (!account || account.password !== password) {
      return json(serverMessages.signInWrongCredentials, 401, 'auth.wrong_credentials');
    }
    if (!account.active) return json(serverMessages.signInNotActivated, 403);
    db.sessionUser = account.user;
    return HttpResponse.json({ user: account.user, message: serverMessages.signInSucceeded });
  }),
  apiHttp.post('/auth/sign-up', async ({ request }) => {
    const { companyName = '', email = '', phone = '', password = '' } = await receive('/auth/sign-up', request);
    if (findAccount(email)) return json(serverMessages.signUpEmailTaken, 409);
    const userId = Math.max(...db.accounts.map((account) => account.user.userId)) + 1;
    db.accounts.push({
      user: { userId, email: email.toLowerCase(), companyName, phone, role: 'customer', country: GERMANY },
      password,
      active: false,
    });
    return json(serverMessages.signUpSucceeded, 201);
  }),
  apiHttp.post('/users/send-activation-email', async ({ request }) => {
    await receive('/users/send-activation-email', request);
    return HttpResponse.json({ message: serverMessages.activationMailSent });
  }),
  apiHttp.post('/users/activate-user', async ({ request }) => {
    const { email = '', token = '' } = await receive('/users/activate-user', request);
    const account = findAccount(email);
    if (!account || db.activationTokens.get(token) !== account.user.email) {
      return json(serverMessages.activationLinkInvalid, 400);
    }
    db.activationTokens.delete(token);
    account.active = true;
    return HttpResponse.json({ message: serverMessages.activationSucceeded });
  }),
  apiHttp.post('/users/forgot-password', async ({ request }) => {
    await receive('/users/forgot-password', request);
    return HttpResponse.json({ message: serverMessages.resetMailSent });
  }),
  apiHttp.post('/users/reset-password', async ({ request }) => {
    const { token = '', newPassword = '' } = await receive('/users/reset-password', request);
    const account = findAccount(db.resetTokens.get(token) ?? '');
    if (!account) return json(serverMessages.resetLinkInvalid, 400);
    db.resetTokens.delete(token);
    account.password = newPassword;
    return HttpResponse.json({ message: serverMessages.passwordResetSucceeded });
  }),
];

/** The signed-in user's export and the deletion of their account, as the API answers them. */
const selfServiceHandlers = [
  apiHttp.get('/users/me/export', () => {
    const user = db.sessionUser;
    if (user === null) return json(serverMessages.sessionExpired, 401, 'auth.session_expired');
    const account = findAccount(user.email);
    return HttpResponse.json(
      {
        account: {
          email: user.email,
          companyName: user.companyName,
          phone: user.phone,
          role: user.role,
          active: account?.active ?? true,
          createdAt: '2026-01-01T00:00:00Z',
          country: user.country,
          vatId: user.vatId ?? null,
          billingAddress: user.billingAddress ?? null,
          businessBuyerConfirmedAt: user.businessBuyerConfirmedAt ?? null,
        },
        orders: db.orders
          .filter((order) => order.userId === user.userId)
          .map((order) => ({
            ...orderDto(order),
            lines: order.lines.map((line) => orderLineDto(order, line)),
            shippingData: shippingDto(order.shipping),
          })),
        wishlist: db.wishes.filter((wish) => wish.userId === user.userId),
        contactMessages: db.messages
          .filter((message) => message.email === user.email)
          .map((message) => ({ ...message, createdAt: message.createdAt ?? '2026-01-01T00:00:00Z' })),
        qrCodes: qrCodesExport(user.userId),
      },
      { headers: { 'Content-Disposition': 'attachment; filename="primecards-meine-daten.json"' } },
    );
  }),
  apiHttp.post('/users/me/delete', async ({ request }) => {
    const { password = '' } = await receive('/users/me/delete', request);
    const user = db.sessionUser;
    if (user === null) return json(serverMessages.sessionExpired, 401, 'auth.session_expired');
    const account = findAccount(user.email);
    if (!account || account.password !== password) return json(serverMessages.deleteAccountWrongPassword, 401);
    // Like the API: the login goes, orders stay (retention) but no longer belong to anyone, the session ends.
    db.accounts = db.accounts.filter((candidate) => candidate !== account);
    db.wishes = db.wishes.filter((wish) => wish.userId !== user.userId);
    for (const order of db.orders) if (order.userId === user.userId) order.userId = null;
    db.sessionUser = null;
    return HttpResponse.json({ message: serverMessages.accountDeleted });
  }),
];

/**
 * Like the API: the user comes from the session (401 without one), a `userId`
 * naming someone else is 403.
 */
function actingUserId(claimed: unknown): number | ErrorAnswer {
  if (db.sessionUser === null) return json(serverMessages.sessionExpired, 401, 'auth.session_expired');
  if (claimed !== undefined && claimed !== null && Number(claimed) !== db.sessionUser.userId) {
    return json(serverMessages.wishForeignUser, 403);
  }
  return db.sessionUser.userId;
}

const wishlistHandlers = [
  apiHttp.post('/wishlists/save-wished-product', async ({ request }) => {
    const body = await receive('/wishlists/save-wished-product', request);
    const userId = actingUserId(body.userId);
    if (typeof userId !== 'number') return userId;
    if (body.productType !== 'PrimeProd' && body.productType !== 'MBNprod') {
      return json(serverMessages.wishUnknownProductType, 400);
    }
    const productType = body.productType;
    if (!db.products.some((product) => product.productId === body.productId)) {
      return json(serverMessages.wishUnknownProduct, 404);
    }
    const duplicate = db.wishes.some(
      (wish) => wish.userId === userId && wish.productId === body.productId && wish.productType === productType,
    );
    if (duplicate) return json(serverMessages.wishDuplicate, 409);
    const persistedProduct = seedWish({
      userId,
      productId: body.productId,
      productType,
      createdAt: new Date().toISOString(),
    });
    return HttpResponse.json({ persistedProduct, message: serverMessages.wishSaved }, { status: 201 });
  }),
  apiHttp.get('/wishlists/get-wishList-ByUser', ({ request }) => {
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
  apiHttp.delete('/wishlists/delete-wishList-product', ({ request }) => {
    const params = new URL(request.url).searchParams;
    db.received.push({ path: '/wishlists/delete-wishList-product', body: Object.fromEntries(params) });
    const userId = actingUserId(params.get('userId'));
    if (typeof userId !== 'number') return userId;
    const wishId = Number(params.get('wishProductId'));
    const index = db.wishes.findIndex((wish) => wish.wishId === wishId && wish.userId === userId);
    if (index < 0) return json(serverMessages.wishNotFound, 404);
    db.wishes.splice(index, 1);
    return HttpResponse.json({ message: serverMessages.wishRemoved });
  }),
];

type FieldRules = { max?: [number, string]; pattern?: [{ test: (value: string) => boolean }, string] };

/**
 * First problem of a required text field, like the API's value types: `null`
 * when fine. The server names the field as `{field}: {error}`.
 */
function fieldProblem(label: string, raw: unknown, rules: FieldRules = {}): string | null {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return `${label}: ${serverMessages.fieldRequired}`;
  if (rules.pattern && !rules.pattern[0].test(value)) return `${label}: ${rules.pattern[1]}`;
  if (rules.max && [...value].length > rules.max[0]) return `${label}: ${rules.max[1]}`;
  return null;
}

/** `GermanPhone::parse`: the pattern with at least the rules file's digits, then the length. */
const PHONE_RULES = {
  pattern: [
    { test: (value) => PHONE_PATTERN.test(value) && value.replace(/[^0-9]/g, '').length >= PHONE_MIN_DIGITS },
    serverMessages.phoneInvalid,
  ],
  max: [maxLength('phone'), serverMessages.phoneTooLong],
} satisfies FieldRules;
const EMAIL_RULES = { pattern: [EMAIL_PATTERN, serverMessages.emailInvalid] } satisfies FieldRules;

function shippingProblem(info: Schemas['ShippingInfoBody']): string | null {
  return (
    fieldProblem('Ansprechpartner', info.responsableName, {
      max: [maxLength('contactPerson'), serverMessages.shippingNameTooLong],
    }) ??
    fieldProblem('Firmenname', info.companyName, {
      max: [maxLength('companyName'), serverMessages.companyNameTooLong],
    }) ??
    fieldProblem('E-Mail', info.email, EMAIL_RULES) ??
    fieldProblem('Telefonnummer', info.phone, PHONE_RULES) ??
    fieldProblem('Lieferadresse', info.shippingAddress, {
      max: [maxLength('street'), serverMessages.shippingAddressTooLong],
    }) ??
    fieldProblem('PLZ', info.zipCode, { max: [maxLength('zipCode'), serverMessages.zipCodeTooLong] }) ??
    fieldProblem('Stadt', info.city, { max: [maxLength('city'), serverMessages.cityTooLong] })
  );
}

/**
 * The shipping data as the API stores it: the USt-IdNr. compacted (no spaces,
 * dots, dashes; capitals) and the order reference trimmed, each left out when
 * empty or absent. (Their format is not checked here: the API's messages for
 * them are not in server-messages.json yet.)
 */
function storedShipping({ vatId, orderReference, ...fields }: Schemas['ShippingInfoBody']): TestOrder['shipping'] {
  const stored: TestOrder['shipping'] = {};
  for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') stored[key] = value;
  const compactId = compactVatId(vatId ?? '');
  const reference = (orderReference ?? '').trim();
  if (compactId !== '') stored.vatId = compactId;
  if (reference !== '') stored.orderReference = reference;
  return stored;
}

const PACKED_LABEL = 'Magnete einzeln in LDPE Tütchen verpackt';

/** Prices a line from the catalogue like the API (client prices are ignored); a string is the refusal. */
function pricedLine(line: Schemas['OrderLineBody'], position: number, orderLineId: number): TestOrderLine | string {
  const product = db.products.find((candidate) => candidate.productId === line.productId);
  if (!product) return atPosition(serverMessages.orderUnknownProduct, position);
  const logo = (line.cardLogo ?? '').trim();
  const needsLogo = product.kind !== 'samplePack';
  if (needsLogo && logo === '') return atPosition(serverMessages.orderLogoMissing, position);
  if (logo !== '' && !logo.startsWith('/uploads/') && !logo.startsWith('https://')) {
    return atPosition(serverMessages.orderLogoForeign, position);
  }
  const processingType = (line.processingType ?? '').trim();
  const packed = processingType.startsWith(PACKED_LABEL);
  return {
    orderLineId,
    productId: product.productId,
    productType: product.kind === 'samplePack' ? 'MBNprod' : 'PrimeProd',
    name: product.name,
    UnitPrice: product.price + (packed ? product.relativePrice : 0),
    qte: line.qte,
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

/**
 * The `order_id` query of a request: a positive id, or the API's answer for
 * anything else (`notFound` for an id below 1, which each route words itself).
 */
function orderIdOf(request: Request, notFound: string): number | ErrorAnswer {
  const raw = new URL(request.url).searchParams.get('order_id') ?? '';
  if (!/^-?\d+$/.test(raw)) return json(serverMessages.orderIdMalformed, 400);
  const id = Number(raw);
  return id > 0 ? id : json(notFound, 404);
}

const IMAGE_TYPES: [string, (bytes: Uint8Array) => boolean][] = [
  ['png', (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47],
  ['jpg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  [
    'webp',
    (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  ],
];

/** Places a shop order like the API: priced from the catalogue, or refused. */
/**
 * Issue 35's checks of an order, after its fields': the postal code for the
 * delivery country, the billing address, then the tax decision.
 */
function taxOf(body: Schemas['CreateOrderBody']): TaxCategory | ErrorAnswer {
  const postal = postalCodeError(body.shippingInfo.country ?? GERMANY, body.shippingInfo.zipCode ?? '');
  const decision = taxDecision(body.shippingInfo.country, body.shippingInfo.vatId);
  if (isRefusal(decision)) return refusalAnswer(decision);
  if (postal !== null) return json(postal, 400);
  const billing = billingAddressProblem(body.billingAddress);
  return billing === null ? decision : json(billing, 400);
}

/**
 * The order's VAT and total for its category: none for an intra-community supply. The express surcharge
 * is added to the net; the discount is the products' alone.
 */
function taxedTotal(
  order: { lines: readonly TestOrderLine[]; discountCents?: number; expressSurcharge?: number | null },
  category: TaxCategory,
) {
  const taxable = netOf(order.lines) + (order.expressSurcharge ?? 0) - (order.discountCents ?? 0);
  const vatCents = category === 'K' ? 0 : vatOn(taxable);
  return { vatCents, totalAmount: taxable + vatCents + SHIPPING_CENTS };
}

function placeOrder(body: Schemas['CreateOrderBody']): Schemas['CreatedOrder'] | ErrorAnswer {
  if (body.userId !== undefined && body.userId !== null) {
    if (db.sessionUser === null) return json(serverMessages.sessionExpired, 401, 'auth.session_expired');
    if (Number(body.userId) !== db.sessionUser.userId) return json(serverMessages.orderForeignUser, 403);
  }
  const lines = body.orderLines;
  if (lines.length === 0) return json(serverMessages.orderEmpty, 400);
  const shipping = shippingProblem(body.shippingInfo);
  if (shipping !== null) return json(shipping, 400);
  const taxCategory = taxOf(body);
  if (taxCategory instanceof HttpResponse) return taxCategory;
  const orderId = Math.max(0, ...db.orders.map((order) => order.orderId)) + 1;
  const priced: TestOrderLine[] = [];
  for (const [index, line] of lines.entries()) {
    const result = pricedLine(line, index + 1, orderId * 100 + index + 1);
    if (typeof result === 'string') return json(result, 400);
    priced.push(result);
  }
  // The server prices the code itself; a refused one stores nothing.
  const quote = body.voucherCode ? voucherQuote(body.voucherCode, priced, taxCategory) : null;
  if (quote !== null && isRefusedQuote(quote)) return voucherRefusalAnswer(quote);
  const discount = quote ? { discountCents: quote.discountCents, voucherCode: quote.code } : {};
  // On invoice: placed and its invoice issued at once, due after the customer's days; no payment session.
  const invoice = body.paymentMethod === 'invoice' ? placeOnInvoice() : null;
  if (invoice instanceof HttpResponse) return invoice;
  const onInvoice =
    invoice === null
      ? {}
      : { payementStatus: 'Invoiced' as const, paymentMethod: 'invoice' as const, invoiceDueOn: invoice.invoiceDueOn };
  // 'Express-Produktion': the server's surcharge (its default config), charged on the net.
  const expressSurcharge = body.express === true ? EXPRESS_SURCHARGE_CENTS : null;
  const { vatCents, totalAmount } = taxedTotal({ lines: priced, expressSurcharge, ...discount }, taxCategory);
  const order = seedOrder({
    userId: db.sessionUser?.userId ?? null,
    lines: priced,
    shipping: storedShipping(body.shippingInfo),
    totalAmount,
    expressSurcharge,
    ...discount,
    ...onInvoice,
  });
  return {
    id: order.orderId,
    totalAmount: order.totalAmount,
    discountCents: order.discountCents ?? 0,
    expressSurcharge,
    voucherCode: order.voucherCode ?? null,
    taxCategory,
    vatCents,
    payementStatus: order.payementStatus,
    message: serverMessages.orderCreated,
  };
}

/** The orders the customer's list shows: paid, with a payment on its way, or on invoice. */
const PLACED_PAYMENT_STATES: readonly PaymentStatus[] = ['Paid', 'Processing', 'Invoiced'];

const orderHandlers = [
  apiHttp.post('/images', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    if (typeof file !== 'object' || file === null) return json(serverMessages.imageFileMissing, 400);
    const bytes = new Uint8Array(await file.arrayBuffer());
    db.received.push({ path: '/images', body: { name: file.name, type: file.type, size: bytes.length } });
    if (bytes.length === 0) return json(serverMessages.imageEmpty, 400);
    if (bytes.length > UPLOAD_MAX_BYTES) return json(serverMessages.imageTooLarge, 413);
    const kind = IMAGE_TYPES.find(([, matches]) => matches(bytes));
    if (!kind) return json(serverMessages.imageUnsupportedType, 400);
    const secureUrl = `/uploads/${crypto.randomUUID()}.${kind[0]}`;
    db.uploads.push({ name: file.name, type: file.type, size: bytes.length, secureUrl });
    // A PNG's size is in its header; the fake decodes nothing else and calls other images 600 x 400.
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const isPng = kind[0] === 'png' && bytes.length >= 24;
    const width = isPng ? view.getUint32(16) : 600;
    const height = isPng ? view.getUint32(20) : 400;
    return HttpResponse.json({ secure_url: secureUrl, width, height }, { status: 201 });
  }),
  apiHttp.post('/orderLine/create-order', async ({ request }) => {
    const body = await receive('/orderLine/create-order', request);
    // Like the API, keys are kept per signed-in user, and one for all guests.
    const key = request.headers.get(IDEMPOTENCY_HEADER);
    const slot = key === null ? null : `${db.sessionUser?.userId ?? 'guest'}:${key}`;
    const first = slot === null ? undefined : db.orderKeys.get(slot);
    if (first !== undefined) {
      if (first.body !== JSON.stringify(body)) return json(serverMessages.orderKeyReused, 422);
      return HttpResponse.json(first.answer, { status: 201 });
    }
    const answer = body.orderType?.trim() === 'Costume' ? placeCustomOrder(body) : placeOrder(body);
    if (answer instanceof HttpResponse) return answer;
    // Only a placed order takes the key: after a refusal the same key may try again.
    if (slot !== null) db.orderKeys.set(slot, { body: JSON.stringify(body), answer });
    return HttpResponse.json(answer, { status: 201 });
  }),
  apiHttp.post('/orderLine/create-checkout-session', async ({ request }) => {
    const { orderId } = await receive('/orderLine/create-checkout-session', request);
    const order = db.orders.find((candidate) => candidate.orderId === orderId);
    if (!order || !mayAccess(order)) return json(serverMessages.paymentOrderNotFound, 404);
    if (order.payementStatus === 'Paid') return json(serverMessages.orderAlreadyPaid, 409);
    const id = `cs_test_${order.orderId}`;
    return HttpResponse.json({ id, url: `/api/payments/local/${id}` });
  }),
  apiHttp.get('/orderLine/check-payment-status', ({ request }) => {
    const orderId = orderIdOf(request, serverMessages.orderNotFound);
    db.received.push({ path: '/orderLine/check-payment-status', body: { order_id: orderId } });
    if (typeof orderId !== 'number') return orderId;
    const order = db.orders.find((candidate) => candidate.orderId === orderId);
    if (!order || !mayAccess(order)) return json(serverMessages.paymentStatusOrderNotFound, 404);
    return HttpResponse.json({
      orderId: order.orderId,
      payementStatus: order.payementStatus,
      orderTotal: order.totalAmount,
      discountCents: order.discountCents ?? 0,
      voucherCode: order.voucherCode ?? null,
      shippingDate: order.shippingDate,
      paymentTime: order.paymentTime,
      awaitsApproval: awaitsApproval(order),
      taxCategory: order.taxCategory ?? 'S',
    });
  }),
  apiHttp.get('/orderLine/get-orderBy-user', ({ request }) => {
    if (db.sessionUser === null) return json(serverMessages.sessionExpired, 401, 'auth.session_expired');
    const claimed = new URL(request.url).searchParams.get('user_id');
    if (claimed !== null && Number(claimed) !== db.sessionUser.userId) {
      return json(serverMessages.ordersForeignUser, 403);
    }
    const userId = db.sessionUser.userId;
    const orders = db.orders
      .filter((order) => order.userId === userId && PLACED_PAYMENT_STATES.includes(order.payementStatus))
      .sort((a, b) => b.order_date.localeCompare(a.order_date))
      .map(orderDto);
    return HttpResponse.json({ orders });
  }),
  apiHttp.get('/orderLine/get-user-orderLines', ({ request }) => {
    const orderId = orderIdOf(request, serverMessages.orderNotFound);
    if (typeof orderId !== 'number') return orderId;
    const order = db.orders.find((candidate) => candidate.orderId === orderId);
    // The buyer, or a guest whose browser opened the mailed approval link.
    if (order && mayActOn(order)) {
      return HttpResponse.json({ orderLines: order.lines.map((line) => orderLineDto(order, line)) });
    }
    if (db.sessionUser === null) return json(serverMessages.sessionExpired, 401, 'auth.session_expired');
    return json(serverMessages.orderLinesOrderNotFound, 404);
  }),
];

/** The spec's client wraps the form as `{ message: {...} }`; the API takes the bare form too. */
function isWrappedMessage(
  body: Schemas['SaveMessageBody'],
): body is Extract<Schemas['SaveMessageBody'], { message: Schemas['ContactFields'] }> {
  return typeof body.message === 'object';
}

const messageHandlers = [
  apiHttp.post('/messages/save-message', async ({ request }) => {
    const body = await receive('/messages/save-message', request);
    const fields = isWrappedMessage(body) ? body.message : body;
    const problem =
      fieldProblem('Name', fields.name, { max: [maxLength('contactName'), serverMessages.contactNameTooLong] }) ??
      fieldProblem('E-Mail', fields.email, EMAIL_RULES) ??
      fieldProblem('Telefonnummer', fields.phone, PHONE_RULES) ??
      fieldProblem('Nachricht', fields.message, {
        max: [maxLength('contactMessage'), serverMessages.contactMessageTooLong],
      });
    if (problem !== null) return json(problem, 400);
    db.messages.push({
      messageId: db.messages.length + 1,
      name: (fields.name ?? '').trim(),
      email: (fields.email ?? '').trim(),
      phone: (fields.phone ?? '').trim(),
      message: (fields.message ?? '').trim(),
    });
    return json(serverMessages.messageSaved, 201);
  }),
];

const PACKING_RULES: readonly PackingRule[] = ['any', 'packedOnly'];

/** The rules of `ProductEdit::check` (crates/app/src/catalog.rs), in the same order. */
function productEditProblem(body: Schemas['UpdateProductBody']): string | null {
  const chars = (value: string) => Array.from(value).length;
  const name = body.name.trim();
  if (name === '' || chars(name) > maxLength('productName')) return serverMessages.productNameInvalid;
  if (chars(body.description) > maxLength('productDescription')) return serverMessages.productDescriptionTooLong;
  if (!Number.isInteger(body.price) || body.price < 1 || body.price > 1_000_000)
    return serverMessages.productPriceOutOfRange;
  if (!Number.isInteger(body.relativePrice) || body.relativePrice < 0 || body.relativePrice > 100_000) {
    return serverMessages.productSurchargeOutOfRange;
  }
  if (chars(body.specialOffer?.trim() ?? '') > maxLength('specialOffer')) return serverMessages.productOfferTooLong;
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
    limit,
  };
}

const newestOrderFirst = (a: TestOrder, b: TestOrder) =>
  b.order_date.localeCompare(a.order_date) || b.orderId - a.orderId;

/**
 * Like the server's `sort=shipBy`: the orders still to ship first, the earliest promised day first
 * (the newest first on the same day); then the rest, newest first.
 */
function byShipBy(a: TestOrder, b: TestOrder): number {
  const dayA = shipByOf(a).shipBy ?? null;
  const dayB = shipByOf(b).shipBy ?? null;
  if (dayA !== null && dayB !== null) return dayA.localeCompare(dayB) || b.orderId - a.orderId;
  if (dayA !== null) return -1;
  if (dayB !== null) return 1;
  return newestOrderFirst(a, b);
}

/** The server's answer to a sort it does not know (its query extractor's text). */
export const INVALID_QUERY = 'Ungültige Abfrageparameter';

/**
 * The server's answer to an `after` it does not know (not in server-messages.json yet): the cursor's
 * first 20 characters.
 */
export function invalidCursor(after: string): string {
  return `Ungültige Seitenmarke: ${after.slice(0, 20)}`;
}

/** The fake's cursor of the order list, opaque to the page as the server's: the sort and the row a page ends with. */
export function orderCursor(sort: string, orderId: number): string {
  return btoa(`${sort}:${orderId}`);
}

/** Where in `rows` the row `after` names stands; `null` for a cursor of another sort, of no row, or none at all. */
function cursorIndex(after: string, sort: string, rows: readonly TestOrder[]): number | null {
  let decoded: string;
  try {
    decoded = atob(after);
  } catch {
    return null;
  }
  const [cursorSort, id] = decoded.split(':');
  if (cursorSort !== sort || !/^\d+$/.test(id ?? '')) return null;
  const index = rows.findIndex((order) => order.orderId === Number(id));
  return index === -1 ? null : index;
}

/** The stored delivery address as the API shows it; `null` when there is none. */
function shippingDto(shipping: TestOrder['shipping']) {
  return Object.keys(shipping).length === 0
    ? null
    : {
        responsableName: shipping.responsableName ?? '',
        companyName: shipping.companyName ?? '',
        email: shipping.email ?? '',
        phoneNumber: shipping.phone ?? shipping.phoneNumber ?? '',
        shippingAddress: shipping.shippingAddress ?? '',
        zipCode: shipping.zipCode ?? '',
        city: shipping.city ?? '',
        vatId: shipping.vatId || null,
        orderReference: shipping.orderReference || null,
        country: shipping.country || 'DE',
      };
}

/** The order of the statuses (crates/domain/src/order.rs); `Cancelled` may follow any open one. */
const RANK: Record<OrderStatus, number> = {
  Processing: 0,
  Approved: 1,
  InProduction: 2,
  Shipped: 3,
  Delivered: 4,
  Cancelled: 5,
};

/** What the back office may set; `Approved` is the customer's last approval, never set by hand. */
const SETTABLE: readonly OrderStatus[] = ['InProduction', 'Shipped', 'Delivered', 'Cancelled'];

const TIMELINE_STEP: Partial<Record<OrderStatus, string>> = {
  InProduction: 'inProduction',
  Shipped: 'shipped',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};

/** The domain's transition rules: a refusal (status and text), or `null` when allowed. */
function transitionProblem(order: TestOrder, to: OrderStatus): [409 | 422, string] | null {
  const from = statusOf(order);
  if (from === to) return [422, serverMessages.statusUnchanged];
  if (from === 'Delivered' || from === 'Cancelled') return [422, serverMessages.statusFinal];
  if (order.payementStatus !== 'Paid' && to !== 'Cancelled') return [422, serverMessages.statusUnpaid];
  if (!SETTABLE.includes(to) || (to !== 'Cancelled' && RANK[to] < RANK[from])) {
    return [422, serverMessages.statusChangeNotAllowed.replace('Shipped zu Processing', `${from} zu ${to}`)];
  }
  // Production waits for the customer's approval: the order is fine, its turn has not come.
  if (to === 'InProduction' && from !== 'Approved') return [409, lifecycleMessages.approvalMissing];
  return null;
}

/**
 * The statuses the details offer: the table's next ones. `InProduction` is
 * offered before the approval too; the update then answers 409.
 */
function allowedStatuses(order: TestOrder): OrderStatus[] {
  return SETTABLE.filter((to) => {
    const problem = transitionProblem(order, to);
    return problem === null || problem[0] === 409;
  });
}

/** The answer of `get-order-details` for a stored order (a test may change it and answer it itself). */
export function orderDetailsDto(order: TestOrder): Schemas['OrderDetailsDto'] {
  return {
    orderRow: orderRowDto(order),
    orderLines: order.lines.map((line) => orderLineDto(order, line)),
    shippingDataRow: shippingDto(order.shipping),
    allowedStatuses: allowedStatuses(order),
    qrChecks: order.qrChecks ?? [],
    invoiceFailed: order.invoiceFailed ?? false,
    invoiceDueOn: order.invoiceDueOn ?? null,
    invoicePayments: invoicePaymentsDto(order),
    invoiceLetters: order.invoiceLetters ?? [],
    jobProblems: order.jobProblems ?? [],
    businessBuyerConfirmedAt: null,
    termsVersion: null,
    taxCategory: 'S',
    billingAddress: null,
    vatIdCheck: null,
  };
}

const CARRIER_TRACKING: Record<string, string> = {
  DHL: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=',
  DPD: 'https://tracking.dpd.de/status/de_DE/parcel/',
  Hermes: 'https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#',
  UPS: 'https://www.ups.com/track?loc=de_DE&tracknum=',
  GLS: 'https://gls-group.com/DE/de/paketverfolgung?match=',
  'Deutsche Post': 'https://www.deutschepost.de/de/s/sendungsverfolgung.html?piececode=',
};

/** Texts of this fake only: the contract names no message for these refusals. */
const shipmentMessages = {
  onlyWhenShipped: 'Versanddienstleister und Sendungsnummer gibt es nur mit dem Status Versendet.',
  trackingNumberInvalid: 'Ungültige Sendungsnummer',
  carrierUnknown: 'Unbekannter Versanddienstleister',
} as const;

/** What shipping with `carrier` and `trackingNumber` stores; the tracking page only with both. */
function ship(order: TestOrder, carrier: string | null, trackingNumber: string | null): void {
  const base = carrier === null ? undefined : CARRIER_TRACKING[carrier];
  order.carrier = carrier;
  order.trackingNumber = trackingNumber;
  order.trackingUrl = base === undefined || trackingNumber === null ? null : base + encodeURIComponent(trackingNumber);
}

/** Places a custom order like the API (admins only), or refuses it. */
function placeCustomOrder(body: Schemas['CreateOrderBody']): Schemas['CreatedOrder'] | ErrorAnswer {
  const refusal = adminRefusal();
  if (refusal) return refusal;
  const lines = body.orderLines;
  if (lines.length === 0) return json(serverMessages.orderEmpty, 400);
  const shippingError = shippingProblem(body.shippingInfo);
  if (shippingError !== null) return json(shippingError, 400);
  const taxCategory = taxOf(body);
  if (taxCategory instanceof HttpResponse) return taxCategory;
  const orderId = Math.max(0, ...db.orders.map((order) => order.orderId)) + 1;
  const priced: TestOrderLine[] = [];
  for (const [index, line] of lines.entries()) {
    // Custom orders are laid out by the print shop: no logo needed.
    const result = pricedLine({ ...line, cardLogo: '/uploads/custom-order.png' }, index + 1, orderId * 100 + index + 1);
    if (typeof result === 'string') return json(result, 400);
    priced.push({ ...result, cardLogo: '' });
  }
  // A custom order's code is priced like a shop order's; a refused one stores nothing.
  const quote = body.voucherCode ? voucherQuote(body.voucherCode, priced, taxCategory) : null;
  if (quote !== null && isRefusedQuote(quote)) return voucherRefusalAnswer(quote);
  const { vatCents } = taxedTotal({ lines: priced, discountCents: quote ? quote.discountCents : 0 }, taxCategory);
  const order = seedOrder({
    orderType: 'Costume',
    userId: null,
    lines: priced,
    shipping: storedShipping(body.shippingInfo),
    ...(quote ? { discountCents: quote.discountCents, voucherCode: quote.code } : {}),
  });
  return {
    id: order.orderId,
    totalAmount: order.totalAmount,
    discountCents: order.discountCents ?? 0,
    voucherCode: order.voucherCode ?? null,
    taxCategory,
    vatCents,
    payementStatus: order.payementStatus,
    message: serverMessages.customOrderCreated,
  };
}

const adminHandlers = [
  apiHttp.get('/orderLine/get-valid-orders', ({ request }) => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const sort = new URL(request.url).searchParams.get('sort') ?? 'newest';
    if (sort !== 'newest' && sort !== 'shipBy') return json(INVALID_QUERY, 400);
    const valid = db.orders
      .filter((order) => order.payementStatus === 'Paid' || order.orderType === 'Costume')
      .sort(sort === 'shipBy' ? byShipBy : newestOrderFirst);
    // With `after` the page follows the row it names and `page` is only echoed; without, `page` skips rows.
    const { totalPages, currentPage, limit } = pageOf(request, valid, 8);
    const after = new URL(request.url).searchParams.get('after');
    let start = (currentPage - 1) * limit;
    if (after !== null) {
      const index = cursorIndex(after, sort, valid);
      if (index === null) return json(invalidCursor(after), 400);
      start = index + 1;
    }
    const items = valid.slice(start, start + limit);
    const last = items.at(-1);
    const nextCursor = last !== undefined && start + limit < valid.length ? orderCursor(sort, last.orderId) : null;
    return HttpResponse.json({ orders: items.map(listedOrderDto), totalPages, currentPage, nextCursor });
  }),
  apiHttp.get('/orderLine/get-order-details', ({ request }) => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const orderId = orderIdOf(request, serverMessages.adminOrderNotFound);
    if (typeof orderId !== 'number') return orderId;
    const order = db.orders.find((candidate) => candidate.orderId === orderId);
    if (!order) return json(serverMessages.adminOrderNotFound, 404);
    return HttpResponse.json(orderDetailsDto(order));
  }),
  apiHttp.post('/orderLine/update-order-status', async ({ request }) => {
    const body = await receive('/orderLine/update-order-status', request);
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const update = 'orderUpdate' in body ? body.orderUpdate : body;
    const next = SETTABLE.concat('Processing', 'Approved').find((status) => status === update.orderStatus.trim());
    if (next === undefined) return json(serverMessages.statusUnknown, 400);
    const order = db.orders.find((candidate) => candidate.orderId === update.orderId);
    if (!order) return json(serverMessages.adminOrderNotFound, 404);
    const carrier = update.carrier ?? null;
    const trackingNumber = update.trackingNumber?.trim() ?? null;
    if ((carrier !== null || trackingNumber !== null) && next !== 'Shipped') {
      return json(shipmentMessages.onlyWhenShipped, 422);
    }
    if (carrier !== null && !(carrier in CARRIER_TRACKING)) return json(shipmentMessages.carrierUnknown, 422);
    if (trackingNumber !== null && !/^[A-Za-z0-9 -]{1,40}$/.test(trackingNumber)) {
      return json(shipmentMessages.trackingNumberInvalid, 422);
    }
    const problem = transitionProblem(order, next);
    if (problem !== null) return json(problem[1], problem[0]);
    // Like the API: cancelling a paid order gives the payment back (and issues the credit note); it stays paid.
    if (next === 'Cancelled' && order.payementStatus === 'Paid' && !order.refundedAt) {
      order.refundedAt = new Date().toISOString();
    }
    order.orderStatus = next;
    const step = TIMELINE_STEP[next];
    if (step !== undefined) timelineOf(order).push({ step, at: new Date().toISOString() });
    if (next === 'Shipped') ship(order, carrier, trackingNumber);
    return HttpResponse.json({ orderStatus: next, message: serverMessages.statusUpdated });
  }),
  apiHttp.post('/products/update-product', async ({ request }) => {
    const body = await receive('/products/update-product', request);
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const problem = productEditProblem(body);
    if (problem !== null) return json(problem, 400);
    const index = db.products.findIndex((product) => product.productId === body.productId);
    if (index < 0) return json(serverMessages.productUpdateNotFound, 404);
    const offer = body.specialOffer?.trim() ?? '';
    const product = {
      ...db.products[index],
      name: body.name.trim(),
      description: body.description,
      price: body.price,
      relativePrice: body.relativePrice,
      specialOffer: offer === '' ? null : offer,
      // The server refuses a rule it does not know; the editor only offers these two.
      packingRule: PACKING_RULES.find((rule) => rule === body.packingRule) ?? db.products[index].packingRule,
    };
    db.products[index] = product;
    return HttpResponse.json({ product });
  }),
  apiHttp.get('/samples/get-samples', ({ request }) => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const newestFirst = [...db.samples].sort((a, b) => b.sampleId - a.sampleId);
    const { items, totalPages, currentPage } = pageOf(request, newestFirst, 5);
    return HttpResponse.json({ samples: items, totalPages, currentPage });
  }),
  apiHttp.post('/samples/save-sample', async ({ request }) => {
    const body = await receive('/samples/save-sample', request);
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const fields = 'sample' in body ? body.sample : body;
    const problem =
      fieldProblem('Musternummer', fields.musterNumber, {
        max: [maxLength('sampleNumber'), serverMessages.sampleNumberTooLong],
      }) ??
      fieldProblem('Restaurant', fields.restaurentName, {
        max: [maxLength('restaurantName'), serverMessages.restaurantNameTooLong],
      }) ??
      fieldProblem('Bild', fields.sampleImage);
    if (problem !== null) return json(problem, 400);
    const image = String(fields.sampleImage).trim();
    if (!image.startsWith('/uploads/') && !image.startsWith('https://'))
      return json(serverMessages.sampleImageNotHosted, 400);
    const musterNumber = String(fields.musterNumber).trim();
    if (db.samples.some((sample) => sample.musterNumber === musterNumber)) {
      return json(withParameter(serverMessages.sampleDuplicate, 'MN-1001', musterNumber), 409);
    }
    db.samples.push({
      sampleId: Math.max(0, ...db.samples.map((sample) => sample.sampleId)) + 1,
      musterNumber,
      restaurentName: String(fields.restaurentName).trim(),
      sampleImage: image,
    });
    return json(serverMessages.sampleAdded, 201);
  }),
  apiHttp.delete('/samples/delete-sample-byId', ({ request }) => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const sampleId = Number(new URL(request.url).searchParams.get('sampleId'));
    db.received.push({ path: '/samples/delete-sample-byId', body: { sampleId } });
    const index = db.samples.findIndex((sample) => sample.sampleId === sampleId);
    if (index < 0) return json(serverMessages.sampleDeleteNotFound, 404);
    db.samples.splice(index, 1);
    return HttpResponse.json({ message: serverMessages.sampleRemoved });
  }),
  apiHttp.get('/messages/get-messages', ({ request }) => {
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
  apiHttp.get('/products/get-products-cat/{category}', ({ params }) => {
    const category = Number(params.category);
    return HttpResponse.json(db.products.filter((product) => product.category_id === category));
  }),
  apiHttp.get('/products/get-all-cards', () =>
    HttpResponse.json(db.products.filter((product) => product.kind === 'samplePack')),
  ),
  apiHttp.get('/products/get-product-byId/{id}', ({ params }) => {
    const found = db.products.find((product) => product.productId === Number(params.id));
    return found ? HttpResponse.json(found) : json(serverMessages.productNotFound, 404);
  }),
  apiHttp.get('/products/get-products', () => HttpResponse.json({ products: db.products })),
  apiHttp.get('/samples/get-product-byMNB', ({ request }) => {
    const musterNb = (new URL(request.url).searchParams.get('musterNb') ?? '').trim();
    if (musterNb === '') return json(serverMessages.fieldRequired, 400);
    if ([...musterNb].length > 10) return json(serverMessages.sampleNumberTooLong, 400);
    const sample = db.samples.find((candidate) => candidate.musterNumber === musterNb);
    return sample
      ? HttpResponse.json({ sample })
      : json(withParameter(serverMessages.sampleNotFound, 'XYZ', musterNb), 404);
  }),
  apiHttp.get('/auth/initialCheck', () => HttpResponse.json({ user: db.sessionUser })),
  apiHttp.post('/auth/logout', () => {
    db.received.push({ path: '/auth/logout', body: null });
    db.sessionUser = null;
    return HttpResponse.json({ message: serverMessages.signedOut });
  }),
  ...accountHandlers,
  ...selfServiceHandlers,
  ...wishlistHandlers,
  ...orderHandlers,
  ...lifecycleHandlers,
  ...legalHandlers,
  ...adminHandlers,
  ...onTimeHandlers,
  ...messageHandlers,
  ...voucherAdminHandlers,
  ...qrAdminHandlers,
  ...jobAdminHandlers,
  ...invoiceHandlers,
  ...qrLinkHandlers,
  ...voucherCheckoutHandlers(pricedLine),
  ...euTaxHandlers,
  ...closureHandlers,
  ...deliveryHandlers,
];
