/** Product pages: the catalogue's product header with the designer's order area beside it. */
import { ProductDetail } from '@/features/catalog/components/product-detail';
import { OrderAreaPlaceholder } from '@/features/designer/components/order-area-placeholder';
import { NotFoundPage } from '@/features/pages/components/error-pages';

export function PrimeCardDetailsRoute() {
  return (
    <ProductDetail
      kind="card"
      notFound={<NotFoundPage />}
      orderArea={(product) => <OrderAreaPlaceholder categoryId={product.category_id} kind="card" />}
    />
  );
}

export function MagnetCardDetailsRoute() {
  return (
    <ProductDetail
      kind="magnet"
      notFound={<NotFoundPage />}
      orderArea={(product) => <OrderAreaPlaceholder categoryId={product.category_id} kind="magnet" />}
    />
  );
}
