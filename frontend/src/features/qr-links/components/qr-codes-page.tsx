/**
 * 'Meine QR-Codes': the printed codes whose short link the customer can
 * repoint, with their scans. Two ways in, one page:
 * - /my-qr-codes for the signed-in customer (a visitor is asked to sign in),
 * - /qr-codes?token=… for a guest, with the token from the order
 *   confirmation mail, which every call carries.
 */
import { useSearchParams } from 'react-router-dom';

import { InfoIcon } from '@/components/icons/icons';
import { Page } from '@/components/layout/page';
import { SignInNotice } from '@/components/layout/sign-in-notice';
import { ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { useScrollToTop } from '@/lib/use-scroll-to-top';

import { qrLinksTexts as texts } from '../texts';

import { QrLinkList } from './qr-link-list';

function GuestView() {
  const [searchParams] = useSearchParams();
  const token = (searchParams.get('token') ?? '').trim();
  if (token === '') {
    return (
      <Notice
        tone="error"
        title={texts.guest.missingTitle}
        icon={<InfoIcon />}
        actions={<ButtonLink to={paths.shop.getHref()}>{texts.guest.toShop}</ButtonLink>}
      >
        <p>{texts.guest.missingToken}</p>
      </Notice>
    );
  }
  return <QrLinkList key={token} owner={{ kind: 'guest', token }} />;
}

export type QrCodesPageProps =
  | {
      kind: 'customer';
      /** The signed-in user's id, or `null`. */
      userId: number | null;
      /** Remembers /my-qr-codes as the path to return to after sign-in. */
      onSignInPrompt: () => void;
    }
  | { kind: 'guest' };

export function QrCodesPage(props: QrCodesPageProps) {
  useScrollToTop();
  let content;
  if (props.kind === 'guest') content = <GuestView />;
  else if (props.userId === null)
    content = (
      <SignInNotice
        title={texts.signedOutTitle}
        text={texts.signedOutText}
        toSignIn={texts.toSignIn}
        onShown={props.onSignInPrompt}
      />
    );
  else content = <QrLinkList key={props.userId} owner={{ kind: 'customer', userId: props.userId }} />;
  return (
    <Page title={texts.pageTitle} lead={texts.pageLead}>
      {content}
    </Page>
  );
}
