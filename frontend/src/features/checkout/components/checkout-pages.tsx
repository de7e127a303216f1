import { Page } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';
import { useScrollToTop } from '@/lib/use-scroll-to-top';

import { checkoutTexts } from '../texts';

export function CheckoutPage() {
  useScrollToTop();
  return (
    <Page title={checkoutTexts.pageTitle} lead={checkoutTexts.pageLead} narrow>
      <ComingSoon
        actions={
          <>
            <ButtonLink to={paths.cart.getHref()}>{checkoutTexts.toCart}</ButtonLink>
            <ButtonLink to={paths.contact.getHref()} variant="outline">
              {checkoutTexts.contact}
            </ButtonLink>
          </>
        }
      >
        <p>{checkoutTexts.comingSoon}</p>
      </ComingSoon>
    </Page>
  );
}

export function PaymentPendingPage() {
  useScrollToTop();
  return (
    <Page title={checkoutTexts.pendingTitle} lead={checkoutTexts.pendingLead} narrow>
      <ComingSoon actions={<ButtonLink to={paths.shop.getHref()}>{checkoutTexts.backToShop}</ButtonLink>}>
        <p>{checkoutTexts.pendingComingSoon}</p>
      </ComingSoon>
    </Page>
  );
}
