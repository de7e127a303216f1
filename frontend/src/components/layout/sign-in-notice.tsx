/**
 * What a page for signed-in customers shows a visitor: why there is nothing
 * to see yet, and the way to the sign-in page. `onShown` runs once it is
 * shown, to remember where the sign-in should lead back to.
 */
import { useEffect } from 'react';

import { UserIcon } from '@/components/icons/icons';
import { ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';

type SignInNoticeProps = {
  title: string;
  text: string;
  /** The link's label ('Zur Anmeldung'). */
  toSignIn: string;
  /** Must keep its identity between renders (a module function or a memoised callback). */
  onShown: () => void;
};

export function SignInNotice({ title, text, toSignIn, onShown }: SignInNoticeProps) {
  useEffect(() => {
    onShown();
  }, [onShown]);
  return (
    <Notice title={title} icon={<UserIcon />} actions={<ButtonLink to={paths.signIn.getHref()}>{toSignIn}</ButtonLink>}>
      <p>{text}</p>
    </Notice>
  );
}
