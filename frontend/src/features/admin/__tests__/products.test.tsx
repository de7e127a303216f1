import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';

import { catalogApi } from '@/features/catalog/api';
import { db, receivedOn, testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';

import { categoryLabel } from '../components/products-page';

describe('categoryLabel', () => {
  it("labels cards 'Card' and every other kind 'Bottle Opener'", () => {
    expect(categoryLabel('card')).toBe('Card');
    expect(categoryLabel('bottleOpener')).toBe('Bottle Opener');
    expect(categoryLabel('samplePack')).toBe('Bottle Opener');
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

const UPDATE = '/products/update-product';

async function openEditor(productName = 'PrimeCard Starter') {
  const view = renderApp('/admin/dashboard/products', { user: testUsers.admin });
  await screen.findByRole('table', { name: 'Produktliste' });
  await view.user.click(screen.getByRole('button', { name: `${productName} bearbeiten` }));
  const dialog = await screen.findByRole('dialog', { name: `Produkt bearbeiten: ${productName}` });
  return { ...view, dialog: within(dialog) };
}

async function replace(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text !== '') {
    field.focus();
    // Pasting keeps the long texts of the length rules fast.
    await user.paste(text);
  }
}

function starterRow() {
  const table = screen.getByRole('table', { name: 'Produktliste' });
  return within(within(table).getAllByRole('row')[2]);
}

describe('admin product edit', () => {
  it("opens with the product's current values", async () => {
    const { dialog } = await openEditor();
    expect(dialog.getByLabelText('Name')).toHaveValue('PrimeCard Starter');
    expect(dialog.getByLabelText('Beschreibung')).toHaveValue('PrimeCard Starter: Beschreibung für Tests.');
    expect(dialog.getByLabelText('Beschreibung').tagName).toBe('TEXTAREA');
    expect(dialog.getByLabelText('Preis in €')).toHaveValue('49,90');
    expect(dialog.getByLabelText('Aufpreis (einzeln verpackt) in €')).toHaveValue('5,00');
    expect(dialog.getByLabelText('Angebot (optional)')).toHaveValue('Jetzt 10 % Rabatt auf die erste Bestellung');
    expect(dialog.getByLabelText('Verpackung')).toHaveValue('any');
    expect(dialog.getByLabelText('Name')).toHaveFocus();
  });

  it('offers the two packing rules and prefills a packed-only product', async () => {
    const { dialog } = await openEditor('PrimeCard Plus');
    const select = dialog.getByLabelText('Verpackung');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Lose oder einzeln verpackt', 'any'],
      ['Nur einzeln verpackt', 'packedOnly'],
    ]);
    expect(select).toHaveValue('packedOnly');
  });

  it('sends the chosen packing rule', async () => {
    const { dialog, user } = await openEditor();
    await user.selectOptions(dialog.getByLabelText('Verpackung'), 'Nur einzeln verpackt');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(receivedOn(UPDATE)).toHaveLength(1));
    expect(receivedOn(UPDATE)[0]).toMatchObject({ productId: 2, packingRule: 'packedOnly' });
    await waitFor(() => expect(db.products[1].packingRule).toBe('packedOnly'));
  });

  it('is a native modal dialog', async () => {
    await openEditor();
    const dialog = screen.getByRole('dialog', { name: 'Produkt bearbeiten: PrimeCard Starter' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
  });

  it.each([
    ['Name', 'empty', '', 'Der Produktname muss 1 bis 100 Zeichen lang sein'],
    ['Name', 'blank', '   ', 'Der Produktname muss 1 bis 100 Zeichen lang sein'],
    ['Name', '101 characters', 'N'.repeat(101), 'Der Produktname muss 1 bis 100 Zeichen lang sein'],
    ['Beschreibung', '2001 characters', 'B'.repeat(2001), 'Die Beschreibung darf höchstens 2000 Zeichen lang sein'],
    ['Preis in €', 'empty', '', 'Der Preis muss zwischen 0,01 € und 10.000,00 € liegen'],
    ['Preis in €', '0,00', '0,00', 'Der Preis muss zwischen 0,01 € und 10.000,00 € liegen'],
    ['Preis in €', '10.000,01', '10.000,01', 'Der Preis muss zwischen 0,01 € und 10.000,00 € liegen'],
    ['Preis in €', '49.90', '49.90', 'Der Preis muss zwischen 0,01 € und 10.000,00 € liegen'],
    ['Aufpreis (einzeln verpackt) in €', 'empty', '', 'Der Aufpreis muss zwischen 0,00 € und 1.000,00 € liegen'],
    [
      'Aufpreis (einzeln verpackt) in €',
      '1.000,01',
      '1.000,01',
      'Der Aufpreis muss zwischen 0,00 € und 1.000,00 € liegen',
    ],
    ['Aufpreis (einzeln verpackt) in €', 'viel', 'viel', 'Der Aufpreis muss zwischen 0,00 € und 1.000,00 € liegen'],
    ['Angebot (optional)', '101 characters', 'A'.repeat(101), 'Das Angebot darf höchstens 100 Zeichen lang sein'],
  ])("refuses %s (%s) with the server's text and sends nothing", async (label, _case, text, message) => {
    const { dialog, user } = await openEditor();
    const field = dialog.getByLabelText(label);
    await replace(user, field, text);
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(receivedOn(UPDATE)).toHaveLength(0);
  });

  it('accepts the limits themselves', async () => {
    const { dialog, user } = await openEditor();
    await replace(user, dialog.getByLabelText('Name'), 'N'.repeat(100));
    await replace(user, dialog.getByLabelText('Beschreibung'), 'B'.repeat(2000));
    await replace(user, dialog.getByLabelText('Preis in €'), '10.000,00');
    await replace(user, dialog.getByLabelText('Aufpreis (einzeln verpackt) in €'), '0');
    await replace(user, dialog.getByLabelText('Angebot (optional)'), 'A'.repeat(100));
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(receivedOn(UPDATE)).toHaveLength(1));
    expect(receivedOn(UPDATE)[0]).toMatchObject({ price: 1_000_000, relativePrice: 0 });
  });

  it('sends every field, the amounts in cents', async () => {
    const { dialog, user } = await openEditor();
    await replace(user, dialog.getByLabelText('Name'), '  PrimeCard Starter Neu  ');
    await replace(user, dialog.getByLabelText('Beschreibung'), 'Neue Beschreibung');
    await replace(user, dialog.getByLabelText('Preis in €'), '59,90');
    await replace(user, dialog.getByLabelText('Aufpreis (einzeln verpackt) in €'), '0,29');
    await replace(user, dialog.getByLabelText('Angebot (optional)'), '');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(receivedOn(UPDATE)).toHaveLength(1));
    expect(receivedOn(UPDATE)[0]).toEqual({
      productId: 2,
      name: 'PrimeCard Starter Neu',
      description: 'Neue Beschreibung',
      price: 5990,
      relativePrice: 29,
      specialOffer: null,
      packingRule: 'any',
      cardsPerPack: 50,
    });
  });

  it("opens with the cards per pack and sends the new count as 'cardsPerPack'", async () => {
    const { dialog, user } = await openEditor();
    const field = dialog.getByLabelText('Karten pro Paket');
    expect(field).toHaveValue('50');
    expect(field).toHaveAccessibleDescription('Bei Flaschenöffnern 1, bei Mustern die Magnete im Paket.');
    await replace(user, field, ' 150 ');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(receivedOn(UPDATE)).toHaveLength(1));
    expect(receivedOn(UPDATE)[0]).toMatchObject({ productId: 2, cardsPerPack: 150 });
  });

  it.each([
    ['1', 1],
    ['10000', 10_000],
  ])('accepts %s cards per pack, a limit itself', async (text, count) => {
    const { dialog, user } = await openEditor();
    await replace(user, dialog.getByLabelText('Karten pro Paket'), text);
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(receivedOn(UPDATE)).toHaveLength(1));
    expect(receivedOn(UPDATE)[0]).toMatchObject({ cardsPerPack: count });
  });

  it.each([
    ['empty', ''],
    ['0', '0'],
    ['10001', '10001'],
    ['a fraction', '100,5'],
    ['a thousands separator', '1.000'],
    ['a negative count', '-5'],
    ['letters', 'viele'],
  ])('refuses cards per pack that are %s and sends nothing', async (_case, text) => {
    const { dialog, user } = await openEditor();
    const field = dialog.getByLabelText('Karten pro Paket');
    await replace(user, field, text);
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(
      await dialog.findByText('Karten pro Paket: bitte eine ganze Zahl von 1 bis 10.000 angeben'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(receivedOn(UPDATE)).toHaveLength(0);
  });

  it("converts '49,90' to 4990 cents", async () => {
    const { dialog, user } = await openEditor('PrimeCard Business');
    await replace(user, dialog.getByLabelText('Preis in €'), '49,90');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(receivedOn(UPDATE)).toHaveLength(1));
    expect(receivedOn(UPDATE)[0]).toMatchObject({ productId: 3, price: 4990, relativePrice: 500 });
  });

  it('shows the loader and neither saves again nor closes while the server answers', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post('/api/products/update-product', async () => {
        await answered;
        await delay(0);
        return HttpResponse.json({ product: db.products[1] });
      }),
    );
    const { dialog, user } = await openEditor();
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    const save = dialog.getByRole('button', { name: 'Speichern' });
    await waitFor(() => expect(save).toBeDisabled());
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the form and keeps what was typed", async () => {
    server.use(
      http.post('/api/products/update-product', () =>
        HttpResponse.json({ message: serverMessages.productPriceOutOfRange }, { status: 400 }),
      ),
    );
    const { dialog, user } = await openEditor();
    await replace(user, dialog.getByLabelText('Name'), 'Getippter Name');
    await replace(user, dialog.getByLabelText('Preis in €'), '12,34');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(serverMessages.productPriceOutOfRange);
    expect(dialog.getByLabelText('Name')).toHaveValue('Getippter Name');
    expect(dialog.getByLabelText('Preis in €')).toHaveValue('12,34');
    expect(dialog.getByRole('button', { name: 'Speichern' })).toBeEnabled();
    expect(db.products[1].name).toBe('PrimeCard Starter');
  });

  it('shows a server failure in the dialog, where a toast would be hidden behind it', async () => {
    server.use(
      http.post('/api/products/update-product', () => HttpResponse.json({ message: 'intern' }, { status: 500 })),
    );
    const { dialog, user } = await openEditor();
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Server-Fehler. Bitte versuchen Sie es später noch einmal',
    );
    expect(within(screen.getByRole('region', { name: 'Benachrichtigungen' })).queryAllByRole('status')).toHaveLength(0);
  });

  it('shows a product deleted meanwhile in the form', async () => {
    const { dialog, user } = await openEditor();
    db.products.splice(1, 1);
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(serverMessages.productUpdateNotFound);
  });

  it('saves, announces it and shows the new values in the list and the shop', async () => {
    const { dialog, user, store } = await openEditor();
    // A shop page holding the product: its cached copy must be refreshed too.
    const shopProduct = store.dispatch(catalogApi.endpoints.getProductById.initiate(2));
    await shopProduct;
    await replace(user, dialog.getByLabelText('Name'), 'PrimeCard Starter Neu');
    await replace(user, dialog.getByLabelText('Preis in €'), '59,90');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));

    const toast = await within(screen.getByRole('region', { name: 'Benachrichtigungen' })).findByText(
      'Produkt erfolgreich gespeichert!',
    );
    expect(toast.closest('[role="status"]')).toHaveAttribute('data-kind', 'success');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(starterRow().getByRole('rowheader')).toHaveTextContent('PrimeCard Starter Neu'));
    expect(starterRow().getByText('59,90 €')).toBeInTheDocument();
    await waitFor(() =>
      expect(catalogApi.endpoints.getProductById.select(2)(store.getState()).data).toMatchObject({
        name: 'PrimeCard Starter Neu',
        price: 5990,
      }),
    );
    shopProduct.unsubscribe();
  });

  it('closes on Abbrechen or Escape without saving', async () => {
    const { dialog, user } = await openEditor();
    await replace(user, dialog.getByLabelText('Name'), 'Verworfen');
    await user.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PrimeCard Starter bearbeiten' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'PrimeCard Starter bearbeiten' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(receivedOn(UPDATE)).toHaveLength(0);
    expect(starterRow().getByRole('rowheader')).toHaveTextContent('PrimeCard Starter');
  });
});
