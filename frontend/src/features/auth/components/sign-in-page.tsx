import { Link, useNavigate } from 'react-router-dom';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/lib/store-hooks';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { useTimeouts } from '@/lib/use-timeouts';

import { completeSignIn, pathAfterSignIn } from '../session';
import { authTexts } from '../texts';
import type { User } from '../types';

import { AuthLayout } from './auth-layout';
import { SignInForm } from './sign-in-form';

/** Spec §9: the redirect after sign-in waits 2000 ms, so the success message can be read. */
export const SIGN_IN_REDIRECT_MS = 2000;

export function SignInPage() {
  useScrollToTop();
  const texts = authTexts.signIn;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const schedule = useTimeouts();

  const onSuccess = (user: User) => {
    const redirectPath = dispatch(completeSignIn(user));
    schedule(() => navigate(pathAfterSignIn(user, redirectPath)), SIGN_IN_REDIRECT_MS);
  };

  return (
    <AuthLayout
      title={texts.heading}
      sidePanel={{
        title: texts.sidePanelTitle,
        text: texts.sidePanelText,
        action: (
          <ButtonLink to={paths.signUp.getHref()} variant="inverse">
            {texts.createAccount}
          </ButtonLink>
        ),
      }}
      links={<Link to={paths.forgotPassword.getHref()}>{texts.forgotPassword}</Link>}
    >
      <SignInForm onSuccess={onSuccess} />
    </AuthLayout>
  );
}
