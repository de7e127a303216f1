/**
 * The route tree of spec §2, built from `config/paths`. Shared by the browser
 * router (app/index.tsx) and the memory router of the tests.
 */
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';

import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RoleGuard } from '@/features/auth/components/role-guard';
import { RootRedirect } from '@/features/auth/components/root-redirect';
import { CartPage } from '@/features/cart/components/cart-page';
import { ShopHome } from '@/features/catalog/components/shop-home';
import { isTemplateCategory, templateLabel } from '@/features/designer/templates';
import { NotFoundPage, PaymentErrorPage } from '@/features/pages/components/error-pages';
import { FaqPage } from '@/features/pages/components/faq-page';
import { LandingPage } from '@/features/pages/components/landing-page';
import { DataProtectionPage, ImpressumPage, TermsPage } from '@/features/pages/components/static-pages';
import { WishlistPage } from '@/features/wishlist/components/wishlist-page';

import { ShopLayout } from './layouts/shop-layout';
import { MagnetCardDetailsRoute, PrimeCardDetailsRoute } from './routes/product-pages';
import { RouteErrorPage } from './routes/route-error';
import { UnauthorizedRoute } from './routes/unauthorized';

/** The cart shows a line's template by its German name; the designer knows the names. */
function cartTemplateLabel(key: string): string {
  return isTemplateCategory(key) ? templateLabel(key) : key;
}

const AdminApp = lazy(() => import('./routes/admin/admin-app'));

// Checkout, the confirmation page, the order history and the contact form: loaded when first opened.
const CheckoutRoute = lazy(() => import('./routes/checkout-route').then((module) => ({ default: module.CheckoutRoute })));
const PaymentPendingRoute = lazy(() =>
  import('./routes/checkout-route').then((module) => ({ default: module.PaymentPendingRoute })),
);
const MyOrdersRoute = lazy(() => import('./routes/my-orders-route').then((module) => ({ default: module.MyOrdersRoute })));
const ContactPage = lazy(() =>
  import('@/features/contact/components/contact-page').then((module) => ({ default: module.ContactPage })),
);

// The account screens carry the form libraries (formik, yup): loaded when first opened.
const SignInPage = lazy(() =>
  import('@/features/auth/components/sign-in-page').then((module) => ({ default: module.SignInPage })),
);
const SignUpPage = lazy(() =>
  import('@/features/auth/components/sign-up-page').then((module) => ({ default: module.SignUpPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('@/features/auth/components/forgot-password-page').then((module) => ({ default: module.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('@/features/auth/components/reset-password-page').then((module) => ({ default: module.ResetPasswordPage })),
);
const ActivatePage = lazy(() =>
  import('@/features/auth/components/activate-page').then((module) => ({ default: module.ActivatePage })),
);

export function createAppRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage />,
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
            {
              // Customer pages: blocked for role admin.
              element: <RoleGuard restrictedRoles={['admin']} />,
              children: [
                { path: paths.home.path, element: <LandingPage /> },
                { path: paths.signUp.path, element: <SignUpPage /> },
                { path: paths.shop.path, element: <ShopHome /> },
                { path: paths.primeCardDetails.path, element: <PrimeCardDetailsRoute /> },
                { path: paths.magnetCardDetails.path, element: <MagnetCardDetailsRoute /> },
                { path: paths.cart.path, element: <CartPage templateLabel={cartTemplateLabel} /> },
                { path: paths.contact.path, element: <ContactPage /> },
                { path: paths.terms.path, element: <TermsPage /> },
                { path: paths.impressum.path, element: <ImpressumPage />, caseSensitive: true },
                { path: paths.impressumLowerCase.path, element: <ImpressumPage />, caseSensitive: true },
                { path: paths.faq.path, element: <FaqPage /> },
                { path: paths.dataProtection.path, element: <DataProtectionPage /> },
                { path: paths.pending.path, element: <PaymentPendingRoute /> },
                { path: paths.myOrders.path, element: <MyOrdersRoute /> },
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
          // Admin pages: blocked for role customer; the code is its own lazily loaded chunk.
          path: `${paths.admin.root.path}/*`,
          element: (
            <RoleGuard restrictedRoles={['customer']}>
              <Suspense fallback={<PageSpinner label="Dashboard wird geladen …" />}>
                <AdminApp />
              </Suspense>
            </RoleGuard>
          ),
        },
      ],
    },
  ];
}
