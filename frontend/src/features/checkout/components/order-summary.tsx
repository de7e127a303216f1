import type { ReactNode } from 'react';

import { CardThumbnail } from '@/components/card-thumbnail/card-thumbnail';
import { OrderTotals } from '@/components/ui/order-totals';
import { templateName } from '@/lib/card-design/templates';
import { cartLineKey, packUnitOf } from '@/lib/cart-line';
import { euTexts, type TaxCategory } from '@/lib/eu';
import { formatCents } from '@/lib/format';
import { lineSubtotal } from '@/lib/money';
import { cardsInPacks, formatCount } from '@/lib/packs';
import type { Discount } from '@/lib/voucher';

import { totalsWithTax } from '../tax';
import { checkoutTexts as texts } from '../texts';
import type { CheckoutItem, CheckoutTotals } from '../types';
import { useLineLogo } from '../use-line-logo';

import styles from './checkout.module.css';

type OrderSummaryProps = {
  items: readonly CheckoutItem[];
  totals: CheckoutTotals;
  discount: Discount | null;
  /** What the form decides: German VAT, or a tax-exempt intra-community supply. */
  taxCategory: TaxCategory;
  /** The category the server priced the Aktionscode's `totals` for, or `null` without a quote. */
  quotedTaxCategory: TaxCategory | null;
  /** The net surcharge of 'Express-Produktion' while chosen and its price known, else `null`. */
  expressCents: number | null;
  /** The 'Aktionscode' field, between the lines and the totals it changes. */
  voucherField: ReactNode;
  /** The data URL behind a line's logo reference, for its design thumbnail. */
  loadLogo: (ref: string) => Promise<string | null>;
};

/** The line's picture: the customer's design where it has one, else the product's image. */
function LinePicture({ item, loadLogo }: { item: CheckoutItem; loadLogo: OrderSummaryProps['loadLogo'] }) {
  const logo = useLineLogo(item.logo, loadLogo);
  if (item.templateCat !== '' && logo !== null) {
    return (
      <CardThumbnail
        template={item.templateCat}
        phone={item.phone}
        address={item.address}
        url={item.url}
        cardLogo={logo}
        qrText={item.qrLink}
        width={56}
        fallbackSrc={item.image || undefined}
      />
    );
  }
  return item.image ? (
    <img className={styles.linePicture} src={item.image} alt="" width={56} height={56} />
  ) : (
    <span className={styles.linePicture} aria-hidden="true" />
  );
}

/** 'Menge: 5 Pakete (500 Karten)' for a pack, 'Menge: 2' for a piece. */
function quantityText(item: CheckoutItem): string {
  const unit = packUnitOf(item);
  if (unit === null) return texts.quantity(item.quantity);
  const cards = item.cardsPerPack === undefined ? null : formatCount(cardsInPacks(item.quantity, item.cardsPerPack));
  return texts.packQuantity(item.quantity, cards, unit);
}

/**
 * The cart as it will be ordered: each line, the Aktionscode, then the
 * express surcharge when chosen, net subtotal, the code's discount, VAT (19 %,
 * or 0 % for an intra-community supply), free shipping and the total. The
 * server's quote is shown as it is when it was priced for the category the
 * form decided and without express.
 */
export function OrderSummary({
  items,
  totals,
  discount,
  taxCategory,
  quotedTaxCategory,
  expressCents,
  voucherField,
  loadLogo,
}: OrderSummaryProps) {
  const discountCents = discount?.cents ?? 0;
  // The surcharge joins the net, and the VAT is reckoned again on all that is taxed (the code's discount is the products').
  const shown =
    expressCents !== null
      ? totalsWithTax({ ...totals, subtotal: totals.subtotal + expressCents }, discountCents, taxCategory)
      : quotedTaxCategory === taxCategory
        ? totals
        : totalsWithTax(totals, discountCents, taxCategory);
  return (
    <aside className={styles.summary} aria-label={texts.summaryLabel}>
      <h2>{texts.summaryTitle}</h2>
      <ul className={styles.lines} aria-label={texts.summaryTitle}>
        {items.map((item) => (
          <li key={cartLineKey(item)} className={styles.line}>
            <LinePicture item={item} loadLogo={loadLogo} />
            <div className={styles.lineText}>
              <p className={styles.lineName}>{item.name}</p>
              {item.templateCat ? (
                <p className={styles.lineDetail}>{texts.template(templateName(item.templateCat))}</p>
              ) : null}
              {item.processingType ? <p className={styles.lineDetail}>{item.processingType}</p> : null}
              <p className={styles.lineDetail}>
                <span>{quantityText(item)}</span>
                <span aria-hidden="true"> · </span>
                <span>{texts.unitPrice(formatCents(item.price), packUnitOf(item) !== null)}</span>
              </p>
            </div>
            <p className={styles.lineTotal}>{formatCents(lineSubtotal(item.price, item.quantity))}</p>
          </li>
        ))}
      </ul>
      {voucherField}
      <OrderTotals
        totals={shown}
        discount={discount}
        express={expressCents}
        vatLabel={taxCategory === 'K' ? euTexts.intraCommunityVat : undefined}
      />
      <p className={styles.netNote}>{texts.netPrices}</p>
    </aside>
  );
}
