import { AlertIcon, ShieldCheckIcon } from '@/components/icons/icons';
import { ErrorPage } from '@/components/errors/error-page';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { errorTexts } from '../error-texts';

export function NotFoundPage() {
  return (
    <ErrorPage
      title={errorTexts.notFound.title}
      message={errorTexts.notFound.message}
      actions={
        <>
          <ButtonLink to={paths.home.getHref()}>{errorTexts.toHome}</ButtonLink>
          <ButtonLink to={paths.shop.getHref()} variant="outline">
            {errorTexts.toShop}
          </ButtonLink>
        </>
      }
    />
  );
}

/** `homeHref`: where "back" leads for the current visitor (admins have their dashboard). */
export function UnauthorizedPage({ homeHref = paths.home.getHref() }: { homeHref?: string }) {
  return (
    <ErrorPage
      title={errorTexts.unauthorized.title}
      message={errorTexts.unauthorized.message}
      icon={<ShieldCheckIcon size={36} />}
      actions={<ButtonLink to={homeHref}>{errorTexts.toHome}</ButtonLink>}
    />
  );
}

export function PaymentErrorPage() {
  return (
    <ErrorPage
      title={errorTexts.paymentError.title}
      message={errorTexts.paymentError.message}
      details={errorTexts.paymentError.hint}
      icon={<AlertIcon size={36} />}
      actions={
        <>
          <ButtonLink to={paths.cart.getHref()}>{errorTexts.toCart}</ButtonLink>
          <ButtonLink to={paths.contact.getHref()} variant="outline">
            {errorTexts.toContact}
          </ButtonLink>
        </>
      }
    />
  );
}
