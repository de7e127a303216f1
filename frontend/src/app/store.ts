/**
 * The Redux store: the auth and cart slices, plus the RTK Query slice once
 * the first code that calls the server through it has loaded (`lib/api-loaded.ts`).
 * This is where features meet: persistence, the common API error handler and
 * cross-feature reactions are wired here. The wishlist lives in the RTK Query
 * cache, keyed by the signed-in user's id: a logout unsubscribes it and the
 * cache drops it (see `features/wishlist/api.ts`).
 */
import {
  applyMiddleware,
  combineReducers,
  compose,
  legacy_createStore as createStore,
  type Middleware,
  type Reducer,
  type Store,
  type UnknownAction,
} from 'redux';

import { adminEndpointsHandledInPlace } from '@/features/admin/endpoint-names';
import { accountEndpointsHandledInPlace } from '@/features/auth/endpoint-names';
import { authReducer, selectIsAuthenticated, type AuthState } from '@/features/auth/auth-slice';
import { logout } from '@/features/auth/session';
import { loadAuthState, saveAuthState } from '@/features/auth/storage';
import { cartReducer } from '@/features/cart/cart-slice';
import { cartEndpointsHandledInPlace } from '@/features/cart/endpoint-names';
import { loadCart, saveCart } from '@/features/cart/storage';
import type { CartState } from '@/features/cart/types';
import { checkoutEndpointsHandledInPlace } from '@/features/checkout/endpoint-names';
import { contactEndpointsHandledInPlace } from '@/features/contact/endpoint-names';
import { designerEndpointsHandledInPlace } from '@/features/designer/endpoint-names';
import { ordersEndpointsHandledInPlace } from '@/features/orders/endpoint-names';
import { pagesEndpointsHandledInPlace } from '@/features/pages/endpoint-names';
import { qrLinksEndpointsHandledInPlace } from '@/features/qr-links/endpoint-names';
import { whenApiLoaded, type Api } from '@/lib/api-loaded';
import { handleApiError, isSessionExpired } from '@/lib/api-error';
import type { AppThunkDispatch } from '@/lib/store-hooks';
import { toast } from '@/lib/toast';

const shellReducers = { auth: authReducer, cart: cartReducer };

/** The RTK Query slice's state: there from the moment its module has loaded. */
type ApiState = ReturnType<Api['reducer']>;

export type RootState = { auth: AuthState; cart: CartState; api: ApiState };

/** The reducer before and after the slice is added: it starts from a state without `api`. */
type RootReducer = Reducer<RootState, UnknownAction, Partial<RootState>>;

/**
 * Calls whose failures the common handler must not announce: the session
 * check and logout fail quietly by design (spec §4), the account forms show
 * their own messages (spec §8), and a product page shows its own not-found
 * page for an unknown id. The sample lookup shows its own 'not found' text,
 * and a wishlist duplicate (409) is an info toast of `useAddToWishlist`.
 * The Aktionscode check shows its refusal under the code's field.
 * Checkout tells each failed step in its own words (spec §8), the
 * confirmation page counts failed status checks, the delivery promise stays
 * away when it cannot be asked, and the contact form shows
 * its own failure text. The orders pages show a refused cancellation,
 * approval or design change, and an invalid approval link, beside the
 * control, the FAQ and the terms say when the payment methods
 * could not be loaded. The designer's preview does without the short links'
 * format, and 'Meine QR-Codes' shows its own failures (a guest's unknown
 * link, a refused target at its field). The back-office has its own handler
 * (401 to /sign-in, 403 to /unauthorized; `features/admin/use-admin-error.ts`).
 */
const endpointsHandledInPlace: readonly string[] = [
  ...accountEndpointsHandledInPlace,
  ...cartEndpointsHandledInPlace,
  ...checkoutEndpointsHandledInPlace,
  ...contactEndpointsHandledInPlace,
  ...designerEndpointsHandledInPlace,
  ...ordersEndpointsHandledInPlace,
  ...pagesEndpointsHandledInPlace,
  ...qrLinksEndpointsHandledInPlace,
  ...adminEndpointsHandledInPlace,
];

function isHandledInPlace(endpointName: string | undefined, status: unknown): boolean {
  if (endpointName !== undefined && endpointsHandledInPlace.includes(endpointName)) return true;
  if (endpointName === 'getSampleByNumber' && status === 404) return true;
  if (endpointName === 'saveWishedProduct' && status === 409) return true;
  return endpointName === 'getProductById' && status === 404;
}

export type StoreOptions = {
  preloadedState?: Partial<RootState>;
  /** Navigation outside React (the session-expired redirect); the router provides it. */
  navigate?: (to: string) => void;
};

