import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { db, receivedOn, testUsers } from '@/testing/data';
import { enterText } from '@/testing/enter-text';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { customOrderStorageKeys } from '../custom-order-storage';

const ADD_ORDER = '/admin/dashboard/orders/add-order';
const admin = { user: testUsers.admin };

const SHIPPING = {
  Ansprechpartner: 'Maria Rossi',
  Firmenname: 'Pizzeria Roma',
  'E-Mail': 'maria@roma.example',
  Telefonnummer: '+49 2161 987654',
  Lieferadresse: 'Bismarckstraße 12',
  PLZ: '41061',
  Stadt: 'Mönchengladbach',
};

function shippingForm() {
  return within(screen.getByRole('form', { name: 'Versandinformationen' }));
}

function lineForm() {
  return within(screen.getByRole('form', { name: 'Produkt hinzufügen' }));
}

function toastRegion() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

async function openPage() {
  const view = renderApp(ADD_ORDER, admin);
  await screen.findByRole('heading', { level: 2, name: 'Bestellung für einen Kunden anlegen' });
  // The products arrive from the API before the select is enabled.
  await waitFor(() => expect(lineForm().getByRole('combobox', { name: 'Produkt' })).toBeEnabled());
  return view;
}

async function saveShipping(user: UserEvent) {
  for (const [label, value] of Object.entries(SHIPPING)) {
    await enterText(user, shippingForm().getByLabelText(label), value);
  }
  await user.click(shippingForm().getByRole('button', { name: 'Versanddaten übernehmen' }));
  await screen.findByText('Versanddaten übernommen');
}

async function addLine(user: UserEvent, { productId = '2', quantity = '3' } = {}) {
  const form = lineForm();
  await user.selectOptions(form.getByRole('combobox', { name: 'Produkt' }), productId);
  await user.selectOptions(form.getByRole('combobox', { name: 'Vorlage' }), 'pizza');
  await enterText(user, form.getByLabelText('Telefonnummer auf der Karte'), '+49 2161 123456');
  await enterText(user, form.getByLabelText('Adresse auf der Karte'), 'Hauptstr. 1, Mönchengladbach');
  await enterText(user, form.getByLabelText('QR Code URL'), 'www.roma.example');
  await user.selectOptions(
    form.getByRole('combobox', { name: 'Verarbeitung' }),
    'Magnete einzeln in LDPE Tütchen verpackt',
  );
  await enterText(user, form.getByLabelText('Menge'), quantity);
  await user.click(form.getByRole('button', { name: 'Zur Bestellung hinzufügen' }));
}

afterEach(() => {
  server.events.removeAllListeners();
});

function storedJson(key: string): unknown {
  const raw = window.sessionStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}

describe('custom order: shipping form', () => {
  it("shows 'Pflichtfeld' under every empty field", async () => {
    const { user } = await openPage();
    await user.click(shippingForm().getByRole('button', { name: 'Versanddaten übernehmen' }));
    await waitFor(() => expect(shippingForm().getAllByText('Pflichtfeld')).toHaveLength(7));
    expect(window.sessionStorage.getItem(customOrderStorageKeys.shipping)).toBeNull();
  });

  it.each([
    ['E-Mail', 'maria@roma', 'Ungültige E-Mail'],
    ['Telefonnummer', '0170-abc', 'Ungültige Telefonnummer'],
    ['Firmenname', 'A'.repeat(31), 'Der Firmenname darf nicht länger als 30 Zeichen sein'],
  ])('%s %j shows %j once touched', async (label, value, message) => {
    const { user } = await openPage();
    await user.type(shippingForm().getByLabelText(label), value);
    expect(shippingForm().queryByText(message)).not.toBeInTheDocument();
    await user.tab();
    expect(await shippingForm().findByText(message)).toBeInTheDocument();
  });
});

