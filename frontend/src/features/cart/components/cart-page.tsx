import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';

import { CardThumbnail } from '@/components/card-thumbnail/card-thumbnail';
import { CartIcon, CloseIcon } from '@/components/icons/icons';
import { Page } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { OrderTotals } from '@/components/ui/order-totals';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { templateName } from '@/lib/card-design/templates';
import { cartLineKey, packUnitOf } from '@/lib/cart-line';
import { formatCents } from '@/lib/format';
import { lineSubtotal } from '@/lib/money';
import { cardsInPacks, formatCount } from '@/lib/packs';
import { useAppDispatch } from '@/lib/store-hooks';
import { toast } from '@/lib/toast';
import { useScrollToTop } from '@/lib/use-scroll-to-top';

import {
  cartSummary,
  itemRemoved,
  quantityUpdated,
  selectCartExpress,
  selectCartItems,
  selectCartVoucher,
} from '../cart-slice';
import { useLogo } from '../logo-store';
import { cartTexts } from '../texts';
import type { CartItem } from '../types';

import styles from './cart-page.module.css';
import { VoucherField } from './voucher-field';

const design = cartTexts.design;

function LogoPreview({ item }: { item: CartItem }) {
  const logo = useLogo(item.logo);
  switch (logo.status) {
    case 'none':
      return null;
    case 'loading':
      return (
        <>
          <dt>{design.logo}</dt>
          <dd>
            <Spinner size={18} label={design.logoLoading} />
          </dd>
        </>
      );
    case 'missing':
      return (
        <>
          <dt>{design.logo}</dt>
          <dd className={styles.missing} role="note">
            {design.logoMissing}
          </dd>
        </>
      );
    case 'found':
    case 'hosted':
      return (
        <>
          <dt>{design.logo}</dt>
          <dd>
            {/* A stored logo shows its data URL; one put back from an order, its hosted URL. */}
            <img
              className={styles.logo}
              src={logo.status === 'found' ? logo.dataUrl : logo.url}
              alt={design.logoAlt(item.name)}
              width={64}
              height={48}
            />
          </dd>
        </>
      );
  }
}

/** A logo the thumbnail can draw: the stored data URL, a hosted URL, or none. */
function drawableLogo(logo: ReturnType<typeof useLogo>): string | null {
  switch (logo.status) {
    case 'loading':
      return null;
    case 'found':
      return logo.dataUrl;
    case 'hosted':
      return logo.url;
    case 'none':
    case 'missing':
      return '';
  }
}

/** The line's picture: the customer's design where it has one, else the product's image. */
function LinePicture({ item }: { item: CartItem }) {
  const logo = drawableLogo(useLogo(item.logo));
  if (item.templateCat !== '' && logo !== null) {
    return (
      <CardThumbnail
        template={item.templateCat}
        phone={item.phone}
        address={item.address}
        url={item.url}
        cardLogo={logo}
        qrText={item.qrLink}
        fallbackSrc={item.image || undefined}
      />
    );
  }
  // A line kept from an older cart may have no image: an empty src would fetch the page again.
  return item.image ? (
    <img className={styles.thumbnail} src={item.image} alt="" width={72} height={72} />
  ) : (
    <span className={styles.thumbnail} aria-hidden="true" />
  );
}

/** '5 Pakete = 500 Karten'; without the pack size (an older cart) the packs alone. */
function PackCount({ item }: { item: CartItem }) {
  const unit = packUnitOf(item);
  if (unit === null) return null;
  const cards = item.cardsPerPack === undefined ? null : formatCount(cardsInPacks(item.quantity, item.cardsPerPack));
  return <p className={styles.packs}>{cartTexts.packs(item.quantity, cards, unit)}</p>;
}

function DesignSummary({ item, templateLabel }: { item: CartItem; templateLabel: (key: string) => string }) {
  const template: [string, string][] = item.templateCat ? [[design.template, templateLabel(item.templateCat)]] : [];
  const details = (
    [
      [design.address, item.address],
      [design.phone, item.phone],
      [design.url, item.url],
      [design.sampleNumber, item.musterNum],
      [design.remarks, item.remarks],
    ] satisfies [string, string][]
  ).filter(([, value]) => value !== '');
  if (template.length === 0 && details.length === 0 && item.logo === '') return null;
  return (
    <>
      <dl className={styles.design}>
        {template.map(([term, value]) => (
          <DesignDetail key={term} term={term} value={value} />
        ))}
        <LogoPreview item={item} />
        {details.map(([term, value]) => (
          <DesignDetail key={term} term={term} value={value} />
        ))}
      </dl>
      {item.qrLink === undefined ? null : <p className={styles.qrLinkKept}>{design.qrLinkKept(item.qrLink)}</p>}
    </>
  );
}

