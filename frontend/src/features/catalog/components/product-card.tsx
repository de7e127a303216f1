import { Link } from 'react-router-dom';

import { ChevronRightIcon } from '@/components/icons/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCents } from '@/lib/format';
import { formatCount, packContent } from '@/lib/packs';

import { productDetailHref } from '../product-routes';
import { catalogTexts } from '../texts';
import type { Product } from '../types';

import styles from './product-card.module.css';

export function ProductCard({ product }: { product: Product }) {
  const headingId = `product-${product.productId}-name`;
  const content = packContent(product.kind, product.cardsPerPack);
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="product-card">
      <div className={styles.media}>
        <img src={product.image} alt={product.name} loading="lazy" width={240} height={180} />
      </div>
      <div className={styles.body}>
        <h3 id={headingId} className={styles.name}>
          {product.name}
        </h3>
        <p className={styles.price}>
          <span className={styles.amount}>{formatCents(product.price)}</span>
          <span className={styles.net}>{catalogTexts.netPrice}</span>
        </p>
        {content ? (
          <p className={styles.packSize}>{catalogTexts.packSize(formatCount(content.count), content.unit)}</p>
        ) : null}
        <Link
          to={productDetailHref(product)}
          className={styles.link}
          aria-label={`${catalogTexts.viewDetails}: ${product.name}`}
        >
          {catalogTexts.viewDetails}
          <ChevronRightIcon size={16} />
        </Link>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.media}>
        <Skeleton width="70%" height="70%" />
      </div>
      <div className={styles.body}>
        <Skeleton width="65%" height={22} />
        <Skeleton width="40%" height={20} />
        <Skeleton width="35%" height={16} style={{ marginTop: 12 }} />
      </div>
    </div>
  );
}
