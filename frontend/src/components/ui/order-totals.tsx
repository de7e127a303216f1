import { formatCents } from '@/lib/format';
import type { Totals } from '@/lib/money';

import styles from './order-totals.module.css';

export const orderTotalsTexts = {
  subtotal: 'Zwischensumme',
  vat: '19 % MwSt',
  shipping: 'Versand',
  free: 'Kostenlos',
  total: 'Gesamt',
} as const;

/** Net subtotal, VAT, shipping and the grand total, as the cart's overview and the checkout summary show them. */
export function OrderTotals({ totals }: { totals: Totals }) {
  return (
    <dl className={styles.totals}>
      <div>
        <dt>{orderTotalsTexts.subtotal}</dt>
        <dd>{formatCents(totals.subtotal)}</dd>
      </div>
      <div>
        <dt>{orderTotalsTexts.vat}</dt>
        <dd>{formatCents(totals.vat)}</dd>
      </div>
      <div>
        <dt>{orderTotalsTexts.shipping}</dt>
        <dd>{totals.shipping === 0 ? orderTotalsTexts.free : formatCents(totals.shipping)}</dd>
      </div>
      <div className={styles.grandTotal}>
        <dt>{orderTotalsTexts.total}</dt>
        <dd>{formatCents(totals.total)}</dd>
      </div>
    </dl>
  );
}
