import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';

import { verifySession } from '@/features/auth/session';
import { useAppDispatch } from '@/lib/store-hooks';

import type { AppStore } from './store';

/** Spec §4: on app start, ask the server whether the stored session is still valid. */
function SessionCheck() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(verifySession());
  }, [dispatch]);
  return null;
}

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <SessionCheck />
      {children}
    </Provider>
  );
}
