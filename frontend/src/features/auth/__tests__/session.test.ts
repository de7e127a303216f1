import { http, HttpResponse } from 'msw';

import { makeStore } from '@/app/store';
import { db, testUsers } from '@/testing/data';
import { server } from '@/testing/server';

import { guestCheckoutChosen, signedIn } from '../auth-slice';
import { logout, verifySession } from '../session';
import { loadStoredUser, takeRedirectPath, saveRedirectPath } from '../storage';

describe('stored user', () => {
  it('is authenticated whenever a stored user object exists', () => {
    window.localStorage.setItem('user', JSON.stringify(testUsers.customer));
    const store = makeStore();
    expect(store.getState().auth.user).toEqual(testUsers.customer);
  });

  it('treats unreadable JSON as no user and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem('user', '{"userId": 7,');
    expect(loadStoredUser()).toBeNull();
    expect(makeStore().getState().auth.user).toBeNull();
    expect(error).toHaveBeenCalled();
  });

  it('stores the user on sign-in and clears guest flag and redirect path', () => {
    const store = makeStore();
    store.dispatch(guestCheckoutChosen());
    saveRedirectPath('/checkout');
    expect(window.sessionStorage.getItem('primecards.guest')).toBe('true');

    store.dispatch(signedIn(testUsers.customer));
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(testUsers.customer);
    expect(window.sessionStorage.getItem('primecards.guest')).toBeNull();
    expect(takeRedirectPath()).toBeNull();
  });
});

describe('logout', () => {
  it('clears memory and storage before asking the server', async () => {
    window.localStorage.setItem('user', JSON.stringify(testUsers.customer));
    const store = makeStore();
    let storedUserWhenServerCalled: string | null = 'not called';
    server.use(
      http.post('/api/auth/logout', () => {
        storedUserWhenServerCalled = window.localStorage.getItem('user');
        return HttpResponse.json({ message: 'ok' });
      }),
    );

    await store.dispatch(logout());

    expect(storedUserWhenServerCalled).toBeNull();
    expect(store.getState().auth.user).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('stays logged out when the server call fails, and only logs the failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem('user', JSON.stringify(testUsers.customer));
    const store = makeStore();
    server.use(http.post('/api/auth/logout', () => HttpResponse.json({ message: 'kaputt' }, { status: 500 })));

    await expect(store.dispatch(logout())).resolves.toBeUndefined();

    expect(store.getState().auth.user).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Logout request failed'), expect.anything());
  });
});

describe('initial check', () => {
  it('keeps the user when the server confirms the session', async () => {
    window.localStorage.setItem('user', JSON.stringify(testUsers.customer));
    db.sessionUser = testUsers.customer;
    const store = makeStore();
    await store.dispatch(verifySession());
    expect(store.getState().auth.user).toEqual(testUsers.customer);
  });

  it('logs out locally when the answer carries no user', async () => {
    window.localStorage.setItem('user', JSON.stringify(testUsers.customer));
    db.sessionUser = null;
    const store = makeStore();
    await store.dispatch(verifySession());
    expect(store.getState().auth.user).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('logs out locally when the check fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem('user', JSON.stringify(testUsers.admin));
    server.use(http.get('/api/auth/initialCheck', () => HttpResponse.json({ message: 'nein' }, { status: 403 })));
    const store = makeStore();
    await store.dispatch(verifySession());
    expect(store.getState().auth.user).toBeNull();
  });
});
