import 'fake-indexeddb/auto';

import { Blob as NodeBlob } from 'node:buffer';

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { SIGN_IN_REDIRECT_MS } from '@/features/auth/components/sign-in-page';
import type { User } from '@/features/auth/types';
import { storeLogo } from '@/features/cart/logo-store';
import type { CartItem } from '@/features/cart/types';
import { db, receivedOn, seedOrder, testPasswords, testUsers } from '@/testing/data';
import { enterText } from '@/testing/enter-text';
import { heldResponse } from '@/testing/held-response';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';

// A 1 x 1 PNG: the fake API, like the real one, checks the bytes.
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const OTHER_LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';

const texts = {
  signInRequired: 'Sie müssen sich anmelden, um mit dem Checkout fortzufahren',
  logoUpload: 'Etwas ist schief gelaufen. Bitte versuchen Sie es noch einmal',
  createOrder:
    'Ihre Bestellung konnte nicht bearbeitet werden. Bitte überprüfen Sie Ihre Informationen und versuchen Sie es erneut',
  sessionNetwork: 'Netzwerkfehler. Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut',
  sessionUnexpected:
    'Ein unerwarteter Fehler ist während der Kaufabwicklung aufgetreten. Bitte versuchen Sie es erneut',
  redirect: 'Ein unerwarteter Fehler ist beim Stripe-Checkout aufgetreten. Bitte versuchen Sie es erneut',
  terms: 'Sie müssen die Allgemeinen Geschäftsbedingungen akzeptieren',
};

// Under jsdom, requests go through Node's fetch, which cannot read jsdom's FormData and Blob
// (jsdom's Blob has no `stream()`): the upload would arrive empty. A browser has one kind of
// each; give the tests Node's, so the bytes the fake API checks are the logo's bytes.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;

beforeEach(() => {
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('FormData', NodeFormData);
});

afterEach(() => {
  vi.unstubAllGlobals();
  // A test that moves the clock leaves it real again, even when it fails or times out half-way.
  vi.useRealTimers();
});

const CHECKOUT_CALLS = ['/images', '/orderLine/create-order', '/orderLine/create-checkout-session'];

function card(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 2,
    name: 'PrimeCard Starter',
    price: 7490,
    quantity: 1,
    productType: 'PrimeProd',
    image: '/demo/products/product-2.svg',
    processingType: PACKED,
    remarks: '',
    musterNum: '',
    templateCat: 'burger',
    address: 'Hauptstraße 5, 41061 Mönchengladbach',
    logo: '',
    url: 'https://pizzeria.example',
    phone: '+49 2161 123456',
    ...overrides,
  };
}

function magnetPack(overrides: Partial<CartItem> = {}): CartItem {
  return card({
    id: 5,
    name: 'Magnete mit Musternummer – 100 Stück',
    price: 4490,
    quantity: 4,
    productType: 'MBNprod',
    image: '/demo/products/pack-5.svg',
    musterNum: 'MN-1002',
    templateCat: '',
    address: '',
    url: '',
    phone: '',
    ...overrides,
  });
}

type Options = { user?: User | null; isGuest?: boolean; items?: CartItem[] };

function renderCheckout({ user = null, isGuest = false, items = [card()] }: Options = {}) {
  return renderApp('/checkout', {
    user,
    preloadedState: { auth: { user, isGuest }, cart: { items, itemCount: items.length } },
  });
}

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

/** Replaces `window.location` for one test, so `assign` can be watched; jsdom cannot leave the page. */
function stubLocation(assign: (url: string) => void = () => undefined) {
  const real = window.location;
  const spy = vi.fn(assign);
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    origin: real.origin,
    href: real.href,
    assign: spy,
  } as unknown as Location);
  return spy;
}

type View = ReturnType<typeof renderCheckout>;

const VALID = {
  Ansprechpartner: 'Luigi Rossi',
  Firmenname: 'Pizzeria Da Luigi',
  'E-Mail': 'luigi@da-luigi.example',
  Telefonnummer: '+49 2161 987654',
  Lieferadresse: 'Bismarckstraße 12',
  PLZ: '41061',
  Stadt: 'Mönchengladbach',
};

