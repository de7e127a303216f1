import { useEffect, useState } from 'react';

import { useAppDispatch } from '@/lib/store-hooks';

import { checkoutApi } from './api';
import type { PaymentStatusResponse } from './types';

/** Spec §9: the confirmation page asks every 3000 ms, at most 10 times. */
export const POLL_INTERVAL_MS = 3000;
export const MAX_TRIES = 10;

export type PaymentPolling =
  | { state: 'waiting' }
  | { state: 'paid'; payment: PaymentStatusResponse }
  | { state: 'processing'; payment: PaymentStatusResponse }
  | { state: 'invoiced'; payment: PaymentStatusResponse }
  | { state: 'failed' };

/**
 * Asks for the order's payment status at once and then every 3 seconds
 * until it is Paid (spec §4). A Pending answer and a failed request each
 * count as a try; the tenth try without payment ends in 'failed'.
 * `Processing` (a delayed payment such as SEPA) stops at once in
 * 'processing', the customer hears by e-mail; `Invoiced` (an order on
 * invoice: there is no payment to wait for) stops at once in 'invoiced';
 * `Failed` stops at once in 'failed'. Leaving the page stops the polling.
 */
export function usePaymentStatus(orderId: number): PaymentPolling {
  const dispatch = useAppDispatch();
  const [polling, setPolling] = useState<{ orderId: number; result: PaymentPolling }>({
    orderId,
    result: { state: 'waiting' },
  });

  useEffect(() => {
    let active = true;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const poll = async () => {
      let answer: PaymentStatusResponse | null = null;
      try {
        answer = await dispatch(
          checkoutApi.endpoints.checkPaymentStatus.initiate(orderId, { subscribe: false, forceRefetch: true }),
        ).unwrap();
      } catch (error) {
        if (active) console.warn(`Payment status of order ${orderId} could not be checked`, error);
      }
      if (!active) return;
      if (answer?.payementStatus === 'Paid') {
        setPolling({ orderId, result: { state: 'paid', payment: answer } });
        return;
      }
      if (answer?.payementStatus === 'Processing') {
        setPolling({ orderId, result: { state: 'processing', payment: answer } });
        return;
      }
      if (answer?.payementStatus === 'Invoiced') {
        setPolling({ orderId, result: { state: 'invoiced', payment: answer } });
        return;
      }
      if (answer?.payementStatus === 'Failed') {
        setPolling({ orderId, result: { state: 'failed' } });
        return;
      }
      tries += 1;
      if (tries >= MAX_TRIES) {
        setPolling({ orderId, result: { state: 'failed' } });
        return;
      }
      timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    };

    void poll();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [dispatch, orderId]);

  return polling.orderId === orderId ? polling.result : { state: 'waiting' };
}
