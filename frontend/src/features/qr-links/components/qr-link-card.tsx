/**
 * One printed code: the product it is on, its order, the short link, where it
 * leads now, how often it was scanned, the chart of the last 90 days,
 * 'Ziel ändern' and the history of its targets. A code the shop disabled
 * says why and cannot be repointed; neither can a code of a cancelled order,
 * which was never printed.
 */
import { useEffect, useId, useRef, useState } from 'react';

import { buttonClassName } from '@/components/ui/button';
import cardParts from '@/components/ui/card-parts.module.css';
import { formatDate } from '@/lib/dates';

import { qrLinkTexts as texts } from '../texts';
import type { QrLink, QrLinkOwner } from '../types';

import { QrLinkHistory } from './qr-link-history';
import styles from './qr-links.module.css';
import { ScanChart } from './scan-chart';
import { TargetForm } from './target-form';

/** Only web addresses become links: the server accepts no other target, and nothing else should be clickable. */
function isWebAddress(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

export function QrLinkCard({ link, owner }: { link: QrLink; owner: QrLinkOwner }) {
  const titleId = useId();
  const shortLinkId = useId();
  const [editing, setEditing] = useState(false);
  const [changed, setChanged] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Both may be left out of the answer as well as `null`.
  const disabledReason = link.disabledReason ?? null;
  const orderId = link.orderId ?? null;
  const orderCancelled = link.orderCancelled;
  const changeable = disabledReason === null && !orderCancelled;

  // Back on the button once the form closes, so keyboard users do not start over at the top.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    changeButton.current?.focus();
  }, [editing]);

  const close = (done: boolean) => {
    returnFocus.current = true;
    setChanged(done);
    setEditing(false);
  };

  return (
    <article className={styles.card} aria-labelledby={`${titleId} ${shortLinkId}`}>
      <header className={cardParts.header}>
        <h2 id={titleId} className={styles.title}>
          {link.productName}
        </h2>
        {orderId !== null ? <p className={cardParts.muted}>{texts.orderNumber(orderId)}</p> : null}
      </header>
      {orderCancelled ? <p className={styles.disabled}>{texts.orderCancelled}</p> : null}
      {disabledReason !== null ? <p className={styles.disabled}>{texts.disabled(disabledReason)}</p> : null}
      <dl className={styles.facts}>
        <dt>{texts.shortLink}</dt>
        <dd id={shortLinkId} className={styles.shortLink}>
          {link.shortLink}
        </dd>
        <dt>{texts.target}</dt>
        <dd>
          {isWebAddress(link.target) ? (
            <a href={link.target} target="_blank" rel="noopener noreferrer">
              {link.target}
            </a>
          ) : (
            link.target
          )}
        </dd>
        <dt>{texts.totalScans}</dt>
        <dd>{link.totalScans.toLocaleString('de-DE')}</dd>
        <dt>{texts.createdAt}</dt>
        <dd>
          <time dateTime={link.createdAt}>{formatDate(link.createdAt) ?? link.createdAt}</time>
        </dd>
      </dl>
      {changed ? (
        <p className={styles.success} role="status">
          {texts.targetChanged}
        </p>
      ) : null}
      {changeable && editing ? (
        <TargetForm link={link} owner={owner} onChanged={() => close(true)} onCancel={() => close(false)} />
      ) : null}
      {changeable && !editing ? (
        <div className={cardParts.actions}>
          <button
            ref={changeButton}
            type="button"
            className={buttonClassName('outline', 'small')}
            onClick={() => {
              setChanged(false);
              setEditing(true);
            }}
          >
            {texts.changeTarget}
          </button>
        </div>
      ) : null}
      <ScanChart code={link.code} owner={owner} />
      <QrLinkHistory link={link} owner={owner} headingLevel={3} />
    </article>
  );
}
