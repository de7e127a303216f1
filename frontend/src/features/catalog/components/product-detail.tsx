import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';

import { CheckCircleIcon, GiftIcon, ShieldCheckIcon } from '@/components/icons/icons';
import { ButtonLink } from '@/components/ui/button';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatCents } from '@/lib/format';
import { formatCount, packContent } from '@/lib/packs';
import { useScrollToTop } from '@/lib/use-scroll-to-top';

import { useGetProductByIdQuery } from '../api';
import { hasCardSize, parseProductId } from '../product-routes';
import { catalogTexts } from '../texts';
import type { Product } from '../types';

import styles from './product-detail.module.css';

const texts = catalogTexts.detail;

/**
 * What a page puts into the product layout: the left column (default: the
 * product image), the order form, and whether the left column stays in view
 * beside a long form on a desktop (the card designer's preview).
 */
export type ProductSlots = { media?: ReactNode; order: ReactNode; stickyMedia?: boolean };

type ProductDetailProps = {
  /** `card`: /primeCardsDetails (cards, bottle openers); `magnet`: /MBNCardsDetails (sample-number packs). */
  kind: 'card' | 'magnet';
  /**
   * Renders a loaded product. `layout` places the slots into the product
   * header (left column; order form between description and special offer),
   * so one component can own the state both columns share.
   */
  render: (product: Product, layout: (slots: ProductSlots) => ReactNode) => ReactNode;
  /** Rendered when the API does not know the product. */
  notFound: ReactNode;
  /** When an order placed now would arrive; the app passes it in, shown beneath the order form. */
  deliveryPromise?: ReactNode;
};

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

function SpecialOfferBox({ product }: { product: Product }) {
  return (
    <section className={styles.offer} aria-labelledby="special-offer-title">
      <h2 id="special-offer-title">
        <GiftIcon size={20} />
        {texts.specialOfferTitle}
      </h2>
      <ul>
        {product.specialOffer ? (
          <li>
            <CheckCircleIcon size={18} />
            {product.specialOffer}
          </li>
        ) : null}
        <li>
          <CheckCircleIcon size={18} />
          {texts.specialOfferSurfaces}
        </li>
        <li>
          <CheckCircleIcon size={18} />
          {texts.specialOfferDelivery}
        </li>
        <li>
          <CheckCircleIcon size={18} />
          {texts.specialOfferExclusive}
        </li>
      </ul>
    </section>
  );
}

function ProductImage({ product, kind }: { product: Product; kind: ProductDetailProps['kind'] }) {
  const image = kind === 'magnet' && product.imagePack ? product.imagePack : product.image;
  const alt = kind === 'magnet' && product.imagePack ? texts.packImageAlt(product.name) : product.name;
  return (
    <div className={styles.media}>
      <img src={image} alt={alt} width={480} height={480} />
    </div>
  );
}

function PackSize({ product }: { product: Product }) {
  const content = packContent(product.kind, product.cardsPerPack);
  if (content === null) return null;
  return <p className={styles.packSize}>{catalogTexts.packSize(formatCount(content.count), content.unit)}</p>;
}

function ProductLayout({
  product,
  kind,
  deliveryPromise,
  media,
  order,
  stickyMedia = false,
}: { product: Product } & Pick<ProductDetailProps, 'kind' | 'deliveryPromise'> & ProductSlots) {
  return (
    <div className={styles.layout}>
      <div className={`${styles.mediaColumn} ${stickyMedia ? styles.sticky : ''}`}>
        {media ?? <ProductImage product={product} kind={kind} />}
      </div>
      <div className={styles.info}>
        <h1 className={styles.title}>{product.name}</h1>
        {product.artikelNum ? (
          <p className={styles.article}>
            {texts.articleNumber} {product.artikelNum}
          </p>
        ) : null}
        <p className={styles.price}>
          <span className={styles.amount}>{formatCents(product.price)}</span>
          <span className={styles.net}>{catalogTexts.netPrice}</span>
        </p>
        <PackSize product={product} />
        <p className={styles.description}>{product.description}</p>
        {hasCardSize(product.productId) ? (
          <p className={styles.size}>
            <ShieldCheckIcon size={20} />
            {texts.size}
          </p>
        ) : null}
        {order}
        {deliveryPromise}
        <SpecialOfferBox product={product} />
      </div>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className={styles.layout} role="status" aria-live="polite">
      <span className="visually-hidden">{texts.loading}</span>
      <div className={styles.media} aria-hidden="true">
        <Skeleton width="70%" height="70%" />
      </div>
      <div className={styles.skeletonInfo} aria-hidden="true">
        <Skeleton width="60%" height={36} />
        <Skeleton width="30%" height={28} />
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton width="80%" height={16} />
        <Skeleton height={140} />
      </div>
    </div>
  );
}

function LoadedProduct({
  productId,
  kind,
  render,
  notFound,
  deliveryPromise,
}: ProductDetailProps & { productId: number }) {
  const { data: product, error, isError, isFetching, refetch } = useGetProductByIdQuery(productId);

  if (isError && isNotFound(error)) return <>{notFound}</>;

  let content: ReactNode;
  if (product && product.productId === productId) {
    content = render(product, (slots) => (
      <ProductLayout product={product} kind={kind} deliveryPromise={deliveryPromise} {...slots} />
    ));
  } else if (isError && !isFetching) {
    content = (
      <LoadErrorNotice
        title={texts.loadError}
        hint={catalogTexts.loadErrorHint}
        retryLabel={catalogTexts.retry}
        onRetry={() => void refetch()}
        moreActions={
          <ButtonLink to={paths.shop.getHref()} variant="outline">
            {texts.backToShop}
          </ButtonLink>
        }
      />
    );
  } else {
    content = <DetailSkeleton />;
  }

  return (
    <div className={styles.page}>
      <nav aria-label="Brotkrumennavigation">
        <ol className={styles.breadcrumb}>
          <li>
            <Link to={paths.shop.getHref()}>PrimeShop</Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{product?.name ?? '…'}</li>
        </ol>
      </nav>
      {content}
    </div>
  );
}

/**
 * A product page. A non-numeric id or one of 0 and below replaces the history
 * entry with /404; an id the API does not know shows `notFound` (spec §2).
 */
export function ProductDetail(props: ProductDetailProps) {
  useScrollToTop();
  const productId = parseProductId(useParams().productId);
  if (productId === null) return <Navigate to={paths.notFound.getHref()} replace />;
  // Keyed so that moving between products starts from a clean state.
  return <LoadedProduct key={productId} productId={productId} {...props} />;
}