describe('custom order: line form', () => {
  it('offers the card products, the 17 templates and the two packings', async () => {
    await openPage();
    const form = lineForm();
    const products = within(form.getByRole('combobox', { name: 'Produkt' })).getAllByRole('option');
    expect(products.map((option) => option.textContent)).toEqual([
      'Produkt wählen',
      'PrimeCard Starter – 49,90 €',
      'PrimeCard Business – 89,90 €',
      'PrimeCard Plus – 129,90 €',
    ]);
    const templates = within(form.getByRole('combobox', { name: 'Vorlage' })).getAllByRole('option');
    expect(templates.slice(1).map((option) => (option as HTMLOptionElement).value)).toEqual([
      'baguette',
      'burger',
      'bowl',
      'chicken',
      'doner',
      'falafel',
      'fisch',
      'grill',
      'india',
      'gyros',
      'pasta',
      'pizza',
      'ramen',
      'rice',
      'schnitzel',
      'suchi',
      'tacos',
    ]);
    const packings = within(form.getByRole('combobox', { name: 'Verarbeitung' })).getAllByRole('option');
    expect(packings.map((option) => option.textContent)).toEqual([
      'Wählen Sie eine Option',
      'Magnete nicht einzeln verpackt',
      'Magnete einzeln in LDPE Tütchen verpackt',
    ]);
  });

  it('offers a plus product only individually packed', async () => {
    const { user } = await openPage();
    const form = lineForm();
    await user.selectOptions(form.getByRole('combobox', { name: 'Verarbeitung' }), 'Magnete nicht einzeln verpackt');
    await user.selectOptions(form.getByRole('combobox', { name: 'Produkt' }), '4');
    const packing = form.getByRole('combobox', { name: 'Verarbeitung' });
    expect(
      within(packing)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wählen Sie eine Option', 'Magnete einzeln in LDPE Tütchen verpackt']);
    expect(packing).toHaveValue('');
  });

  it("follows the product's packing rule, not its name", async () => {
    Object.assign(db.products[1], { name: 'PrimeCard Starter Plus', packingRule: 'any' });
    Object.assign(db.products[3], { name: 'PrimeCard Premium', packingRule: 'packedOnly' });
    const { user } = await openPage();
    const form = lineForm();
    const offered = () =>
      within(form.getByRole('combobox', { name: 'Verarbeitung' }))
        .getAllByRole('option')
        .map((option) => option.textContent);

    await user.selectOptions(form.getByRole('combobox', { name: 'Produkt' }), '2');
    expect(offered()).toEqual([
      'Wählen Sie eine Option',
      'Magnete nicht einzeln verpackt',
      'Magnete einzeln in LDPE Tütchen verpackt',
    ]);
    await user.selectOptions(form.getByRole('combobox', { name: 'Produkt' }), '4');
    expect(offered()).toEqual(['Wählen Sie eine Option', 'Magnete einzeln in LDPE Tütchen verpackt']);
  });

  it("shows 'Pflichtfeld' for every empty field of a line", async () => {
    const { user } = await openPage();
    await user.clear(lineForm().getByLabelText('Menge'));
    await user.click(lineForm().getByRole('button', { name: 'Zur Bestellung hinzufügen' }));
    await waitFor(() => expect(lineForm().getAllByText('Pflichtfeld')).toHaveLength(7));
  });

  it.each([
    ['Telefonnummer auf der Karte', 'bitte anrufen', 'Ungültige Telefonnummer'],
    ['Adresse auf der Karte', 'A'.repeat(41), 'Die Adresse darf nicht länger als 40 Zeichen sein.'],
    ['QR Code URL', `www.${'a'.repeat(34)}.de`, 'Die Url der Website darf nicht länger als 40 Zeichen sein'],
    ['Menge', '16', 'Die Menge muss zwischen 1 und 15 liegen'],
  ])('%s %j shows %j once touched', async (label, value, message) => {
    const { user } = await openPage();
    const input = lineForm().getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
    await user.tab();
    expect(await lineForm().findByText(message)).toBeInTheDocument();
  });

  it('adds a line, lists it and removes it again', async () => {
    const { user } = await openPage();
    await addLine(user);
    const list = await screen.findByRole('list', { name: 'Positionen dieser Bestellung' });
    expect(within(list).getByText('1. PrimeCard Starter')).toBeInTheDocument();
    expect(within(list).getByText(/Menge: 3 · Pizza · Magnete einzeln in LDPE Tütchen verpackt/)).toBeInTheDocument();
    expect(lineForm().getByRole('combobox', { name: 'Produkt' })).toHaveValue('');

    await user.click(within(list).getByRole('button', { name: 'Position 1 (PrimeCard Starter) entfernen' }));
    expect(await screen.findByText('Noch keine Positionen. Fügen Sie oben ein Produkt hinzu.')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(customOrderStorageKeys.lines)).toBeNull();
  });
});

describe('custom order: creating it', () => {
  it('needs the shipping data first', async () => {
    const { user } = await openPage();
    await addLine(user);
    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));
    expect(
      await toastRegion().findByText('Versandinformationen sind erforderlich. Bitte füllen Sie das Formular aus'),
    ).toBeInTheDocument();
    expect(receivedOn('/orderLine/create-order')).toEqual([]);
  });

  it('needs at least one line', async () => {
    const { user } = await openPage();
    await saveShipping(user);
    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));
    expect(
      await toastRegion().findByText('Der Warenkorb kann nicht leer sein. Bitte fügen Sie einige Produkte hinzu'),
    ).toBeInTheDocument();
    expect(receivedOn('/orderLine/create-order')).toEqual([]);
  });

  it('keeps the shipping data and the lines in sessionStorage until created', async () => {
    const first = await openPage();
    await saveShipping(first.user);
    await addLine(first.user);
    expect(storedJson(customOrderStorageKeys.shipping)).toEqual({
      responsableName: 'Maria Rossi',
      companyName: 'Pizzeria Roma',
      email: 'maria@roma.example',
      phone: '+49 2161 987654',
      shippingAddress: 'Bismarckstraße 12',
      zipCode: '41061',
      city: 'Mönchengladbach',
      country: 'DE',
    });
    expect(storedJson(customOrderStorageKeys.lines)).toEqual([
      expect.objectContaining({ productId: 2, productName: 'PrimeCard Starter', template: 'pizza', quantity: 3 }),
    ]);
    first.unmount();

    await openPage();
    expect(screen.getByText('Versanddaten übernommen')).toBeInTheDocument();
    expect(screen.getByText('Maria Rossi')).toBeInTheDocument();
    expect(screen.getByText('1. PrimeCard Starter')).toBeInTheDocument();
  });

  it('creates the order, tells that the payment link was mailed, clears the storage and goes to the list', async () => {
    const { user, router } = await openPage();
    await saveShipping(user);
    await addLine(user, { quantity: '2' });
    await addLine(user, { productId: '4', quantity: '1' });

    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));

    expect(
      await toastRegion().findByText('Eine E-Mail mit Zahlungslink wurde für den aktuellen Kunden gesendet!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard/orders'));
    expect(receivedOn('/orderLine/create-order')).toEqual([
      {
        orderType: 'Costume',
        orderLines: [
          {
            productId: 2,
            productType: 'PrimeProd',
            qte: 2,
            processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
            template: 'pizza',
            address: 'Hauptstr. 1, Mönchengladbach',
            phone: '+49 2161 123456',
            url: 'www.roma.example',
          },
          expect.objectContaining({ productId: 4, qte: 1 }),
        ],
        shippingInfo: {
          responsableName: 'Maria Rossi',
          companyName: 'Pizzeria Roma',
          email: 'maria@roma.example',
          phone: '+49 2161 987654',
          shippingAddress: 'Bismarckstraße 12',
          zipCode: '41061',
          city: 'Mönchengladbach',
          country: 'DE',
        },
        userId: null,
      },
    ]);
    expect(window.sessionStorage.getItem(customOrderStorageKeys.shipping)).toBeNull();
    expect(window.sessionStorage.getItem(customOrderStorageKeys.lines)).toBeNull();
    expect(db.orders).toHaveLength(1);

    const table = await screen.findByRole('table', { name: 'Bestellliste' });
    expect(within(table).getByText('Individuelle Bestellung')).toBeInTheDocument();
    expect(within(table).getByText('Offen')).toBeInTheDocument();
  });

  it('sends the same Idempotency-Key when the same order is created again after a failure, then forgets it', async () => {
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/orderLine/create-order')
        keys.push(request.headers.get('Idempotency-Key'));
    });
    server.use(http.post('/api/orderLine/create-order', () => HttpResponse.error(), { once: true }));
    const { user, router } = await openPage();
    await saveShipping(user);
    await addLine(user);

    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));
    expect(await toastRegion().findByText(/Netzwerkfehler/)).toBeInTheDocument();
    expect(storedJson(customOrderStorageKeys.attempt)).toMatchObject({ key: keys[0] });
    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard/orders'));

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(window.sessionStorage.getItem(customOrderStorageKeys.attempt)).toBeNull();
  });

  it('asks for the shipping data again while it is being changed', async () => {
    const { user } = await openPage();
    await saveShipping(user);
    await addLine(user);
    await user.click(screen.getByRole('button', { name: 'Versanddaten ändern' }));
    expect(shippingForm().getByLabelText('Ansprechpartner')).toHaveValue('Maria Rossi');
    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));
    expect(
      await toastRegion().findByText('Versandinformationen sind erforderlich. Bitte füllen Sie das Formular aus'),
    ).toBeInTheDocument();
    expect(receivedOn('/orderLine/create-order')).toEqual([]);
  });
});

