/**
 * The order box's sums, live with the packing and the quantity: what the
 * packs hold ('5 Pakete = 500 Karten'), the net total, and what one card
 * costs ('1,30 € pro Karte'). A bottle opener is no pack: only its total.
 */
import { formatCents } from '@/lib/format';
import { lineSubtotal } from '@/lib/money';
import { cardsInPacks, formatCount, packContent, pricePerCard } from '@/lib/packs';

import { designerTexts } from '../texts';
import type { DesignerProduct } from '../types';

import styles from './designer.module.css';

const texts = designerTexts.order;

type OrderSummaryProps = {
  product: Pick<DesignerProduct, 'kind' | 'cardsPerPack'>;
  /** The price of one pack in cents, with the chosen packing. */
  unitPrice: number;
  quantity: number;
};

export function OrderSummary({ product, unitPrice: unit, quantity }: OrderSummaryProps) {
  const content = packContent(product.kind, product.cardsPerPack);
  return (
    <div className={styles.summary} role="group" aria-label={texts.summaryLabel}>
      {content ? (
        <p className={styles.summaryPacks} aria-live="polite">
          {texts.packs(quantity, formatCount(cardsInPacks(quantity, content.count)), content.unit)}
        </p>
      ) : null}
      <p className={styles.summaryTotal} aria-live="polite">
        {texts.total(formatCents(lineSubtotal(unit, quantity)))}
      </p>
      {content ? (
        <p className={styles.summaryPerCard}>
          {texts.perCard(formatCents(pricePerCard(unit, content.count)), content.unit)}
        </p>
      ) : null}
    </div>
  );
}
