import { screen } from '@testing-library/react';

import { renderApp } from '@/testing/render';

describe('product detail routes', () => {
  it.each(['abc', '0', '-3', '2abc'])('sends productId %s to /404, replacing the history entry', async (id) => {
    const { router } = renderApp(`/prime-shop/primeCardsDetails/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ressource nicht gefunden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('applies the same rule to the magnet pages', async () => {
    const { router } = renderApp('/prime-shop/MBNCardsDetails/abc');
    await screen.findByRole('heading', { level: 1, name: 'Ressource nicht gefunden' });
    expect(router.state.location.pathname).toBe('/404');
  });

  it('shows the not-found page for an id the API does not know', async () => {
    const { router } = renderApp('/prime-shop/primeCardsDetails/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ressource nicht gefunden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prime-shop/primeCardsDetails/999');
    // A 404 handled by the page is not also announced as a toast.
    expect(screen.queryByText('Produkt nicht gefunden')).not.toBeInTheDocument();
  });

  it('shows the product header of a card with its size and special offer', async () => {
    renderApp('/prime-shop/primeCardsDetails/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'PrimeCard Starter' })).toBeInTheDocument();
    expect(screen.getByText('49,90 €')).toBeInTheDocument();
    expect(screen.getByText('exkl. MwSt')).toBeInTheDocument();
    expect(screen.getByText('50 Karten pro Paket')).toBeInTheDocument();
    expect(screen.getByText('PrimeCard Starter: Beschreibung für Tests.')).toBeInTheDocument();
    expect(
      screen.getByText('Größe: 4,5 cm x 7,5 cm, abgerundete Ecken, weiße matte PVC-Druckfläche'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Geeignet für alle Metalloberflächen außer Aluminium, Gold, Kupfer und Silber.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Jetzt 10 % Rabatt auf die erste Bestellung')).toBeInTheDocument();
    // A card's left column is the designer (template preview), its order form sits in the right column.
    expect(screen.getByRole('img', { name: 'Vorlage Baguette' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Bestellformular' })).toBeInTheDocument();
  });

  it('states no card size for a bottle opener', async () => {
    renderApp('/prime-shop/primeCardsDetails/7');
    await screen.findByRole('heading', { level: 1, name: 'Flaschenöffner Premium' });
    expect(screen.queryByText(/4,5 cm x 7,5 cm/)).not.toBeInTheDocument();
    expect(screen.queryByText(/pro Paket/)).not.toBeInTheDocument();
  });

  it('shows the pack image on a magnet page', async () => {
    renderApp('/prime-shop/MBNCardsDetails/5');
    const name = 'Magnete mit Musternummer – 100 Stück';
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Verpackung: ${name}` })).toHaveAttribute(
      'src',
      '/demo/products/pack-5.svg',
    );
    expect(screen.getByText('100 Magnete pro Paket')).toBeInTheDocument();
  });
});
