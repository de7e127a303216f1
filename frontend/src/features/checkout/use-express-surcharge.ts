/**
 * The net surcharge of 'Express-Produktion' in cents, as the delivery promise
 * names it (the server's config), or `null` while it is unknown. It asks the
 * same promise the page shows, so it costs no call of its own; the last
 * answer's price stays while another country or choice is asked, as the
 * price is the same for all of them. `null` asks nothing (a page without the
 * promise).
 */
import { skipToken } from '@reduxjs/toolkit/query';

import { useGetDeliveryPromiseQuery } from './api';
import type { DeliveryPromiseRequest } from './types';

export function useExpressSurcharge(request: DeliveryPromiseRequest | null): number | null {
  const { data } = useGetDeliveryPromiseQuery(request ?? skipToken);
  return data?.expressSurcharge ?? null;
}
