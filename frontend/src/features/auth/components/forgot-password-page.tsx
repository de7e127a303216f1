import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useScrollToTop } from '@/lib/use-scroll-to-top';

import { authTexts } from '../texts';

import { AuthLayout } from './auth-layout';
import { ForgotPasswordForm } from './forgot-password-form';

export function ForgotPasswordPage() {
  useScrollToTop();
  const texts = authTexts.forgotPassword;
  return (
    <AuthLayout
      title={texts.heading}
      intro={texts.explanation}
      links={<Link to={paths.signIn.getHref()}>{authTexts.signUp.toSignIn}</Link>}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