async function fillForm({ user }: View, values: Partial<typeof VALID> = VALID) {
  for (const [label, value] of Object.entries(values)) {
    await enterText(user, await screen.findByLabelText(label), value);
  }
}

async function fillAndAccept(view: View) {
  await fillForm(view);
  await view.user.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
  await view.user.click(screen.getByRole('checkbox', { name: /Unternehmer im Sinne von § 14 BGB/ }));
}

function payButton() {
  return screen.getByRole('button', { name: 'Jetzt bezahlen' });
}

function checkoutCalls(): string[] {
  return db.received.map((entry) => entry.path).filter((path) => CHECKOUT_CALLS.includes(path));
}

describe('checkout: who may check out', () => {
  it('asks a visitor to sign in or to check out as a guest, without the form', async () => {
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kasse' })).toBeInTheDocument();
    expect(screen.getByText(texts.signInRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout as Guest' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kontaktinformationen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jetzt bezahlen' })).not.toBeInTheDocument();
  });

  it("'Sign In' remembers /checkout, and signing in comes back to the pre-filled form", async () => {
    const view = renderCheckout();
    await view.user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(view.router.state.location.pathname).toBe('/sign-in');
    expect(window.sessionStorage.getItem('primecards.redirectPath')).toBe('/checkout');

    await view.user.type(await screen.findByLabelText('E-Mail'), testUsers.customer.email);
    await view.user.type(screen.getByLabelText('Passwort'), testPasswords.customer);
    // The redirect's timer starts with the answer: a fake clock from here on, following real time, which
    // the test moves on by the redirect's delay instead of waiting for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await view.user.click(screen.getByRole('button', { name: 'Einloggen' }));

    // The sign-in page moves on SIGN_IN_REDIRECT_MS after its message.
    await screen.findByText(serverMessages.signInSucceeded);
    act(() => {
      vi.advanceTimersByTime(SIGN_IN_REDIRECT_MS);
    });
    expect(view.router.state.location.pathname).toBe('/checkout');
    expect(await screen.findByRole('heading', { name: 'Kontaktinformationen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Firmenname')).toHaveValue(testUsers.customer.companyName);
    expect(screen.getByLabelText('E-Mail')).toHaveValue(testUsers.customer.email);
  });

  it("'Checkout as Guest' shows the form and keeps the choice for this tab", async () => {
    const view = renderCheckout();
    await view.user.click(await screen.findByRole('button', { name: 'Checkout as Guest' }));
    expect(await screen.findByRole('heading', { name: 'Kontaktinformationen' })).toBeInTheDocument();
    expect(screen.queryByText(texts.signInRequired)).not.toBeInTheDocument();
    expect(view.store.getState().auth.isGuest).toBe(true);
    expect(window.sessionStorage.getItem('primecards.guest')).toBe('true');
    expect(screen.getByLabelText('Firmenname')).toHaveValue('');
  });

  it('pre-fills company, e-mail and phone from the signed-in account', async () => {
    renderCheckout({ user: { ...testUsers.customer, phone: '+49 170 1234567' } });
    expect(await screen.findByLabelText('Firmenname')).toHaveValue('Pizzeria Roma');
    expect(screen.getByLabelText('E-Mail')).toHaveValue('kunde@example.test');
    expect(screen.getByLabelText('Telefonnummer')).toHaveValue('+49 170 1234567');
    expect(screen.getByLabelText('Ansprechpartner')).toHaveValue('');
    expect(screen.getByLabelText('Telefonnummer')).toHaveAttribute('placeholder', '+49 170 1234567');
    expect(screen.getByLabelText('Lieferadresse')).toHaveAttribute('placeholder', 'Straße Nr. /PLZ/ Ort');
  });

  it('shows a notice with a link to the shop instead of the form when the cart is empty', async () => {
    renderCheckout({ isGuest: true, items: [] });
    expect(await screen.findByText('Ihr Warenkorb ist leer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum PrimeShop' })).toHaveAttribute('href', '/prime-shop');
    expect(screen.queryByRole('button', { name: 'Jetzt bezahlen' })).not.toBeInTheDocument();
  });
});

