import { formatCents } from '@/lib/format';

import styles from './order-totals.module.css';

/** Amounts in cents, as the cart and the checkout compute them (19 % VAT on the net subtotal). */
export type OrderTotalsValues = { subtotal: number; vat: number; shipping: number; total: number };

const texts = {
  subtotal: 'Zwischensumme',
  vat: '19 % MwSt',
  shipping: 'Versand',
  free: 'Kostenlos',
  total: 'Gesamt',
} as const;

/** Net subtotal, VAT, shipping and the grand total, as the cart's overview and the checkout summary show them. */
export function OrderTotals({ totals }: { totals: OrderTotalsValues }) {
  return (
    <dl className={styles.totals}>
      <div>
        <dt>{texts.subtotal}</dt>
        <dd>{formatCents(totals.subtotal)}</dd>
      </div>
      <div>
        <dt>{texts.vat}</dt>
        <dd>{formatCents(totals.vat)}</dd>
      </div>
      <div>
        <dt>{texts.shipping}</dt>
        <dd>{totals.shipping === 0 ? texts.free : formatCents(totals.shipping)}</dd>
      </div>
      <div className={styles.grandTotal}>
        <dt>{texts.total}</dt>
        <dd>{formatCents(totals.total)}</dd>
      </div>
    </dl>
  );
}
