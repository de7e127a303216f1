/**
 * 'Express-Produktion' in the cart and in checkout: one choice (the cart's),
 * priced by the server with its delivery promise. Ticked, the summaries show
 * the surcharge as a line of its own and in the net, VAT and total, the
 * promise is asked for express, and the order is placed with `express: true`.
 */
import 'fake-indexeddb/auto';

import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import type { CartItem } from '@/features/cart/types';
import { apiHttp } from '@/testing/api-http';
import { receivedOn } from '@/testing/data';
import { deliveryPromiseFor, deliveryTexts } from '@/testing/delivery-handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const EXPLANATION =
  'Versand am nächsten Werktag nach Zahlung und Freigabe. Verpassen wir den Termin, erstatten wir den Zuschlag.';

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

/** Sample magnets need no logo: the order goes through without an upload. */
const magnets: CartItem = {
  ...line,
  id: 5,
  name: 'Magnete mit Musternummer – 100 Stück',
  price: 3990,
  productType: 'MBNprod',
  image: '/demo/products/pack-5.svg',
  musterNum: 'MN-1002',
  templateCat: '',
  address: '',
  url: '',
  phone: '',
};

const guest = { auth: { user: null, isGuest: true } };

function renderCart(express = false) {
  return renderApp('/shopping-cart', {
    preloadedState: { ...guest, cart: { items: [line], itemCount: 1, ...(express ? { express } : {}) } },
  });
}

function renderCheckout(express = false, items: CartItem[] = [line]) {
  return renderApp('/checkout', {
    preloadedState: { ...guest, cart: { items, itemCount: items.length, ...(express ? { express } : {}) } },
  });
}

/** The rows of the totals in `region`, label -> amount, in their order. */
function totalsIn(region: HTMLElement): [string, string][] {
  return Array.from(region.querySelectorAll('dl > div'), (row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}

function overview() {
  return screen.getByRole('complementary', { name: 'Überblick' });
}

function summary() {
  return screen.getByRole('complementary', { name: 'Bestellübersicht' });
}

function expressBox() {
  return screen.getByRole('checkbox', { name: /^Express-Produktion/ });
}

/** The server names a surcharge of `cents` with each promise. */
function surchargeOf(cents: number) {
  return apiHttp.get('/delivery-promise', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const promise = deliveryPromiseFor(params.get('country') ?? 'DE', params.get('express') === 'true');
    return HttpResponse.json({ ...promise, expressSurcharge: cents });
  });
}

/** Replaces `window.location` for one test, so `assign` can be watched; jsdom cannot leave the page. */
function stubLocation() {
  const real = window.location;
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    origin: real.origin,
    href: real.href,
    assign,
  } as unknown as Location);
  return assign;
}

const VALID = {
  Ansprechpartner: 'Luigi Rossi',
  Firmenname: 'Pizzeria Da Luigi',
  'E-Mail': 'luigi@da-luigi.example',
  Telefonnummer: '+49 2161 987654',
  Lieferadresse: 'Bismarckstraße 12',
  PLZ: '41061',
  Stadt: 'Mönchengladbach',
};

async function fillAndAccept({ user }: ReturnType<typeof renderCheckout>) {
  for (const [label, value] of Object.entries(VALID)) {
    await user.type(await screen.findByLabelText(label), value);
  }
  await user.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
  await user.click(screen.getByRole('checkbox', { name: /Unternehmer im Sinne von § 14 BGB/ }));
}

