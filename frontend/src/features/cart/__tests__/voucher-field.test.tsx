import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { receivedOn } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';
import { voucherMessages } from '@/testing/voucher-checkout-handlers';

import type { CartItem } from '../types';

const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';

/** 2 x PrimeCard Starter, packed: 54,90 € each, as the catalogue prices it. */
function card(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 2,
    name: 'PrimeCard Starter',
    price: 5490,
    quantity: 2,
    productType: 'PrimeProd',
    image: '/demo/products/product-2.svg',
    processingType: PACKED,
    remarks: '',
    musterNum: '',
    templateCat: 'burger',
    address: 'Musterstraße 1, 41061 MG',
    logo: '',
    url: 'https://pizzeria.example',
    phone: '+49 170 1234567',
    ...overrides,
  };
}

/** 1 x Flaschenöffner Premium, 44,90 €. */
const opener = (): CartItem =>
  card({
    id: 7,
    name: 'Flaschenöffner Premium',
    price: 4490,
    quantity: 1,
    image: '/demo/products/product-7.svg',
    processingType: '',
    templateCat: '',
    address: '',
    phone: '',
    url: '',
  });

function renderCart(items: CartItem[] = [card(), opener()]) {
  return renderApp('/shopping-cart', { preloadedState: { cart: { items, itemCount: items.length } } });
}

type View = ReturnType<typeof renderCart>;

async function overview() {
  return within(await screen.findByRole('complementary', { name: 'Überblick' }));
}

