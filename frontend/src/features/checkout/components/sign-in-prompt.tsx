import { useNavigate } from 'react-router-dom';

import { UserIcon } from '@/components/icons/icons';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';

import { checkoutTexts } from '../texts';

type SignInPromptProps = {
  /** Remembers /checkout as the path to come back to after signing in. */
  onSignIn: () => void;
  onGuestCheckout: () => void;
};

/** Spec §2: a visitor who is neither signed in nor a guest chooses one first. */
export function SignInPrompt({ onSignIn, onGuestCheckout }: SignInPromptProps) {
  const navigate = useNavigate();
  return (
    <Notice
      title={checkoutTexts.signInRequired}
      icon={<UserIcon />}
      actions={
        <>
          <Button
            onClick={() => {
              onSignIn();
              navigate(paths.signIn.getHref());
            }}
          >
            {checkoutTexts.signIn}
          </Button>
          <Button variant="outline" onClick={onGuestCheckout}>
            {checkoutTexts.guestCheckout}
          </Button>
        </>
      }
    >
      <p>{checkoutTexts.signInHint}</p>
    </Notice>
  );
}
