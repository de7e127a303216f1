import { http, HttpResponse } from 'msw';

import { makeStore } from '@/app/store';
import { db, testUsers } from '@/testing/data';
import { server } from '@/testing/server';

import { guestCheckoutChosen, signedIn } from '../auth-slice';
import { accountFailureMessage, answerMessage } from '../errors';
import { completeSignIn, logout, pathAfterSignIn, verifySession } from '../session';
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

describe('initial check without a stored user', () => {
  it('asks the server, retries a failure like a query and changes nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = [500, 200];
    let asked = 0;
    server.use(
      http.get('/api/auth/initialCheck', () => {
        const status = answers[asked++];
        return status === 200
          ? HttpResponse.json({ user: testUsers.customer })
          : HttpResponse.json({ message: 'kaputt' }, { status });
      }),
    );
    const store = makeStore();
    await store.dispatch(verifySession());
    expect(asked).toBe(2);
    expect(store.getState().auth.user).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a check that fails for good', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('/api/auth/initialCheck', () => HttpResponse.json({ message: 'nein' }, { status: 403 })));
    const store = makeStore();
    await store.dispatch(verifySession());
    expect(store.getState().auth.user).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Initial session check failed'), expect.anything());
  });
});

describe('initial check racing a sign-in', () => {
  it('ignores an answer that arrives after the visitor signed in meanwhile', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/api/auth/initialCheck', async () => {
        await answered;
        return HttpResponse.json({ user: null });
      }),
    );
    const store = makeStore();
    const checking = store.dispatch(verifySession());
    store.dispatch(signedIn(testUsers.customer));
    answer();
    await checking;
    expect(store.getState().auth.user).toEqual(testUsers.customer);
  });
});

describe('completing a sign-in', () => {
  it('returns the saved path and stores the user, which clears the path', () => {
    const store = makeStore();
    saveRedirectPath('/my-wishlist');
    expect(store.dispatch(completeSignIn(testUsers.customer))).toBe('/my-wishlist');
    expect(store.getState().auth.user).toEqual(testUsers.customer);
    expect(takeRedirectPath()).toBeNull();
  });

  it.each([
    [testUsers.admin, '/checkout', '/admin/dashboard/orders'],
    [testUsers.customer, '/checkout', '/checkout'],
    [testUsers.customer, null, '/home'],
    [testUsers.customer, 'https://evil.example/', '/home'],
    [testUsers.customer, '//evil.example/', '/home'],
    [testUsers.customer, '/\\evil.example/', '/home'],
  ])('sends %o with saved path %s to %s', (user, saved, expected) => {
    expect(pathAfterSignIn(user, saved)).toBe(expected);
  });
});

describe('account failure messages', () => {
  it("prefers the server's message, else the form's fallback", () => {
    expect(accountFailureMessage({ status: 409, data: { message: 'Schon vergeben' } }, 'Fallback')).toBe(
      'Schon vergeben',
    );
    expect(accountFailureMessage({ status: 400, data: {} }, 'Fallback')).toBe('Fallback');
    expect(accountFailureMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, 'Fallback')).toBe('Fallback');
    expect(accountFailureMessage(new Error('boom'), 'Fallback')).toBe('Fallback');
  });

  it('shows the unexpected-error text for a failure that is not an error object', () => {
    for (const failure of ['kaputt', undefined, null, 42]) {
      expect(accountFailureMessage(failure, 'Fallback')).toBe('An unexpected error occurred. Please try again...');
    }
  });

  it("takes a success answer's message, else the fallback", () => {
    expect(answerMessage({ message: 'Gesendet' }, 'Fallback')).toBe('Gesendet');
    expect(answerMessage({ message: '  ' }, 'Fallback')).toBe('Fallback');
    expect(answerMessage(null, 'Fallback')).toBe('Fallback');
  });
});
