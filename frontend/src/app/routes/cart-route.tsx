/**
 * /shopping-cart: the cart shows a line's template by its German name (the
 * designer knows the names) and checkout's delivery promise (for Germany)
 * beside its totals.
 */
import { CartPage } from '@/features/cart/components/cart-page';
import { DeliveryPromise } from '@/features/checkout/components/delivery-promise';
import { isTemplateCategory, templateLabel } from '@/features/designer/templates';

function cartTemplateLabel(key: string): string {
  return isTemplateCategory(key) ? templateLabel(key) : key;
}

export function CartRoute() {
  return <CartPage templateLabel={cartTemplateLabel} deliveryPromise={<DeliveryPromise />} />;
}