/** The overview's summary as term -> amount, in the order shown. */
function summaryLines(): [string, string][] {
  const list = within(screen.getByRole('complementary', { name: 'Überblick' }))
    .getByText('Zwischensumme')
    .closest('dl');
  if (!list) throw new Error('no totals');
  return Array.from(list.querySelectorAll('div'), (row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}

async function apply({ user }: View, code: string) {
  const input = await screen.findByLabelText('Aktionscode');
  await user.clear(input);
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Einlösen' }));
}

function checks() {
  return receivedOn('/vouchers/check') as { code: string; orderLines: Record<string, unknown>[] }[];
}

describe('cart: the Aktionscode', () => {
  it('has a labelled field that shows what is typed in capitals and offers no autocompletion', async () => {
    const view = renderCart();
    const input = await screen.findByLabelText('Aktionscode');
    expect(input).toHaveAttribute('autocomplete', 'off');
    await view.user.type(input, 'sommer10');
    expect(input).toHaveValue('SOMMER10');
    expect(screen.getByRole('button', { name: 'Einlösen' })).toBeEnabled();
  });

  it("applies a valid code and shows the server's numbers as lines of the summary", async () => {
    const view = renderCart();
    await apply(view, 'sommer10');

    const summary = await overview();
    expect(await summary.findByRole('status')).toHaveTextContent('Aktionscode SOMMER10 eingelöst');
    // Server: net 154,70 €; 10 % = 15,47 €; 19 % of 139,23 € = 26,4537 € -> 26,45 €; total 165,68 €.
    expect(summaryLines()).toEqual([
      ['Zwischensumme', '154,70 €'],
      ['Rabatt (Aktionscode SOMMER10)', '\u221215,47 €'],
      ['19 % MwSt', '26,45 €'],
      ['Versand', 'Kostenlos'],
      ['Gesamt', '165,68 €'],
    ]);
    // The code is checked with the lines as create-order takes them.
    expect(checks()).toEqual([
      {
        code: 'SOMMER10',
        orderLines: [
          expect.objectContaining({ productId: 2, productType: 'PrimeProd', qte: 2, processingType: PACKED }),
          expect.objectContaining({ productId: 7, qte: 1, cardLogo: '', UnitPrice: 4490 }),
        ],
      },
    ]);
    expect(screen.queryByLabelText('Aktionscode')).not.toBeInTheDocument();
    // The field gave way to the code: focus goes to its 'Entfernen'.
    expect(summary.getByRole('button', { name: 'Entfernen: Aktionscode SOMMER10' })).toHaveFocus();
    expect(view.store.getState().cart.voucher).toMatchObject({ status: 'applied', code: 'SOMMER10' });
    expect(JSON.parse(window.localStorage.getItem('shopping-cart') ?? '{}').voucherCode).toBe('SOMMER10');
  });

  it('shows the numbers the server answers, whatever the cart would have computed', async () => {
    server.use(
      http.post('/api/vouchers/check', () =>
        HttpResponse.json({
          code: 'SOMMER10',
          discountCents: 1234,
          netCents: 15470,
          vatCents: 2705,
          totalCents: 16941,
        }),
      ),
    );
    const view = renderCart();
    await apply(view, 'SOMMER10');
    const summary = await overview();
    await summary.findByText('Rabatt (Aktionscode SOMMER10)');
    expect(summaryLines()).toEqual([
      ['Zwischensumme', '154,70 €'],
      ['Rabatt (Aktionscode SOMMER10)', '\u221212,34 €'],
      ['19 % MwSt', '27,05 €'],
      ['Versand', 'Kostenlos'],
      ['Gesamt', '169,41 €'],
    ]);
  });

  it.each([
    ['GIBTSNICHT', voucherMessages.invalid],
    ['PAUSIERT', voucherMessages.invalid],
    ['WINTER2020', voucherMessages.expired],
    ['ZUKUNFT', voucherMessages.notYetValid],
    ['EINMALIG', voucherMessages.redeemed],
    ['AB100', 'Der Mindestbestellwert für diesen Aktionscode von 100,00 € ist nicht erreicht.'],
    ['KARTEN20', voucherMessages.notApplicable],
  ])('shows the refusal of %s under the field and keeps the code', async (code, message) => {
    // One bottle opener: below AB100's minimum, and no card for KARTEN20.
    const view = renderCart([opener()]);
    await apply(view, code);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    const input = screen.getByLabelText('Aktionscode');
    expect(input).toHaveValue(code);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveFocus();
    expect(screen.queryByText(/^Rabatt/)).not.toBeInTheDocument();
    expect(summaryLines()[0]).toEqual(['Zwischensumme', '44,90 €']);
    expect(view.store.getState().cart.voucher).toEqual({ status: 'refused', code, message });
    expect(JSON.parse(window.localStorage.getItem('shopping-cart') ?? '{}')).not.toHaveProperty('voucherCode');
  });

  it('forgets the refusal once the code is changed', async () => {
    const view = renderCart();
    await apply(view, 'WINTER2020');
    expect(await screen.findByRole('alert')).toHaveTextContent(voucherMessages.expired);
    await view.user.type(screen.getByLabelText('Aktionscode'), '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Aktionscode')).toHaveValue('WINTER20201');
    expect(screen.getByLabelText('Aktionscode')).not.toHaveAttribute('aria-describedby');
  });

  it('asks for a code instead of checking an empty one', async () => {
    const view = renderCart();
    await view.user.type(await screen.findByLabelText('Aktionscode'), '   ');
    await view.user.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte geben Sie einen Aktionscode ein.');
    expect(checks()).toEqual([]);
  });

  it('says when the code could not be checked (network), and the code can be tried again', async () => {
    server.use(http.post('/api/vouchers/check', () => HttpResponse.error(), { once: true }));
    const view = renderCart();
    await apply(view, 'SOMMER10');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Aktionscode konnte nicht geprüft werden. Bitte versuchen Sie es erneut.',
    );
    // Shown at the field only, not a second time as a toast.
    expect(within(screen.getByRole('region', { name: 'Benachrichtigungen' })).queryAllByRole('status')).toHaveLength(0);
    await view.user.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByText('Rabatt (Aktionscode SOMMER10)')).toBeInTheDocument();
  });

  it("shows the server's throttle message at the field after too many refused codes", async () => {
    server.use(
      http.post(
        '/api/vouchers/check',
        () =>
          HttpResponse.json(
            { message: serverMessages.tooManyAttempts },
            { status: 429, headers: { 'Retry-After': '3600' } },
          ),
        { once: true },
      ),
    );
    const view = renderCart();
    await apply(view, 'SOMMER10');

    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.tooManyAttempts);
    expect(screen.getByLabelText('Aktionscode')).toHaveAccessibleDescription(serverMessages.tooManyAttempts);
    expect(within(screen.getByRole('region', { name: 'Benachrichtigungen' })).queryAllByRole('status')).toHaveLength(0);
    expect(screen.queryByText(/^Rabatt/)).not.toBeInTheDocument();
  });

  it('shows a busy, disabled button while the code is being checked', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post('/api/vouchers/check', async () => {
        await answered;
        return HttpResponse.json({
          code: 'SOMMER10',
          discountCents: 1547,
          netCents: 15470,
          vatCents: 2645,
          totalCents: 16568,
        });
      }),
    );
    const view = renderCart();
    await apply(view, 'SOMMER10');

    const button = screen.getByRole('button', { name: 'Einlösen' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Aktionscode')).toHaveAttribute('readonly');

    answer();
    expect(await screen.findByText('Rabatt (Aktionscode SOMMER10)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Einlösen' })).not.toBeInTheDocument();
  });

  it("removes the code: back to the cart's own totals, and the field takes the focus", async () => {
    const view = renderCart();
    await apply(view, 'SOMMER10');
    const summary = await overview();
    await view.user.click(await summary.findByRole('button', { name: 'Entfernen: Aktionscode SOMMER10' }));

    // 154,70 € + 19 % (29,393 € -> 29,39 €) = 184,09 €.
    expect(summaryLines()).toEqual([
      ['Zwischensumme', '154,70 €'],
      ['19 % MwSt', '29,39 €'],
      ['Versand', 'Kostenlos'],
      ['Gesamt', '184,09 €'],
    ]);
    const input = screen.getByLabelText('Aktionscode');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(view.store.getState().cart.voucher).toBeUndefined();
    expect(JSON.parse(window.localStorage.getItem('shopping-cart') ?? '{}')).toEqual({
      items: expect.any(Array),
      itemCount: 2,
    });
  });

  it('checks the code again when the lines change, and shows the new numbers', async () => {
    const view = renderCart();
    await apply(view, 'SOMMER10');
    const summary = await overview();
    await summary.findByText('Rabatt (Aktionscode SOMMER10)');

    await view.user.click(screen.getByRole('button', { name: 'Menge erhöhen: Flaschenöffner Premium' }));
    // 109,80 € + 2 x 44,90 € = 199,60 €; 10 % = 19,96 €; 19 % of 179,64 € = 34,1316 € -> 34,13 €.
    await waitFor(() =>
      expect(summaryLines()).toEqual([
        ['Zwischensumme', '199,60 €'],
        ['Rabatt (Aktionscode SOMMER10)', '\u221219,96 €'],
        ['19 % MwSt', '34,13 €'],
        ['Versand', 'Kostenlos'],
        ['Gesamt', '213,77 €'],
      ]),
    );
    expect(checks()).toHaveLength(2);
    expect(checks()[1].orderLines).toEqual([
      expect.objectContaining({ productId: 2, qte: 2 }),
      expect.objectContaining({ productId: 7, qte: 2 }),
    ]);
  });

  it('takes the code off when the check after a change refuses it, and says why', async () => {
    const view = renderCart();
    await apply(view, 'AB100');
    // 15 % of 154,70 € = 23,205 € -> 23,21 € (half up).
    expect(await screen.findByText('\u221223,21 €')).toBeInTheDocument();

    // 54,90 € + 44,90 € = 99,80 €: below the minimum of 100,00 €.
    await view.user.click(screen.getByRole('button', { name: 'Menge verringern: PrimeCard Starter' }));
    const message = 'Der Mindestbestellwert für diesen Aktionscode von 100,00 € ist nicht erreicht.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Aktionscode')).toHaveValue('AB100');
    expect(screen.queryByText(/^Rabatt/)).not.toBeInTheDocument();
    expect(summaryLines()[0]).toEqual(['Zwischensumme', '99,80 €']);
    expect(view.store.getState().cart.voucher).toEqual({ status: 'refused', code: 'AB100', message });
    // The refusal is at the field; focus stays with the control the customer used.
    expect(screen.getByRole('button', { name: 'Menge verringern: PrimeCard Starter' })).toHaveFocus();
  });

  it('keeps the code over a reload and checks it again for the stored lines', async () => {
    window.localStorage.setItem(
      'shopping-cart',
      JSON.stringify({ items: [card(), opener()], itemCount: 2, voucherCode: 'MINUS5' }),
    );
    renderApp('/shopping-cart');
    const summary = await overview();
    expect(await summary.findByText('Rabatt (Aktionscode MINUS5)')).toBeInTheDocument();
    expect(summary.getByText('\u22125,00 €')).toBeInTheDocument();
    expect(checks()).toEqual([expect.objectContaining({ code: 'MINUS5' })]);
  });
});
