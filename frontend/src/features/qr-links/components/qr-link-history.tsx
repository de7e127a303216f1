/**
 * 'Verlauf': the changes of a code's target, newest first, with when (German
 * time), who ('Sie' for the customer or the guest, 'PrimeCards' for the
 * shop) and from where to where. The list of codes brings the latest change
 * only; the older ones come a page at a time ('Ältere Änderungen laden').
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState } from 'react';

import cardParts from '@/components/ui/card-parts.module.css';
import { LoadMore } from '@/components/ui/load-more';
import { formatDateTime } from '@/lib/dates';

import { useGetQrLinkHistoryQuery } from '../api';
import { qrLinkTexts as texts } from '../texts';
import type { QrLink, QrLinkChange, QrLinkOwner } from '../types';

import styles from './qr-links.module.css';

function changedBy(who: string): string {
  return who === 'admin' ? texts.changedByShop : texts.changedByYou;
}

function ChangeItem({ change }: { change: QrLinkChange }) {
  return (
    <li>
      <time className={styles.historyWhen} dateTime={change.changedAt}>
        {texts.historyEntry(formatDateTime(change.changedAt) ?? change.changedAt, changedBy(change.changedBy))}
      </time>{' '}
      {change.oldTarget} → {change.newTarget}
    </li>
  );
}

type PageProps = { code: string; owner: QrLinkOwner; page: number; meanwhile?: QrLinkChange | null };

/** One page of changes; until it has come, the first page shows the latest change the list brought. */
function HistoryPage({ code, owner, page, meanwhile = null }: PageProps) {
  const { currentData } = useGetQrLinkHistoryQuery({ code, owner, page });
  const changes = currentData?.changes ?? (meanwhile === null ? [] : [meanwhile]);
  return changes.map((change, index) => <ChangeItem key={`${page}-${index}`} change={change} />);
}

export function QrLinkHistory({
  link,
  owner,
  headingLevel,
}: {
  link: QrLink;
  owner: QrLinkOwner;
  headingLevel: 3 | 4;
}) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  // Pages asked for; 0 shows the latest change the list brought.
  const [pages, setPages] = useState(0);
  const last = useGetQrLinkHistoryQuery(pages === 0 ? skipToken : { code: link.code, owner, page: pages });
  const latest = link.lastChange ?? null;
  const loaded = last.currentData;
  const more = pages === 0 ? link.changeCount > 1 : loaded !== undefined && loaded.currentPage < loaded.totalPages;
  const failed = last.isError && !last.isFetching;

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.subTitle}>
        {texts.historyTitle}
      </Heading>
      {latest === null ? (
        <p className={cardParts.muted}>{texts.historyEmpty}</p>
      ) : (
        <ol className={styles.history}>
          {pages === 0 ? (
            <ChangeItem change={latest} />
          ) : (
            Array.from({ length: pages }, (_, index) => (
              <HistoryPage
                key={index + 1}
                code={link.code}
                owner={owner}
                page={index + 1}
                meanwhile={index === 0 ? latest : null}
              />
            ))
          )}
        </ol>
      )}
      {more || last.isFetching || failed ? (
        <LoadMore
          label={texts.historyMore}
          failedText={texts.historyLoadError}
          retryLabel={texts.historyRetry}
          busy={last.isFetching}
          failed={failed}
          onMore={() => setPages((shown) => shown + 1)}
          onRetry={() => void last.refetch()}
        />
      ) : null}
    </section>
  );
}
