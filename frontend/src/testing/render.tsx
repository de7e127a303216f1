/**
 * Test renderers: a fresh store and a memory router per test, wired exactly
 * like the real app (same routes, same middleware, same providers).
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';

import { AppRoot } from '@/app/app-root';
import { AppRoutes } from '@/app/app-routes';
import { createNavigator } from '@/app/navigator';
import { preloadPages } from '@/app/routes/lazy-pages';
import { makeStore, type RootState } from '@/app/store';
import type { User } from '@/features/auth/types';

import { db } from './data';
import { createTestRouter } from './test-router';

// Pages are lazily loaded chunks in the app; here they are ready before the first render.
await preloadPages();

type RenderOptions = {
  /** The signed-in user: stored locally and known to the fake server. */
  user?: User | null;
  preloadedState?: Partial<RootState>;
  /** Render inside <StrictMode>, as main.tsx does (effects run twice in development). */
  strict?: boolean;
};

function storeFor({ user = null, preloadedState }: Omit<RenderOptions, 'strict'>, navigate: (to: string) => void) {
  db.sessionUser = user;
  return makeStore({
    preloadedState: { auth: { user, isGuest: false }, ...preloadedState },
    navigate,
  });
}

/** Renders the whole app at `route`. */
export function renderApp(route: string, options: RenderOptions = {}) {
  const router = createTestRouter(route);
  const outsideNavigation = createNavigator();
  const store = storeFor(options, outsideNavigation.navigate);
  const user = userEvent.setup();
  const app = (
    <AppRoot store={store}>
      <HistoryRouter history={router.history}>
        <AppRoutes outsideNavigation={outsideNavigation} />
      </HistoryRouter>
    </AppRoot>
  );
  const view = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, store, router, user };
}

/** Renders one component inside the providers, at `route`. */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', ...options }: RenderOptions & { route?: string } = {},
) {
  const router = createTestRouter(route);
  const store = storeFor(options, (to) => router.navigate(to));
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <HistoryRouter history={router.history}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </HistoryRouter>
    </Provider>,
  );
  return { ...view, store, router, user };
}
