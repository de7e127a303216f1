import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';

import { paths } from '@/config/paths';

import { selectRole } from '../auth-slice';

/** `/`: admins go to their dashboard, everyone else to the landing page. */
export function RootRedirect() {
  const role = useSelector(selectRole);
  const target = role === 'admin' ? paths.admin.orders.getHref() : paths.home.getHref();
  return <Navigate to={target} replace />;
}
