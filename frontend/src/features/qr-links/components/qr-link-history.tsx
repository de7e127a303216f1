/**
 * 'Verlauf': every change of a code's target, newest first, with when (German
 * time), who ('Sie' for the customer or the guest, 'PrimeCards' for the
 * shop) and from where to where.
 */
import { useId } from 'react';

import cardParts from '@/components/ui/card-parts.module.css';
import { formatDateTime } from '@/lib/dates';

import { qrLinkTexts as texts } from '../texts';
import type { QrLinkChange } from '../types';

import styles from './qr-links.module.css';

function changedBy(who: string): string {
  return who === 'admin' ? texts.changedByShop : texts.changedByYou;
}

export function QrLinkHistory({ history, headingLevel }: { history: readonly QrLinkChange[]; headingLevel: 3 | 4 }) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  // ISO 8601 in UTC sorts as text.
  const newestFirst = [...history].sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.subTitle}>
        {texts.historyTitle}
      </Heading>
      {newestFirst.length === 0 ? (
        <p className={cardParts.muted}>{texts.historyEmpty}</p>
      ) : (
        <ol className={styles.history}>
          {newestFirst.map((change) => (
            <li key={`${change.changedAt}-${change.newTarget}`}>
              <time className={styles.historyWhen} dateTime={change.changedAt}>
                {texts.historyEntry(formatDateTime(change.changedAt) ?? change.changedAt, changedBy(change.changedBy))}
              </time>{' '}
              {change.oldTarget} → {change.newTarget}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
