/**
 * Every page behind its own dynamic import, so that a page loads only the
 * code it renders: the designer, the form libraries (formik, yup), the QR
 * code library, the legal texts, the error pages and all of the back office
 * stay out of /home. The shop layout's
 * Suspense boundary shows the loader while a page's chunk arrives.
 */
import { lazy, type ComponentType } from 'react';

const load = {
  landing: () => import('@/features/pages/components/landing-page'),
  shopHome: () => import('@/features/catalog/components/shop-home'),
  productPages: () => import('./product-pages'),
  cart: () => import('./cart-route'),
  wishlist: () => import('@/features/wishlist/components/wishlist-page'),
  faq: () => import('@/features/pages/components/faq-page'),
  staticPages: () => import('@/features/pages/components/static-pages'),
  checkout: () => import('./checkout-route'),
  myOrders: () => import('./my-orders-route'),
  proofApproval: () => import('./proof-approval-route'),
  qrCodes: () => import('./qr-codes-route'),
  contact: () => import('@/features/contact/components/contact-page'),
  signIn: () => import('@/features/auth/components/sign-in-page'),
  signUp: () => import('@/features/auth/components/sign-up-page'),
  forgotPassword: () => import('@/features/auth/components/forgot-password-page'),
  resetPassword: () => import('@/features/auth/components/reset-password-page'),
  activate: () => import('@/features/auth/components/activate-page'),
  myData: () => import('@/features/auth/components/my-data-page'),
  errorPages: () => import('@/features/pages/components/error-pages'),
  unauthorized: () => import('./unauthorized'),
  adminArea: () => import('./admin/admin-area'),
  admin: () => import('./admin/admin-app'),
};

const preloads: Array<() => Promise<unknown>> = [];

/**
 * `React.lazy` for a named export; once its chunk is in, the page renders
 * straight away instead of suspending once more.
 */
function lazyPage<Module, Name extends keyof Module>(loadModule: () => Promise<Module>, name: Name) {
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded = (await loadModule())[name] as ComponentType;
    return { default: loaded };
  };
  preloads.push(preload);
  const Lazy = lazy(preload);
  return function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
}

/** Loads the code of every page at once (the unit tests render pages without waiting for chunks). */
export async function preloadPages(): Promise<void> {
  await Promise.all(preloads.map((preload) => preload()));
}

export const LandingPage = lazyPage(load.landing, 'LandingPage');
export const ShopHome = lazyPage(load.shopHome, 'ShopHome');
export const PrimeCardDetailsRoute = lazyPage(load.productPages, 'PrimeCardDetailsRoute');
export const MagnetCardDetailsRoute = lazyPage(load.productPages, 'MagnetCardDetailsRoute');
export const CartRoute = lazyPage(load.cart, 'CartRoute');
export const WishlistPage = lazyPage(load.wishlist, 'WishlistPage');
export const FaqPage = lazyPage(load.faq, 'FaqPage');
export const TermsPage = lazyPage(load.staticPages, 'TermsPage');
export const ImpressumPage = lazyPage(load.staticPages, 'ImpressumPage');
export const DataProtectionPage = lazyPage(load.staticPages, 'DataProtectionPage');

// Checkout, the confirmation page, the order history, the proof approval, the QR codes and the contact form.
export const CheckoutRoute = lazyPage(load.checkout, 'CheckoutRoute');
export const PaymentPendingRoute = lazyPage(load.checkout, 'PaymentPendingRoute');
export const MyOrdersRoute = lazyPage(load.myOrders, 'MyOrdersRoute');
export const ProofApprovalRoute = lazyPage(load.proofApproval, 'ProofApprovalRoute');
export const MyQrCodesRoute = lazyPage(load.qrCodes, 'MyQrCodesRoute');
export const GuestQrCodesRoute = lazyPage(load.qrCodes, 'GuestQrCodesRoute');
export const ContactPage = lazyPage(load.contact, 'ContactPage');

// The account screens.
export const SignInPage = lazyPage(load.signIn, 'SignInPage');
export const SignUpPage = lazyPage(load.signUp, 'SignUpPage');
export const ForgotPasswordPage = lazyPage(load.forgotPassword, 'ForgotPasswordPage');
export const ResetPasswordPage = lazyPage(load.resetPassword, 'ResetPasswordPage');
export const ActivatePage = lazyPage(load.activate, 'ActivatePage');
export const MyDataPage = lazyPage(load.myData, 'MyDataPage');

// 'Seite nicht gefunden', the payment's error page and 'Zugriff verweigert'.
export const NotFoundPage = lazyPage(load.errorPages, 'NotFoundPage');
export const PaymentErrorPage = lazyPage(load.errorPages, 'PaymentErrorPage');
export const UnauthorizedRoute = lazyPage(load.unauthorized, 'UnauthorizedRoute');

// The back-office behind its screen-width gate (admin/admin-area.tsx), then its own routes and chunk (admin/admin-app.tsx).
export const AdminArea = lazyPage(load.adminArea, 'AdminArea');
export const AdminApp = lazyPage(async () => ({ AdminApp: (await load.admin()).default }), 'AdminApp');
