import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

function offersList() {
  return screen.getByRole('list', { name: 'Prime-Shop-Angebote' });
}

describe('shop home', () => {
  it('loads the Prime Cards (category 2) by default', async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requested.push(new URL(request.url).pathname);
    });
    renderApp('/prime-shop');

    expect(screen.getByRole('tab', { name: 'Prime Cards' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Prime-Shop-Angebote' });
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['PrimeCard Starter', 'PrimeCard Business', 'PrimeCard Plus']);
    expect(within(list).getByText('49,90 €')).toBeInTheDocument();
    expect(within(list).getAllByText('exkl. MwSt')).toHaveLength(3);
    expect(
      within(list)
        .getAllByText(/Karten pro Paket$/)
        .map((text) => text.textContent),
    ).toEqual(['50 Karten pro Paket', '100 Karten pro Paket', '150 Karten pro Paket']);
    expect(requested).toContain('/api/products/get-products-cat/2');
    expect(requested).not.toContain('/api/products/get-products-cat/3');
    server.events.removeAllListeners();
  });

  it('loads the bottle openers (category 3) after clicking Flaschenöffner', async () => {
    const { user } = renderApp('/prime-shop');
    await screen.findByRole('list', { name: 'Prime-Shop-Angebote' });

    await user.click(screen.getByRole('tab', { name: 'Flaschenöffner' }));

    expect(screen.getByRole('tab', { name: 'Flaschenöffner' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Prime Cards' })).toHaveAttribute('aria-selected', 'false');
    await waitFor(() =>
      expect(
        within(offersList())
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Flaschenöffner Classic', 'Flaschenöffner Premium']),
    );
    expect(within(offersList()).queryByText('PrimeCard Starter')).not.toBeInTheDocument();
    // A bottle opener is no pack.
    expect(within(offersList()).queryByText(/pro Paket/)).not.toBeInTheDocument();
  });

  it('lists the sample-number packs and links every card to its detail route', async () => {
    renderApp('/prime-shop');
    const samples = await screen.findByRole('list', { name: 'Für Kunden mit Musternummer' });
    const links = within(samples).getAllByRole('link', { name: /View Details/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/prime-shop/MBNCardsDetails/5',
      '/prime-shop/MBNCardsDetails/6',
    ]);
    expect(within(samples).getByText('250 Magnete pro Paket')).toBeInTheDocument();

    const offers = await screen.findByRole('list', { name: 'Prime-Shop-Angebote' });
    expect(within(offers).getByRole('link', { name: 'View Details: PrimeCard Starter' })).toHaveAttribute(
      'href',
      '/prime-shop/primeCardsDetails/2',
    );
  });

  it('opens the detail page when a product card is clicked', async () => {
    const { user, router } = renderApp('/prime-shop');
    const offers = await screen.findByRole('list', { name: 'Prime-Shop-Angebote' });
    await user.click(within(offers).getByRole('link', { name: 'View Details: PrimeCard Business' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'PrimeCard Business' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prime-shop/primeCardsDetails/3');
  });

  it('shows claims and benefits', async () => {
    renderApp('/prime-shop');
    for (const text of [
      '+250 überzeugte Kunden',
      '+550 versendete PrimeCards',
      '95% Kundenzufriedenheit',
      'Kostenloser Versand',
      'Schnelle Lieferung',
      'Sonderaktionen',
      'Kundensupport',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await screen.findByRole('list', { name: 'Prime-Shop-Angebote' });
  });

  it('shows a German error with a working retry when loading fails', async () => {
    let fail = true;
    server.use(
      http.get('/api/products/get-products-cat/:category', ({ params }) =>
        fail
          ? HttpResponse.json({ message: 'Kategorie nicht verfügbar' }, { status: 400 })
          : HttpResponse.json([
              {
                productId: 2,
                name: 'PrimeCard Starter',
                description: '',
                price: 4990,
                category_id: Number(params.category),
                kind: 'card',
                packingRule: 'any',
                image: '/demo/products/product-2.svg',
                imagePack: null,
                relativePrice: 0,
                specialOffer: null,
                artikelNum: 'PC-1',
              },
            ]),
      ),
    );
    const { user } = renderApp('/prime-shop');

    expect(await screen.findByText('Die Produkte konnten nicht geladen werden.')).toBeInTheDocument();
    // The common handler also announces the server's message.
    expect(await screen.findByText('Kategorie nicht verfügbar')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'PrimeCard Starter' })).toBeInTheDocument();
  });
});
