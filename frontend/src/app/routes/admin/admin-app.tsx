/**
 * The back-office, loaded lazily as its own chunk. Its routes are declared
 * here (descendant routes) so that none of its code lands in the shop bundle.
 */
import { useSelector } from 'react-redux';
import { Route, Routes, useNavigate } from 'react-router-dom';

import { adminRelative, paths } from '@/config/paths';
import { selectRole } from '@/features/auth/auth-slice';
import { logout } from '@/features/auth/session';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import {
  AdminAddOrderPage,
  AdminErrorCard,
  AdminMessagesPage,
  AdminOrderDetailPage,
  AdminOrdersPage,
  AdminOverviewPage,
  AdminProductsPage,
  AdminSamplesPage,
} from '@/features/admin/components/admin-pages';
import { useAppDispatch } from '@/lib/store-hooks';

export default function AdminApp() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isAdmin = useSelector(selectRole) === 'admin';

  const onLogout = () => {
    void dispatch(logout());
    navigate(paths.signIn.getHref());
  };

  return (
    <Routes>
      <Route element={<AdminLayout onLogout={onLogout} />}>
        <Route index element={<AdminOverviewPage />} />
        <Route path={adminRelative(paths.admin.orders.path)} element={<AdminOrdersPage />} />
        <Route path={adminRelative(paths.admin.addOrder.path)} element={<AdminAddOrderPage />} />
        <Route path={adminRelative(paths.admin.order.path)} element={<AdminOrderDetailPage />} />
        <Route path={adminRelative(paths.admin.products.path)} element={<AdminProductsPage />} />
        <Route path={adminRelative(paths.admin.samples.path)} element={<AdminSamplesPage />} />
        <Route path={adminRelative(paths.admin.messages.path)} element={<AdminMessagesPage />} />
        <Route path="*" element={<AdminErrorCard isAdmin={isAdmin} />} />
      </Route>
    </Routes>
  );
}
