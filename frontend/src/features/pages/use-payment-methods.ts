import { useGetPaymentMethodsQuery } from './api';
import { paymentMethodName } from './legal-texts';

/** The German names of the payment methods the shop takes, or where loading them stands. */
export type PaymentMethods = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; names: string[] };

export function usePaymentMethods(): PaymentMethods {
  const query = useGetPaymentMethodsQuery();
  if (query.data !== undefined) return { state: 'ready', names: query.data.map(paymentMethodName) };
  if (query.isError && !query.isFetching) return { state: 'failed' };
  return { state: 'loading' };
}
