/**
 * The back office behind its screen-width gate. A small chunk of its own, so
 * the shop's entry carries no admin code; the back office itself (`AdminApp`)
 * loads only once the screen is wide enough.
 */
import { Suspense } from 'react';

import { PageSpinner } from '@/components/ui/spinner';

import { AdminScreenGate } from '../../layouts/admin-screen-gate';
import { AdminApp } from '../lazy-pages';

export function AdminArea() {
  return (
    <AdminScreenGate>
      <Suspense fallback={<PageSpinner label="Dashboard wird geladen …" />}>
        <AdminApp />
      </Suspense>
    </AdminScreenGate>
  );
}
