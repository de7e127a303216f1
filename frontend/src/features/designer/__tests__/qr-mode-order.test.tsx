/** The QR mode chosen in the designer travels with the cart line into `POST /orderLine/create-order`. */
import { screen, waitFor } from '@testing-library/react';

import type { CartLine } from '@/lib/cart-line';
import { receivedOn } from '@/testing/data';
import { renderApp } from '@/testing/render';

function line(overrides: Partial<CartLine>): CartLine {
  return {
    id: 2,
    name: 'PrimeCard Starter',
    price: 4990,
    quantity: 1,
    productType: 'PrimeProd',
    image: '/demo/products/product-2.svg',
    processingType: 'Magnete nicht einzeln verpackt',
    remarks: '',
    musterNum: '',
    templateCat: 'burger',
    address: 'Hauptstraße 5, 41061 Mönchengladbach',
    // Hosted already: nothing to upload.
    logo: '/uploads/logo.png',
    url: 'www.pizzeria.example',
    phone: '+49 2161 123456',
    ...overrides,
  };
}

const SHIPPING = {
  Ansprechpartner: 'Luigi Rossi',
  Firmenname: 'Pizzeria Da Luigi',
  'E-Mail': 'luigi@da-luigi.example',
  Telefonnummer: '+49 2161 987654',
  Lieferadresse: 'Bismarckstraße 12',
  PLZ: '41061',
  Stadt: 'Mönchengladbach',
};

it('sends every line’s QR mode with the order; a line of an older cart sends none', async () => {
  const real = window.location;
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ origin: real.origin, href: real.href, assign } as never);
  const items = [
    line({ qrMode: 'direct' }),
    line({ id: 7, name: 'Flaschenöffner Premium', processingType: '', templateCat: '', qrMode: 'short' }),
    line({ id: 3, name: 'PrimeCard Business' }),
  ];
  const { user } = renderApp('/checkout', {
    preloadedState: { auth: { user: null, isGuest: true }, cart: { items, itemCount: items.length } },
  });
  for (const [label, value] of Object.entries(SHIPPING)) await user.type(await screen.findByLabelText(label), value);
  await user.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
  await user.click(screen.getByRole('checkbox', { name: /Unternehmer im Sinne von § 14 BGB/ }));
  await user.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));

  await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  const [order] = receivedOn('/orderLine/create-order') as { orderLines: Record<string, unknown>[] }[];
  expect(order.orderLines.map((sent) => [sent.productId, sent.qrMode])).toEqual([
    [2, 'direct'],
    [7, 'short'],
    [3, undefined],
  ]);
});
