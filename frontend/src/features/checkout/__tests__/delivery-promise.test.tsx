/**
 * The delivery promise on its own: the server's sentence as it comes, the
 * reasons under 'Warum?', a skeleton while it loads, nothing when it cannot
 * be asked, and a new question once its deadline has passed.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import { apiHttp } from '@/testing/api-http';
import { receivedOn } from '@/testing/data';
import { answerDeliveryPromise, deliveryPromiseFor, deliveryTexts } from '@/testing/delivery-handlers';
import { heldResponse } from '@/testing/held-response';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';

import { DeliveryPromise } from '../components/delivery-promise';

const LOADING = 'Liefertermin wird ermittelt …';

describe('DeliveryPromise', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the server's sentence as it comes, for Germany without express unless told", async () => {
    renderWithProviders(<DeliveryPromise />);
    expect(await screen.findByText(deliveryTexts.germany)).toBeInTheDocument();
    expect(receivedOn('/delivery-promise')).toEqual([{ country: 'DE', express: 'false' }]);
    // No reasons, no 'Warum?'.
    expect(screen.queryByText('Warum?')).not.toBeInTheDocument();
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
  });

  it('asks for the country and express production it is given', async () => {
    renderWithProviders(<DeliveryPromise country="NL" express />);
    expect(await screen.findByText(deliveryTexts.abroadExpress)).toBeInTheDocument();
    expect(receivedOn('/delivery-promise')).toEqual([{ country: 'NL', express: 'true' }]);
  });

  it("lists the server's reasons under 'Warum?'", async () => {
    const reasons = ['Wochenende', 'Fronleichnam (Feiertag in NRW)', 'Bestellung nach 12:00 Uhr'];
    server.use(answerDeliveryPromise({ ...deliveryPromiseFor('DE'), reasons }));
    const { user } = renderWithProviders(<DeliveryPromise />);
    const why = await screen.findByText('Warum?');
    expect(why.tagName).toBe('SUMMARY');
    const details = why.closest('details');
    if (!details) throw new Error('no <details> around Warum?');
    expect(details).not.toHaveAttribute('open');
    await user.click(why);
    expect(details).toHaveAttribute('open');
    const list = within(details).getByRole('list', { name: 'Was den Liefertermin verschiebt' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(reasons);
  });

  it('shows a skeleton in its place while the answer is on its way', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      apiHttp.get('/delivery-promise', async () => {
        await answered;
        return HttpResponse.json(deliveryPromiseFor('DE'));
      }),
    );
    renderWithProviders(<DeliveryPromise />);
    const loading = await screen.findByText(LOADING);
    expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText(deliveryTexts.germany)).not.toBeInTheDocument();

    answer();
    expect(await screen.findByText(deliveryTexts.germany)).toBeInTheDocument();
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
  });

  it('shows nothing when the server fails, after one more try', async () => {
    server.use(answerDeliveryPromise({ status: 500 }));
    // The first failure is held until the skeleton was seen, then falls through to the 500.
    const firstFailure = heldResponse();
    server.use(
      apiHttp.get('/delivery-promise', async () => {
        await firstFailure.held;
        return undefined;
      }),
    );
    const { container } = renderWithProviders(<DeliveryPromise />);
    expect(await screen.findByText(LOADING)).toBeInTheDocument();
    firstFailure.release();
    // The one more try comes after the back-off's first wait (1 s, lib/backoff.ts), within findBy's 5 s.
    await waitFor(() => expect(screen.queryByText(LOADING)).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
    expect(receivedOn('/delivery-promise')).toHaveLength(2);
  });

  it('shows nothing for a country the shop does not deliver to', async () => {
    const { container } = renderWithProviders(<DeliveryPromise country="CH" />);
    await waitFor(() => expect(receivedOn('/delivery-promise')).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    // A refusal (400) is final: not asked again.
    expect(receivedOn('/delivery-promise')).toEqual([{ country: 'CH', express: 'false' }]);
  });

  it('asks again once the deadline has passed and shows the next promise', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-12-17T10:58:00Z'));
    const beforeNoon = {
      ...deliveryPromiseFor('DE'),
      orderBy: '2026-12-17T11:00:00Z',
      approveBy: '2026-12-17T11:00:00Z',
    };
    const afterNoon = {
      ...deliveryPromiseFor('DE'),
      orderBy: '2026-12-18T11:00:00Z',
      approveBy: '2026-12-18T11:00:00Z',
      deliverFrom: '2026-12-23',
      deliverTo: '2026-12-24',
      reasons: ['Bestellung nach 12:00 Uhr'],
      text: 'Lieferung voraussichtlich Mi, 23.12. – Do, 24.12., wenn Sie bis morgen, 12:00 Uhr bestellen und freigeben.',
    };
    server.use(answerDeliveryPromise(beforeNoon, afterNoon));
    renderWithProviders(<DeliveryPromise />);
    expect(await screen.findByText(deliveryTexts.germany)).toBeInTheDocument();

    // A minute before the deadline: still the same promise, not asked again.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText(deliveryTexts.germany)).toBeInTheDocument();
    expect(receivedOn('/delivery-promise')).toHaveLength(1);

    // The deadline passes: asked again without a reload.
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(await screen.findByText(afterNoon.text)).toBeInTheDocument();
    expect(screen.queryByText(deliveryTexts.germany)).not.toBeInTheDocument();
    expect(receivedOn('/delivery-promise')).toHaveLength(2);
  });

  it('stops waiting for the deadline when it is gone from the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-12-17T10:58:00Z'));
    server.use(answerDeliveryPromise({ ...deliveryPromiseFor('DE'), orderBy: '2026-12-17T11:00:00Z' }));
    const { unmount } = renderWithProviders(<DeliveryPromise />);
    expect(await screen.findByText(deliveryTexts.germany)).toBeInTheDocument();
    unmount();

    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(receivedOn('/delivery-promise')).toHaveLength(1);
  });
});
