import {
  CARRIERS,
  carrierLabel,
  isCarrier,
  isOrderStatus,
  isPaymentStatus,
  isTimelineStep,
  ORDER_STATUSES,
  orderStatusLabel,
  PAYMENT_STATUSES,
  paymentStatusLabel,
  TIMELINE_STEPS,
  timelineStepLabel,
} from '../order-status';

describe('orderStatusLabel', () => {
  it.each([
    ['Processing', 'In Bearbeitung'],
    ['Approved', 'Freigegeben'],
    ['InProduction', 'In Produktion'],
    ['Shipped', 'Versendet'],
    ['Delivered', 'Zugestellt'],
    ['Cancelled', 'Storniert'],
  ])('names %s "%s"', (wire, german) => {
    expect(orderStatusLabel(wire)).toBe(german);
  });

  it('knows exactly the six states of the contract', () => {
    expect(ORDER_STATUSES).toEqual(['Processing', 'Approved', 'InProduction', 'Shipped', 'Delivered', 'Cancelled']);
    expect(ORDER_STATUSES.every(isOrderStatus)).toBe(true);
    expect(isOrderStatus('processing')).toBe(false);
  });

  it('shows an unknown value as it came, and no inherited object key', () => {
    expect(orderStatusLabel('OnHold')).toBe('OnHold');
    expect(orderStatusLabel('toString')).toBe('toString');
    expect(orderStatusLabel('')).toBe('');
  });
});

describe('paymentStatusLabel', () => {
  it.each([
    ['Pending', 'Offen'],
    ['Processing', 'Zahlung in Bearbeitung'],
    ['Paid', 'Bezahlt'],
    ['Failed', 'Fehlgeschlagen'],
    ['Invoiced', 'Auf Rechnung'],
  ])('names %s "%s"', (wire, german) => {
    expect(paymentStatusLabel(wire)).toBe(german);
  });

  it('differs from the order status of the same wire value', () => {
    expect(paymentStatusLabel('Processing')).not.toBe(orderStatusLabel('Processing'));
  });

  it('knows the five payment states and shows others as they came', () => {
    expect(PAYMENT_STATUSES).toEqual(['Pending', 'Processing', 'Paid', 'Failed', 'Invoiced']);
    expect(PAYMENT_STATUSES.every(isPaymentStatus)).toBe(true);
    expect(paymentStatusLabel('Refunded')).toBe('Refunded');
  });
});

describe('timelineStepLabel', () => {
  it.each([
    ['paid', 'Bezahlt'],
    ['proofReady', 'Druckabzug bereit'],
    ['approved', 'Freigegeben'],
    ['inProduction', 'In Produktion'],
    ['shipped', 'Versendet'],
    ['delivered', 'Zugestellt'],
    ['cancelled', 'Storniert'],
  ])('names %s "%s"', (wire, german) => {
    expect(timelineStepLabel(wire)).toBe(german);
  });

  it('knows the seven steps in their order and shows others as they came', () => {
    expect(TIMELINE_STEPS).toEqual([
      'paid',
      'proofReady',
      'approved',
      'inProduction',
      'shipped',
      'delivered',
      'cancelled',
    ]);
    expect(TIMELINE_STEPS.every(isTimelineStep)).toBe(true);
    expect(isTimelineStep('Paid')).toBe(false);
    expect(timelineStepLabel('returned')).toBe('returned');
  });
});

describe('CARRIERS', () => {
  it('are the six carriers of the contract, wire value = label', () => {
    expect(CARRIERS).toEqual(['DHL', 'DPD', 'Hermes', 'UPS', 'GLS', 'Deutsche Post']);
    for (const carrier of CARRIERS) {
      expect(isCarrier(carrier)).toBe(true);
      expect(carrierLabel(carrier)).toBe(carrier);
    }
    expect(isCarrier('FedEx')).toBe(false);
  });
});