describe('custom order: USt-IdNr. and order reference', () => {
  const VAT_ID = 'USt-IdNr. (optional)';
  const REFERENCE = 'Ihre Bestellreferenz (optional)';
  const invalidVatId = 'Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE136695976).';
  const referenceTooLong = 'Die Bestellreferenz darf nicht länger als 35 Zeichen sein';

  it('offers both as optional fields: the shipping data is saved without them', async () => {
    const { user } = await openPage();
    expect(shippingForm().getByLabelText(VAT_ID)).toHaveValue('');
    expect(shippingForm().getByLabelText(REFERENCE)).toHaveValue('');
    await saveShipping(user);

    expect(storedJson(customOrderStorageKeys.shipping)).not.toHaveProperty('vatId');
    expect(storedJson(customOrderStorageKeys.shipping)).not.toHaveProperty('orderReference');
    expect(screen.queryByText('USt-IdNr.')).not.toBeInTheDocument();
    expect(screen.queryByText('Ihre Bestellreferenz')).not.toBeInTheDocument();
  });

  it.each([
    [VAT_ID, 'DE 123', invalidVatId, 'DE136695976'],
    [VAT_ID, 'FRIO123456789', invalidVatId, 'FRXX123456789'],
    [REFERENCE, 'R'.repeat(36), referenceTooLong, 'R'.repeat(35)],
  ])('%s %j shows %j once touched, and accepts %j', async (label, bad, message, good) => {
    const { user } = await openPage();
    const input = shippingForm().getByLabelText(label);
    await user.type(input, bad);
    expect(shippingForm().queryByText(message)).not.toBeInTheDocument();
    await user.tab();
    expect(await shippingForm().findByText(message)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(message);

    await user.clear(input);
    await user.type(input, good);
    await waitFor(() => expect(shippingForm().queryByText(message)).not.toBeInTheDocument());
  });

  it('keeps an invalid USt-IdNr. from being saved', async () => {
    const { user } = await openPage();
    for (const [label, value] of Object.entries(SHIPPING)) {
      await user.type(shippingForm().getByLabelText(label), value);
    }
    await user.type(shippingForm().getByLabelText(VAT_ID), 'DE12345678');
    await user.click(shippingForm().getByRole('button', { name: 'Versanddaten übernehmen' }));
    expect(await shippingForm().findByText(invalidVatId)).toBeInTheDocument();
    expect(window.sessionStorage.getItem(customOrderStorageKeys.shipping)).toBeNull();
  });

  it('keeps them with the shipping data in this tab, shows them and sends them as vatId and orderReference', async () => {
    const first = await openPage();
    await first.user.type(shippingForm().getByLabelText(VAT_ID), 'de 136 695 976');
    await first.user.type(shippingForm().getByLabelText(REFERENCE), ' PO-4711 ');
    await saveShipping(first.user);
    expect(storedJson(customOrderStorageKeys.shipping)).toEqual({
      responsableName: 'Maria Rossi',
      companyName: 'Pizzeria Roma',
      email: 'maria@roma.example',
      phone: '+49 2161 987654',
      shippingAddress: 'Bismarckstraße 12',
      zipCode: '41061',
      city: 'Mönchengladbach',
      country: 'DE',
      vatId: 'DE136695976',
      orderReference: 'PO-4711',
    });
    expect(screen.getByText('USt-IdNr.').nextSibling).toHaveTextContent('DE136695976');
    expect(screen.getByText('Ihre Bestellreferenz').nextSibling).toHaveTextContent('PO-4711');
    first.unmount();

    const { user, router } = await openPage();
    expect(screen.getByText('USt-IdNr.').nextSibling).toHaveTextContent('DE136695976');
    await user.click(screen.getByRole('button', { name: 'Versanddaten ändern' }));
    expect(shippingForm().getByLabelText(VAT_ID)).toHaveValue('DE136695976');
    expect(shippingForm().getByLabelText(REFERENCE)).toHaveValue('PO-4711');
    await user.click(shippingForm().getByRole('button', { name: 'Versanddaten übernehmen' }));
    await screen.findByText('Versanddaten übernommen');
    await addLine(user);
    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard/orders'));
    expect(receivedOn('/orderLine/create-order')).toEqual([
      expect.objectContaining({
        orderType: 'Costume',
        shippingInfo: {
          responsableName: 'Maria Rossi',
          companyName: 'Pizzeria Roma',
          email: 'maria@roma.example',
          phone: '+49 2161 987654',
          shippingAddress: 'Bismarckstraße 12',
          zipCode: '41061',
          city: 'Mönchengladbach',
          vatId: 'DE136695976',
          orderReference: 'PO-4711',
          country: 'DE',
        },
      }),
    ]);
    expect(db.orders[0].shipping).toMatchObject({ vatId: 'DE136695976', orderReference: 'PO-4711' });
  });

  it('still reads shipping data this tab saved before the two fields existed', async () => {
    window.sessionStorage.setItem(
      customOrderStorageKeys.shipping,
      JSON.stringify({
        responsableName: 'Maria Rossi',
        companyName: 'Pizzeria Roma',
        email: 'maria@roma.example',
        phone: '+49 2161 987654',
        shippingAddress: 'Bismarckstraße 12',
        zipCode: '41061',
        city: 'Mönchengladbach',
      }),
    );
    const { user } = await openPage();
    expect(screen.getByText('Versanddaten übernommen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Versanddaten ändern' }));
    expect(shippingForm().getByLabelText('Ansprechpartner')).toHaveValue('Maria Rossi');
    expect(shippingForm().getByLabelText(VAT_ID)).toHaveValue('');
    expect(shippingForm().getByLabelText(REFERENCE)).toHaveValue('');
  });
});

