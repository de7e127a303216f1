import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { useTimeouts } from '@/lib/use-timeouts';

import { authTexts } from '../texts';

import { AuthLayout } from './auth-layout';
import { ResetPasswordForm } from './reset-password-form';

/** Spec §4, §9: /sign-in follows 2 seconds after every attempt, successful or not. */
export const RESET_PASSWORD_REDIRECT_MS = 2000;

/** /reset-password?token=…, the link of the reset e-mail. */
export function ResetPasswordPage() {
  useScrollToTop();
  const texts = authTexts.resetPassword;
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const schedule = useTimeouts();

  const toSignInSoon = () => schedule(() => navigate(paths.signIn.getHref()), RESET_PASSWORD_REDIRECT_MS);

  return (
    <AuthLayout
      title={texts.heading}
      intro={token ? texts.explanation : undefined}
      links={<Link to={paths.signIn.getHref()}>{authTexts.signUp.toSignIn}</Link>}
    >
      {token ? (
        <ResetPasswordForm token={token} onSuccess={toSignInSoon} onFailure={toSignInSoon} />
      ) : (
        <Notice
          tone="error"
          title={texts.missingToken}
          actions={
            <ButtonLink to={paths.forgotPassword.getHref()} variant="outline" size="small">
              {texts.requestNewLink}
            </ButtonLink>
          }
        />
      )}
    </AuthLayout>
  );
}