describe("'Express-Produktion' in the cart", () => {
  it('adds the surcharge as its own line and to the totals once ticked, and asks for the express promise', async () => {
    const { user, store } = renderCart();
    expect(await within(overview()).findByText(deliveryTexts.germany)).toBeInTheDocument();
    const box = await screen.findByRole('checkbox', { name: 'Express-Produktion + 29,90 € zzgl. MwSt.' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(EXPLANATION);
    expect(totalsIn(overview())).toEqual([
      ['Zwischensumme', '74,90 €'],
      ['19 % MwSt', '14,23 €'],
      ['Versand', 'Kostenlos'],
      ['Gesamt', '89,13 €'],
    ]);

    await user.click(box);
    expect(box).toBeChecked();
    // 74,90 € + 29,90 € = 104,80 €; 19 % of it is 19,912 € -> 19,91 €.
    expect(totalsIn(overview())).toEqual([
      ['Express-Produktion', '29,90 €'],
      ['Zwischensumme', '104,80 €'],
      ['19 % MwSt', '19,91 €'],
      ['Versand', 'Kostenlos'],
      ['Gesamt', '124,71 €'],
    ]);
    expect(await within(overview()).findByText(deliveryTexts.germanyExpress)).toBeInTheDocument();
    expect(receivedOn('/delivery-promise')).toEqual([
      { country: 'DE', express: 'false' },
      { country: 'DE', express: 'true' },
    ]);
    expect(store.getState().cart.express).toBe(true);

    await user.click(box);
    expect(await within(overview()).findByText(deliveryTexts.germany)).toBeInTheDocument();
    expect(totalsIn(overview())[0]).toEqual(['Zwischensumme', '74,90 €']);
    expect(store.getState().cart.express).toBeUndefined();
  });

  it("shows the server's price, never one of its own", async () => {
    server.use(surchargeOf(3490));
    const { user } = renderCart();
    await user.click(await screen.findByRole('checkbox', { name: 'Express-Produktion + 34,90 € zzgl. MwSt.' }));
    // 74,90 € + 34,90 € = 109,80 €; 19 % of it is 20,862 € -> 20,86 €.
    expect(totalsIn(overview())).toEqual([
      ['Express-Produktion', '34,90 €'],
      ['Zwischensumme', '109,80 €'],
      ['19 % MwSt', '20,86 €'],
      ['Versand', 'Kostenlos'],
      ['Gesamt', '130,66 €'],
    ]);
  });

  it('shows the box without a price until the server named it, and adds nothing meanwhile', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      apiHttp.get('/delivery-promise', async () => {
        await answered;
        return HttpResponse.json(deliveryPromiseFor('DE', true));
      }),
    );
    renderCart(true);
    const box = await screen.findByRole('checkbox', { name: 'Express-Produktion' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(EXPLANATION);
    expect(totalsIn(overview())[0]).toEqual(['Zwischensumme', '74,90 €']);

    answer();
    expect(await screen.findByRole('checkbox', { name: 'Express-Produktion + 29,90 € zzgl. MwSt.' })).toBeChecked();
    expect(totalsIn(overview())[0]).toEqual(['Express-Produktion', '29,90 €']);
  });

  it('carries the choice into checkout, and back', async () => {
    const { user, router } = renderCart();
    await user.click(await screen.findByRole('checkbox', { name: /^Express-Produktion \+ 29,90 €/ }));
    await user.click(within(overview()).getByRole('link', { name: 'Zur Kasse gehen' }));
    expect(router.state.location.pathname).toBe('/checkout');

    expect(await screen.findByText(deliveryTexts.germanyExpress)).toBeInTheDocument();
    expect(expressBox()).toBeChecked();
    await waitFor(() => expect(totalsIn(summary())[0]).toEqual(['Express-Produktion', '29,90 €']));

    await user.click(expressBox());
    act(() => router.navigate('/shopping-cart'));
    expect(await screen.findByRole('checkbox', { name: /^Express-Produktion/ })).not.toBeChecked();
  });
});

describe("'Express-Produktion' in checkout", () => {
  it('sits above the delivery promise it changes, and the summary adds the surcharge once ticked', async () => {
    const { user } = renderCheckout();
    const promise = await screen.findByText(deliveryTexts.germany);
    const box = await screen.findByRole('checkbox', { name: 'Express-Produktion + 29,90 € zzgl. MwSt.' });
    expect(box.compareDocumentPosition(promise) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(totalsIn(summary())[0]).toEqual(['Zwischensumme', '74,90 €']);

    await user.click(box);
    expect(await screen.findByText(deliveryTexts.germanyExpress)).toBeInTheDocument();
    expect(totalsIn(summary())).toEqual([
      ['Express-Produktion', '29,90 €'],
      ['Zwischensumme', '104,80 €'],
      ['19 % MwSt', '19,91 €'],
      ['Versand', 'Kostenlos'],
      ['Gesamt', '124,71 €'],
    ]);
  });

  it('asks the promise for the delivery country with the choice, and keeps the price', async () => {
    const { user } = renderCheckout(true);
    expect(await screen.findByText(deliveryTexts.germanyExpress)).toBeInTheDocument();
    await user.selectOptions(screen.getAllByLabelText('Land')[0], 'Niederlande');
    expect(await screen.findByText(deliveryTexts.abroadExpress)).toBeInTheDocument();
    expect(receivedOn('/delivery-promise')).toEqual([
      { country: 'DE', express: 'true' },
      { country: 'NL', express: 'true' },
    ]);
    expect(expressBox()).toHaveAccessibleName('Express-Produktion + 29,90 € zzgl. MwSt.');
  });

  it('places the order with express: true when ticked', async () => {
    const assign = stubLocation();
    const view = renderCheckout(false, [magnets]);
    await fillAndAccept(view);
    await view.user.click(await screen.findByRole('checkbox', { name: /^Express-Produktion \+ 29,90 €/ }));
    await view.user.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/local/cs_test_1'));
    expect(receivedOn('/orderLine/create-order')).toEqual([expect.objectContaining({ express: true })]);
  });

  it('places the order without express when not ticked', async () => {
    const assign = stubLocation();
    const view = renderCheckout(false, [magnets]);
    await fillAndAccept(view);
    expect(await screen.findByRole('checkbox', { name: /^Express-Produktion/ })).not.toBeChecked();
    await view.user.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/local/cs_test_1'));
    const [body] = receivedOn('/orderLine/create-order');
    expect(body).toEqual(expect.objectContaining({ orderType: 'Normal' }));
    expect(body).not.toHaveProperty('express');
  });
});
