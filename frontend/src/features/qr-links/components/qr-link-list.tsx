/**
 * The codes of one owner, loaded fresh whenever the page opens: a spinner
 * first, then a card per code, the empty state, or why they could not be
 * loaded. A guest's unknown token (a client error) is no connection problem:
 * it says so, without a retry.
 */
import { InfoIcon, PackageIcon } from '@/components/icons/icons';
import { ButtonLink } from '@/components/ui/button';
import cardParts from '@/components/ui/card-parts.module.css';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { Notice } from '@/components/ui/notice';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { useGetQrLinksQuery } from '../api';
import { qrLinksTexts as texts } from '../texts';
import type { QrLinkOwner } from '../types';

import { QrLinkCard } from './qr-link-card';
import styles from './qr-links.module.css';

function isClientError(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function ToShop() {
  return <ButtonLink to={paths.shop.getHref()}>{texts.guest.toShop}</ButtonLink>;
}

export function QrLinkList({ owner }: { owner: QrLinkOwner }) {
  const links = useGetQrLinksQuery(owner, { refetchOnMountOrArgChange: true });

  const list = links.currentData;
  if (list === undefined) {
    if (links.isError && !links.isFetching) {
      // 401 is the expired session, which the common handler takes care of.
      if (owner.kind === 'guest' && isClientError(links.error)) {
        return (
          <Notice tone="error" title={texts.guest.unknownTitle} icon={<InfoIcon />} actions={<ToShop />}>
            <p>{texts.guest.unknownToken}</p>
          </Notice>
        );
      }
      return (
        <LoadErrorNotice
          title={texts.loadError}
          hint={texts.loadErrorHint}
          retryLabel={texts.retry}
          onRetry={() => void links.refetch()}
        />
      );
    }
    return <PageSpinner label={texts.loading} />;
  }
  if (list.length === 0) {
    return (
      <Notice
        title={texts.emptyTitle}
        icon={<PackageIcon />}
        actions={<ButtonLink to={paths.shop.getHref()}>{texts.shopNow}</ButtonLink>}
      >
        <p>{texts.emptyHint}</p>
      </Notice>
    );
  }
  return (
    <div className={styles.page}>
      <p className={styles.hint}>{texts.pageHint}</p>
      <ul className={cardParts.list} aria-label={texts.listLabel}>
        {list.map((link) => (
          <li key={link.code}>
            <QrLinkCard link={link} owner={owner} />
          </li>
        ))}
      </ul>
    </div>
  );
}
