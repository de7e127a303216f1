import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { joinGerman, paymentMethodName } from '../legal-texts';

const QUESTION = 'Welche Zahlungsmethoden bieten Sie an?';

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

describe('payment method names', () => {
  it('names the methods of the contract and shows any other as it came', () => {
    expect(paymentMethodName('card')).toBe('Kreditkarte (auch Apple Pay und Google Pay)');
    expect(paymentMethodName('paypal')).toBe('PayPal');
    expect(paymentMethodName('klarna')).toBe('Klarna');
    expect(paymentMethodName('sepa_debit')).toBe('SEPA-Lastschrift');
    expect(paymentMethodName('billie')).toBe('Rechnungskauf über Billie');
    expect(paymentMethodName('twint')).toBe('twint');
    expect(paymentMethodName('constructor')).toBe('constructor');
  });

  it('joins with commas and a final "und"', () => {
    expect(joinGerman([])).toBe('');
    expect(joinGerman(['PayPal'])).toBe('PayPal');
    expect(joinGerman(['PayPal', 'Klarna'])).toBe('PayPal und Klarna');
    expect(joinGerman(['A', 'B', 'C'])).toBe('A, B und C');
  });
});

describe('FAQ: the payment answer comes from GET /api/shop/payment-methods', () => {
  it('says it is loading, then names the methods in the server’s order', async () => {
    // The answer waits for the test, so the loading text cannot be gone before it is read.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/api/shop/payment-methods', async () => {
        await answered;
        return HttpResponse.json({ methods: ['sepa_debit', 'paypal', 'twint'] });
      }),
    );
    const { user } = renderApp('/faq');
    await user.click(await screen.findByRole('button', { name: QUESTION }));
    expect(await screen.findByText('Die Zahlungsarten werden geladen …')).toBeVisible();
    answer();
    expect(
      await screen.findByText('Sie können bei uns mit SEPA-Lastschrift, PayPal und twint bezahlen.'),
    ).toBeVisible();
    expect(screen.queryByText('Die Zahlungsarten werden geladen …')).not.toBeInTheDocument();
  });

  it('says so in place, without a toast, when the methods cannot be loaded', async () => {
    server.use(http.get('/api/shop/payment-methods', () => HttpResponse.json({ message: 'kaputt' }, { status: 404 })));
    const { user } = renderApp('/faq');
    await user.click(await screen.findByRole('button', { name: QUESTION }));
    expect(await screen.findByText(/Die Zahlungsarten konnten gerade nicht geladen werden/)).toBeVisible();
    expect(toasts().queryAllByRole('status')).toHaveLength(0);
    expect(toasts().queryAllByRole('alert')).toHaveLength(0);
  });
});
