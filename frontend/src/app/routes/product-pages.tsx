/**
 * Product pages: the catalogue's product layout, filled by the designer
 * (carousel, preview, order form), whose lines go into the cart and whose
 * wishlist button goes to the wishlist, with checkout's delivery promise
 * (for Germany) beneath the order form.
 */
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { ProductDetail } from '@/features/catalog/components/product-detail';
import type { Product } from '@/features/catalog/types';
import { DeliveryPromise } from '@/features/checkout/components/delivery-promise';
import { CardRouteDesigner, MagnetRouteDesigner } from '@/features/designer/components/product-designer';
import type { ProductType } from '@/features/designer/types';
import { NotFoundPage } from '@/features/pages/components/error-pages';
import { useAddToWishlist } from '@/features/wishlist/use-add-to-wishlist';

function useOrderActions(productType: ProductType) {
  const { addToCart } = useAddToCart();
  const { addToWishlist, isAdding } = useAddToWishlist();
  return (product: Product) => ({
    onAddToCart: addToCart,
    onAddToWishlist: () =>
      void addToWishlist({ productId: product.productId, productType, name: product.name, price: product.price }),
    isAddingToWishlist: isAdding,
  });
}

/** /prime-shop/primeCardsDetails/{id}: cards (category 2) with the designer, bottle openers with URL and logo. */
export function PrimeCardDetailsRoute() {
  const actions = useOrderActions('PrimeProd');
  return (
    <ProductDetail
      kind="card"
      notFound={<NotFoundPage />}
      deliveryPromise={<DeliveryPromise />}
      render={(product, layout) => <CardRouteDesigner product={product} layout={layout} {...actions(product)} />}
    />
  );
}

/** /prime-shop/MBNCardsDetails/{id}: a magnet pack ordered by sample number. */
export function MagnetCardDetailsRoute() {
  const actions = useOrderActions('MBNprod');
  return (
    <ProductDetail
      kind="magnet"
      notFound={<NotFoundPage />}
      deliveryPromise={<DeliveryPromise />}
      render={(product, layout) => <MagnetRouteDesigner product={product} layout={layout} {...actions(product)} />}
    />
  );
}
