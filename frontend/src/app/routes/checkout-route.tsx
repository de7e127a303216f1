/**
 * Checkout and the payment confirmation: the checkout feature gets the
 * cart's lines and totals, its Aktionscode (the field, the code to send, the
 * server's discount, and where a refusal goes), the browser's logo store, the
 * signed-in user or guest flag, and clears the cart once the payment is
 * confirmed.
 */
import { useCallback } from 'react';
import { useSelector } from 'react-redux';

import { paths } from '@/config/paths';
import { guestCheckoutChosen, selectIsGuest, selectUser } from '@/features/auth/auth-slice';
import { saveRedirectPath } from '@/features/auth/storage';
import {
  appliedVoucherCode,
  cartCleared,
  cartSummary,
  selectCartItems,
  selectCartVoucher,
  voucherRefused,
} from '@/features/cart/cart-slice';
import { VoucherField } from '@/features/cart/components/voucher-field';
import { loadLogo } from '@/features/cart/logo-store';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { PaymentPendingPage } from '@/features/checkout/components/payment-pending-page';
import { useAppDispatch } from '@/lib/store-hooks';

const rememberCheckout = () => saveRedirectPath(paths.checkout.getHref());

/** /checkout */
export function CheckoutRoute() {
  const dispatch = useAppDispatch();
  const items = useSelector(selectCartItems);
  const voucher = useSelector(selectCartVoucher);
  const user = useSelector(selectUser);
  const isGuest = useSelector(selectIsGuest);
  const { totals, discount } = cartSummary(items, voucher);
  return (
    <CheckoutPage
      items={items}
      totals={totals}
      discount={discount}
      voucherCode={appliedVoucherCode(voucher)}
      voucherField={<VoucherField />}
      onVoucherRefused={(code, message) => dispatch(voucherRefused({ code, message }))}
      user={user}
      isGuest={isGuest}
      loadLogo={loadLogo}
      onSignIn={rememberCheckout}
      onGuestCheckout={() => dispatch(guestCheckoutChosen())}
    />
  );
}

/** /pending-page?order_id= */
export function PaymentPendingRoute() {
  const dispatch = useAppDispatch();
  const clearCart = useCallback(() => {
    dispatch(cartCleared());
  }, [dispatch]);
  return <PaymentPendingPage onPaid={clearCart} />;
}
