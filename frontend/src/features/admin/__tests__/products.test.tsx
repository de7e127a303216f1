import { screen, within } from '@testing-library/react';

import { db, testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';

import { categoryLabel } from '../components/products-page';

describe('categoryLabel', () => {
  it("labels category 2 'Card' and every other category 'Bottle Opener'", () => {
    expect(categoryLabel(2)).toBe('Card');
    expect(categoryLabel(3)).toBe('Bottle Opener');
    expect(categoryLabel(4)).toBe('Bottle Opener');
  });
});

describe('admin products', () => {
  it('lists every product with image, name, price and category label', async () => {
    renderApp('/admin/dashboard/products', { user: testUsers.admin });
    const table = await screen.findByRole('table', { name: 'Produktliste' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(db.products.length);

    const starter = within(rows[1]);
    expect(starter.getByRole('rowheader')).toHaveTextContent('PrimeCard Starter');
    expect(starter.getByText('49,90 €')).toBeInTheDocument();
    expect(starter.getByText('Card')).toBeInTheDocument();
    expect(starter.getByRole('img', { name: 'Produktbild: PrimeCard Starter' })).toHaveAttribute(
      'src',
      '/demo/products/product-2.svg',
    );

    const labels = rows.map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByText(/^(Card|Bottle Opener)$/).textContent,
    ]);
    expect(labels).toEqual([
      ['Flaschenöffner Classic', 'Bottle Opener'],
      ['PrimeCard Starter', 'Card'],
      ['PrimeCard Business', 'Card'],
      ['PrimeCard Plus', 'Card'],
      ['Magnete mit Musternummer – 100 Stück', 'Bottle Opener'],
      ['Magnete mit Musternummer – 250 Stück', 'Bottle Opener'],
      ['Flaschenöffner Premium', 'Bottle Opener'],
    ]);
  });
});