describe('checkout: the form', () => {
  it('shows no message before a field was touched', async () => {
    renderCheckout({ isGuest: true });
    await screen.findByRole('heading', { name: 'Kontaktinformationen' });
    expect(screen.queryByText('Pflichtfeld')).not.toBeInTheDocument();
    expect(screen.queryByText(texts.terms)).not.toBeInTheDocument();
  });

  it.each(Object.keys(VALID))("says 'Pflichtfeld' for an empty %s once touched", async (label) => {
    const view = renderCheckout({ isGuest: true });
    const input = await screen.findByLabelText(label);
    await view.user.click(input);
    await view.user.tab();
    expect(await screen.findByText('Pflichtfeld')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Pflichtfeld');
  });

  it.each([
    ['E-Mail', 'luigi@pizzeria', 'Ungültige E-Mail'],
    ['Telefonnummer', '0170-ABC', 'Ungültige Telefonnummer'],
    ['Telefonnummer', '+49 170 1234567 89012', 'Die Telefonnummer darf nicht länger als 20 Zeichen sein'],
    ['Firmenname', 'P'.repeat(31), 'Der Firmenname darf nicht länger als 30 Zeichen sein'],
    ['Ansprechpartner', 'L'.repeat(61), 'Der Name darf nicht länger als 60 Zeichen sein'],
    ['Lieferadresse', 'S'.repeat(101), 'Die Lieferadresse darf nicht länger als 100 Zeichen sein'],
    ['PLZ', '4'.repeat(11), 'Die PLZ darf nicht länger als 10 Zeichen sein'],
    ['Stadt', 'M'.repeat(61), 'Die Stadt darf nicht länger als 60 Zeichen sein'],
  ])('checks %s: %j -> %s', async (label, value, message) => {
    const view = renderCheckout({ isGuest: true });
    const input = await screen.findByLabelText(label);
    await view.user.type(input, value);
    await view.user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();

    await view.user.clear(input);
    await view.user.type(input, VALID[label as keyof typeof VALID]);
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('accepts exactly 30 characters of company name', async () => {
    const view = renderCheckout({ isGuest: true });
    await view.user.type(await screen.findByLabelText('Firmenname'), 'P'.repeat(30));
    await view.user.tab();
    await waitFor(() => expect(screen.getByLabelText('Firmenname')).not.toHaveAttribute('aria-invalid'));
  });

  it('refuses to pay until the terms are accepted, and links them', async () => {
    const view = renderCheckout({ isGuest: true });
    await fillForm(view);
    expect(screen.getByRole('link', { name: /Allgemeinen Geschäftsbedingungen/ })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );

    await view.user.click(payButton());
    expect(await screen.findByText(texts.terms)).toBeInTheDocument();
    expect(checkoutCalls()).toEqual([]);

    await view.user.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
    await waitFor(() => expect(screen.queryByText(texts.terms)).not.toBeInTheDocument());
  });

  it("refuses an emoji in the company name with the server's text at the field and calls nothing", async () => {
    const message = 'Dieses Zeichen kann nicht gedruckt werden: „🍕“. Bitte verwenden Sie lateinische Buchstaben.';
    const view = renderCheckout({ isGuest: true });
    await fillAndAccept(view);
    const company = screen.getByLabelText('Firmenname');
    await view.user.clear(company);
    await view.user.type(company, 'Pizza 🍕 GmbH');
    await view.user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription(message);

    await view.user.click(payButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(checkoutCalls()).toEqual([]);
  });

  it('refuses a bidi override in the street as a control character', async () => {
    const view = renderCheckout({ isGuest: true });
    const street = await screen.findByLabelText('Lieferadresse');
    await view.user.type(street, 'Bismarckstraße\u202e 12');
    await view.user.tab();
    expect(await screen.findByText('Dieses Feld enthält unzulässige Steuerzeichen.')).toBeInTheDocument();
    expect(street).toHaveAttribute('aria-invalid', 'true');
  });

  it('submitting an empty form shows every required message and calls nothing', async () => {
    const view = renderCheckout({ isGuest: true });
    await view.user.click(await screen.findByRole('button', { name: 'Jetzt bezahlen' }));
    expect(await screen.findAllByText('Pflichtfeld')).toHaveLength(7);
    expect(screen.getByText(texts.terms)).toBeInTheDocument();
    expect(checkoutCalls()).toEqual([]);
  });
});

describe('checkout: the order summary', () => {
  it('counts a bottle opener by the piece', async () => {
    const opener = card({
      id: 7,
      name: 'Flaschenöffner Premium',
      price: 4490,
      quantity: 2,
      templateCat: '',
      processingType: '',
    });
    renderCheckout({ isGuest: true, items: [opener] });
    const summary = within(await screen.findByRole('complementary', { name: 'Bestellübersicht' }));
    const [line] = summary.getAllByRole('listitem');
    expect(line).toHaveTextContent('Menge: 2');
    expect(line).toHaveTextContent('44,90 € / Stück');
    expect(line).not.toHaveTextContent(/Paket|Vorlage/);
  });

  it('lists each line and totals with 19 % VAT rounded half up to the cent', async () => {
    // 74,90 + 4 x 44,90 = 254,50 €; 19 % of it is 48,355 € -> 48,36 € (half up), total 302,86 €.
    renderCheckout({ isGuest: true, items: [card({ cardsPerPack: 50 }), magnetPack()] });
    const summary = within(await screen.findByRole('complementary', { name: 'Bestellübersicht' }));

    const lines = summary.getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('PrimeCard Starter');
    expect(lines[0]).toHaveTextContent('Vorlage: Burger');
    expect(lines[0]).toHaveTextContent('Menge: 1 Paket (50 Karten)');
    expect(lines[0]).toHaveTextContent('74,90 € / Paket');
    // The designed card's picture is the design itself; the pack keeps its product image.
    expect(
      within(lines[0]).getByRole('img', { name: 'Ihr Entwurf: Vorlage Burger, Tel. +49 2161 123456' }),
    ).toBeInTheDocument();
    expect(lines[1]).toHaveTextContent('Magnete mit Musternummer – 100 Stück');
    // A line from a cart that does not know its pack size yet counts packs only.
    expect(lines[1]).toHaveTextContent('Menge: 4 Pakete');
    expect(lines[1]).not.toHaveTextContent('Magnete)');
    expect(lines[1]).toHaveTextContent('44,90 € / Paket');
    expect(lines[1].querySelector('img')).toHaveAttribute('src', '/demo/products/pack-5.svg');
    expect(lines[1]).toHaveTextContent('179,60 €');

    expect(summary.getByText('Zwischensumme').nextSibling).toHaveTextContent('254,50 €');
    expect(summary.getByText('19 % MwSt').nextSibling).toHaveTextContent('48,36 €');
    expect(summary.getByText('Versand').nextSibling).toHaveTextContent('Kostenlos');
    expect(summary.getByText('Gesamt').nextSibling).toHaveTextContent('302,86 €');
  });
});

describe('checkout: paying', () => {
  it('uploads each logo once, creates the order, opens the payment and leaves for it', async () => {
    const assign = stubLocation();
    const logo = await storeLogo(LOGO);
    const items = [
      card({ logo }),
      card({ id: 3, name: 'PrimeCard Business', price: 10490, logo, quantity: 2 }),
      magnetPack(),
    ];
    const view = renderCheckout({ isGuest: true, items });
    await fillAndAccept(view);
    await view.user.click(payButton());

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/local/cs_test_1'));
    expect(checkoutCalls()).toEqual(['/images', '/orderLine/create-order', '/orderLine/create-checkout-session']);
    expect(receivedOn('/images')).toEqual([{ name: 'logo.png', type: 'image/png', size: 70 }]);
    const logoUrl = db.uploads[0].secureUrl;

    expect(receivedOn('/orderLine/create-order')).toEqual([
      {
        orderType: 'Normal',
        userId: null,
        shippingInfo: {
          responsableName: 'Luigi Rossi',
          companyName: 'Pizzeria Da Luigi',
          email: 'luigi@da-luigi.example',
          phone: '+49 2161 987654',
          shippingAddress: 'Bismarckstraße 12',
          zipCode: '41061',
          city: 'Mönchengladbach',
        },
        billingAddress: null,
        businessBuyer: true,
        orderLines: [
          {
            productId: 2,
            productType: 'PrimeProd',
            qte: 1,
            processingType: PACKED,
            remarks: '',
            musterNumber: '',
            template: 'burger',
            address: 'Hauptstraße 5, 41061 Mönchengladbach',
            phone: '+49 2161 123456',
            url: 'https://pizzeria.example',
            cardLogo: logoUrl,
            name: 'PrimeCard Starter',
            UnitPrice: 7490,
          },
          expect.objectContaining({ productId: 3, qte: 2, cardLogo: logoUrl, UnitPrice: 10490 }),
          expect.objectContaining({
            productId: 5,
            productType: 'MBNprod',
            qte: 4,
            musterNumber: 'MN-1002',
            cardLogo: '',
          }),
        ],
      },
    ]);
    expect(receivedOn('/orderLine/create-checkout-session')).toEqual([
      {
        orderId: 1,
        stripeOrderLine: [
          { name: 'PrimeCard Starter', quantity: 1, price: 7490 },
          { name: 'PrimeCard Business', quantity: 2, price: 10490 },
          { name: 'Magnete mit Musternummer – 100 Stück', quantity: 4, price: 4490 },
        ],
      },
    ]);

    // The cart stays until the payment is confirmed; the button stays busy while the browser leaves.
    expect(view.store.getState().cart.items).toHaveLength(3);
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAttribute('aria-busy', 'true');
    expect(toasts().queryAllByRole('status')).toHaveLength(0);
  });

  it('uploads two different logos once each and sends the signed-in user', async () => {
    const assign = stubLocation();
    const first = await storeLogo(LOGO);
    const second = await storeLogo(OTHER_LOGO);
    const items = [
      card({ logo: first }),
      card({ id: 1, name: 'Flaschenöffner Classic', processingType: '', logo: second }),
    ];
    const view = renderCheckout({ user: testUsers.customer, items });
    await fillAndAccept(view);
    await view.user.click(payButton());

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(checkoutCalls()).toEqual([
      '/images',
      '/images',
      '/orderLine/create-order',
      '/orderLine/create-checkout-session',
    ]);
    const [order] = receivedOn('/orderLine/create-order') as { userId: number; orderLines: { cardLogo: string }[] }[];
    expect(order.userId).toBe(testUsers.customer.userId);
    expect(order.orderLines.map((line) => line.cardLogo)).toEqual(db.uploads.map((upload) => upload.secureUrl));
  });

  it('shows a loader on the disabled button while working', async () => {
    const assign = stubLocation();
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/api/orderLine/create-order', async () => {
        await answered;
        const order = seedOrder();
        return HttpResponse.json(
          { id: order.orderId, totalAmount: order.totalAmount, message: serverMessages.orderCreated },
          { status: 201 },
        );
      }),
    );
    const view = renderCheckout({ isGuest: true, items: [magnetPack()] });
    await fillAndAccept(view);
    await view.user.click(payButton());

    await waitFor(() => expect(payButton()).toBeDisabled());
    expect(payButton()).toHaveAttribute('aria-busy', 'true');
    expect(payButton().querySelector('.spinner')).not.toBeNull();
    expect(assign).not.toHaveBeenCalled();

    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/local/cs_test_1'));
  });

  it('a double click places one order', async () => {
    const assign = stubLocation();
    // The order stays on its way until every click has landed.
    const order = heldResponse();
    server.use(
      http.post('/api/orderLine/create-order', async ({ request }) => {
        db.received.push({ path: '/orderLine/create-order', body: await request.json() });
        await order.held;
        return HttpResponse.json({ id: 1, totalAmount: 21372, message: serverMessages.orderCreated }, { status: 201 });
      }),
    );
    seedOrder();
    const view = renderCheckout({ isGuest: true, items: [magnetPack()] });
    await fillAndAccept(view);

    // Both clicks land before React re-renders the disabled button.
    act(() => {
      fireEvent.click(payButton());
      fireEvent.click(payButton());
    });
    await view.user.dblClick(payButton());
    await waitFor(() => expect(receivedOn('/orderLine/create-order')).toHaveLength(1));
    order.release();

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(receivedOn('/orderLine/create-order')).toHaveLength(1);
    expect(receivedOn('/orderLine/create-checkout-session')).toHaveLength(1);
  });

  it('aborts with the §8 text and creates no order when a logo upload fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = stubLocation();
    server.use(
      http.post('/api/images', () => HttpResponse.json({ message: serverMessages.serverError }, { status: 500 })),
    );
    const logo = await storeLogo(LOGO);
    const view = renderCheckout({ isGuest: true, items: [card({ logo })] });
    await fillAndAccept(view);
    await view.user.click(payButton());

    expect(await toasts().findByText(texts.logoUpload)).toBeInTheDocument();
    expect(toasts().getAllByRole('status')).toHaveLength(1);
    expect(receivedOn('/orderLine/create-order')).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(payButton()).toBeEnabled());
  });

  it('aborts the same way when a logo is no longer in this browser, without uploading', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubLocation();
    const view = renderCheckout({ isGuest: true, items: [card({ logo: `idb:logo:${'e'.repeat(64)}` })] });
    await fillAndAccept(view);
    await view.user.click(payButton());

    expect(await toasts().findByText(texts.logoUpload)).toBeInTheDocument();
    expect(checkoutCalls()).toEqual([]);
  });

  it("tells the order failure with the server's reason and opens no payment", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = stubLocation();
    // A card without a logo: the API refuses the line.
    const view = renderCheckout({ isGuest: true, items: [card({ logo: '' })] });
    await fillAndAccept(view);
    await view.user.click(payButton());

    expect(await toasts().findByText(`${texts.createOrder}. ${serverMessages.orderLogoMissing}`)).toBeInTheDocument();
    expect(toasts().getAllByRole('status')).toHaveLength(1);
    expect(receivedOn('/orderLine/create-checkout-session')).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(payButton()).toBeEnabled());
  });

  it('leaves an expired session to the common handler: one warning, then /sign-in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = stubLocation();
    const view = renderCheckout({ user: testUsers.customer, items: [magnetPack()] });
    await fillAndAccept(view);
    db.sessionUser = null;
    await view.user.click(payButton());

    expect(
      await toasts().findByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an'),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/sign-in'));
    expect(toasts().getAllByRole('status')).toHaveLength(1);
    expect(receivedOn('/orderLine/create-checkout-session')).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('tells the order failure alone when the server answers with a generic error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubLocation();
    server.use(
      http.post('/api/orderLine/create-order', () =>
        HttpResponse.json({ message: serverMessages.serverError }, { status: 500 }),
      ),
    );
    const view = renderCheckout({ isGuest: true, items: [magnetPack()] });
    await fillAndAccept(view);
    await view.user.click(payButton());

    expect(await toasts().findByText(texts.createOrder)).toBeInTheDocument();
    expect(toasts().getAllByRole('status')).toHaveLength(1);
  });

  it.each([
    [
      'the server’s text',
      () => HttpResponse.json({ message: serverMessages.orderAlreadyPaid }, { status: 409 }),
      serverMessages.orderAlreadyPaid,
    ],
    ['the network text without an answer', () => HttpResponse.error(), texts.sessionNetwork],
    ['the checkout text for anything else', () => new HttpResponse('kaputt', { status: 200 }), texts.sessionUnexpected],
  ])('a failed payment session shows %s', async (_case, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = stubLocation();
    server.use(http.post('/api/orderLine/create-checkout-session', answer));
    const view = renderCheckout({ isGuest: true, items: [magnetPack()] });
    await fillAndAccept(view);
    await view.user.click(payButton());

    expect(await toasts().findByText(message)).toBeInTheDocument();
    expect(toasts().getAllByRole('status')).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
    expect(view.store.getState().cart.items).toHaveLength(1);
  });

  it('trying again after a failed payment session sends the same logo URL, uploading nothing twice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = stubLocation();
    server.use(http.post('/api/orderLine/create-checkout-session', () => HttpResponse.error(), { once: true }));
    const logo = await storeLogo(LOGO);
    const view = renderCheckout({ isGuest: true, items: [card({ logo })] });
    await fillAndAccept(view);
    await view.user.click(payButton());
    expect(await toasts().findByText(texts.sessionNetwork)).toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());

    await view.user.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(receivedOn('/images')).toHaveLength(1);
    const orders = receivedOn('/orderLine/create-order') as { orderLines: { cardLogo: string }[] }[];
    expect(orders.map((order) => order.orderLines[0].cardLogo)).toEqual([
      db.uploads[0].secureUrl,
      db.uploads[0].secureUrl,
    ]);
  });

  it('shows the payment-redirect text when leaving for the payment page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubLocation(() => {
      throw new Error('navigation blocked');
    });
    const view = renderCheckout({ isGuest: true, items: [magnetPack()] });
    await fillAndAccept(view);
    await view.user.click(payButton());

    expect(await toasts().findByText(texts.redirect)).toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
  });
});

