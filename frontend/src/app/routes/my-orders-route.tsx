/**
 * /my-orders: the orders feature gets the signed-in user, the way back after
 * sign-in, and today's products and the cart for 'Erneut bestellen'.
 */
import { useSelector } from 'react-redux';

import { paths } from '@/config/paths';
import { selectUser } from '@/features/auth/auth-slice';
import { saveRedirectPath } from '@/features/auth/storage';
import { MyOrdersPage } from '@/features/orders/components/my-orders-page';

import { useReorderDeps } from './use-reorder-deps';

const rememberMyOrders = () => saveRedirectPath(paths.myOrders.getHref());

export function MyOrdersRoute() {
  const userId = useSelector(selectUser)?.userId ?? null;
  const reorder = useReorderDeps();
  return <MyOrdersPage userId={userId} onSignInPrompt={rememberMyOrders} reorder={reorder} />;
}
