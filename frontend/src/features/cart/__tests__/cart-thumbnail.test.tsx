import 'fake-indexeddb/auto';

import { screen, waitFor, within } from '@testing-library/react';

import type * as renderCard from '@/lib/card-design/render-card';
import { renderCardThumbnail } from '@/lib/card-design/render-card';
import { templateUrl } from '@/lib/card-design/templates';
import { heldResponse } from '@/testing/held-response';
import { renderApp } from '@/testing/render';

import { storeLogo } from '../logo-store';
import type { CartItem } from '../types';

vi.mock('@/lib/card-design/render-card', async (importOriginal) => ({
  ...(await importOriginal<typeof renderCard>()),
  // jsdom has no 2D canvas and loads no images: the drawing itself is tested in the browser journeys.
  renderCardThumbnail: vi.fn(),
}));

const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function designedCard(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 2,
    name: 'PrimeCard Starter',
    price: 7490,
    quantity: 5,
    productType: 'PrimeProd',
    image: '/demo/products/product-2.svg',
    processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
    remarks: '',
    musterNum: '',
    templateCat: 'burger',
    address: 'Hauptstr. 12 /41061/ Mönchengladbach',
    logo: '',
    url: 'www.pizzeria.example',
    phone: '02161 123456',
    qrMode: 'short',
    cardsPerPack: 100,
    ...overrides,
  };
}

function renderCart(items: CartItem[]) {
  return renderApp('/shopping-cart', { preloadedState: { cart: { items, itemCount: items.length } } });
}

function row(name: string) {
  const tr = screen.getByText(name, { selector: 'p' }).closest('tr');
  if (!tr) throw new Error(`no row for ${name}`);
  return within(tr);
}

beforeEach(() => {
  vi.mocked(renderCardThumbnail).mockReset().mockResolvedValue(undefined);
});

describe('the cart line of a designed card', () => {
  it('shows the design itself as its picture, with its stored logo', async () => {
    const logo = await storeLogo(LOGO);
    renderCart([designedCard({ logo })]);
    await screen.findByRole('table', { name: 'Produkte im Warenkorb' });

    const picture = await row('PrimeCard Starter').findByRole('img', {
      name: 'Ihr Entwurf: Vorlage Burger, Tel. 02161 123456',
    });
    expect(picture.tagName).toBe('CANVAS');
    await waitFor(() =>
      expect(renderCardThumbnail).toHaveBeenLastCalledWith(picture, {
        templateUrl: templateUrl('burger'),
        logo: LOGO,
        address: 'Hauptstr. 12 /41061/ Mönchengladbach',
        phone: '02161 123456',
        url: 'www.pizzeria.example',
        shortLink: null,
      }),
    );
    expect(screen.queryByRole('img', { name: '' })).not.toBeInTheDocument();
    expect(document.querySelector('img[src="/demo/products/product-2.svg"]')).toBeNull();
  });

  it('counts its packs in cards and prices the pack', async () => {
    renderCart([designedCard()]);
    const card = row('PrimeCard Starter');
    expect(await card.findByText('5 Pakete = 500 Karten')).toBeInTheDocument();
    expect(card.getByText('74,90 € / Paket')).toBeInTheDocument();
    expect(card.getByText('Vorlage')).toBeInTheDocument();
    expect(card.getByText('Burger')).toBeInTheDocument();
  });

  it('draws the short link a reordered line prints again', async () => {
    renderCart([designedCard({ logo: 'https://cdn.example/logo.png', qrLink: 'https://shop.example/q/ABCDEFGH23' })]);
    await screen.findByRole('table', { name: 'Produkte im Warenkorb' });
    await waitFor(() =>
      expect(renderCardThumbnail).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.objectContaining({
          logo: 'https://cdn.example/logo.png',
          shortLink: 'https://shop.example/q/ABCDEFGH23',
        }),
      ),
    );
  });

  it('falls back to the product image, still named for the design, when the design cannot be drawn', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The drawing fails only once the test lets it: the canvas it is drawn on cannot be gone before it is found.
    const drawing = heldResponse();
    vi.mocked(renderCardThumbnail).mockImplementation(async () => {
      await drawing.held;
      throw new Error('no canvas');
    });
    renderCart([designedCard()]);
    const picture = await screen.findByRole('img', { name: 'Ihr Entwurf: Vorlage Burger, Tel. 02161 123456' });
    expect(picture.tagName).toBe('CANVAS');
    drawing.release();
    await waitFor(() => expect(picture).not.toBeInTheDocument());
    const fallback = screen.getByRole('img', { name: 'Ihr Entwurf: Vorlage Burger, Tel. 02161 123456' });
    expect(fallback).toHaveAttribute('src', '/demo/products/product-2.svg');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
