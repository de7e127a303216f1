import { Outlet } from 'react-router-dom';

import { useAdminEnvironment } from '../environment';

import { SignInNotice } from './admin-ui';

/**
 * The data pages need a session: every back-office call answers 401 without
 * one. A visitor who is not signed in is asked to sign in instead of being
 * shown a page of failed calls.
 */
export function AdminSessionGate() {
  const { signedIn } = useAdminEnvironment();
  return signedIn ? <Outlet /> : <SignInNotice />;
}
