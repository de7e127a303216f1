import { formatCents } from '@/lib/format';
import type { Totals } from '@/lib/money';
import { formatDiscount, voucherTexts, type Discount } from '@/lib/voucher';

import styles from './order-totals.module.css';

export const orderTotalsTexts = {
  express: 'Express-Produktion',
  subtotal: 'Zwischensumme',
  vat: '19 % MwSt',
  shipping: 'Versand',
  free: 'Kostenlos',
  total: 'Gesamt',
} as const;

/**
 * The express surcharge when chosen, net subtotal, an Aktionscode's discount
 * (the server's), VAT, shipping and the grand total, as the cart's overview
 * and the checkout summary show them.
 */
export function OrderTotals({
  totals,
  discount = null,
  express = null,
  vatLabel = orderTotalsTexts.vat,
}: {
  totals: Totals;
  discount?: Discount | null;
  /** The net surcharge of 'Express-Produktion' when chosen; the subtotal includes it. */
  express?: number | null;
  /** The VAT row's label: checkout names a tax-exempt intra-community supply there. */
  vatLabel?: string;
}) {
  return (
    <dl className={styles.totals}>
      {express === null ? null : (
        <div>
          <dt>{orderTotalsTexts.express}</dt>
          <dd>{formatCents(express)}</dd>
        </div>
      )}
      <div>
        <dt>{orderTotalsTexts.subtotal}</dt>
        <dd>{formatCents(totals.subtotal)}</dd>
      </div>
      {discount ? (
        <div>
          <dt>{voucherTexts.discount(discount.code)}</dt>
          <dd>{formatDiscount(discount.cents)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{vatLabel}</dt>
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
