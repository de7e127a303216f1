import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router-dom';

import { paths } from '@/config/paths';

import { selectRole } from '../auth-slice';
import type { Role } from '../types';

/**
 * Spec §6: the guard takes a list of restricted roles. A signed-in user with
 * such a role goes to /unauthorized; anyone else (guests included) passes.
 * Guards its `children`, or the nested routes when it has none.
 */
export function RoleGuard({ restrictedRoles, children }: { restrictedRoles: readonly Role[]; children?: ReactNode }) {
  const role = useSelector(selectRole);
  if (role !== null && restrictedRoles.includes(role)) {
    return <Navigate to={paths.unauthorized.getHref()} replace />;
  }
  return children ?? <Outlet />;
}