function DesignDetail({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

function CartRow({ item, templateLabel }: { item: CartItem; templateLabel: (key: string) => string }) {
  const dispatch = useAppDispatch();
  return (
    <tr>
      <td>
        <div className={styles.product}>
          <LinePicture item={item} />
          <div>
            <p className={styles.name}>{item.name}</p>
            <DesignSummary item={item} templateLabel={templateLabel} />
          </div>
        </div>
      </td>
      <td className={styles.type} data-label={cartTexts.columns.type}>
        {item.processingType || cartTexts.noProcessing}
      </td>
      <td className={styles.money} data-label={cartTexts.columns.price}>
        {cartTexts.unitPrice(formatCents(item.price), packUnitOf(item) !== null)}
      </td>
      <td className={styles.quantityCell}>
        <QuantityStepper
          value={item.quantity}
          onChange={(quantity) => dispatch(quantityUpdated({ key: item, quantity }))}
          label={cartTexts.quantityOf(item.name)}
          decreaseLabel={cartTexts.decrease(item.name)}
          increaseLabel={cartTexts.increase(item.name)}
          size="compact"
        />
        <PackCount item={item} />
      </td>
      <td className={`${styles.money} ${styles.strong}`} data-label={cartTexts.columns.subtotal}>
        {formatCents(lineSubtotal(item.price, item.quantity))}
      </td>
      <td className={styles.removeCell}>
        <button
          type="button"
          className={styles.remove}
          aria-label={cartTexts.remove(item.name)}
          onClick={() => {
            dispatch(itemRemoved(item));
            toast.success(cartTexts.removed);
          }}
        >
          <CloseIcon size={18} />
        </button>
      </td>
    </tr>
  );
}

type OverviewProps = {
  items: readonly CartItem[];
  deliveryPromise: ReactNode;
  expressOption: ReactNode;
  expressSurcharge: number | null;
};

function Overview({ items, deliveryPromise, expressOption, expressSurcharge }: OverviewProps) {
  const voucher = useSelector(selectCartVoucher);
  // Added once chosen and its price is known.
  const expressCents = useSelector(selectCartExpress) ? expressSurcharge : null;
  const { totals, discount } = cartSummary(items, voucher, expressCents);
  return (
    <aside className={styles.overview} aria-labelledby="cart-overview-title">
      <h2 id="cart-overview-title">{cartTexts.overview}</h2>
      <VoucherField />
      {expressOption === null ? null : <div className={styles.expressOption}>{expressOption}</div>}
      <OrderTotals totals={totals} discount={discount} express={expressCents} />
      <div className={styles.deliveryPromise}>{deliveryPromise}</div>
      <div className={styles.overviewActions}>
        <ButtonLink to={paths.checkout.getHref()} size="large">
          {cartTexts.toCheckout}
        </ButtonLink>
        <ButtonLink to={paths.shop.getHref()} variant="outline">
          {cartTexts.backToShop}
        </ButtonLink>
      </div>
    </aside>
  );
}

type CartPageProps = {
  /** German name of a template key; the app passes the designer's labels. */
  templateLabel?: (key: string) => string;
  /** When an order placed now would arrive; the app passes it in, shown between the totals and the checkout button. */
  deliveryPromise?: ReactNode;
  /** The 'Express-Produktion' box (the cart's choice); the app passes it in, shown above the totals it changes. */
  expressOption?: ReactNode;
  /** The express surcharge as the server named it (net cents), added to the totals while chosen; `null` while unknown. */
  expressSurcharge?: number | null;
};

/** /shopping-cart (spec §2): the lines with quantity control and removal, and the 'Überblick'. */
export function CartPage({
  templateLabel = templateName,
  deliveryPromise = null,
  expressOption = null,
  expressSurcharge = null,
}: CartPageProps) {
  useScrollToTop();
  const items = useSelector(selectCartItems);

  return (
    <Page title={cartTexts.pageTitle}>
      {items.length === 0 ? (
        <Notice
          title={cartTexts.emptyState}
          icon={<CartIcon />}
          actions={<ButtonLink to={paths.shop.getHref()}>{cartTexts.shopNow}</ButtonLink>}
        />
      ) : (
        <div className={styles.layout}>
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-label={cartTexts.tableLabel}>
              <thead>
                <tr>
                  <th scope="col">{cartTexts.columns.product}</th>
                  <th scope="col">{cartTexts.columns.type}</th>
                  <th scope="col">{cartTexts.columns.price}</th>
                  <th scope="col">{cartTexts.columns.quantity}</th>
                  <th scope="col">{cartTexts.columns.subtotal}</th>
                  <th scope="col">
                    <span className="visually-hidden">{cartTexts.columns.remove}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <CartRow key={cartLineKey(item)} item={item} templateLabel={templateLabel} />
                ))}
              </tbody>
            </table>
          </div>
          <Overview
            items={items}
            deliveryPromise={deliveryPromise}
            expressOption={expressOption}
            expressSurcharge={expressSurcharge}
          />
        </div>
      )}
    </Page>
  );
}
