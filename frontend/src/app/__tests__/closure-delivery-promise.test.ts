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

async function promiseAsked() {
  const store = makeStore();
  const subscription = store.dispatch(
    checkoutApi.endpoints.getDeliveryPromise.initiate({ country: 'DE', express: false }),
  );
  await subscription;
  expect(receivedOn('/delivery-promise')).toHaveLength(1);
  return { store, subscription };
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
    await store.dispatch(adminApi.endpoints.adminRemoveClosure.initiate(closure.id));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedOn('/delivery-promise')).toHaveLength(2);
    subscription.unsubscribe();
  });

  it('is not asked again when the closure is refused', async () => {
    const { store, subscription } = await promiseAsked();
    await store.dispatch(
      adminApi.endpoints.adminAddClosure.initiate({ from: '2099-12-31', to: '2099-12-24', label: 'Rückwärts' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receivedOn('/delivery-promise')).toHaveLength(1);
    subscription.unsubscribe();
  });
});
