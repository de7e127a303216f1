import { http, HttpResponse } from 'msw';

import { db, seedWish } from './data';

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
];