declare global {
  interface Window {
    /** The Redux DevTools extension, when the browser has it. */
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose;
  }
}

/** The store with thunks, as the hooks and tests dispatch them. */
export type AppStore = Store<RootState, UnknownAction> & { dispatch: AppThunkDispatch };

/** Redux Toolkit's `isRejectedWithValue`: an async thunk (RTK Query's calls among them) that failed with an answer. */
function isRejectedWithValue(action: unknown): action is { payload: unknown; meta: { arg?: unknown } } {
  const meta = (action as { meta?: { requestId?: unknown; requestStatus?: unknown; rejectedWithValue?: unknown } })
    .meta;
  return typeof meta?.requestId === 'string' && meta.requestStatus === 'rejected' && Boolean(meta.rejectedWithValue);
}

/** Runs thunks, as the toolkit's default middleware does. */
const thunkMiddleware: Middleware<object, RootState, AppThunkDispatch> =
  ({ dispatch, getState }) =>
  (next) =>
  (action) =>
    typeof action === 'function' ? action(dispatch, getState, undefined) : next(action);

/** A place at the end of the chain for the RTK Query middleware, which arrives with its module. */
function lateMiddleware() {
  let added: Middleware | null = null;
  const middleware: Middleware = (storeApi) => (next) => {
    let chained: ((action: unknown) => unknown) | null = null;
    return (action) => {
      if (!added) return next(action);
      chained ??= added(storeApi)(next);
      return chained(action);
    };
  };
  return { middleware, add: (lateComer: Middleware) => void (added = lateComer) };
}

/**
 * The common error handler (spec §8) for every rejected call that is not
 * handled in place. First in the chain, it sees the action after the reducers
 * and every other middleware have, and compares with the state before it.
 */
function apiErrorMiddleware(navigate: (to: string) => void): Middleware<object, RootState, AppThunkDispatch> {
  return (storeApi) => (next) => (action) => {
    const stateBefore = storeApi.getState();
    const result = next(action);
    if (!isRejectedWithValue(action)) return result;
    const meta = action.meta as { arg?: { endpointName?: string } };
    const endpointName = meta.arg?.endpointName;
    const payload = action.payload as { status?: unknown } | undefined;
    const deps = { notifyError: toast.error, logout: () => void storeApi.dispatch(logout()), navigate };
    if (isSessionExpired(payload)) {
      // Spec §8 for every call, the account calls included, but only while a user is
      // stored: the first expired answer warns and logs out, later ones find nobody to
      // warn. Without a stored user the session check just clears (see verifySession);
      // the server drops the stale cookie with its answer.
      if (selectIsAuthenticated(stateBefore)) handleApiError(payload, deps);
    } else if (!isHandledInPlace(endpointName, payload?.status)) {
      handleApiError(payload, deps);
    }
    return result;
  };
}

/**
 * The store as the toolkit's `configureStore` set it up (thunks, the DevTools
 * extension when there is one), with plain Redux: see `lib/slice-actions.ts`.
 */
export function makeStore({ preloadedState, navigate = () => undefined }: StoreOptions = {}): AppStore {
  // Takes the RTK Query middleware, in the place `concat(api.middleware)` gave it, once the slice has loaded.
  const apiMiddleware = lateMiddleware();
  const composeEnhancers = window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ ?? compose;

  const store: AppStore = createStore(
    // Until the slice has loaded, the state has no `api` key.
    combineReducers(shellReducers) as RootReducer,
    { auth: loadAuthState(), cart: loadCart(), ...preloadedState },
    composeEnhancers(applyMiddleware(apiErrorMiddleware(navigate), thunkMiddleware, apiMiddleware.middleware)),
  );

  whenApiLoaded((api) => {
    apiMiddleware.add(api.middleware);
    // Replacing the reducer dispatches an action, which gives the slice its initial state.
    store.replaceReducer(combineReducers({ ...shellReducers, [api.reducerPath]: api.reducer }) as RootReducer);
  });

  let savedAuth: AuthState = store.getState().auth;
  let savedCart: CartState = store.getState().cart;
  store.subscribe(() => {
    const { auth, cart } = store.getState();
    if (auth !== savedAuth) {
      savedAuth = auth;
      saveAuthState(auth);
    }
    if (cart !== savedCart) {
      savedCart = cart;
      saveCart(cart);
      // Logos live outside localStorage; drop the ones no line references any more.
      // Loaded on the first cart change: the logo store (IndexedDB, hashing) stays out of the entry chunk.
      void import('@/features/cart/logo-store').then(({ scheduleLogoCollection }) =>
        scheduleLogoCollection(cart.items),
      );
    }
  });

  return store;
}

export type AppDispatch = AppStore['dispatch'];
