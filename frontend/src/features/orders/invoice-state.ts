/**
 * Where an order on invoice stands for the customer: open until its due
 * date, overdue from the day after it, paid once the money is in full. The
 * server sends calendar days (`YYYY-MM-DD`); "today" is the day it is in
 * Germany, so the answer does not depend on the browser's time zone.
 */
import { nextDay } from '@/lib/dates';

import type { Order } from './types';

export type InvoiceState =
  { kind: 'open'; dueOn: string } | { kind: 'overdue'; since: string } | { kind: 'paid'; paidOn: string };

/** The state of an order on invoice on `today` (`YYYY-MM-DD`); `null` for an order paid by card or without a due date. */
export function invoiceStateOf(
  order: Pick<Order, 'paymentMethod' | 'invoiceDueOn' | 'paidOn'>,
  today: string,
): InvoiceState | null {
  if (order.paymentMethod !== 'invoice') return null;
  if (order.paidOn) return { kind: 'paid', paidOn: order.paidOn };
  const dueOn = order.invoiceDueOn;
  if (!dueOn) return null;
  // Days as `YYYY-MM-DD` compare as text; the due day itself is still on time.
  if (today <= dueOn) return { kind: 'open', dueOn };
  return { kind: 'overdue', since: nextDay(dueOn) ?? dueOn };
}