describe('custom order: Aktionscode', () => {
  const CODE = 'Aktionscode (optional)';
  const HINT = 'Der Rabatt wird beim Anlegen der Bestellung berechnet.';

  function codeInput() {
    return screen.getByLabelText(CODE);
  }

  it('sends the code trimmed and in capitals, keeps it in this tab until created, and the server prices it', async () => {
    const first = await openPage();
    await saveShipping(first.user);
    await addLine(first.user);
    await first.user.type(codeInput(), ' sommer10 ');
    expect(storedJson(customOrderStorageKeys.voucherCode)).toBe(' sommer10 ');
    first.unmount();

    const { user, router } = await openPage();
    expect(codeInput()).toHaveValue(' sommer10 ');
    expect(codeInput()).toHaveAccessibleDescription(HINT);
    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));

    expect(
      await toastRegion().findByText('Eine E-Mail mit Zahlungslink wurde für den aktuellen Kunden gesendet!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard/orders'));
    expect(receivedOn('/orderLine/create-order')).toEqual([
      expect.objectContaining({ orderType: 'Costume', voucherCode: 'SOMMER10' }),
    ]);
    expect(db.orders).toHaveLength(1);
    expect(db.orders[0]).toMatchObject({ orderType: 'Costume', voucherCode: 'SOMMER10' });
    expect(db.orders[0].discountCents).toBeGreaterThan(0);
    expect(window.sessionStorage.getItem(customOrderStorageKeys.voucherCode)).toBeNull();
  });

  it('upper-cases a–z only: other letters are sent as typed', async () => {
    const { user } = await openPage();
    await saveShipping(user);
    await addLine(user);
    await user.type(codeInput(), 'straße-1');
    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));
    await screen.findByText('Dieser Aktionscode ist ungültig.');
    expect(receivedOn('/orderLine/create-order')).toEqual([expect.objectContaining({ voucherCode: 'STRAßE-1' })]);
  });

  it.each([
    ['left empty', ''],
    ['only spaces', '   '],
  ])('sends no voucherCode when %s', async (_case, typed) => {
    const { user, router } = await openPage();
    await saveShipping(user);
    await addLine(user);
    if (typed !== '') await user.type(codeInput(), typed);
    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard/orders'));
    const [body] = receivedOn('/orderLine/create-order');
    expect(body).toMatchObject({ orderType: 'Costume' });
    expect(body).not.toHaveProperty('voucherCode');
    expect(db.orders[0].voucherCode ?? null).toBeNull();
  });

  it.each([
    ['gibtsnicht', 'Dieser Aktionscode ist ungültig.'],
    ['winter2020', 'Dieser Aktionscode ist abgelaufen.'],
    ['zukunft', 'Dieser Aktionscode ist noch nicht gültig.'],
    ['einmalig', 'Dieser Aktionscode wurde bereits eingelöst.'],
    ['ab100', 'Der Mindestbestellwert für diesen Aktionscode von 100,00 € ist nicht erreicht.'],
    ['oeffner-50', 'Dieser Aktionscode gilt nicht für die Artikel in Ihrem Warenkorb.'],
  ])('shows the refusal of %j at the field and keeps everything typed', async (code, message) => {
    const { user, router } = await openPage();
    await saveShipping(user);
    await addLine(user, { quantity: '1' });
    await user.type(codeInput(), code);
    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));

    const alert = await screen.findByText(message);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(codeInput()).toHaveAccessibleDescription(`${HINT} ${message}`);
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(codeInput()).toHaveFocus();
    expect(toastRegion().queryByText(message)).not.toBeInTheDocument();

    // Nothing was created and nothing typed is lost.
    expect(db.orders).toEqual([]);
    expect(router.state.location.pathname).toBe(ADD_ORDER);
    expect(codeInput()).toHaveValue(code);
    expect(screen.getByText('Versanddaten übernommen')).toBeInTheDocument();
    expect(screen.getByText('1. PrimeCard Starter')).toBeInTheDocument();
    expect(storedJson(customOrderStorageKeys.voucherCode)).toBe(code);
    expect(storedJson(customOrderStorageKeys.shipping)).toMatchObject({ companyName: 'Pizzeria Roma' });
    expect(storedJson(customOrderStorageKeys.lines)).toEqual([expect.objectContaining({ productId: 2 })]);
  });

  it('drops the refusal once the code is changed, and creates the order with another code', async () => {
    const { user, router } = await openPage();
    await saveShipping(user);
    await addLine(user);
    await user.type(codeInput(), 'winter2020');
    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Aktionscode ist abgelaufen.');

    await user.clear(codeInput());
    expect(screen.queryByText('Dieser Aktionscode ist abgelaufen.')).not.toBeInTheDocument();
    expect(codeInput()).not.toHaveAttribute('aria-invalid');
    expect(codeInput()).toHaveAccessibleDescription(HINT);
    await user.type(codeInput(), 'minus5');
    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard/orders'));
    expect(receivedOn('/orderLine/create-order')).toEqual([
      expect.objectContaining({ voucherCode: 'WINTER2020' }),
      expect.objectContaining({ voucherCode: 'MINUS5' }),
    ]);
    expect(db.orders).toHaveLength(1);
    expect(db.orders[0]).toMatchObject({ voucherCode: 'MINUS5', discountCents: 500 });
  });

  it('decides by the code, not by the words: a reworded refusal still shows at the field', async () => {
    const reworded = 'Der Aktionscode SOMMER10 gilt nicht mehr.';
    server.use(
      http.post(
        '/api/orderLine/create-order',
        () => HttpResponse.json({ code: 'voucher.expired', message: reworded }, { status: 422 }),
        { once: true },
      ),
    );
    const { user } = await openPage();
    await saveShipping(user);
    await addLine(user);
    await user.type(codeInput(), 'sommer10');
    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));

    expect(await screen.findByText(reworded)).toHaveAttribute('role', 'alert');
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(toastRegion().queryByText(reworded)).not.toBeInTheDocument();
  });

  it('leaves any other refusal of the order to the usual message, even in a refusal’s words', async () => {
    const lookalike = 'Dieser Aktionscode ist ungültig.';
    server.use(
      http.post(
        '/api/orderLine/create-order',
        () => HttpResponse.json({ code: 'request.invalid', message: lookalike }, { status: 422 }),
        { once: true },
      ),
    );
    const { user } = await openPage();
    await saveShipping(user);
    await addLine(user);
    await user.type(codeInput(), 'sommer10');
    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));

    expect(await toastRegion().findByText(new RegExp(lookalike))).toBeInTheDocument();
    expect(codeInput()).not.toHaveAttribute('aria-invalid');
  });

  it('leaves any other refusal of the order to the usual message', async () => {
    const other = 'Dieser Idempotency-Key wurde bereits für eine andere Bestellung verwendet.';
    server.use(
      http.post(
        '/api/orderLine/create-order',
        () => HttpResponse.json({ code: 'request.invalid', message: other }, { status: 422 }),
        { once: true },
      ),
    );
    const { user } = await openPage();
    await saveShipping(user);
    await addLine(user);
    await user.type(codeInput(), 'sommer10');
    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));

    expect(await toastRegion().findByText(new RegExp(other))).toBeInTheDocument();
    expect(codeInput()).not.toHaveAttribute('aria-invalid');
    expect(codeInput()).toHaveAccessibleDescription(HINT);
  });
});
