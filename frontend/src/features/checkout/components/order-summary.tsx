import type { ReactNode } from 'react';

import { OrderTotals } from '@/components/ui/order-totals';
import { cartLineKey } from '@/lib/cart-line';
import { formatCents } from '@/lib/format';
import { lineSubtotal } from '@/lib/money';
import type { Discount } from '@/lib/voucher';

import { checkoutTexts as texts } from '../texts';
import type { CheckoutItem, CheckoutTotals } from '../types';

import styles from './checkout.module.css';

type OrderSummaryProps = {
  items: readonly CheckoutItem[];
  totals: CheckoutTotals;
  discount: Discount | null;
  /** The 'Aktionscode' field, between the lines and the totals it changes. */
  voucherField: ReactNode;
};

/**
 * The cart as it will be ordered: each line, the Aktionscode, then net
 * subtotal, the code's discount, 19 % VAT, free shipping and the total.
 */
export function OrderSummary({ items, totals, discount, voucherField }: OrderSummaryProps) {
  return (
    <aside className={styles.summary} aria-label={texts.summaryLabel}>
      <h2>{texts.summaryTitle}</h2>
      <ul className={styles.lines} aria-label={texts.summaryTitle}>
        {items.map((item) => (
          <li key={cartLineKey(item)} className={styles.line}>
            <div>
              <p className={styles.lineName}>{item.name}</p>
              {item.processingType ? <p className={styles.lineDetail}>{item.processingType}</p> : null}
              <p className={styles.lineDetail}>
                <span>{texts.quantity(item.quantity)}</span>
                <span aria-hidden="true"> · </span>
                <span>{texts.unitPrice(formatCents(item.price))}</span>
              </p>
            </div>
            <p className={styles.lineTotal}>{formatCents(lineSubtotal(item.price, item.quantity))}</p>
          </li>
        ))}
      </ul>
      {voucherField}
      <OrderTotals totals={totals} discount={discount} />
      <p className={styles.netNote}>{texts.netPrices}</p>
    </aside>
  );
}
