import { Page } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';
import { useScrollToTop } from '@/lib/use-scroll-to-top';

import { wishlistTexts } from '../texts';

export function WishlistPage() {
  useScrollToTop();
  return (
    <Page title={wishlistTexts.pageTitle} lead={wishlistTexts.pageLead}>
      <ComingSoon actions={<ButtonLink to={paths.shop.getHref()}>{wishlistTexts.fillNow}</ButtonLink>}>
        <p>{wishlistTexts.comingSoon}</p>
      </ComingSoon>
    </Page>
  );
}
