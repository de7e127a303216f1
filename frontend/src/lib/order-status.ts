/**
 * The German names of an order's states (issue 23 contract, "Wire values and
 * German labels"), in one place for the customer's and the admin's pages.
 *
 * The server sends the wire values (`InProduction`, `Processing`, `shipped`
 * …); the pages show these labels. A value this front end does not know yet
 * is shown as it came rather than hidden.
 */

/** `orderStatus` of an order. */
export const ORDER_STATUSES = ['Processing', 'Approved', 'InProduction', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * `payementStatus` (sic, the spec's spelling) of an order; `Invoiced`: placed
 * on invoice, its invoice issued at once and the money due later.
 */
export const PAYMENT_STATUSES = ['Pending', 'Processing', 'Paid', 'Failed', 'Invoiced'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The `step` of a timeline entry, in the order an order reaches them. */
export const TIMELINE_STEPS = [
  'paid',
  'proofReady',
  'approved',
  'inProduction',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/** The carriers a shipped order can go with; wire value and label are the same. */
export const CARRIERS = ['DHL', 'DPD', 'Hermes', 'UPS', 'GLS', 'Deutsche Post'] as const;
export type Carrier = (typeof CARRIERS)[number];

const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  Processing: 'In Bearbeitung',
  Approved: 'Freigegeben',
  InProduction: 'In Produktion',
  Shipped: 'Versendet',
  Delivered: 'Zugestellt',
  Cancelled: 'Storniert',
};

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  Pending: 'Offen',
  Processing: 'Zahlung in Bearbeitung',
  Paid: 'Bezahlt',
  Failed: 'Fehlgeschlagen',
  Invoiced: 'Auf Rechnung',
};

const TIMELINE_STEP_LABELS: Record<TimelineStep, string> = {
  paid: 'Bezahlt',
  proofReady: 'Druckabzug bereit',
  approved: 'Freigegeben',
  inProduction: 'In Produktion',
  shipped: 'Versendet',
  delivered: 'Zugestellt',
  cancelled: 'Storniert',
};

function label<K extends string>(labels: Record<K, string>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value as K] : value;
}

export function isOrderStatus(value: string): value is OrderStatus {
  return Object.hasOwn(ORDER_STATUS_LABELS, value);
}

export function isPaymentStatus(value: string): value is PaymentStatus {
  return Object.hasOwn(PAYMENT_STATUS_LABELS, value);
}

export function isTimelineStep(value: string): value is TimelineStep {
  return Object.hasOwn(TIMELINE_STEP_LABELS, value);
}

export function isCarrier(value: string): value is Carrier {
  return (CARRIERS as readonly string[]).includes(value);
}

/** `InProduction` -> 'In Produktion'; an unknown value as it came. */
export function orderStatusLabel(status: string): string {
  return label(ORDER_STATUS_LABELS, status);
}

/** `Processing` -> 'Zahlung in Bearbeitung'; an unknown value as it came. */
export function paymentStatusLabel(status: string): string {
  return label(PAYMENT_STATUS_LABELS, status);
}

/** `proofReady` -> 'Druckabzug bereit'; an unknown value as it came. */
export function timelineStepLabel(step: string): string {
  return label(TIMELINE_STEP_LABELS, step);
}

/** A carrier's label: the wire value itself. */
export function carrierLabel(carrier: string): string {
  return carrier;
}
