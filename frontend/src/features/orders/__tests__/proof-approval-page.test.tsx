/** Issue 23: /proof-approval?token= behind the link in the confirmation mail. */
import { screen, waitFor, within } from '@testing-library/react';

import { markOrderPaid, receivedOn, seedOrder, testProof, testProofVersion, type TestOrder } from '@/testing/data';
import { lifecycleMessages as messages } from '@/testing/lifecycle-handlers';
import { renderApp } from '@/testing/render';

const TOKEN = 'freigabe-abc123';

/** A guest's order: no account, only the mailed token. */
function guestOrder(extra: Partial<TestOrder> = {}): TestOrder {
  const order = seedOrder({
    userId: null,
    order_date: '2026-03-04T10:00:00Z',
    shipping: { companyName: 'Döner Palast', responsableName: 'Ali Yilmaz' },
  });
  markOrderPaid(order.orderId, { paymentTime: '2026-03-04T10:05:00Z', shippingDate: '2026-03-06' });
  order.lines[0].proof = testProof([testProofVersion(1, { createdAt: '2026-03-04T10:06:00Z' })]);
  Object.assign(order, { approvalToken: TOKEN, ...extra });
  return order;
}

describe('/proof-approval', () => {
  it('shows the order, its timeline, the cancellation and the proof to a guest holding the token', async () => {
    const order = guestOrder({ cancellableUntil: '2099-01-01T12:00:00Z' });
    const { user } = renderApp(`/proof-approval?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Druckfreigabe' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: `Bestellung Nr. ${order.orderId}` }),
    ).toBeInTheDocument();
    expect(receivedOn('/proof-approval')).toEqual([{ token: TOKEN }]);
    expect(screen.getByText('Döner Palast, bestellt am 04.03.2026')).toBeInTheDocument();
    expect(screen.getByText('Status: In Bearbeitung')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Bestellverlauf' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bezahlt 04.03.2026, 11:05 Uhr']);
    expect(screen.getByText('Stornierbar bis 01.01.2099, 13:00 Uhr')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bestellung stornieren' })).toBeEnabled();

    // The token's session may approve.
    const block = screen.getByRole('region', { name: 'Druckabzug: PrimeCard Starter' });
    expect(within(block).getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(within(block).getByTitle('Druckabzug PrimeCard Starter, Version 1')).toHaveAttribute(
      'src',
      `/api/order-lines/${order.lines[0].orderLineId}/proof.pdf`,
    );
    await user.click(within(block).getByRole('button', { name: 'Druck freigeben' }));
    expect(await within(block).findByText(messages.approved)).toBeInTheDocument();
    expect(await within(block).findByText(/^Freigegeben am /)).toBeInTheDocument();
    expect(await screen.findByText('Status: Freigegeben')).toBeInTheDocument();
  });

  it('approves the version it shows', async () => {
    const order = guestOrder();
    const lineId = order.lines[0].orderLineId;
    order.lines[0].proof = testProof([
      testProofVersion(1, { createdAt: '2026-03-04T10:06:00Z', pdfKept: false }),
      testProofVersion(2, { createdAt: '2026-03-05T08:00:00Z' }),
    ]);
    const { user } = renderApp(`/proof-approval?token=${TOKEN}`);
    const block = await screen.findByRole('region', { name: 'Druckabzug: PrimeCard Starter' });
    expect(within(block).getByText('Version 2 vom 05.03.2026, 09:00 Uhr')).toBeInTheDocument();

    await user.click(within(block).getByRole('button', { name: 'Druck freigeben' }));

    expect(await within(block).findByRole('status')).toHaveTextContent(messages.approved);
    expect(receivedOn(`/order-lines/${lineId}/approve`)).toEqual([{ version: 2 }]);
    expect(order.lines[0].proof?.versions.map((version) => Boolean(version.approvedAt))).toEqual([false, true]);
  });

  it('shows the server’s 409 when the proof changed meanwhile and loads the new version to check', async () => {
    const order = guestOrder();
    const lineId = order.lines[0].orderLineId;
    const { user } = renderApp(`/proof-approval?token=${TOKEN}`);
    const block = await screen.findByRole('region', { name: 'Druckabzug: PrimeCard Starter' });
    expect(within(block).getByText('Version 1 vom 04.03.2026, 11:06 Uhr')).toBeInTheDocument();
    // Changed elsewhere after the page was loaded (another tab, the shop on the customer's word).
    const proof = order.lines[0].proof;
    if (!proof) throw new Error('the line has a proof');
    proof.versions[0].pdfKept = false;
    proof.versions.push(testProofVersion(2, { createdAt: '2026-03-05T08:00:00Z' }));
    proof.currentVersion = 2;

    await user.click(within(block).getByRole('button', { name: 'Druck freigeben' }));

    expect(await within(block).findByRole('alert')).toHaveTextContent(messages.notTheCurrentVersion);
    expect(receivedOn(`/order-lines/${lineId}/approve`)).toEqual([{ version: 1 }]);
    // Loaded again: the new version is shown, nothing was approved, no toast repeats the message.
    expect(await within(block).findByText('Version 2 vom 05.03.2026, 09:00 Uhr')).toBeInTheDocument();
    expect(within(block).getByTitle('Druckabzug PrimeCard Starter, Version 2')).toBeInTheDocument();
    expect(within(block).getByRole('alert')).toHaveTextContent(messages.notTheCurrentVersion);
    expect(within(block).queryByText(/^Freigegeben am/)).not.toBeInTheDocument();
    expect(screen.getByText('Status: In Bearbeitung')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Benachrichtigungen' })).queryAllByRole('alert')).toHaveLength(0);

    // The new version, once seen, can be approved.
    const approve = within(block).getByRole('button', { name: 'Druck freigeben' });
    await waitFor(() => expect(approve).toBeEnabled());
    await user.click(approve);
    expect(await within(block).findByRole('status')).toHaveTextContent(messages.approved);
    expect(receivedOn(`/order-lines/${lineId}/approve`)).toEqual([{ version: 1 }, { version: 2 }]);
    expect(await screen.findByText('Status: Freigegeben')).toBeInTheDocument();
  });

  it('lets the token’s session cancel the order', async () => {
    guestOrder({ cancellableUntil: '2099-01-01T12:00:00Z' });
    const { user } = renderApp(`/proof-approval?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Bestellung stornieren' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Bestellung stornieren' }));
    expect(await screen.findByText(messages.cancelled)).toBeInTheDocument();
    expect(await screen.findByText('Status: Storniert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bestellung stornieren' })).not.toBeInTheDocument();
    // A cancelled order's proofs can no longer be approved.
    expect(screen.queryByRole('button', { name: 'Druck freigeben' })).not.toBeInTheDocument();
  });

  it('offers no cancellation once the deadline is gone', async () => {
    guestOrder({ cancellableUntil: null });
    renderApp(`/proof-approval?token=${TOKEN}`);
    await screen.findByRole('region', { name: 'Druckabzug: PrimeCard Starter' });
    expect(screen.queryByRole('button', { name: 'Bestellung stornieren' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Stornierbar bis/)).not.toBeInTheDocument();
  });

  it('shows the server’s message and a way to the shop for an invalid token', async () => {
    guestOrder();
    renderApp('/proof-approval?token=falsch');
    expect(await screen.findByText(messages.tokenInvalid)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Freigabelink ungültig');
    expect(screen.getByRole('link', { name: 'Zum PrimeShop' })).toHaveAttribute('href', '/prime-shop');
    expect(screen.queryByRole('button', { name: 'Druck freigeben' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Benachrichtigungen' })).queryAllByRole('alert')).toHaveLength(0);
  });

  it('asks for the mailed link when the token is missing, without asking the server', async () => {
    renderApp('/proof-approval');
    expect(await screen.findByText(/Dieser Freigabelink ist unvollständig/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum PrimeShop' })).toBeInTheDocument();
    expect(receivedOn('/proof-approval')).toEqual([]);
  });
});
