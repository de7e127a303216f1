/** Issue 23: /proof-approval?token= behind the link in the confirmation mail. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { markOrderPaid, receivedOn, seedOrder, testProof, testProofVersion, type TestOrder } from '@/testing/data';
import { lifecycleMessages as messages } from '@/testing/lifecycle-handlers';
import { renderApp } from '@/testing/render';

const TOKEN = 'freigabe-abc123';
const CHECKED = 'Ich habe Texte, Telefonnummer und QR-Code geprüft.';

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
    expect(within(block).getByRole('img', { name: 'Druckabzug PrimeCard Starter, Version 1' })).toHaveAttribute(
      'src',
      `/api/order-lines/${order.lines[0].orderLineId}/proof.png?width=400&version=1`,
    );
    await user.click(within(block).getByRole('checkbox', { name: CHECKED }));
    await user.click(within(block).getByRole('button', { name: 'Druck freigeben' }));
    expect(await within(block).findByText(messages.approved)).toBeInTheDocument();
    expect(await within(block).findByText(/^Freigegeben am /)).toBeInTheDocument();
    expect(await screen.findByText('Status: Freigegeben')).toBeInTheDocument();
  });

  it('names the day the approval keeps, as the server promises it, and nothing when it names none', async () => {
    const order = guestOrder({ approvalPromise: 'Freigabe bis Mi, 12:00 Uhr → Versand am Fr, 18.12.' });
    const view = renderApp(`/proof-approval?token=${TOKEN}`);
    expect(await screen.findByText('Freigabe bis Mi, 12:00 Uhr → Versand am Fr, 18.12.')).toBeInTheDocument();
    view.unmount();

    order.approvalPromise = null;
    renderApp(`/proof-approval?token=${TOKEN}`);
    expect(await screen.findByText('Status: In Bearbeitung')).toBeInTheDocument();
    expect(screen.queryByText(/^Freigabe bis /)).not.toBeInTheDocument();
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

    await user.click(within(block).getByRole('checkbox', { name: CHECKED }));
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

    await user.click(within(block).getByRole('checkbox', { name: CHECKED }));
    await user.click(within(block).getByRole('button', { name: 'Druck freigeben' }));

    expect(await within(block).findByRole('alert')).toHaveTextContent(messages.notTheCurrentVersion);
    expect(receivedOn(`/order-lines/${lineId}/approve`)).toEqual([{ version: 1 }]);
    // Loaded again: the new version is shown, nothing was approved, no toast repeats the message.
    expect(await within(block).findByText('Version 2 vom 05.03.2026, 09:00 Uhr')).toBeInTheDocument();
    expect(within(block).getByRole('img', { name: 'Druckabzug PrimeCard Starter, Version 2' })).toBeInTheDocument();
    expect(within(block).getByRole('alert')).toHaveTextContent(messages.notTheCurrentVersion);
    expect(within(block).queryByText(/^Freigegeben am/)).not.toBeInTheDocument();
    expect(screen.getByText('Status: In Bearbeitung')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Benachrichtigungen' })).queryAllByRole('alert')).toHaveLength(0);

    // The new version must be checked again; once checked, it can be approved.
    const approve = within(block).getByRole('button', { name: 'Druck freigeben' });
    const check = within(block).getByRole('checkbox', { name: CHECKED });
    expect(check).not.toBeChecked();
    expect(approve).toBeDisabled();
    await user.click(check);
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

describe('/proof-approval: judging the proof', () => {
  async function openBlock() {
    const view = renderApp(`/proof-approval?token=${TOKEN}`);
    const block = await screen.findByRole('region', { name: 'Druckabzug: PrimeCard Starter' });
    return { ...view, block };
  }

  it('enables "Druck freigeben" only while the check is ticked', async () => {
    const order = guestOrder();
    const lineId = order.lines[0].orderLineId;
    const { user, block } = await openBlock();
    const check = within(block).getByRole('checkbox', { name: CHECKED });
    const approve = within(block).getByRole('button', { name: 'Druck freigeben' });
    expect(check).not.toBeChecked();
    expect(approve).toBeDisabled();

    await user.click(check);
    expect(approve).toBeEnabled();
    await user.click(check);
    expect(approve).toBeDisabled();
    expect(receivedOn(`/order-lines/${lineId}/approve`)).toEqual([]);

    await user.click(check);
    await user.click(approve);
    expect(await within(block).findByText(messages.approved)).toBeInTheDocument();
    expect(receivedOn(`/order-lines/${lineId}/approve`)).toEqual([{ version: 1 }]);
    // Approved: nothing left to tick.
    await waitFor(() => expect(within(block).queryByRole('checkbox', { name: CHECKED })).not.toBeInTheDocument());
  });

  it('draws trim, bleed and safe area over the image while their toggles are on', async () => {
    guestOrder();
    const { user, block } = await openBlock();
    const guide = (name: string) => block.querySelector(`[data-guide="${name}"]`);
    expect(within(block).queryByTestId('proof-guides')).not.toBeInTheDocument();

    await user.click(within(block).getByRole('checkbox', { name: 'Schnittkante' }));
    // The card's page is 49 x 79 mm with 2 mm bleed; the trim is the 45 x 75 mm card.
    expect(within(block).getByTestId('proof-guides')).toHaveAttribute('viewBox', '0 0 490 790');
    expect(guide('trim')).toHaveAttribute('d', 'M20 20h450v750h-450z');
    expect(guide('bleed')).toBeNull();
    expect(guide('safe')).toBeNull();

    await user.click(within(block).getByRole('checkbox', { name: 'Beschnitt' }));
    expect(guide('bleed')).toHaveAttribute('d', 'M0 0h490v790h-490zM20 20h450v750h-450z');
    // 3 mm inside the trim.
    await user.click(within(block).getByRole('checkbox', { name: 'Sicherheitsabstand' }));
    expect(guide('safe')).toHaveAttribute('d', 'M50 50h390v690h-390z');

    await user.click(within(block).getByRole('checkbox', { name: 'Schnittkante' }));
    expect(guide('trim')).toBeNull();
    expect(guide('bleed')).not.toBeNull();
  });

  it('shows a loader until the image arrives, and a retry when it does not', async () => {
    guestOrder();
    const { user, block } = await openBlock();
    const image = within(block).getByRole('img', { name: 'Druckabzug PrimeCard Starter, Version 1' });
    expect(within(block).getByText('Druckabzug wird geladen …')).toBeInTheDocument();

    fireEvent.error(image);
    const alert = await within(block).findByRole('alert');
    expect(alert).toHaveTextContent('Der Druckabzug konnte nicht geladen werden.');
    expect(within(block).queryByRole('img', { name: /^Druckabzug PrimeCard Starter/ })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    const again = within(block).getByRole('img', { name: 'Druckabzug PrimeCard Starter, Version 1' });
    expect(within(block).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(block).getByText('Druckabzug wird geladen …')).toBeInTheDocument();
    fireEvent.load(again);
    expect(within(block).queryByText('Druckabzug wird geladen …')).not.toBeInTheDocument();
  });

  it('zooms in and out and back to the whole card, asking for a sharper image', async () => {
    const order = guestOrder();
    const lineId = order.lines[0].orderLineId;
    const { user, block } = await openBlock();
    const image = () => within(block).getByRole('img', { name: 'Druckabzug PrimeCard Starter, Version 1' });
    const zoom = within(block).getByRole('group', { name: 'Vergrößerung: Druckabzug PrimeCard Starter, Version 1' });
    const level = within(zoom).getByTestId('zoom-level');
    expect(level).toHaveTextContent('100 %');
    expect(within(zoom).getByRole('button', { name: 'Verkleinern' })).toBeDisabled();
    expect(within(zoom).getByRole('button', { name: 'Ganze Karte' })).toBeDisabled();
    // Unmeasured (no layout here): 400 px wide, with the widths for 1x, 2x and 3x screens.
    expect(image()).toHaveAttribute('sizes', '400px');
    expect(image()).toHaveAttribute(
      'srcset',
      [400, 800, 1200]
        .map((width) => `/api/order-lines/${lineId}/proof.png?width=${width}&version=1 ${width}w`)
        .join(', '),
    );

    await user.click(within(zoom).getByRole('button', { name: 'Vergrößern' }));
    expect(level).toHaveTextContent('150 %');
    expect(image()).toHaveAttribute('src', `/api/order-lines/${lineId}/proof.png?width=600&version=1`);
    await user.click(within(zoom).getByRole('button', { name: 'Vergrößern' }));
    await user.click(within(zoom).getByRole('button', { name: 'Vergrößern' }));
    await user.click(within(zoom).getByRole('button', { name: 'Vergrößern' }));
    expect(level).toHaveTextContent('400 %');
    expect(within(zoom).getByRole('button', { name: 'Vergrößern' })).toBeDisabled();
    expect(image()).toHaveAttribute('src', `/api/order-lines/${lineId}/proof.png?width=1600&version=1`);

    await user.click(within(zoom).getByRole('button', { name: 'Verkleinern' }));
    expect(level).toHaveTextContent('300 %');
    await user.click(within(zoom).getByRole('button', { name: 'Ganze Karte' }));
    expect(level).toHaveTextContent('100 %');
    expect(image()).toHaveAttribute('src', `/api/order-lines/${lineId}/proof.png?width=400&version=1`);
  });

  it('shows a changed proof beside the version before it and names the changed fields', async () => {
    const order = guestOrder();
    const line = order.lines[0];
    const before = {
      template: 'burger',
      address: 'Hauptstr. 1, 41061 Mönchengladbach',
      phone: '+49 2161 1',
      url: line.url,
      cardLogo: line.cardLogo,
    };
    order.lines[0].proof = testProof([
      testProofVersion(1, { design: before }),
      testProofVersion(2, {
        createdAt: '2026-03-05T08:00:00Z',
        design: { ...before, phone: '+49 2161 2', address: 'Hauptstr. 2, 41061 Mönchengladbach' },
      }),
    ]);
    const { block } = await openBlock();

    expect(within(block).getByText('Geändert: Telefonnummer, Adresse')).toBeInTheDocument();
    const current = within(block).getByRole('figure', { name: 'Version 2 (aktuell)' });
    const previous = within(block).getByRole('figure', { name: 'Version 1 (vorher)' });
    expect(within(current).getByRole('img', { name: 'Druckabzug PrimeCard Starter, Version 2' })).toHaveAttribute(
      'src',
      `/api/order-lines/${line.orderLineId}/proof.png?width=400&version=2`,
    );
    expect(within(previous).getByRole('img', { name: 'Druckabzug PrimeCard Starter, Version 1' })).toHaveAttribute(
      'src',
      `/api/order-lines/${line.orderLineId}/proof.png?width=400&version=1`,
    );
  });

  it('says so when the version before is no longer kept, and names no fields without designs', async () => {
    const order = guestOrder();
    order.lines[0].proof = testProof([
      testProofVersion(1, { pdfKept: false }),
      testProofVersion(2, { createdAt: '2026-03-05T08:00:00Z' }),
    ]);
    const { block } = await openBlock();
    const previous = within(block).getByRole('figure', { name: 'Version 1 (vorher)' });
    expect(previous).toHaveTextContent('Der Druckabzug der Version 1 wird nicht mehr aufbewahrt.');
    expect(within(previous).queryByRole('img')).not.toBeInTheDocument();
    expect(within(block).queryByText(/^Geändert:/)).not.toBeInTheDocument();
  });
});

describe('/proof-approval?orderId= (the browser that placed the order)', () => {
  it('asks for the order by its id, without a token, and lets the guest approve', async () => {
    const order = guestOrder();
    const { user } = renderApp(`/proof-approval?orderId=${order.orderId}`);
    const block = await screen.findByRole('region', { name: 'Druckabzug: PrimeCard Starter' });
    expect(receivedOn('/proof-approval')).toEqual([{ orderId: order.orderId }]);
    expect(screen.getByRole('heading', { level: 2, name: `Bestellung Nr. ${order.orderId}` })).toBeInTheDocument();

    await user.click(within(block).getByRole('checkbox', { name: CHECKED }));
    await user.click(within(block).getByRole('button', { name: 'Druck freigeben' }));
    expect(await within(block).findByText(messages.approved)).toBeInTheDocument();
  });

  it('says the order cannot be opened here when the server does not know it for this browser', async () => {
    const order = guestOrder({ userId: 4711 });
    renderApp(`/proof-approval?orderId=${order.orderId}`);
    expect(await screen.findByText('Bestellung nicht gefunden')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Link aus unserer E-Mail/);
    expect(receivedOn('/proof-approval')).toEqual([{ orderId: order.orderId }]);
  });

  it('does not ask the server for an order id that is no number', async () => {
    renderApp('/proof-approval?orderId=abc');
    expect(await screen.findByText(/Dieser Freigabelink ist unvollständig/)).toBeInTheDocument();
    expect(receivedOn('/proof-approval')).toEqual([]);
  });
});
