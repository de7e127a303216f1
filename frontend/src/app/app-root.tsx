import type { ReactNode } from 'react';

import { MobileNotice } from '@/components/layout/mobile-notice';
import { Toaster } from '@/components/ui/toaster';

import { AppProvider } from './provider';
import type { AppStore } from './store';

/** Store, toasts and the small-screen notice: the whole app around a router (`children`). */
export function AppRoot({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <AppProvider store={store}>
      <div className="app-shell">
        {children}
        <Toaster />
      </div>
      <MobileNotice />
    </AppProvider>
  );
}
