/**
 * 'Meine QR-Codes': the QR-links feature's page for the signed-in customer
 * (with the way back after sign-in) at /my-qr-codes, and for a guest holding
 * the mailed token at /qr-codes?token=….
 */
import { useSelector } from 'react-redux';

import { paths } from '@/config/paths';
import { selectUser } from '@/features/auth/auth-slice';
import { saveRedirectPath } from '@/features/auth/storage';
import { QrCodesPage } from '@/features/qr-links/components/qr-codes-page';

const rememberMyQrCodes = () => saveRedirectPath(paths.myQrCodes.getHref());

export function MyQrCodesRoute() {
  const userId = useSelector(selectUser)?.userId ?? null;
  return <QrCodesPage kind="customer" userId={userId} onSignInPrompt={rememberMyQrCodes} />;
}

export function GuestQrCodesRoute() {
  return <QrCodesPage kind="guest" />;
}
