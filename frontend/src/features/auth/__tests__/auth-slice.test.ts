import { testUsers } from '@/testing/data';

import { authReducer, guestCheckoutChosen, initialAuthState, loggedOut, signedIn, userRefreshed } from '../auth-slice';

describe('auth slice', () => {
  it('signs in, clearing the guest flag, and logs out', () => {
    const guest = authReducer(initialAuthState, guestCheckoutChosen());
    expect(guest).toEqual({ user: null, isGuest: true });
    const signed = authReducer(guest, signedIn(testUsers.customer));
    expect(signed).toEqual({ user: testUsers.customer, isGuest: false });
    expect(authReducer(signed, loggedOut())).toEqual({ user: null, isGuest: false });
  });

  it('refreshes only a signed-in user and takes no guest checkout from one', () => {
    const signed = authReducer(initialAuthState, signedIn(testUsers.customer));
    const fresh = { ...testUsers.customer, companyName: 'Pizzeria Roma GmbH' };
    expect(authReducer(signed, userRefreshed(fresh)).user).toBe(fresh);
    expect(authReducer(signed, guestCheckoutChosen())).toBe(signed);
    expect(authReducer(initialAuthState, userRefreshed(fresh))).toBe(initialAuthState);
  });

  it('keeps the state object when nothing changes, so nothing is stored again', () => {
    expect(authReducer(initialAuthState, loggedOut())).toBe(initialAuthState);
    const guest = authReducer(initialAuthState, guestCheckoutChosen());
    expect(authReducer(guest, guestCheckoutChosen())).toBe(guest);
    expect(authReducer(guest, { type: 'other/action' })).toBe(guest);
  });
});
