/**
 * A closure day saved or removed in the back office changes every delivery
 * promise: the shop's promise (checkout's query, another feature) is asked
 * for again through the shared 'DeliveryPromise' tag.
 */
import { waitFor } from '@testing-library/react';

import { makeStore } from '@/app/store';
import { adminApi } from '@/features/admin/api';
import { checkoutApi } from '@/features/checkout/api';
import { closureDb, resetClosureDb, seedClosure } from '@/testing/closure-handlers';
import { db, receivedOn, testUsers } from '@/testing/data';

beforeEach(() => {
  resetClosureDb();
  db.sessionUser = testUsers.admin;
});

const PROMISE = { country: 'DE', express: false } as const;

async function promiseAsked() {
  const store = makeStore();
  const subscription = store.dispatch(checkoutApi.endpoints.getDeliveryPromise.initiate(PROMISE));
  await subscription;
  expect(receivedOn('/delivery-promise')).toHaveLength(1);
  return { store, subscription };
}

/**
 * Not asked again. A mutation's invalidation is dispatched with its answer, and a refetch marks the query
 * as under way at once: once the mutation has settled, a promise that is not under way is not asked again
 * (no waiting for a request that might still come).
 */
function expectNotAskedAgain(store: ReturnType<typeof makeStore>, asked: number) {
  expect(checkoutApi.endpoints.getDeliveryPromise.select(PROMISE)(store.getState()).status).toBe('fulfilled');
  expect(receivedOn('/delivery-promise')).toHaveLength(asked);
}

describe('the delivery promise after a change of the closure days', () => {
  it('is asked again when a closure is saved', async () => {
    const { store, subscription } = await promiseAsked();
    await store.dispatch(
      adminApi.endpoints.adminAddClosure.initiate({ from: '2099-12-24', to: '2099-12-31', label: 'Betriebsferien' }),
    );
    await waitFor(() => expect(receivedOn('/delivery-promise')).toHaveLength(2));
    subscription.unsubscribe();
  });

  it('is asked again when a closure is removed, not when the removal fails otherwise', async () => {
    const closure = seedClosure({ from: '2099-12-24', to: '2099-12-31', label: 'Betriebsferien' });
    const { store, subscription } = await promiseAsked();
    await store.dispatch(adminApi.endpoints.adminRemoveClosure.initiate(closure.id));
    expect(closureDb.closures).toHaveLength(0);
    await waitFor(() => expect(receivedOn('/delivery-promise')).toHaveLength(2));

    // Already gone (404): the promise stays as it is.
    await waitFor(() =>
      expect(checkoutApi.endpoints.getDeliveryPromise.select(PROMISE)(store.getState()).status).toBe('fulfilled'),
    );
    await store.dispatch(adminApi.endpoints.adminRemoveClosure.initiate(closure.id));
    expectNotAskedAgain(store, 2);
    subscription.unsubscribe();
  });

  it('is not asked again when the closure is refused', async () => {
    const { store, subscription } = await promiseAsked();
    await store.dispatch(
      adminApi.endpoints.adminAddClosure.initiate({ from: '2099-12-31', to: '2099-12-24', label: 'Rückwärts' }),
    );
    expectNotAskedAgain(store, 1);
    subscription.unsubscribe();
  });
});
