/**
 * The buyer is a business (issue 35) in the checkout: a Dutch restaurant
 * with a confirmed NL number orders to Venlo with a billing address of its
 * own and sees 0 % VAT; the business confirmation is required; a German
 * number's check digit and the missing number abroad are refused in the
 * form; the tax office being unavailable is said, and nothing typed is lost.
 */
import { screen, waitFor, within } from '@testing-library/react';

import type { CartItem } from '@/features/cart/types';
import { formatCents } from '@/lib/format';
import { db, receivedOn, testUsers } from '@/testing/data';
import { enterText } from '@/testing/enter-text';
import { CONFIRMED_NL_VAT_ID, taxOffice, vatCheckMessages } from '@/testing/eu-tax-fake';
import { renderApp } from '@/testing/render';

const BUSINESS_BUYER = 'Ich bestelle als Unternehmer im Sinne von § 14 BGB.';
const BUSINESS_BUYER_REQUIRED = 'Bitte bestätigen Sie, dass Sie als Unternehmer bestellen.';
const INTRA_COMMUNITY_VAT = 'Umsatzsteuer 0 % – steuerfreie innergemeinschaftliche Lieferung';
const VAT_NUMBER_NEEDED =
  'Für Lieferungen in andere EU-Länder benötigen wir Ihre gültige USt-IdNr. aus einem anderen EU-Mitgliedstaat.';

/** 4 packs at 44,90 €: 179,60 € net, 34,12 € German VAT. */
const NET = 17960;
const GERMAN_VAT = 3412;

function magnetPack(): CartItem {
  return {
    id: 5,
    name: 'Magnete mit Musternummer – 100 Stück',
    price: 4490,
    quantity: 4,
    productType: 'MBNprod',
    image: '/demo/products/pack-5.svg',
    processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
    remarks: '',
    musterNum: 'MN-1002',
    templateCat: '',
    address: '',
    logo: '',
    url: '',
    phone: '',
  };
}

function renderCheckout({ user = null }: { user?: typeof testUsers.customer | null } = {}) {
  const items = [magnetPack()];
  return renderApp('/checkout', {
    user,
    preloadedState: { auth: { user, isGuest: user === null }, cart: { items, itemCount: items.length } },
  });
}

type View = ReturnType<typeof renderCheckout>;

/** Replaces `window.location` for one test, so `assign` can be watched; jsdom cannot leave the page. */
function stubLocation() {
  const real = window.location;
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    origin: real.origin,
    href: real.href,
    assign,
  } as unknown as Location);
  return assign;
}

const VENLO = {
  Ansprechpartner: 'Mario Rossi',
  Firmenname: 'Pizzeria Da Mario',
  'E-Mail': 'mario@da-mario.example',
  Telefonnummer: '+31 77 123 4567',
  Lieferadresse: 'Parade 12',
  PLZ: '5911 AA',
  Stadt: 'Venlo',
};

const BILLING = {
  legalName: 'Pizzeria Da Mario Inh. Mario Rossi e.K.',
  street: 'Maasboulevard 3',
  zipCode: '5911 BB',
  city: 'Venlo',
  country: 'NL',
};

async function fill({ user }: View, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await enterText(user, await screen.findByLabelText(label), value);
  }
}

/** The shipping 'Land' (the billing address has one of its own). */
function deliveryCountry() {
  return screen.getAllByLabelText('Land')[0];
}

async function fillBillingAddress({ user }: View) {
  await user.click(screen.getByRole('checkbox', { name: 'Abweichende Rechnungsadresse' }));
  const billing = within(screen.getByRole('group', { name: 'Abweichende Rechnungsadresse' }));
  await enterText(user, billing.getByLabelText('Rechnungsempfänger (Firmenname mit Rechtsform)'), BILLING.legalName);
  await enterText(user, billing.getByLabelText('Straße und Hausnummer'), BILLING.street);
  await enterText(user, billing.getByLabelText('PLZ'), BILLING.zipCode);
  await enterText(user, billing.getByLabelText('Ort'), BILLING.city);
  await user.selectOptions(billing.getByLabelText('Land'), 'Niederlande');
}

