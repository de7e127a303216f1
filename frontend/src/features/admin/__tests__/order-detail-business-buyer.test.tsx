import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { seedOrder, testUsers, type TestOrder } from '@/testing/data';
import { orderDetailsDto } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const admin = { user: testUsers.admin };

const SHIPPING = {
  responsableName: 'Mario Rossi',
  companyName: 'Pizzeria Da Mario',
  email: 'mario@damario.example',
  phone: '+31 77 123 4567',
  shippingAddress: 'Parade 12',
  zipCode: '5911 CA',
  city: 'Venlo',
};

const BILLING = {
  legalName: 'Pizzeria Da Mario Inh. Mario Rossi e.K.',
  street: 'Keulsepoort 3',
  zipCode: '5911 BX',
  city: 'Venlo',
  country: 'NL',
};

function paidOrder(): TestOrder {
  return seedOrder({
    order_date: '2026-12-06T10:30:00Z',
    payementStatus: 'Paid',
    paymentTime: '2026-12-06T10:35:00Z',
    shipping: SHIPPING,
  });
}

/** The order's details as the server answers them since issue 35: `added` beside what it always sent. */
function answerDetails(order: TestOrder, added: Record<string, unknown>, shippingCountry?: string) {
  const details = orderDetailsDto(order);
  const shippingDataRow =
    details.shippingDataRow && shippingCountry
      ? { ...details.shippingDataRow, country: shippingCountry }
      : details.shippingDataRow;
  server.use(
    http.get('/api/orderLine/get-order-details', () => HttpResponse.json({ ...details, shippingDataRow, ...added })),
  );
}

/** The value beside `label` in a list of facts. */
function fact(region: HTMLElement, label: string) {
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling;
}

async function openOrder(order: TestOrder) {
  renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
  await screen.findByRole('heading', { level: 2, name: `Bestellung #${order.orderId}` });
}

describe('admin order detail: the buyer is a business', () => {
  it('shows when the buyer confirmed ordering as a business, in German time, the K treatment and the AGB version', async () => {
    const order = paidOrder();
    answerDetails(
      order,
      {
        businessBuyerConfirmedAt: '2026-12-06T10:38:00Z',
        termsVersion: '2026-12-01',
        taxCategory: 'K',
        billingAddress: null,
      },
      'NL',
    );
    await openOrder(order);

    const facts = screen.getByRole('region', { name: 'Bestelldaten' });
    expect(fact(facts, 'Unternehmer (§ 14 BGB)')).toHaveTextContent(
      /^Als Unternehmer bestätigt am 06\.12\.2026, 11:38 Uhr$/,
    );
    expect(fact(facts, 'Umsatzsteuer')).toHaveTextContent(/^steuerfreie innergemeinschaftliche Lieferung \(K\)$/);
    expect(fact(facts, 'AGB')).toHaveTextContent(/^AGB-Version 2026-12-01$/);
    expect(fact(screen.getByRole('region', { name: 'Versanddaten' }), 'Land')).toHaveTextContent(/^Niederlande$/);
  });

  it("says 'Nicht bestätigt' for an order placed without the confirmation, with 19 % and no AGB version", async () => {
    const order = paidOrder();
    answerDetails(
      order,
      { businessBuyerConfirmedAt: null, termsVersion: null, taxCategory: 'S', billingAddress: null },
      'DE',
    );
    await openOrder(order);

    const facts = screen.getByRole('region', { name: 'Bestelldaten' });
    expect(fact(facts, 'Unternehmer (§ 14 BGB)')).toHaveTextContent(/^Nicht bestätigt$/);
    expect(fact(facts, 'Umsatzsteuer')).toHaveTextContent(/^19 % \(S\)$/);
    expect(within(facts).queryByText('AGB', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText(/AGB-Version/)).not.toBeInTheDocument();
    expect(fact(screen.getByRole('region', { name: 'Versanddaten' }), 'Land')).toHaveTextContent(/^Deutschland$/);
  });

  it('shows the confirmation time in summer time too', async () => {
    const order = paidOrder();
    answerDetails(order, { businessBuyerConfirmedAt: '2026-07-01T22:15:00Z', taxCategory: 'S' });
    await openOrder(order);
    expect(fact(screen.getByRole('region', { name: 'Bestelldaten' }), 'Unternehmer (§ 14 BGB)')).toHaveTextContent(
      /^Als Unternehmer bestätigt am 02\.07\.2026, 00:15 Uhr$/,
    );
  });

  it('shows the separate billing address with its country, apart from the shipping data', async () => {
    const order = paidOrder();
    answerDetails(order, { businessBuyerConfirmedAt: null, taxCategory: 'K', billingAddress: BILLING }, 'NL');
    await openOrder(order);

    const billing = screen.getByRole('region', { name: 'Rechnungsadresse' });
    // One line each: the lines run together in the text, as <br> adds none.
    expect(billing).toHaveTextContent('Pizzeria Da Mario Inh. Mario Rossi e.K.Keulsepoort 35911 BX VenloNiederlande');
    const shipping = screen.getByRole('region', { name: 'Versanddaten' });
    expect(within(shipping).getByText('Parade 12')).toBeInTheDocument();
    expect(within(shipping).queryByText('Keulsepoort 3')).not.toBeInTheDocument();
  });

  it('shows no billing address when the shipping address is the billing address', async () => {
    const order = paidOrder();
    answerDetails(order, { businessBuyerConfirmedAt: null, taxCategory: 'S', billingAddress: null });
    await openOrder(order);
    expect(screen.getByRole('region', { name: 'Versanddaten' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rechnungsadresse' })).not.toBeInTheDocument();
  });

  it('reads an order from before delivery abroad as shipped to Germany, not confirmed', async () => {
    const order = paidOrder();
    await openOrder(order);
    expect(fact(screen.getByRole('region', { name: 'Versanddaten' }), 'Land')).toHaveTextContent(/^Deutschland$/);
    expect(fact(screen.getByRole('region', { name: 'Bestelldaten' }), 'Unternehmer (§ 14 BGB)')).toHaveTextContent(
      /^Nicht bestätigt$/,
    );
  });
});
