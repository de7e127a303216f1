import { Page } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';
import { useScrollToTop } from '@/lib/use-scroll-to-top';

import { ordersTexts } from '../texts';

export function MyOrdersPage() {
  useScrollToTop();
  return (
    <Page title={ordersTexts.pageTitle} eyebrow={ordersTexts.listTitle} lead={ordersTexts.pageLead}>
      <ComingSoon actions={<ButtonLink to={paths.shop.getHref()}>{ordersTexts.backToShop}</ButtonLink>}>
        <p>{ordersTexts.comingSoon}</p>
      </ComingSoon>
    </Page>
  );
}
