import { screen, within } from '@testing-library/react';

import type { TestOrder } from '@/testing/data';
import { seedOrder, testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';

const admin = { user: testUsers.admin };

/** A paid order of 2 × 54,90 € net (109,80 €), with its express surcharge when one is given. */
function paidOrder(express: Pick<TestOrder, 'expressSurcharge' | 'expressRefundedAt'> = {}) {
  return seedOrder({
    order_date: '2026-06-03T10:00:00Z',
    payementStatus: 'Paid',
    paymentTime: '2026-06-03T10:05:00Z',
    shippingDate: '2026-06-04',
    ...express,
  });
}

/** The terms of the order's facts, in order. */
function factTerms(facts: HTMLElement): string[] {
  return Array.from(facts.querySelectorAll('dt')).map((term) => term.textContent ?? '');
}

function factValue(facts: HTMLElement, term: string): string {
  const dt = within(facts).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

async function orderFacts(orderId: number) {
  renderApp(`/admin/dashboard/orders/${orderId}`, admin);
  await screen.findByRole('heading', { level: 2, name: `Bestellung #${orderId}` });
  return screen.getByRole('region', { name: 'Bestelldaten' });
}

describe("admin order detail: 'Express-Produktion'", () => {
  it('shows the express surcharge (net) before the net, which holds it, and the VAT and total', async () => {
    const order = paidOrder({ expressSurcharge: 2990 });
    const facts = await orderFacts(order.orderId);

    expect(factTerms(facts).slice(-4)).toEqual(['Express-Produktion', 'Netto', '19 % MwSt', 'Gesamt']);
    expect(factValue(facts, 'Express-Produktion')).toBe('29,90 €');
    // 109,80 € + 29,90 € = 139,70 € net; 19 % of it is 26,543 € -> 26,54 €.
    expect(factValue(facts, 'Netto')).toBe('139,70 €');
    expect(factValue(facts, '19 % MwSt')).toBe('26,54 €');
    expect(factValue(facts, 'Gesamt')).toBe('166,24 €');
    expect(within(facts).queryByText(/erstattet/)).not.toBeInTheDocument();
  });

  it('says when the surcharge was refunded because the order shipped after its promised day', async () => {
    const order = paidOrder({ expressSurcharge: 2990, expressRefundedAt: '2026-06-05T22:30:00Z' });
    const facts = await orderFacts(order.orderId);

    // The day in Germany: 00:30 on 6 June.
    expect(within(facts).getByText('Express-Zuschlag erstattet am 06.06.2026')).toBeInTheDocument();
    expect(factValue(facts, 'Express-Produktion')).toBe('29,90 €Express-Zuschlag erstattet am 06.06.2026');
  });

  it('shows no express line for an order without it', async () => {
    const order = paidOrder();
    const facts = await orderFacts(order.orderId);

    expect(factTerms(facts).slice(-3)).toEqual(['Netto', '19 % MwSt', 'Gesamt']);
    expect(within(facts).queryByText(/Express/)).not.toBeInTheDocument();
  });
});