async function acceptAll({ user }: View) {
  await user.click(screen.getByRole('checkbox', { name: BUSINESS_BUYER }));
  await user.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
}

/** The summary's amount next to `label`. */
function summaryAmount(label: string): string | null {
  const summary = within(screen.getByRole('complementary', { name: 'Bestellübersicht' }));
  return summary.getByText(label).nextElementSibling?.textContent ?? null;
}

function orderCalls(): unknown[] {
  return receivedOn('/orderLine/create-order');
}

describe('checkout: a Dutch restaurant with a confirmed NL number', () => {
  it('sees 0 % VAT once the number is confirmed, and orders with the billing address and the confirmation', async () => {
    const assign = stubLocation();
    const view = renderCheckout();
    await fill(view, VENLO);
    await view.user.selectOptions(deliveryCountry(), 'Niederlande');
    await fillBillingAddress(view);
    expect(summaryAmount('19 % MwSt')).toBe(formatCents(GERMAN_VAT));

    await view.user.type(screen.getByLabelText('USt-IdNr.'), CONFIRMED_NL_VAT_ID);
    expect(await screen.findByText(vatCheckMessages.valid)).toBeInTheDocument();
    await waitFor(() => expect(summaryAmount(INTRA_COMMUNITY_VAT)).toBe(formatCents(0)));
    expect(summaryAmount('Gesamt')).toBe(formatCents(NET));
    expect(screen.queryByText('19 % MwSt')).not.toBeInTheDocument();

    await acceptAll(view);
    await view.user.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(orderCalls()).toEqual([
      expect.objectContaining({
        shippingInfo: {
          responsableName: 'Mario Rossi',
          companyName: 'Pizzeria Da Mario',
          email: 'mario@da-mario.example',
          phone: '+31 77 123 4567',
          shippingAddress: 'Parade 12',
          zipCode: '5911 AA',
          city: 'Venlo',
          country: 'NL',
          vatId: CONFIRMED_NL_VAT_ID,
        },
        billingAddress: BILLING,
        businessBuyer: true,
      }),
    ]);
    // Asked with the billing address's name and place, once typing stopped.
    expect(receivedOn('/vat-ids/check').at(-1)).toEqual({
      vatId: CONFIRMED_NL_VAT_ID,
      name: BILLING.legalName,
      street: BILLING.street,
      zipCode: BILLING.zipCode,
      city: BILLING.city,
      country: 'NL',
    });
    expect(db.orders[0].totalAmount).toBe(NET);
  });

  it('prices an Aktionscode for the delivery country and the number: the discount, no VAT', async () => {
    const view = renderCheckout();
    await fill(view, VENLO);
    await view.user.selectOptions(deliveryCountry(), 'Niederlande');
    await view.user.type(screen.getByLabelText('USt-IdNr.'), CONFIRMED_NL_VAT_ID);
    expect(await screen.findByText(vatCheckMessages.valid)).toBeInTheDocument();

    await view.user.type(screen.getByLabelText('Aktionscode'), 'SOMMER10');
    await view.user.click(screen.getByRole('button', { name: 'Einlösen' }));

    const discount = Math.floor((NET * 10 + 50) / 100);
    await waitFor(() => expect(summaryAmount('Gesamt')).toBe(formatCents(NET - discount)));
    expect(summaryAmount(INTRA_COMMUNITY_VAT)).toBe(formatCents(0));
    expect(receivedOn('/vouchers/check').at(-1)).toMatchObject({
      code: 'SOMMER10',
      country: 'NL',
      vatId: CONFIRMED_NL_VAT_ID,
      billingAddress: null,
    });
  });

  it('pre-fills country, number and billing address from the signed-in account', async () => {
    const user = { ...testUsers.customer, country: 'NL', vatId: CONFIRMED_NL_VAT_ID, billingAddress: BILLING };
    renderCheckout({ user });
    expect(await screen.findByLabelText('USt-IdNr.')).toHaveValue(CONFIRMED_NL_VAT_ID);
    expect((deliveryCountry() as HTMLSelectElement).value).toBe('NL');
    expect(screen.getByRole('checkbox', { name: 'Abweichende Rechnungsadresse' })).toBeChecked();
    expect(screen.getByLabelText('Rechnungsempfänger (Firmenname mit Rechtsform)')).toHaveValue(BILLING.legalName);
  });
});

