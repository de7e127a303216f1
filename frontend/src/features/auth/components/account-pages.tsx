/**
 * The account screens. Their forms arrive with the accounts issue; until then
 * each page shows its heading and a calm notice.
 */
import { Link } from 'react-router-dom';

import { ButtonLink } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';
import { useScrollToTop } from '@/lib/use-scroll-to-top';

import { authTexts } from '../texts';

import { AuthLayout } from './auth-layout';

export function SignInPage() {
  useScrollToTop();
  const texts = authTexts.signIn;
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
      <ComingSoon>
        <p>{texts.comingSoon}</p>
      </ComingSoon>
    </AuthLayout>
  );
}

export function SignUpPage() {
  useScrollToTop();
  const texts = authTexts.signUp;
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
      <ComingSoon>
        <p>{texts.comingSoon}</p>
      </ComingSoon>
    </AuthLayout>
  );
}

export function ForgotPasswordPage() {
  useScrollToTop();
  const texts = authTexts.forgotPassword;
  return (
    <AuthLayout
      title={texts.heading}
      intro={texts.explanation}
      links={<Link to={paths.signIn.getHref()}>{authTexts.signUp.toSignIn}</Link>}
    >
      <ComingSoon>
        <p>{texts.comingSoon}</p>
      </ComingSoon>
    </AuthLayout>
  );
}

export function ResetPasswordPage() {
  useScrollToTop();
  const texts = authTexts.resetPassword;
  return (
    <AuthLayout
      title={texts.heading}
      intro={texts.explanation}
      links={<Link to={paths.signIn.getHref()}>{authTexts.signUp.toSignIn}</Link>}
    >
      <ComingSoon>
        <p>{texts.comingSoon}</p>
      </ComingSoon>
    </AuthLayout>
  );
}

export function ActivatePage() {
  useScrollToTop();
  const texts = authTexts.activate;
  return (
    <AuthLayout
      title={texts.heading}
      intro={texts.explanation}
      links={<Link to={paths.signIn.getHref()}>{authTexts.signUp.toSignIn}</Link>}
    >
      <ComingSoon>
        <p>{texts.comingSoon}</p>
      </ComingSoon>
    </AuthLayout>
  );
}
