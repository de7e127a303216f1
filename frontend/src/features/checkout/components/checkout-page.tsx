import { useState, type ReactNode } from 'react';

import { CartIcon } from '@/components/icons/icons';
import { Page } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import type { TaxCategory } from '@/lib/eu';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import type { Discount, VoucherTaxContext } from '@/lib/voucher';

import { checkoutTexts as texts } from '../texts';
import type { CheckoutItem, CheckoutTotals, CheckoutUser } from '../types';
import { useExpressSurcharge } from '../use-express-surcharge';

import { CheckoutForm } from './checkout-form';
import styles from './checkout.module.css';
import { OrderSummary } from './order-summary';
import { SignInPrompt } from './sign-in-prompt';

export type CheckoutPageProps = {
  items: readonly CheckoutItem[];
  /** The cart's totals, or the server's quote while an Aktionscode is applied. */
  totals: CheckoutTotals;
  /** The applied Aktionscode's line of the summary (the server's amount), or `null`. */
  discount: Discount | null;
  /** The Aktionscode the order is placed with, or `null`; the server prices it itself. */
  voucherCode: string | null;
  /** The category the server priced the code's `totals` for, or `null` without a quote. */
  quotedTaxCategory: TaxCategory | null;
  /** The delivery country, USt-IdNr. or billing address changed (settled): the code is priced again for them. */
  onTaxContextChange: (context: VoucherTaxContext) => void;
  /** The cart's 'Aktionscode' field, shown in the summary. */
  voucherField: ReactNode;
  /** Placing the order refused `code` with `message`: the field shows it, and the code is no longer sent. */
  onVoucherRefused: (code: string, message: string) => void;
  /** 'Express-Produktion' chosen (the cart's choice, made there or here), and where a change goes. */
  express: boolean;
  onExpressChange: (express: boolean) => void;
  /** The signed-in user, or `null`. */
  user: CheckoutUser | null;
  /** The visitor chose guest checkout. */
  isGuest: boolean;
  /** The data URL behind a cart line's logo reference, or `null` when it is gone. */
  loadLogo: (ref: string) => Promise<string | null>;
  /** Remembers /checkout as the path to return to after sign-in. */
  onSignIn: () => void;
  onGuestCheckout: () => void;
};

/** /checkout (spec §2 Checkout, §4 Checkout). Open to everyone, guests included. */
export function CheckoutPage({
  items,
  totals,
  discount,
  voucherCode,
  quotedTaxCategory,
  onTaxContextChange,
  voucherField,
  onVoucherRefused,
  express,
  onExpressChange,
  user,
  isGuest,
  loadLogo,
  onSignIn,
  onGuestCheckout,
}: CheckoutPageProps) {
  useScrollToTop();
  const [taxCategory, setTaxCategory] = useState<TaxCategory>('S');
  // The form's delivery country, once it told it: the price is read from the promise the form shows.
  const [country, setCountry] = useState<string | null>(null);
  const showsForm = (user !== null || isGuest) && items.length > 0;
  const expressSurcharge = useExpressSurcharge(showsForm && country !== null ? { country, express } : null);

  let content;
  if (user === null && !isGuest) {
    content = <SignInPrompt onSignIn={onSignIn} onGuestCheckout={onGuestCheckout} />;
  } else if (items.length === 0) {
    content = (
      <Notice
        title={texts.emptyCart}
        icon={<CartIcon />}
        actions={<ButtonLink to={paths.shop.getHref()}>{texts.toShop}</ButtonLink>}
      >
        <p>{texts.emptyCartHint}</p>
      </Notice>
    );
  } else {
    content = (
      <div className={styles.layout}>
        <section className={styles.formCard}>
          <CheckoutForm
            items={items}
            user={user}
            loadLogo={loadLogo}
            voucherCode={voucherCode}
            onVoucherRefused={onVoucherRefused}
            onTaxCategoryChange={setTaxCategory}
            onTaxContextChange={onTaxContextChange}
            express={express}
            expressSurcharge={expressSurcharge}
            onExpressChange={onExpressChange}
            onDeliveryCountryChange={setCountry}
          />
        </section>
        <OrderSummary
          items={items}
          totals={totals}
          discount={discount}
          taxCategory={taxCategory}
          quotedTaxCategory={quotedTaxCategory}
          expressCents={express ? expressSurcharge : null}
          voucherField={voucherField}
          loadLogo={loadLogo}
        />
      </div>
    );
  }

  return (
    <Page title={texts.pageTitle} lead={texts.pageLead}>
      {content}
    </Page>
  );
}
