import { Link, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { useTimeouts } from '@/lib/use-timeouts';

import { authTexts } from '../texts';

import { AuthLayout } from './auth-layout';
import { SignUpForm } from './sign-up-form';

/** Spec §9: after sign-up the user goes to /sign-in after 2000 ms. */
export const SIGN_UP_REDIRECT_MS = 2000;

export function SignUpPage() {
  useScrollToTop();
  const texts = authTexts.signUp;
  const navigate = useNavigate();
  const schedule = useTimeouts();

  return (
    <AuthLayout
      title={texts.heading}
      sidePanel={{ title: texts.sidePanelTitle, text: texts.sidePanelText }}
      links={
        <>
          <span>{texts.haveAccount}</span>
          <Link to={paths.signIn.getHref()}>{texts.toSignIn}</Link>
        </>
      }
    >
      <SignUpForm onSuccess={() => schedule(() => navigate(paths.signIn.getHref()), SIGN_UP_REDIRECT_MS)} />
    </AuthLayout>
  );
}
