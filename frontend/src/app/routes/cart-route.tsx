/** /shopping-cart: the cart shows a line's template by its German name; the designer knows the names. */
import { CartPage } from '@/features/cart/components/cart-page';
import { isTemplateCategory, templateLabel } from '@/features/designer/templates';

function cartTemplateLabel(key: string): string {
  return isTemplateCategory(key) ? templateLabel(key) : key;
}

export function CartRoute() {
  return <CartPage templateLabel={cartTemplateLabel} />;
}
