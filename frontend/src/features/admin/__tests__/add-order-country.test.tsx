import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { euTexts } from '@/lib/eu';
import { receivedOn, testUsers } from '@/testing/data';
import { enterText } from '@/testing/enter-text';
import { CONFIRMED_NL_VAT_ID } from '@/testing/eu-tax-fake';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { customOrderStorageKeys } from '../custom-order-storage';

const ADD_ORDER = '/admin/dashboard/orders/add-order';
const admin = { user: testUsers.admin };

/** A restaurant in Venlo, 20 km from Mönchengladbach. */
const SHIPPING = {
  Ansprechpartner: 'Mario Rossi',
  Firmenname: 'Pizzeria Da Mario',
  'E-Mail': 'mario@damario.example',
  Telefonnummer: '+49 2161 987654',
  Lieferadresse: 'Parade 12',
  PLZ: '5911 CA',
  Stadt: 'Venlo',
};

const BILLING = {
  'Rechnungsempfänger (Firmenname mit Rechtsform)': 'Pizzeria Da Mario Inh. Mario Rossi e.K.',
  'Straße und Hausnummer': 'Keulsepoort 3',
  PLZ: '5911 BX',
  Ort: 'Venlo',
};

function shippingForm() {
  return within(screen.getByRole('form', { name: 'Versandinformationen' }));
}

function billingGroup() {
  return within(shippingForm().getByRole('group', { name: 'Abweichende Rechnungsadresse' }));
}

function lineForm() {
  return within(screen.getByRole('form', { name: 'Produkt hinzufügen' }));
}

function storedJson(key: string): unknown {
  const raw = window.sessionStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}

async function openPage() {
  const view = renderApp(ADD_ORDER, admin);
  await screen.findByRole('heading', { level: 2, name: 'Bestellung für einen Kunden anlegen' });
  await waitFor(() => expect(lineForm().getByRole('combobox', { name: 'Produkt' })).toBeEnabled());
  return view;
}

/** Goods to another member state need the buyer's USt-IdNr.: the tax office's fake confirms this one. */
async function fillShipping(user: UserEvent) {
  for (const [label, value] of Object.entries(SHIPPING)) {
    await enterText(user, shippingForm().getByLabelText(label), value);
  }
  await user.selectOptions(shippingForm().getByRole('combobox', { name: 'Land' }), 'NL');
  await user.type(shippingForm().getByLabelText('USt-IdNr.'), CONFIRMED_NL_VAT_ID);
}

async function fillBilling(user: UserEvent) {
  await user.click(shippingForm().getByRole('checkbox', { name: 'Abweichende Rechnungsadresse' }));
  for (const [label, value] of Object.entries(BILLING)) {
    await enterText(user, billingGroup().getByLabelText(label), value);
  }
  await user.selectOptions(billingGroup().getByRole('combobox', { name: 'Land' }), 'NL');
}

async function save(user: UserEvent) {
  await user.click(shippingForm().getByRole('button', { name: 'Versanddaten übernehmen' }));
  await screen.findByText('Versanddaten übernommen');
}

async function addLine(user: UserEvent) {
  const form = lineForm();
  await user.selectOptions(form.getByRole('combobox', { name: 'Produkt' }), '2');
  await user.selectOptions(form.getByRole('combobox', { name: 'Vorlage' }), 'pizza');
  await enterText(user, form.getByLabelText('Telefonnummer auf der Karte'), '+49 2161 123456');
  await enterText(user, form.getByLabelText('Adresse auf der Karte'), 'Parade 12, Venlo');
  await enterText(user, form.getByLabelText('QR Code URL'), 'www.damario.example');
  await user.selectOptions(form.getByRole('combobox', { name: 'Verarbeitung' }), 'Magnete nicht einzeln verpackt');
  await user.click(form.getByRole('button', { name: 'Zur Bestellung hinzufügen' }));
  await screen.findByText('1. PrimeCard Starter');
}

