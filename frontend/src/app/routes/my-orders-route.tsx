/**
 * /my-orders: the orders feature gets the signed-in user, the way back after
 * sign-in, today's products and the cart for 'Erneut bestellen', and the
 * design kit for a requested change of a proof.
 */
import { useSelector } from 'react-redux';

import { paths } from '@/config/paths';
import { selectUser } from '@/features/auth/auth-slice';
import { saveRedirectPath } from '@/features/auth/storage';
import { MyOrdersPage } from '@/features/orders/components/my-orders-page';
import { DesignKitProvider } from '@/features/orders/design-kit';

import { useDesignKit } from './design-kit';

import { useReorderDeps } from './use-reorder-deps';

const rememberMyOrders = () => saveRedirectPath(paths.myOrders.getHref());

export function MyOrdersRoute() {
  const userId = useSelector(selectUser)?.userId ?? null;
  const reorder = useReorderDeps();
  const designKit = useDesignKit();
  return (
    <DesignKitProvider kit={designKit}>
      <MyOrdersPage userId={userId} onSignInPrompt={rememberMyOrders} reorder={reorder} />
    </DesignKitProvider>
  );
}
