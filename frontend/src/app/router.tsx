/**
 * The route tree of spec §2, built from `config/paths`. Rendered by
 * `AppRoutes` inside the browser router (app/index.tsx) and the memory router
 * of the tests.
 */
import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RoleGuard } from '@/features/auth/components/role-guard';
import { RootRedirect } from '@/features/auth/components/root-redirect';

import { ShopLayout } from './layouts/shop-layout';
import {
  ActivatePage,
  AdminArea,
  CartRoute,
  CheckoutRoute,
  ContactPage,
  DataProtectionPage,
  FaqPage,
  ForgotPasswordPage,
  GuestQrCodesRoute,
  ImpressumPage,
  LandingPage,
  MagnetCardDetailsRoute,
  MyDataPage,
  MyOrdersRoute,
  MyQrCodesRoute,
  NotFoundPage,
  PaymentErrorPage,
  PaymentPendingRoute,
  PrimeCardDetailsRoute,
  ProofApprovalRoute,
  ResetPasswordPage,
  ShopHome,
  SignInPage,
  SignUpPage,
  TermsPage,
  UnauthorizedRoute,
  WishlistPage,
} from './routes/lazy-pages';

export function createAppRoutes(): RouteObject[] {
  return [
    {
      children: [
        { path: paths.root.path, element: <RootRedirect /> },
        {
          element: <ShopLayout />,
          children: [
            { path: paths.signIn.path, element: <SignInPage /> },
            { path: paths.paymentError.path, element: <PaymentErrorPage /> },
            { path: paths.unauthorized.path, element: <UnauthorizedRoute /> },
            { path: paths.notFound.path, element: <NotFoundPage /> },
            { path: paths.checkout.path, element: <CheckoutRoute /> },
            { path: paths.proofApproval.path, element: <ProofApprovalRoute /> },
            { path: paths.guestQrCodes.path, element: <GuestQrCodesRoute /> },
            {
              // Customer pages: blocked for role admin.
              element: <RoleGuard restrictedRoles={['admin']} />,
              children: [
                { path: paths.home.path, element: <LandingPage /> },
                { path: paths.signUp.path, element: <SignUpPage /> },
                { path: paths.shop.path, element: <ShopHome /> },
                { path: paths.primeCardDetails.path, element: <PrimeCardDetailsRoute /> },
                { path: paths.magnetCardDetails.path, element: <MagnetCardDetailsRoute /> },
                { path: paths.cart.path, element: <CartRoute /> },
                { path: paths.contact.path, element: <ContactPage /> },
                { path: paths.terms.path, element: <TermsPage /> },
                { path: paths.impressum.path, element: <ImpressumPage />, caseSensitive: true },
                { path: paths.impressumLowerCase.path, element: <ImpressumPage />, caseSensitive: true },
                { path: paths.faq.path, element: <FaqPage /> },
                { path: paths.dataProtection.path, element: <DataProtectionPage /> },
                { path: paths.pending.path, element: <PaymentPendingRoute /> },
                { path: paths.myOrders.path, element: <MyOrdersRoute /> },
                { path: paths.myData.path, element: <MyDataPage /> },
                { path: paths.myQrCodes.path, element: <MyQrCodesRoute /> },
                { path: paths.wishlist.path, element: <WishlistPage /> },
                { path: paths.activate.path, element: <ActivatePage /> },
                { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
                { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
              ],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          // Admin pages: blocked for role customer, a notice below 1024 px; the code is its own lazily loaded chunk.
          path: `${paths.admin.root.path}/*`,
          element: (
            <RoleGuard restrictedRoles={['customer']}>
              <Suspense fallback={<PageSpinner label="Dashboard wird geladen …" />}>
                <AdminArea />
              </Suspense>
            </RoleGuard>
          ),
        },
      ],
    },
  ];
}
