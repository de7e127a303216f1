import { RouterProvider, type createBrowserRouter } from 'react-router-dom';

import { MobileNotice } from '@/components/layout/mobile-notice';
import { Toaster } from '@/components/ui/toaster';

import { AppProvider } from './provider';
import type { AppStore } from './store';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Store, router, toasts and the small-screen notice: the whole app around a given router. */
export function AppRoot({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <AppProvider store={store}>
      <div className="app-shell">
        <RouterProvider router={router} />
        <Toaster />
      </div>
      <MobileNotice />
    </AppProvider>
  );
}