/** The value beside `label` in the saved shipping data. */
function savedFact(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('custom order: delivery country', () => {
  it('offers the 27 member states by their German names, Deutschland first and chosen', async () => {
    await openPage();
    const select = shippingForm().getByRole('combobox', { name: 'Land' });
    const names = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toHaveLength(27);
    expect(names.slice(0, 4)).toEqual(['Deutschland', 'Belgien', 'Bulgarien', 'Dänemark']);
    expect(names.slice(-3)).toEqual(['Tschechien', 'Ungarn', 'Zypern']);
    expect(names.indexOf('Österreich')).toBe(names.indexOf('Niederlande') + 1);
    expect(select).toHaveValue('DE');
  });

  it('asks for the USt-IdNr. a delivery abroad needs and checks the postal code for the country', async () => {
    const { user } = await openPage();
    for (const [label, value] of Object.entries({ ...SHIPPING, PLZ: '0911 AA' })) {
      await user.type(shippingForm().getByLabelText(label), value);
    }
    await user.selectOptions(shippingForm().getByRole('combobox', { name: 'Land' }), 'NL');
    await user.click(shippingForm().getByRole('button', { name: 'Versanddaten übernehmen' }));

    const vatId = shippingForm().getByLabelText('USt-IdNr.');
    await waitFor(() => expect(vatId).toHaveAccessibleDescription(euTexts.vatNumberNeeded));
    expect(shippingForm().getByLabelText('PLZ')).toHaveAccessibleDescription(
      'Die Postleitzahl ist für die Niederlande ungültig.',
    );
    expect(window.sessionStorage.getItem(customOrderStorageKeys.shipping)).toBeNull();
  });

  it('reads shipping data saved before the country as going to Germany', async () => {
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
    await openPage();
    expect(savedFact('Land')).toHaveTextContent(/^Deutschland$/);
    expect(screen.queryByText('Rechnungsadresse', { selector: 'dt' })).not.toBeInTheDocument();
  });
});

describe('custom order: billing address', () => {
  it('asks for it only once ticked, then requires each of its fields', async () => {
    const { user } = await openPage();
    expect(shippingForm().queryByRole('group', { name: 'Abweichende Rechnungsadresse' })).not.toBeInTheDocument();
    await fillShipping(user);
    await user.click(shippingForm().getByRole('checkbox', { name: 'Abweichende Rechnungsadresse' }));
    await user.click(shippingForm().getByRole('button', { name: 'Versanddaten übernehmen' }));

    await waitFor(() => expect(billingGroup().getAllByText('Pflichtfeld')).toHaveLength(4));
    expect(billingGroup().getByRole('combobox', { name: 'Land' })).toHaveValue('DE');
    expect(window.sessionStorage.getItem(customOrderStorageKeys.shipping)).toBeNull();
  });

  it('refuses a legal name longer than 100 characters once touched', async () => {
    const { user } = await openPage();
    await user.click(shippingForm().getByRole('checkbox', { name: 'Abweichende Rechnungsadresse' }));
    const legalName = billingGroup().getByLabelText('Rechnungsempfänger (Firmenname mit Rechtsform)');
    await user.type(legalName, 'A'.repeat(101));
    await user.tab();
    const message = 'Der Rechnungsempfänger darf nicht länger als 100 Zeichen sein';
    expect(await billingGroup().findByText(message)).toBeInTheDocument();
    expect(legalName).toHaveAccessibleDescription(message);
  });

  it('sends no billing address when unticked again', async () => {
    const { user, router } = await openPage();
    await fillShipping(user);
    await fillBilling(user);
    await user.click(shippingForm().getByRole('checkbox', { name: 'Abweichende Rechnungsadresse' }));
    await save(user);
    expect(storedJson(customOrderStorageKeys.shipping)).not.toHaveProperty('billingAddress');
    await addLine(user);

    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard/orders'));
    const [body] = receivedOn('/orderLine/create-order');
    expect(body).not.toHaveProperty('billingAddress');
    expect(body).toMatchObject({ shippingInfo: { country: 'NL', zipCode: '5911 CA' } });
  });
});

describe('custom order: country and billing address together', () => {
  it('keeps them in this tab, shows them and sends shippingInfo.country and billingAddress', async () => {
    const first = await openPage();
    await fillShipping(first.user);
    await fillBilling(first.user);
    await save(first.user);

    expect(storedJson(customOrderStorageKeys.shipping)).toEqual({
      responsableName: 'Mario Rossi',
      companyName: 'Pizzeria Da Mario',
      email: 'mario@damario.example',
      phone: '+49 2161 987654',
      shippingAddress: 'Parade 12',
      zipCode: '5911 CA',
      city: 'Venlo',
      country: 'NL',
      vatId: CONFIRMED_NL_VAT_ID,
      billingAddress: {
        legalName: 'Pizzeria Da Mario Inh. Mario Rossi e.K.',
        street: 'Keulsepoort 3',
        zipCode: '5911 BX',
        city: 'Venlo',
        country: 'NL',
      },
    });
    expect(savedFact('Land')).toHaveTextContent(/^Niederlande$/);
    expect(savedFact('Rechnungsadresse')).toHaveTextContent(
      'Pizzeria Da Mario Inh. Mario Rossi e.K.Keulsepoort 35911 BX VenloNiederlande',
    );
    first.unmount();

    // Another visit in the same tab finds them in the form again.
    const { user, router } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Versanddaten ändern' }));
    // The delivery country first; the billing address has its own 'Land' in its group.
    expect(shippingForm().getAllByRole('combobox', { name: 'Land' })[0]).toHaveValue('NL');
    expect(shippingForm().getByRole('checkbox', { name: 'Abweichende Rechnungsadresse' })).toBeChecked();
    expect(billingGroup().getByLabelText('Straße und Hausnummer')).toHaveValue('Keulsepoort 3');
    await save(user);
    await addLine(user);

    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard/orders'));
    expect(receivedOn('/orderLine/create-order')).toEqual([
      expect.objectContaining({
        orderType: 'Costume',
        shippingInfo: {
          responsableName: 'Mario Rossi',
          companyName: 'Pizzeria Da Mario',
          email: 'mario@damario.example',
          phone: '+49 2161 987654',
          shippingAddress: 'Parade 12',
          zipCode: '5911 CA',
          city: 'Venlo',
          country: 'NL',
          vatId: CONFIRMED_NL_VAT_ID,
        },
        billingAddress: {
          legalName: 'Pizzeria Da Mario Inh. Mario Rossi e.K.',
          street: 'Keulsepoort 3',
          zipCode: '5911 BX',
          city: 'Venlo',
          country: 'NL',
        },
      }),
    ]);
    expect(window.sessionStorage.getItem(customOrderStorageKeys.shipping)).toBeNull();
  });

  it("shows the server's refusal of the postal code and keeps everything for another try", async () => {
    const refusal = 'Die Postleitzahl ist für die Niederlande ungültig.';
    server.use(
      http.post('/api/orderLine/create-order', () => HttpResponse.json({ message: refusal }, { status: 400 }), {
        once: true,
      }),
    );
    const { user } = await openPage();
    await fillShipping(user);
    await save(user);
    await addLine(user);

    await user.click(screen.getByRole('button', { name: 'Bestellung erstellen' }));

    const toasts = within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
    expect(await toasts.findByText(refusal)).toBeInTheDocument();
    expect(storedJson(customOrderStorageKeys.shipping)).toMatchObject({ country: 'NL' });
    expect(savedFact('Land')).toHaveTextContent(/^Niederlande$/);
  });
});