describe('checkout: one Idempotency-Key per attempt to place the order', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  /** The Idempotency-Key of every create-order request, in order. */
  function createOrderKeys(): (string | null)[] {
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/orderLine/create-order')
        keys.push(request.headers.get('Idempotency-Key'));
    });
    return keys;
  }

  async function payAndFailToCreate(view: View) {
    await view.user.click(payButton());
    expect(await toasts().findByText(texts.createOrder)).toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
  }

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('/api/orderLine/create-order', () => HttpResponse.error(), { once: true }));
  });

  afterEach(() => {
    server.events.removeAllListeners();
  });

  it('sends the same key when the same order is sent again after a failure', async () => {
    const assign = stubLocation();
    const keys = createOrderKeys();
    const view = renderCheckout({ isGuest: true, items: [magnetPack()] });
    await fillAndAccept(view);
    await payAndFailToCreate(view);

    await view.user.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends a new key once the order was changed', async () => {
    const assign = stubLocation();
    const keys = createOrderKeys();
    const view = renderCheckout({ isGuest: true, items: [magnetPack()] });
    await fillAndAccept(view);
    await payAndFailToCreate(view);

    await fillForm(view, { Firmenname: 'Pizzeria Da Mario' });
    await view.user.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('sends the same key again after a failed payment session, so the order is placed once', async () => {
    server.resetHandlers();
    server.use(http.post('/api/orderLine/create-checkout-session', () => HttpResponse.error(), { once: true }));
    const assign = stubLocation();
    const keys = createOrderKeys();
    const view = renderCheckout({ isGuest: true, items: [magnetPack()] });
    await fillAndAccept(view);
    await view.user.click(payButton());
    expect(await toasts().findByText(texts.sessionNetwork)).toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());

    await view.user.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(db.orders).toHaveLength(1);
    expect(receivedOn('/orderLine/create-checkout-session')).toEqual([expect.objectContaining({ orderId: 1 })]);
    // On its way to pay, the attempt is over: the next order gets a new key.
    expect(window.sessionStorage.getItem('primecards.checkoutAttempt')).toBeNull();
  });
});

