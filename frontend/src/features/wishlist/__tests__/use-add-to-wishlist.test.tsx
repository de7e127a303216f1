import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { Toaster } from '@/components/ui/toaster';
import { db, receivedOn, seedWish, testUsers } from '@/testing/data';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';

import { wishlistApi } from '../api';
import { useAddToWishlist, type WishCandidate } from '../use-add-to-wishlist';

const SAVE_PATH = '/wishlists/save-wished-product';
const customerId = testUsers.customer.userId;

const starter: WishCandidate = { productId: 2, productType: 'PrimeProd', name: 'PrimeCard Starter', price: 4990 };

/** A stand-in for a product page's wishlist button. */
function Probe({ candidate }: { candidate: WishCandidate | undefined }) {
  const { addToWishlist, isAdding } = useAddToWishlist();
  return (
    <>
      <button type="button" onClick={() => void addToWishlist(candidate)}>
        Zur Wunschliste
      </button>
      {isAdding ? <span>wird gespeichert</span> : null}
      <Toaster />
    </>
  );
}

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

function toastKinds(): (string | null)[] {
  return toasts()
    .queryAllByRole('status')
    .map((toast) => toast.getAttribute('data-kind'));
}

type View = ReturnType<typeof renderWithProviders>;

function cachedList(view: View) {
  return wishlistApi.endpoints.getWishlist.select(customerId)(view.store.getState()).data;
}

async function renderSignedIn(candidate: WishCandidate | undefined) {
  const view = renderWithProviders(<Probe candidate={candidate} />, { user: testUsers.customer });
  // The hook loads the list it checks for duplicates.
  await waitFor(() => expect(cachedList(view)).toBeDefined());
  return view;
}

async function clickAdd(view: View) {
  await view.user.click(screen.getByRole('button', { name: 'Zur Wunschliste' }));
}

describe('useAddToWishlist', () => {
  it('asks a guest to sign in, without calling the server', async () => {
    const view = renderWithProviders(<Probe candidate={starter} />);
    await clickAdd(view);
    expect(
      await toasts().findByText('Sie müssen sich anmelden, um ein Produkt zu Ihrer Wunschliste hinzuzufügen'),
    ).toBeInTheDocument();
    expect(toastKinds()).toEqual(['error']);
    expect(receivedOn(SAVE_PATH)).toEqual([]);
  });

  it('asks to try again when the product has not loaded yet', async () => {
    const view = await renderSignedIn(undefined);
    await clickAdd(view);
    expect(
      await toasts().findByText('Das Produkt wird noch geladen. Bitte versuchen Sie es gleich noch einmal.'),
    ).toBeInTheDocument();
    expect(toastKinds()).toEqual(['error']);
    expect(receivedOn(SAVE_PATH)).toEqual([]);
  });

  it('saves with the signed-in user id, announces success and counts the new row at once', async () => {
    const view = await renderSignedIn(starter);
    expect(cachedList(view)).toEqual([]);

    await clickAdd(view);
    expect(await toasts().findByText('Produkt auf der Wunschliste!')).toBeInTheDocument();
    expect(toastKinds()).toEqual(['success']);
    expect(receivedOn(SAVE_PATH)).toEqual([{ productId: 2, productType: 'PrimeProd', userId: customerId }]);
    expect(cachedList(view)).toEqual([
      expect.objectContaining({ productId: 2, productType: 'PrimeProd', name: 'PrimeCard Starter', price: 4990 }),
    ]);
    expect(db.wishes).toHaveLength(1);
  });

  it('tells about a product already on the loaded list without calling the server', async () => {
    seedWish({ userId: customerId, productId: 2, productType: 'PrimeProd', createdAt: '2024-03-05T12:00:00.000Z' });
    const view = await renderSignedIn(starter);
    expect(cachedList(view)).toHaveLength(1);

    await clickAdd(view);
    expect(await toasts().findByText('Das Produkt befindet sich bereits auf Ihrer Wunschliste')).toBeInTheDocument();
    expect(toastKinds()).toEqual(['info']);
    expect(receivedOn(SAVE_PATH)).toEqual([]);
  });

  it('treats the same product id with the other product type as a different wish', async () => {
    seedWish({ userId: customerId, productId: 2, productType: 'MBNprod', createdAt: '2024-03-05T12:00:00.000Z' });
    const view = await renderSignedIn(starter);
    await clickAdd(view);
    expect(await toasts().findByText('Produkt auf der Wunschliste!')).toBeInTheDocument();
    expect(receivedOn(SAVE_PATH)).toHaveLength(1);
  });

  it('shows the server’s 409 as the same info, not as an error, and refreshes the list', async () => {
    const view = await renderSignedIn(starter);
    expect(cachedList(view)).toEqual([]);
    // Saved meanwhile elsewhere (another tab): the loaded list does not know it.
    seedWish({ userId: customerId, productId: 2, productType: 'PrimeProd', createdAt: '2024-03-05T12:00:00.000Z' });

    await clickAdd(view);
    expect(await toasts().findByText(serverMessages.wishDuplicate)).toBeInTheDocument();
    expect(receivedOn(SAVE_PATH)).toHaveLength(1);
    expect(toastKinds()).toEqual(['info']);
    await waitFor(() => expect(cachedList(view)).toHaveLength(1));
  });

  it('leaves other failures to the common handler', async () => {
    server.use(
      http.post(`/api${SAVE_PATH}`, () => HttpResponse.json({ message: serverMessages.serverError }, { status: 500 })),
    );
    const view = await renderSignedIn(starter);
    await clickAdd(view);
    expect(await toasts().findByText('Server-Fehler. Bitte versuchen Sie es später noch einmal')).toBeInTheDocument();
    expect(toastKinds()).toEqual(['error']);
    expect(toasts().queryByText('Produkt auf der Wunschliste!')).not.toBeInTheDocument();
  });

  it('reports isAdding while the save is under way', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(`/api${SAVE_PATH}`, async () => {
        await answered;
        return HttpResponse.json(
          {
            persistedProduct: {
              wishId: 1,
              productId: 2,
              productType: 'PrimeProd',
              userId: customerId,
              createdAt: '2024-03-05T12:00:00.000Z',
            },
            message: serverMessages.wishSaved,
          },
          { status: 201 },
        );
      }),
    );
    const view = await renderSignedIn(starter);
    await clickAdd(view);
    // Found is shown: a passing state may be gone again before the next line runs.
    await screen.findByText('wird gespeichert');
    release();
    await waitFor(() => expect(screen.queryByText('wird gespeichert')).not.toBeInTheDocument());
    expect(toasts().getByText('Produkt auf der Wunschliste!')).toBeInTheDocument();
  });
});
