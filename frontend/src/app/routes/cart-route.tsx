/**
 * /shopping-cart: the cart shows a line's template by its German name (the
 * designer knows the names), and checkout's 'Express-Produktion' (the
 * cart's choice, priced by the server with the promise) and delivery promise
 * (for Germany, with the choice) beside its totals.
 */
import { useSelector } from 'react-redux';

import { expressChosen, selectCartExpress, selectCartItemCount } from '@/features/cart/cart-slice';
import { CartPage } from '@/features/cart/components/cart-page';
import { DeliveryPromise } from '@/features/checkout/components/delivery-promise';
import { ExpressOption } from '@/features/checkout/components/express-option';
import { useExpressSurcharge } from '@/features/checkout/use-express-surcharge';
import { isTemplateCategory, templateLabel } from '@/features/designer/templates';
import { GERMANY } from '@/lib/eu';
import { useAppDispatch } from '@/lib/store-hooks';

function cartTemplateLabel(key: string): string {
  return isTemplateCategory(key) ? templateLabel(key) : key;
}

export function CartRoute() {
  const dispatch = useAppDispatch();
  const express = useSelector(selectCartExpress);
  // An empty cart shows no promise and asks for none.
  const hasItems = useSelector(selectCartItemCount) > 0;
  const surcharge = useExpressSurcharge(hasItems ? { country: GERMANY, express } : null);
  return (
    <CartPage
      templateLabel={cartTemplateLabel}
      expressSurcharge={surcharge}
      expressOption={
        <ExpressOption checked={express} surcharge={surcharge} onChange={(chosen) => dispatch(expressChosen(chosen))} />
      }
      deliveryPromise={<DeliveryPromise express={express} />}
    />
  );
}
