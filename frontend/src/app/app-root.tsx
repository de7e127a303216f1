import type { ReactNode } from 'react';

import { Toaster } from '@/components/ui/toaster';

import { AppProvider } from './provider';
import type { AppStore } from './store';

/** Store and toasts: the whole app around a router (`children`). */
export function AppRoot({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <AppProvider store={store}>
      {children}
      <Toaster />
    </AppProvider>
  );
}
