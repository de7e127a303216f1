import { screen, within } from '@testing-library/react';

import { seedOrder, testUsers, type TestOrder } from '@/testing/data';
import { renderApp } from '@/testing/render';

const admin = { user: testUsers.admin };

function paidOrder(extra: Partial<TestOrder> = {}): TestOrder {
  return seedOrder({
    order_date: '2026-03-02T10:00:00Z',
    payementStatus: 'Paid',
    paymentTime: '2026-03-02T10:05:00Z',
    shippingDate: '2026-03-20',
    ...extra,
  });
}

async function openOrder(order: TestOrder) {
  const view = renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);
  await screen.findByRole('heading', { level: 2, name: `Bestellung #${order.orderId}` });
  return view;
}

describe("admin order page: the order's failed background jobs", () => {
  it("shows each problem in the server's words as an alert, with the way to the jobs", async () => {
    const order = paidOrder({
      jobProblems: [
        'Rechnung konnte nicht erstellt werden – bitte prüfen',
        'Bestätigungs-E-Mail konnte nicht versendet werden – bitte prüfen',
      ],
    });
    const { user, router } = await openOrder(order);

    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.querySelector('p')?.textContent)).toEqual([
      'Rechnung konnte nicht erstellt werden – bitte prüfen',
      'Bestätigungs-E-Mail konnte nicht versendet werden – bitte prüfen',
    ]);
    for (const alert of alerts) {
      expect(within(alert).getByRole('link', { name: 'Zu den Hintergrundaufgaben' })).toHaveAttribute(
        'href',
        '/admin/dashboard/jobs',
      );
    }
    // At the top: before the order's facts.
    const facts = screen.getByRole('heading', { name: 'Bestelldaten' });
    expect(alerts[0].compareDocumentPosition(facts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(alerts[0]).getByRole('link', { name: 'Zu den Hintergrundaufgaben' }));
    expect(router.state.location.pathname).toBe('/admin/dashboard/jobs');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hintergrundaufgaben' })).toBeInTheDocument();
  });

  it.each([
    ['an empty list', { jobProblems: [] }],
    ['a server that sends no list', {}],
  ])('shows no alert for %s', async (_case, extra: Partial<TestOrder>) => {
    await openOrder(paidOrder(extra));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Zu den Hintergrundaufgaben' })).not.toBeInTheDocument();
  });
});
