import 'fake-indexeddb/auto';

import { screen, waitFor, within } from '@testing-library/react';

import { renderApp } from '@/testing/render';

import { storeLogo } from '../logo-store';
import type { CartItem } from '../types';

const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function line(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 2,
    name: 'PrimeCard Starter',
    price: 7490,
    quantity: 2,
    productType: 'PrimeProd',
    image: '/demo/products/product-2.svg',
    processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
    remarks: 'Bitte Logo größer',
    musterNum: '',
    templateCat: 'burger',
    address: 'Musterstraße 1, 41061 MG',
    logo: '',
    url: 'https://pizzeria.example',
    phone: '+49 170 1234567',
    ...overrides,
  };
}

const bottleOpener = (): CartItem =>
  line({
    id: 7,
    name: 'Flaschenöffner Premium',
    price: 4490,
    quantity: 1,
    image: '/demo/products/product-7.svg',
    processingType: '',
    remarks: '',
    templateCat: '',
    address: '',
    phone: '',
    url: '',
  });

function renderCart(items: CartItem[]) {
  return renderApp('/shopping-cart', { preloadedState: { cart: { items, itemCount: items.length } } });
}

function row(name: string) {
  const cell = screen.getByText(name, { selector: 'p' });
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`no row for ${name}`);
  return within(tr);
}

