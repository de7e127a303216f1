/**
 * The back-office, loaded lazily as its own chunk. Its routes are declared
 * here (descendant routes) so that none of its code lands in the shop bundle.
 * This is also where the admin feature meets the others: the session (auth)
 * and the card templates of the designer.
 */
import { useCallback, useMemo } from 'react';
import { useSelector, useStore } from 'react-redux';
import { Route, Routes, useNavigate } from 'react-router-dom';

import { adminRelative, paths } from '@/config/paths';
import { AdminAddOrderPage } from '@/features/admin/components/add-order-page';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { AdminClosuresPage } from '@/features/admin/components/closures-page';
import { AdminCustomersPage } from '@/features/admin/components/customers-page';
import { AdminErrorCard } from '@/features/admin/components/admin-ui';
import { AdminJobsPage } from '@/features/admin/components/jobs-page';
import { AdminMessagesPage } from '@/features/admin/components/messages-page';
import { AdminOrderDetailPage } from '@/features/admin/components/order-detail-page';
import { AdminOrdersPage } from '@/features/admin/components/orders-page';
import { AdminOverviewPage } from '@/features/admin/components/overview-page';
import { AdminProductionPage } from '@/features/admin/components/production-page';
import { AdminProductsPage } from '@/features/admin/components/products-page';
import { AdminQrLinksPage } from '@/features/admin/components/qr-links-page';
import { AdminSamplesPage } from '@/features/admin/components/samples-page';
import { AdminSessionGate } from '@/features/admin/components/session-gate';
import { AdminVouchersPage } from '@/features/admin/components/vouchers-page';
import { AdminEnvironmentProvider, type AdminEnvironment } from '@/features/admin/environment';
import { selectIsAuthenticated, selectRole, type AuthState } from '@/features/auth/auth-slice';
import { logout } from '@/features/auth/session';
import { isTemplateCategory, TEMPLATE_CATEGORIES, templateLabel } from '@/features/designer/templates';
import { useAppDispatch } from '@/lib/store-hooks';

const TEMPLATES = TEMPLATE_CATEGORIES.map((key) => ({ value: key, label: templateLabel(key) }));

function labelOfTemplate(key: string): string {
  return isTemplateCategory(key) ? templateLabel(key) : key;
}

export default function AdminApp() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const store = useStore<{ auth: AuthState }>();
  const role = useSelector(selectRole);

  // The common handler may have logged out already (an expired session): no second logout call then.
  const endSession = useCallback(() => {
    if (selectIsAuthenticated(store.getState())) void dispatch(logout());
  }, [dispatch, store]);

  const environment = useMemo<AdminEnvironment>(
    () => ({
      signedIn: role !== null,
      logout: endSession,
      templates: TEMPLATES,
      templateLabel: labelOfTemplate,
    }),
    [role, endSession],
  );

  const onLogout = () => {
    endSession();
    void navigate(paths.signIn.getHref());
  };

  return (
    <AdminEnvironmentProvider value={environment}>
      <Routes>
        <Route element={<AdminLayout onLogout={onLogout} />}>
          <Route index element={<AdminOverviewPage />} />
          <Route element={<AdminSessionGate />}>
            <Route path={adminRelative(paths.admin.orders.path)} element={<AdminOrdersPage />} />
            <Route path={adminRelative(paths.admin.addOrder.path)} element={<AdminAddOrderPage />} />
            <Route path={adminRelative(paths.admin.order.path)} element={<AdminOrderDetailPage />} />
            <Route path={adminRelative(paths.admin.production.path)} element={<AdminProductionPage />} />
            <Route path={adminRelative(paths.admin.customers.path)} element={<AdminCustomersPage />} />
            <Route path={adminRelative(paths.admin.closures.path)} element={<AdminClosuresPage />} />
            <Route path={adminRelative(paths.admin.products.path)} element={<AdminProductsPage />} />
            <Route path={adminRelative(paths.admin.samples.path)} element={<AdminSamplesPage />} />
            <Route path={adminRelative(paths.admin.vouchers.path)} element={<AdminVouchersPage />} />
            <Route path={adminRelative(paths.admin.qrLinks.path)} element={<AdminQrLinksPage />} />
            <Route path={adminRelative(paths.admin.messages.path)} element={<AdminMessagesPage />} />
            <Route path={adminRelative(paths.admin.jobs.path)} element={<AdminJobsPage />} />
          </Route>
          <Route path="*" element={<AdminErrorCard isAdmin={role === 'admin'} />} />
        </Route>
      </Routes>
    </AdminEnvironmentProvider>
  );
}
