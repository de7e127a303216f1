/**
 * Where the delivery promise is shown: beneath a product's order form, in
 * the cart's overview between the totals and the checkout button, and in
 * checkout beside the order button for the delivery country of the form.
 * When the server cannot promise, the pages go on without it.
 */
import 'fake-indexeddb/auto';

import { screen, waitFor, within } from '@testing-library/react';

import type { CartItem } from '@/features/cart/types';
import { receivedOn } from '@/testing/data';
import { answerDeliveryPromise, deliveryTexts } from '@/testing/delivery-handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const LOADING = 'Liefertermin wird ermittelt …';

const line: CartItem = {
  id: 2,
  name: 'PrimeCard Starter',
  price: 7490,
  quantity: 1,
  productType: 'PrimeProd',
  image: '/demo/products/product-2.svg',
  processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
  remarks: '',
  musterNum: '',
  templateCat: 'burger',
  address: 'Hauptstraße 5, 41061 Mönchengladbach',
  logo: '',
  url: 'https://pizzeria.example',
  phone: '+49 2161 123456',
};

const withCart = { cart: { items: [line], itemCount: 1 } };

function renderCart() {
  return renderApp('/shopping-cart', { preloadedState: withCart });
}

function renderCheckout() {
  return renderApp('/checkout', { preloadedState: { auth: { user: null, isGuest: true }, ...withCart } });
}

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

/** The shipping 'Land' (the billing address has one of its own). */
function deliveryCountry() {
  return screen.getAllByLabelText('Land')[0];
}

describe('the delivery promise on the pages', () => {
  it("is shown beneath a card's order form", async () => {
    renderApp('/prime-shop/primeCardsDetails/2');
    const promise = await screen.findByText(deliveryTexts.germany);
    const form = screen.getByRole('form', { name: 'Bestellformular' });
    expect(form.compareDocumentPosition(promise) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(receivedOn('/delivery-promise')).toEqual([{ country: 'DE', express: 'false' }]);
  });

  it('is shown on a magnet page', async () => {
    renderApp('/prime-shop/MBNCardsDetails/5');
    expect(await screen.findByText(deliveryTexts.germany)).toBeInTheDocument();
  });

  it("is shown in the cart's overview, above the checkout button", async () => {
    renderCart();
    const overview = await screen.findByRole('complementary', { name: 'Überblick' });
    const promise = await within(overview).findByText(deliveryTexts.germany);
    const checkout = within(overview).getByRole('link', { name: 'Zur Kasse gehen' });
    expect(promise.compareDocumentPosition(checkout) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(receivedOn('/delivery-promise')).toEqual([{ country: 'DE', express: 'false' }]);
  });

  it('is not asked for by an empty cart', async () => {
    renderApp('/shopping-cart');
    expect(await screen.findByText('Sie haben noch keine Produkte platziert')).toBeInTheDocument();
    expect(screen.queryByText(deliveryTexts.germany)).not.toBeInTheDocument();
    expect(receivedOn('/delivery-promise')).toEqual([]);
  });

  it('is shown in checkout above the order button, for Germany until another country is chosen', async () => {
    const { user } = renderCheckout();
    const promise = await screen.findByText(deliveryTexts.germany);
    const pay = screen.getByRole('button', { name: 'Jetzt bezahlen' });
    expect(promise.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(receivedOn('/delivery-promise')).toEqual([{ country: 'DE', express: 'false' }]);

    await user.selectOptions(deliveryCountry(), 'Niederlande');
    expect(await screen.findByText(deliveryTexts.abroad)).toBeInTheDocument();
    expect(screen.queryByText(deliveryTexts.germany)).not.toBeInTheDocument();
    expect(receivedOn('/delivery-promise')).toEqual([
      { country: 'DE', express: 'false' },
      { country: 'NL', express: 'false' },
    ]);

    // Back to Germany: the promise asked before is shown again.
    await user.selectOptions(deliveryCountry(), 'Deutschland');
    expect(await screen.findByText(deliveryTexts.germany)).toBeInTheDocument();
  });

  it('leaves the cart usable, without a message, when the server cannot promise', async () => {
    server.use(answerDeliveryPromise({ status: 500 }));
    const { user, router } = renderCart();
    const overview = await screen.findByRole('complementary', { name: 'Überblick' });
    await waitFor(() => expect(receivedOn('/delivery-promise')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(LOADING)).not.toBeInTheDocument());
    expect(screen.queryByText(deliveryTexts.germany)).not.toBeInTheDocument();
    expect(toasts().queryAllByRole('status')).toHaveLength(0);

    await user.click(within(overview).getByRole('link', { name: 'Zur Kasse gehen' }));
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('leaves checkout usable, without a message, when the server cannot promise', async () => {
    server.use(answerDeliveryPromise({ status: 500 }));
    renderCheckout();
    const pay = await screen.findByRole('button', { name: 'Jetzt bezahlen' });
    await waitFor(() => expect(receivedOn('/delivery-promise')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(LOADING)).not.toBeInTheDocument());
    expect(screen.queryByText(deliveryTexts.germany)).not.toBeInTheDocument();
    expect(toasts().queryAllByRole('status')).toHaveLength(0);
    expect(pay).toBeEnabled();
  });
});
