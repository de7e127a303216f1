/**
 * Checkout and the payment confirmation: the checkout feature gets the
 * cart's lines and totals, its Aktionscode (the field, the code to send, the
 * server's discount and tax category, where a refusal goes, and where the
 * form's delivery country and buyer go so the code is priced for them), the
 * cart's choice of 'Express-Produktion', the browser's logo store, the
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
  expressChosen,
  selectCartExpress,
  selectCartItems,
  selectCartVoucher,
  taxContextChanged,
  voucherRefused,
} from '@/features/cart/cart-slice';
import { VoucherField } from '@/features/cart/components/voucher-field';
import { loadLogo } from '@/features/cart/logo-store';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { PaymentPendingPage } from '@/features/checkout/components/payment-pending-page';
import type { TaxCategory } from '@/lib/eu';
import { useAppDispatch } from '@/lib/store-hooks';
import type { VoucherTaxContext } from '@/lib/voucher';

const rememberCheckout = () => saveRedirectPath(paths.checkout.getHref());

/** /checkout */
export function CheckoutRoute() {
  const dispatch = useAppDispatch();
  const items = useSelector(selectCartItems);
  const voucher = useSelector(selectCartVoucher);
  const express = useSelector(selectCartExpress);
  const user = useSelector(selectUser);
  const isGuest = useSelector(selectIsGuest);
  const { totals, discount } = cartSummary(items, voucher);
  const quote = voucher?.status === 'applied' ? voucher.quote : null;
  const onExpressChange = useCallback((chosen: boolean) => dispatch(expressChosen(chosen)), [dispatch]);
  const onTaxContextChange = useCallback(
    (context: VoucherTaxContext) => {
      dispatch(taxContextChanged(context));
    },
    [dispatch],
  );
  return (
    <CheckoutPage
      items={items}
      totals={totals}
      discount={discount}
      voucherCode={appliedVoucherCode(voucher)}
      // The API names the category in prose: `S` or `K`.
      quotedTaxCategory={(quote?.taxCategory as TaxCategory | undefined) ?? null}
      onTaxContextChange={onTaxContextChange}
      voucherField={<VoucherField />}
      onVoucherRefused={(code, message) => dispatch(voucherRefused({ code, message }))}
      express={express}
      onExpressChange={onExpressChange}
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
