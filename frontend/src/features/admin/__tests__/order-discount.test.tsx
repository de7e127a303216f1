import { screen, within } from '@testing-library/react';

import { seedOrder, testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';

const admin = { user: testUsers.admin };

/** A paid order of 2 × 54,90 € net (109,80 €), with the discount when one is given. */
function paidOrder(voucher: { discountCents: number; voucherCode: string } | null) {
  return seedOrder({
    order_date: '2026-06-03T10:00:00Z',
    payementStatus: 'Paid',
    paymentTime: '2026-06-03T10:05:00Z',
    shippingDate: '2026-06-10',
    ...voucher,
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

describe('admin order detail: discount code', () => {
  it("shows 'Rabatt (Aktionscode …)' with the negative amount between the net and the VAT, above the total", async () => {
    const order = paidOrder({ discountCents: 1098, voucherCode: 'SOMMER10' });
    renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);

    await screen.findByRole('heading', { level: 2, name: `Bestellung #${order.orderId}` });
    const facts = screen.getByRole('region', { name: 'Bestelldaten' });
    expect(factTerms(facts).slice(-4)).toEqual(['Netto', 'Rabatt (Aktionscode SOMMER10)', '19 % MwSt', 'Gesamt']);
    expect(factValue(facts, 'Netto')).toBe('109,80 €');
    expect(factValue(facts, 'Rabatt (Aktionscode SOMMER10)')).toBe('\u221210,98 €');
    // 109,80 − 10,98 = 98,82 net after the discount; the VAT is on that.
    expect(factValue(facts, '19 % MwSt')).toBe('18,78 €');
    expect(factValue(facts, 'Gesamt')).toBe('117,60 €');
  });

  it('shows no discount line for an order without a code', async () => {
    const order = paidOrder(null);
    renderApp(`/admin/dashboard/orders/${order.orderId}`, admin);

    await screen.findByRole('heading', { level: 2, name: `Bestellung #${order.orderId}` });
    const facts = screen.getByRole('region', { name: 'Bestelldaten' });
    expect(factTerms(facts).slice(-3)).toEqual(['Netto', '19 % MwSt', 'Gesamt']);
    expect(within(facts).queryByText(/Rabatt/)).not.toBeInTheDocument();
  });
});
