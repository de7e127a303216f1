import { useSelector } from 'react-redux';

import { paths } from '@/config/paths';
import { selectRole } from '@/features/auth/auth-slice';
import { UnauthorizedPage } from '@/features/pages/components/error-pages';

export function UnauthorizedRoute() {
  const isAdmin = useSelector(selectRole) === 'admin';
  return <UnauthorizedPage homeHref={isAdmin ? paths.admin.orders.getHref() : paths.home.getHref()} />;
}
