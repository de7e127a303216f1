/** /my-orders: the orders feature gets the signed-in user and the way back after sign-in. */
import { useSelector } from 'react-redux';

import { paths } from '@/config/paths';
import { selectUser } from '@/features/auth/auth-slice';
import { saveRedirectPath } from '@/features/auth/storage';
import { MyOrdersPage } from '@/features/orders/components/my-orders-page';

const rememberMyOrders = () => saveRedirectPath(paths.myOrders.getHref());

export function MyOrdersRoute() {
  const userId = useSelector(selectUser)?.userId ?? null;
  return <MyOrdersPage userId={userId} onSignInPrompt={rememberMyOrders} />;
}