describe('cart page', () => {
  it('shows the empty state with a link to the shop', async () => {
    renderCart([]);
    expect(await screen.findByText('Sie haben noch keine Produkte platziert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt einkaufen!' })).toHaveAttribute('href', '/prime-shop');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists every line with type, unit price, quantity and subtotal, and the design', async () => {
    const logo = await storeLogo(LOGO);
    renderCart([line({ logo }), bottleOpener()]);

    const table = await screen.findByRole('table', { name: 'Produkte im Warenkorb' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Produkt', 'Typ', 'Preis', 'Menge', 'Zwischensumme', 'Entfernen']);

    const card = row('PrimeCard Starter');
    expect(card.getByText('Magnete einzeln in LDPE Tütchen verpackt')).toBeInTheDocument();
    expect(card.getByText('74,90 € / Paket')).toBeInTheDocument();
    expect(card.getByText('149,80 €')).toBeInTheDocument();
    // A line from before the pack sizes counts its packs only.
    expect(card.getByText('2 Pakete')).toBeInTheDocument();
    expect(card.getByRole('spinbutton', { name: 'Menge: PrimeCard Starter' })).toHaveValue(2);
    expect(card.getByRole('spinbutton', { name: 'Menge: PrimeCard Starter' })).toBeDisabled();
    expect(card.getByText('Burger')).toBeInTheDocument();
    expect(card.getByText('Musterstraße 1, 41061 MG')).toBeInTheDocument();
    expect(card.getByText('+49 170 1234567')).toBeInTheDocument();
    expect(card.getByText('https://pizzeria.example')).toBeInTheDocument();
    expect(card.getByText('Bitte Logo größer')).toBeInTheDocument();
    expect(await card.findByRole('img', { name: 'Logo für PrimeCard Starter' })).toHaveAttribute('src', LOGO);

    const opener = row('Flaschenöffner Premium');
    expect(opener.getByText('—')).toBeInTheDocument();
    expect(opener.getAllByText('44,90 €')).toHaveLength(2);
    expect(opener.queryByText(/Paket/)).not.toBeInTheDocument();
  });

  it('shows the sample number of a magnet line', async () => {
    renderCart([
      line({ productType: 'MBNprod', id: 5, name: 'Magnete – 100 Stück', musterNum: 'MN-1002', templateCat: '' }),
    ]);
    const magnet = row('Magnete – 100 Stück');
    expect(magnet.getByText('Musternummer')).toBeInTheDocument();
    expect(magnet.getByText('MN-1002')).toBeInTheDocument();
    expect(magnet.queryByText('Vorlage')).not.toBeInTheDocument();
  });

  it('names the short link a reordered line prints again, as its own line', async () => {
    const error = vi.spyOn(console, 'error');
    renderCart([
      line({ qrMode: 'short', qrLink: 'https://shop.example/q/ABCDEFGH23' }),
      line({ qrMode: 'short', quantity: 1 }),
      line({ qrMode: 'direct', quantity: 3 }),
    ]);

    const table = await screen.findByRole('table', { name: 'Produkte im Warenkorb' });
    const lines = within(table).getAllByRole('row').slice(1);
    expect(
      lines.map((tr) => within(tr).queryByText(/^QR-Code wie bisher/, { selector: 'p' })?.textContent ?? null),
    ).toEqual(['QR-Code wie bisher: https://shop.example/q/ABCDEFGH23', null, null]);
    expect(lines.map((tr) => within(tr).getByRole('spinbutton').getAttribute('value'))).toEqual(['2', '1', '3']);
    // Three lines of the cart, three rows: none shares another's key.
    expect(error).not.toHaveBeenCalled();
  });

  it('says so when a line’s logo is no longer stored', async () => {
    renderCart([line({ logo: `idb:logo:${'e'.repeat(64)}` })]);
    expect(
      await screen.findByText(
        'Logo nicht mehr verfügbar – bitte entfernen Sie die Position und legen Sie das Produkt erneut in den Warenkorb.',
      ),
    ).toBeInTheDocument();
  });

  it('totals the cart with 19 % VAT and free shipping', async () => {
    renderCart([line(), bottleOpener()]);
    const overview = within(await screen.findByRole('complementary', { name: 'Überblick' }));
    // 2 x 74,90 + 44,90 = 194,70; VAT 36,993 -> 36,99; total 231,69.
    expect(overview.getByText('Zwischensumme').nextSibling).toHaveTextContent('194,70 €');
    expect(overview.getByText('19 % MwSt').nextSibling).toHaveTextContent('36,99 €');
    expect(overview.getByText('Versand').nextSibling).toHaveTextContent('Kostenlos');
    expect(overview.getByText('Gesamt').nextSibling).toHaveTextContent('231,69 €');
    expect(overview.getByRole('link', { name: 'Zur Kasse gehen' })).toHaveAttribute('href', '/checkout');
    expect(overview.getByRole('link', { name: 'Zurück zum Einkaufen' })).toHaveAttribute('href', '/prime-shop');
  });

  it('changes the quantity of a line within 1..15 and updates the totals', async () => {
    const { user, store } = renderCart([line({ quantity: 14 })]);
    const card = row('PrimeCard Starter');
    const increase = card.getByRole('button', { name: 'Menge erhöhen: PrimeCard Starter' });
    await user.click(increase);
    expect(card.getByRole('spinbutton', { name: 'Menge: PrimeCard Starter' })).toHaveValue(15);
    expect(increase).toBeDisabled();
    expect(card.getByText('1.123,50 €')).toBeInTheDocument();
    expect(store.getState().cart.items[0].quantity).toBe(15);

    const decrease = card.getByRole('button', { name: 'Menge verringern: PrimeCard Starter' });
    for (let i = 0; i < 14; i++) await user.click(decrease);
    expect(store.getState().cart.items[0].quantity).toBe(1);
    expect(decrease).toBeDisabled();
    expect(JSON.parse(window.localStorage.getItem('shopping-cart') ?? '{}').items[0].quantity).toBe(1);
  });

  it('removes a line with a toast, and shows the empty state after the last one', async () => {
    const { user, store } = renderCart([line(), bottleOpener()]);
    await user.click(await screen.findByRole('button', { name: 'Entfernen: Flaschenöffner Premium' }));
    expect(await screen.findByText('Produkt aus dem Warenkorb entfernt')).toBeInTheDocument();
    expect(screen.queryByText('Flaschenöffner Premium', { selector: 'p' })).not.toBeInTheDocument();
    expect(store.getState().cart.itemCount).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Entfernen: PrimeCard Starter' }));
    await waitFor(() => expect(screen.getByText('Sie haben noch keine Produkte platziert')).toBeInTheDocument());
    expect(store.getState().cart).toEqual({ items: [], itemCount: 0 });
  });
});
