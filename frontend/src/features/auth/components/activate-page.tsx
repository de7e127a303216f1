import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { FormFeedback } from '@/components/form/form-feedback';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { useTimeouts } from '@/lib/use-timeouts';

import { useActivateUserMutation } from '../api';
import { accountFailureMessage } from '../errors';
import { authTexts } from '../texts';

import { AuthLayout } from './auth-layout';
import { ResendActivationForm } from './resend-activation-form';

/** Spec §9: after activation the user goes to /sign-in after 3 seconds. */
export const ACTIVATION_REDIRECT_MS = 3000;

type Outcome = { state: 'pending' } | { state: 'activated' } | { state: 'failed'; message: string };

/** /activate?email=…&token=…, the link of the activation e-mail. */
export function ActivatePage() {
  useScrollToTop();
  const texts = authTexts.activate;
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  const token = searchParams.get('token')?.trim() ?? '';
  const linkIsComplete = email !== '' && token !== '';
  const [outcome, setOutcome] = useState<Outcome>(() =>
    linkIsComplete ? { state: 'pending' } : { state: 'failed', message: texts.invalidLink },
  );
  const [activateUser] = useActivateUserMutation();
  const navigate = useNavigate();
  const schedule = useTimeouts();
  // The token is single-use: StrictMode's second effect run must not send it again.
  const activatedLink = useRef<string | null>(null);

  useEffect(() => {
    if (!linkIsComplete) return;
    const link = `${email}\n${token}`;
    if (activatedLink.current === link) return;
    activatedLink.current = link;
    activateUser({ email, token })
      .unwrap()
      .then(
        () => {
          setOutcome({ state: 'activated' });
          schedule(() => navigate(paths.signIn.getHref()), ACTIVATION_REDIRECT_MS);
        },
        (error: unknown) => {
          console.error('Account activation failed', error);
          setOutcome({ state: 'failed', message: accountFailureMessage(error, texts.invalidLink) });
        },
      );
  }, [activateUser, email, linkIsComplete, navigate, schedule, texts.invalidLink, token]);

  return (
    <AuthLayout
      title={texts.heading}
      intro={texts.explanation}
      links={<Link to={paths.signIn.getHref()}>{authTexts.signUp.toSignIn}</Link>}
    >
      {outcome.state === 'pending' ? <PageSpinner label={texts.activating} /> : null}
      {outcome.state === 'activated' ? (
        <>
          <FormFeedback feedback={{ kind: 'success', message: texts.succeeded }} />
          <p>{texts.redirecting}</p>
        </>
      ) : null}
      {outcome.state === 'failed' ? (
        <>
          <FormFeedback feedback={{ kind: 'error', message: outcome.message }} />
          <p>{texts.resendIntro}</p>
          <ResendActivationForm initialEmail={email} />
        </>
      ) : null}
    </AuthLayout>
  );
}
