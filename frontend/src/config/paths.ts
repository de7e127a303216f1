/**
 * The one route table of the shop (spec §2). Components link with `getHref`,
 * the router mounts `path`. `access` documents who may open a route:
 * - `open`: everyone,
 * - `customer`: customer pages, blocked for role admin,
 * - `admin`: admin pages, blocked for role customer.
 */
export type RouteAccess = 'open' | 'customer' | 'admin';

type StaticRoute = { path: string; access: RouteAccess; getHref: () => string };

function staticRoute(path: string, access: RouteAccess): StaticRoute {
  return { path, access, getHref: () => path };
}

const ADMIN_ROOT = '/admin/dashboard';

export const paths = {
  root: staticRoute('/', 'open'),
  signIn: staticRoute('/sign-in', 'open'),
  paymentError: staticRoute('/paymentError', 'open'),
  unauthorized: staticRoute('/unauthorized', 'open'),
  notFound: staticRoute('/404', 'open'),
  checkout: staticRoute('/checkout', 'open'),
  /**
   * The page behind the link in the confirmation mail, `?token=` (the server
   * writes the link); `?orderId=` for the browser session that placed the order.
   */
  proofApproval: {
    path: '/proof-approval',
    access: 'open' as RouteAccess,
    getHref: (orderId?: number) => (orderId === undefined ? '/proof-approval' : `/proof-approval?orderId=${orderId}`),
  },
  /** A guest's QR codes, `?token=` from the order confirmation mail; the server writes the link. */
  guestQrCodes: staticRoute('/qr-codes', 'open'),

  home: staticRoute('/home', 'customer'),
  signUp: staticRoute('/sign-up', 'customer'),
  shop: staticRoute('/prime-shop', 'customer'),
  primeCardDetails: {
    path: '/prime-shop/primeCardsDetails/:productId',
    access: 'customer' as RouteAccess,
    getHref: (productId: number | string) => `/prime-shop/primeCardsDetails/${productId}`,
  },
  magnetCardDetails: {
    path: '/prime-shop/MBNCardsDetails/:productId',
    access: 'customer' as RouteAccess,
    getHref: (productId: number | string) => `/prime-shop/MBNCardsDetails/${productId}`,
  },
  cart: staticRoute('/shopping-cart', 'customer'),
  contact: staticRoute('/contact', 'customer'),
  terms: staticRoute('/terms-and-conditions', 'customer'),
  // The spec's route table writes /Impressum, its footer links /impressum: both are the legal notice.
  impressum: staticRoute('/Impressum', 'customer'),
  impressumLowerCase: staticRoute('/impressum', 'customer'),
  faq: staticRoute('/faq', 'customer'),
  dataProtection: staticRoute('/data-protection', 'customer'),
  pending: {
    path: '/pending-page',
    access: 'customer' as RouteAccess,
    getHref: (orderId?: number | string) =>
      orderId === undefined ? '/pending-page' : `/pending-page?order_id=${encodeURIComponent(orderId)}`,
  },
  myOrders: staticRoute('/my-orders', 'customer'),
  myData: staticRoute('/my-data', 'customer'),
  /** The signed-in customer's printed QR codes, their targets and scans. */
  myQrCodes: staticRoute('/my-qr-codes', 'customer'),
  wishlist: staticRoute('/my-wishlist', 'customer'),
  activate: staticRoute('/activate', 'customer'),
  forgotPassword: staticRoute('/forgot-password', 'customer'),
  resetPassword: staticRoute('/reset-password', 'customer'),

  admin: {
    root: staticRoute(ADMIN_ROOT, 'admin'),
    orders: staticRoute(`${ADMIN_ROOT}/orders`, 'admin'),
    order: {
      path: `${ADMIN_ROOT}/orders/:orderId`,
      access: 'admin' as RouteAccess,
      getHref: (orderId: number | string) => `${ADMIN_ROOT}/orders/${orderId}`,
    },
    addOrder: staticRoute(`${ADMIN_ROOT}/orders/add-order`, 'admin'),
    /** The approved orders waiting for production. */
    production: staticRoute(`${ADMIN_ROOT}/production`, 'admin'),
    /** The customer accounts ('Kunden'), their invoice terms and what they owe; the bank statement import. */
    customers: staticRoute(`${ADMIN_ROOT}/customers`, 'admin'),
    /** The closure days ('Schließtage') every delivery promise skips. */
    closures: staticRoute(`${ADMIN_ROOT}/closures`, 'admin'),
    products: staticRoute(`${ADMIN_ROOT}/products`, 'admin'),
    samples: staticRoute(`${ADMIN_ROOT}/samples`, 'admin'),
    /** The discount codes ('Aktionscodes'). */
    vouchers: staticRoute(`${ADMIN_ROOT}/vouchers`, 'admin'),
    /** The printed QR codes' short links ('QR-Codes'); `?code=` names the one looked up. */
    qrLinks: {
      path: `${ADMIN_ROOT}/qr-links`,
      access: 'admin' as RouteAccess,
      getHref: (code?: string) =>
        code === undefined ? `${ADMIN_ROOT}/qr-links` : `${ADMIN_ROOT}/qr-links?code=${encodeURIComponent(code)}`,
    },
    messages: staticRoute(`${ADMIN_ROOT}/messages`, 'admin'),
    /** The server's background jobs ('Hintergrundaufgaben'): failed and waiting, with a retry. */
    jobs: staticRoute(`${ADMIN_ROOT}/jobs`, 'admin'),
  },
} as const;

/** Path of a route relative to the admin root, for the nested admin router. */
export function adminRelative(path: string): string {
  return path === ADMIN_ROOT ? '' : path.slice(ADMIN_ROOT.length + 1);
}
