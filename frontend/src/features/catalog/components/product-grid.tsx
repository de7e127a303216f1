import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { Notice } from '@/components/ui/notice';

import { catalogTexts } from '../texts';
import type { Product } from '../types';

import { ProductCard, ProductCardSkeleton } from './product-card';
import styles from './product-grid.module.css';

type ProductGridProps = {
  products: Product[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  label: string;
  skeletonCount?: number;
};

/** A list of product cards with skeletons while loading and a retry on failure. */
export function ProductGrid({ products, isLoading, isError, onRetry, label, skeletonCount = 3 }: ProductGridProps) {
  if (isLoading) {
    return (
      <div role="status" aria-live="polite">
        <span className="visually-hidden">{catalogTexts.loading}</span>
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (isError) {
    return (
      <LoadErrorNotice
        title={catalogTexts.loadError}
        hint={catalogTexts.loadErrorHint}
        retryLabel={catalogTexts.retry}
        onRetry={onRetry}
      />
    );
  }
  if (!products || products.length === 0) {
    return <Notice title={catalogTexts.empty} />;
  }
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product) => (
        <li key={product.productId}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
