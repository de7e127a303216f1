/**
 * The route tree rendered inside a router component (`BrowserRouter` in the
 * app, `MemoryRouter` in tests). Declarative routing keeps the data-router
 * code of react-router out of the bundle: the shop uses no loaders or actions.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate, useRoutes } from 'react-router-dom';

import type { Navigator } from './navigator';
import { createAppRoutes } from './router';
import { RouteErrorBoundary } from './routes/route-error-boundary';

const routes = createAppRoutes();

export function AppRoutes({ outsideNavigation }: { outsideNavigation: Navigator }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  useEffect(() => outsideNavigation.attach(navigate), [outsideNavigation, navigate]);
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}
