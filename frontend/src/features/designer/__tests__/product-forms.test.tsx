import 'fake-indexeddb/auto';

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { db, receivedOn, testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';

const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';
const NOT_PACKED = 'Magnete nicht einzeln verpackt';
const SHORT = 'QR-Code mit änderbarem Kurzlink (empfohlen)';
const DIRECT = 'QR-Code führt fest zur eingegebenen URL';

const orderForm = () => within(screen.getByRole('form', { name: 'Bestellformular' }));

async function open(route: string, options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(route, options);
  const user = userEvent.setup({ applyAccept: false });
  await screen.findByRole('form', { name: 'Bestellformular' });
  return { ...view, user };
}

async function leave(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const field = orderForm().getByLabelText(label);
  await user.clear(field);
  if (value) await user.type(field, value);
  await user.tab();
}

describe('bottle opener page (category 3)', () => {
  beforeEach(() => {
    const opener = db.products.find((product) => product.productId === 7);
    if (opener) opener.imagePack = '/demo/products/product-7-back.svg';
  });

  it('shows front and back as a carousel, no preview and the other-product form', async () => {
    const { user } = await open('/prime-shop/primeCardsDetails/7');
    const views = screen.getByRole('radiogroup', { name: 'Produktansichten' });
    expect(
      within(views)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['front', 'back']);
    expect(screen.getByRole('img', { name: 'Flaschenöffner Premium – Vorderseite' })).toHaveAttribute(
      'src',
      '/demo/products/product-7.svg',
    );
    await user.click(within(views).getByRole('radio', { name: 'Rückseite' }));
    expect(screen.getByRole('img', { name: 'Flaschenöffner Premium – Rückseite' })).toHaveAttribute(
      'src',
      '/demo/products/product-7-back.svg',
    );

    expect(screen.queryByRole('form', { name: 'Vorschauformular' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anwenden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Vorlage wählen' })).not.toBeInTheDocument();

    const order = orderForm();
    expect(order.getByLabelText('QR Code URL')).toBeInTheDocument();
    expect(order.getByLabelText('Logo')).toHaveAttribute('type', 'file');
    expect(order.getByLabelText('Hinweise')).toBeInTheDocument();
    expect(order.getByLabelText('Menge')).toBeDisabled();
    expect(order.queryByLabelText('Verarbeitung')).not.toBeInTheDocument();
    expect(order.getByRole('button', { name: 'Add To WishList' })).toBeInTheDocument();
    expect(order.getByRole('button', { name: 'In den Warenkorb' })).toBeInTheDocument();
  });

  it('shows its messages once touched', async () => {
    const { user } = await open('/prime-shop/primeCardsDetails/7');
    expect(screen.queryByText('Pflichtfeld')).not.toBeInTheDocument();
    await leave(user, 'QR Code URL', `www.${'a'.repeat(34)}.de`);
    expect(orderForm().getByText('Die Url der Website darf nicht länger als 40 Zeichen sein')).toBeInTheDocument();
    expect(orderForm().getByLabelText('QR Code URL')).toHaveAttribute('aria-invalid', 'true');
    // The URL is optional here.
    await leave(user, 'QR Code URL', '');
    expect(orderForm().getByLabelText('QR Code URL')).not.toHaveAttribute('aria-invalid');

    orderForm().getByLabelText('Logo').focus();
    await user.tab();
    expect(await orderForm().findByText('Pflichtfeld')).toBeInTheDocument();
    expect(orderForm().getByLabelText('Logo')).toHaveAttribute('aria-invalid', 'true');

    await user.upload(orderForm().getByLabelText('Logo'), new File(['hello'], 'logo.png', { type: 'image/png' }));
    expect(
      await orderForm().findByText('Nicht unterstützter Dateityp. Bitte laden Sie ein JPG, PNG oder WEBP Bild hoch.'),
    ).toBeInTheDocument();
  });

  it('adds a bottle opener with its logo, at the product price and without packing', async () => {
    const { user, store } = await open('/prime-shop/primeCardsDetails/7');
    await user.type(orderForm().getByLabelText('QR Code URL'), 'www.kneipe.de');
    await user.upload(orderForm().getByLabelText('Logo'), new File([PNG_1X1], 'logo.png', { type: 'image/png' }));
    await orderForm().findByText('Ausgewählt: logo.png');
    // A bottle opener is no pack: its total only.
    const sums = within(orderForm().getByRole('group', { name: 'Ihre Auswahl' }));
    expect(sums.getByText('Gesamt: 44,90 € exkl. MwSt')).toBeInTheDocument();
    expect(sums.queryByText(/Paket|pro /)).not.toBeInTheDocument();
    await user.click(orderForm().getByRole('button', { name: 'In den Warenkorb' }));

    expect(await screen.findByText('Produkt zum Warenkorb hinzugefügt')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([
      {
        id: 7,
        name: 'Flaschenöffner Premium',
        price: 4490,
        quantity: 1,
        productType: 'PrimeProd',
        image: '/demo/products/product-7.svg',
        processingType: '',
        remarks: '',
        musterNum: '',
        templateCat: '',
        address: '',
        logo: expect.stringMatching(/^idb:logo:[0-9a-f]{64}$/),
        url: 'www.kneipe.de',
        phone: '',
        qrMode: 'short',
        cardsPerPack: 1,
      },
    ]);
  });

  it('offers the short link by default and says where the code will lead while the URL is typed', async () => {
    const { user, store } = await open('/prime-shop/primeCardsDetails/7');
    const group = orderForm().getByRole('group', { name: 'Art des QR-Codes' });
    expect(within(group).getByRole('radio', { name: SHORT })).toBeChecked();
    expect(orderForm().queryByText(/QR-Code führt zu/)).not.toBeInTheDocument();

    await user.type(orderForm().getByLabelText('QR Code URL'), 'www.kneipe.de');
    expect(
      await orderForm().findByText('QR-Code führt zu: https://shop.example/q/XXXXXXXXXX → https://www.kneipe.de'),
    ).toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: DIRECT }));
    expect(orderForm().getByText('QR-Code führt zu: https://www.kneipe.de')).toBeInTheDocument();

    await user.upload(orderForm().getByLabelText('Logo'), new File([PNG_1X1], 'logo.png', { type: 'image/png' }));
    await orderForm().findByText('Ausgewählt: logo.png');
    await user.click(orderForm().getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText('Produkt zum Warenkorb hinzugefügt')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([expect.objectContaining({ url: 'www.kneipe.de', qrMode: 'direct' })]);
  });

  it('needs a logo before adding', async () => {
    const { user, store } = await open('/prime-shop/primeCardsDetails/7');
    await user.click(orderForm().getByRole('button', { name: 'In den Warenkorb' }));
    expect(await orderForm().findByText('Pflichtfeld')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);
  });
});

describe('magnet page', () => {
  it('orders a pack by sample number', async () => {
    const { user, store } = await open('/prime-shop/MBNCardsDetails/5');
    const order = orderForm();
    expect(screen.getByRole('img', { name: 'Verpackung: Magnete mit Musternummer – 100 Stück' })).toBeInTheDocument();
    expect(
      within(order.getByLabelText('Verarbeitung'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wählen Sie eine Option', NOT_PACKED, 'Magnete einzeln in LDPE Tütchen verpackt (+5€)']);
    expect(order.getByRole('button', { name: 'Zur Wunschliste' })).toBeInTheDocument();

    await user.selectOptions(order.getByLabelText('Verarbeitung'), PACKED);
    await user.type(order.getByLabelText('Musternummer'), 'MN-1002');
    await user.click(order.getByRole('button', { name: 'Menge erhöhen' }));
    await user.click(order.getByRole('button', { name: 'Menge erhöhen' }));
    // 44,90 € for 100 magnets: 44,9 ct rounds to 0,45 €.
    const sums = within(order.getByRole('group', { name: 'Ihre Auswahl' }));
    expect(sums.getByText('3 Pakete = 300 Magnete')).toBeInTheDocument();
    expect(sums.getByText('Gesamt: 134,70 € exkl. MwSt')).toBeInTheDocument();
    expect(sums.getByText('0,45 € pro Magnet')).toBeInTheDocument();
    await user.click(order.getByRole('button', { name: 'In den Warenkorb' }));

    expect(await screen.findByText('Produkt zum Warenkorb hinzugefügt')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([
      {
        id: 5,
        name: 'Magnete mit Musternummer – 100 Stück',
        price: 3990 + 500,
        quantity: 3,
        productType: 'MBNprod',
        image: '/demo/products/product-5.svg',
        processingType: PACKED,
        remarks: '',
        musterNum: 'MN-1002',
        templateCat: '',
        address: '',
        logo: '',
        url: '',
        phone: '',
        cardsPerPack: 100,
      },
    ]);
  });

  it('shows its messages once touched', async () => {
    const { user, store } = await open('/prime-shop/MBNCardsDetails/5');
    expect(screen.queryByText('Pflichtfeld')).not.toBeInTheDocument();
    await leave(user, 'Musternummer', '');
    expect(orderForm().getAllByText('Pflichtfeld')).toHaveLength(1);
    await leave(user, 'Musternummer', 'MN-12345678');
    expect(orderForm().getByText('Die Musternummer darf nicht länger als 10 Zeichen sein')).toBeInTheDocument();
    await leave(user, 'Hinweise', 'x'.repeat(256));
    expect(orderForm().getByText('Die Hinweise dürfen nicht länger als 255 Zeichen sein')).toBeInTheDocument();

    await user.click(orderForm().getByRole('button', { name: 'In den Warenkorb' }));
    // Verarbeitung was never chosen.
    await waitFor(() => expect(orderForm().getAllByText('Pflichtfeld')).toHaveLength(1));
    expect(orderForm().getByLabelText('Verarbeitung')).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().cart.items).toEqual([]);
  });

  it('puts a signed-in customer’s pack on the wishlist as MBNprod', async () => {
    const { user } = await open('/prime-shop/MBNCardsDetails/5', { user: testUsers.customer });
    await user.click(orderForm().getByRole('button', { name: 'Zur Wunschliste' }));
    expect(await screen.findByText('Produkt auf der Wunschliste!')).toBeInTheDocument();
    expect(receivedOn('/wishlists/save-wished-product')).toEqual([
      expect.objectContaining({ productId: 5, productType: 'MBNprod', userId: testUsers.customer.userId }),
    ]);
  });
});
