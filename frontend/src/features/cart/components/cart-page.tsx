import { useSelector } from 'react-redux';

import { CartIcon } from '@/components/icons/icons';
import { Page } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { formatCents } from '@/lib/format';
import { useScrollToTop } from '@/lib/use-scroll-to-top';

import { selectCartItemCount, selectCartTotal } from '../cart-slice';
import { cartTexts } from '../texts';

export function CartPage() {
  useScrollToTop();
  const itemCount = useSelector(selectCartItemCount);
  const total = useSelector(selectCartTotal);

  return (
    <Page title={cartTexts.pageTitle}>
      {itemCount === 0 ? (
        <Notice
          title={cartTexts.emptyState}
          icon={<CartIcon />}
          actions={<ButtonLink to={paths.shop.getHref()}>{cartTexts.shopNow}</ButtonLink>}
        />
      ) : (
        <ComingSoon actions={<ButtonLink to={paths.shop.getHref()} variant="outline">{cartTexts.backToShop}</ButtonLink>}>
          <p>
            {cartTexts.linesInCart(itemCount)} · {formatCents(total)} exkl. MwSt
          </p>
          <p>{cartTexts.comingSoon}</p>
        </ComingSoon>
      )}
    </Page>
  );
}
