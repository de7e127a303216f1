import { OrderTotals } from '@/components/ui/order-totals';
import { formatCents } from '@/lib/format';
import { lineSubtotal } from '@/lib/money';

import { checkoutTexts as texts } from '../texts';
import type { CheckoutItem, CheckoutTotals } from '../types';

import styles from './checkout.module.css';

function lineKey(item: CheckoutItem): string {
  return JSON.stringify([item.id, item.productType, item.processingType, item.url, item.remarks, item.musterNum]);
}

/** The cart as it will be ordered: each line, then net subtotal, 19 % VAT, free shipping and the total. */
export function OrderSummary({ items, totals }: { items: readonly CheckoutItem[]; totals: CheckoutTotals }) {
  return (
    <aside className={styles.summary} aria-label={texts.summaryLabel}>
      <h2>{texts.summaryTitle}</h2>
      <ul className={styles.lines} aria-label={texts.summaryTitle}>
        {items.map((item) => (
          <li key={lineKey(item)} className={styles.line}>
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
      <OrderTotals totals={totals} />
      <p className={styles.netNote}>{texts.netPrices}</p>
    </aside>
  );
}