describe('checkout: USt-IdNr. and order reference for the invoice', () => {
  const VAT_ID = 'USt-IdNr. (optional)';
  const REFERENCE = 'Ihre Bestellreferenz (optional)';
  const invalidVatId = 'Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE136695976).';
  const referenceTooLong = 'Die Bestellreferenz darf nicht länger als 35 Zeichen sein';

  type ShippingInfo = Record<string, unknown>;

  function sentShipping(): ShippingInfo[] {
    return (receivedOn('/orderLine/create-order') as { shippingInfo: ShippingInfo }[]).map((body) => body.shippingInfo);
  }

  it.each([
    ['a guest', { isGuest: true }],
    ['a signed-in customer', { user: testUsers.customer }],
  ] as const)('offers both as optional, empty fields to %s', async (_who, options) => {
    const view = renderCheckout(options);
    const vatId = await screen.findByLabelText(VAT_ID);
    const reference = screen.getByLabelText(REFERENCE);
    expect(vatId).toHaveValue('');
    expect(reference).toHaveValue('');
    expect(vatId).toHaveAttribute('placeholder', 'z. B. DE136695976');

    // Optional: touched and left empty, neither says 'Pflichtfeld' (the required 'Stadt' beside them does).
    await view.user.click(screen.getByLabelText('Stadt'));
    await view.user.click(vatId);
    await view.user.click(reference);
    await view.user.tab();
    expect(await screen.findByText('Pflichtfeld')).toBeInTheDocument();
    expect(screen.getAllByText('Pflichtfeld')).toHaveLength(1);
    expect(screen.getByLabelText('Stadt')).toHaveAttribute('aria-invalid', 'true');
    expect(vatId).not.toHaveAttribute('aria-invalid');
    expect(reference).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    [VAT_ID, 'DE12345678', invalidVatId, 'de 312 456 782'],
    [VAT_ID, 'GR123456789', invalidVatId, 'EL123456789'],
    [VAT_ID, 'ATU1234567', invalidVatId, 'ATU12345678'],
    [VAT_ID, '123456789', invalidVatId, 'NL123456789B01'],
    [REFERENCE, 'R'.repeat(36), referenceTooLong, 'R'.repeat(35)],
  ])('checks %s: %j -> %s, and accepts %j', async (label, bad, message, good) => {
    const view = renderCheckout({ isGuest: true });
    const input = await screen.findByLabelText(label);
    await view.user.type(input, bad);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await view.user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);

    await view.user.clear(input);
    await view.user.type(input, good);
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('counts the reference after trimming: 35 characters between spaces are fine', async () => {
    const view = renderCheckout({ isGuest: true });
    const input = await screen.findByLabelText(REFERENCE);
    await view.user.type(input, `  ${'R'.repeat(35)}  `);
    await view.user.tab();
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(referenceTooLong)).not.toBeInTheDocument();
  });

  it('pays nothing while the USt-IdNr. is not a valid one', async () => {
    stubLocation();
    const view = renderCheckout({ isGuest: true, items: [magnetPack()] });
    await fillAndAccept(view);
    await view.user.type(screen.getByLabelText(VAT_ID), 'DE 123');
    await view.user.click(payButton());

    expect(await screen.findByText(invalidVatId)).toBeInTheDocument();
    expect(checkoutCalls()).toEqual([]);
  });

  it('sends the USt-IdNr. compacted and the reference trimmed as vatId and orderReference', async () => {
    const assign = stubLocation();
    const view = renderCheckout({ isGuest: true, items: [magnetPack()] });
    await fillAndAccept(view);
    await view.user.type(screen.getByLabelText(VAT_ID), ' de 312.456-782 ');
    await view.user.type(screen.getByLabelText(REFERENCE), '  PO-4711 / Filiale Nord  ');
    await view.user.click(payButton());

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(sentShipping()).toEqual([
      {
        responsableName: 'Luigi Rossi',
        companyName: 'Pizzeria Da Luigi',
        email: 'luigi@da-luigi.example',
        phone: '+49 2161 987654',
        shippingAddress: 'Bismarckstraße 12',
        zipCode: '41061',
        city: 'Mönchengladbach',
        vatId: 'DE312456782',
        orderReference: 'PO-4711 / Filiale Nord',
      },
    ]);
    expect(db.orders[0].shipping).toMatchObject({ vatId: 'DE312456782', orderReference: 'PO-4711 / Filiale Nord' });
  });

  it('sends them for a signed-in customer too', async () => {
    const assign = stubLocation();
    const view = renderCheckout({ user: testUsers.customer, items: [magnetPack()] });
    await fillAndAccept(view);
    await view.user.type(screen.getByLabelText(VAT_ID), 'ATU12345678');
    await view.user.type(screen.getByLabelText(REFERENCE), 'Bestellung März');
    await view.user.click(payButton());

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(sentShipping()).toEqual([
      expect.objectContaining({ vatId: 'ATU12345678', orderReference: 'Bestellung März' }),
    ]);
  });

  it('leaves both out of the body when not given (or only blanks)', async () => {
    const assign = stubLocation();
    const view = renderCheckout({ isGuest: true, items: [magnetPack()] });
    await fillAndAccept(view);
    await view.user.type(screen.getByLabelText(VAT_ID), ' - ');
    await view.user.type(screen.getByLabelText(REFERENCE), '   ');
    await view.user.click(payButton());

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const [shipping] = sentShipping();
    expect(shipping).not.toHaveProperty('vatId');
    expect(shipping).not.toHaveProperty('orderReference');
    expect(shipping).toHaveProperty('city', 'Mönchengladbach');
  });
});