describe('checkout: what the form refuses', () => {
  it('requires the business confirmation and sends nothing without it', async () => {
    const view = renderCheckout();
    await fill(view, { ...VENLO, Telefonnummer: '+49 2161 987654', PLZ: '41061', Stadt: 'Mönchengladbach' });
    await view.user.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
    await view.user.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));

    expect(await screen.findByText(BUSINESS_BUYER_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: BUSINESS_BUYER })).toHaveAttribute('aria-invalid', 'true');
    expect(orderCalls()).toEqual([]);

    await view.user.click(screen.getByRole('checkbox', { name: BUSINESS_BUYER }));
    await waitFor(() => expect(screen.queryByText(BUSINESS_BUYER_REQUIRED)).not.toBeInTheDocument());
  });

  it('refuses a German number whose check digit is wrong, without asking the tax office', async () => {
    const view = renderCheckout();
    const input = await screen.findByLabelText('USt-IdNr. (optional)');
    await view.user.type(input, 'DE123456789');
    await view.user.tab();
    expect(await screen.findByText('Diese USt-IdNr. ist ungültig (Prüfziffer).')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await view.user.clear(input);
    await view.user.type(input, 'DE136695976');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    expect(receivedOn('/vat-ids/check')).toEqual([]);
  });

  it('says at the field that goods abroad need a number, and orders nothing without one', async () => {
    const view = renderCheckout();
    await fill(view, VENLO);
    await view.user.selectOptions(deliveryCountry(), 'Niederlande');
    expect(await screen.findByText(VAT_NUMBER_NEEDED)).toBeInTheDocument();
    expect(screen.getByLabelText('USt-IdNr.')).toHaveAccessibleDescription(VAT_NUMBER_NEEDED);

    await acceptAll(view);
    await view.user.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));
    expect(await screen.findByText(VAT_NUMBER_NEEDED)).toBeInTheDocument();
    expect(orderCalls()).toEqual([]);
  });

  it('checks the postal code for the chosen country', async () => {
    const view = renderCheckout();
    await fill(view, { PLZ: '0911 AA' });
    await view.user.selectOptions(deliveryCountry(), 'Niederlande');
    await view.user.click(screen.getByLabelText('PLZ'));
    await view.user.tab();
    expect(await screen.findByText('Die Postleitzahl ist für die Niederlande ungültig.')).toBeInTheDocument();
  });
});

describe('checkout: the tax office cannot be asked', () => {
  it('says so at the field without blocking typing, and the refused order keeps everything typed', async () => {
    taxOffice.unavailable = true;
    stubLocation();
    const view = renderCheckout();
    await fill(view, VENLO);
    await view.user.selectOptions(deliveryCountry(), 'Niederlande');
    const vatId = screen.getByLabelText('USt-IdNr.');
    await view.user.type(vatId, CONFIRMED_NL_VAT_ID);

    expect(await screen.findByText(vatCheckMessages.unavailable)).toBeInTheDocument();
    expect(vatId).toBeEnabled();

    await acceptAll(view);
    await view.user.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));
    const toasts = within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
    expect(await toasts.findByText(vatCheckMessages.unavailable)).toBeInTheDocument();
    expect(db.orders).toEqual([]);
    expect(vatId).toHaveValue(CONFIRMED_NL_VAT_ID);
    expect(screen.getByLabelText('Stadt')).toHaveValue('Venlo');
    expect(screen.getByRole('checkbox', { name: BUSINESS_BUYER })).toBeChecked();
  });
});
