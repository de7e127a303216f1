/**
 * 'Lieferung voraussichtlich …': when an order placed and approved now would
 * arrive, as the server words it (`GET /delivery-promise`). Shown on the
 * product pages and in the cart (the app passes it in) and in checkout beside
 * the order button, for the form's delivery country.
 *
 * It never reckons a date itself: the server's sentence knows the 12:00
 * cut-off, weekends, NRW holidays and the shop's closure days. Once the
 * moment it names (`orderBy`) has passed, it asks again, so 'bis heute,
 * 12:00 Uhr' becomes the next deadline without a reload. While it loads, a
 * skeleton keeps its place; when it cannot be asked, it stays away.
 */
import { useEffect } from 'react';

import { TruckIcon } from '@/components/icons/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { GERMANY } from '@/lib/eu';

import { useGetDeliveryPromiseQuery } from '../api';
import { checkoutTexts } from '../texts';

import styles from './delivery-promise.module.css';

const texts = checkoutTexts.deliveryPromise;

/** The longest wait `setTimeout` keeps (about 24.8 days); a later deadline is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Asked again a moment after the deadline, so the server has surely moved on to the next one. */
const AFTER_DEADLINE_MS = 1_000;
/** A deadline already past when the answer came: this clock is ahead of the server's; ask again a minute later. */
const CLOCK_AHEAD_RETRY_MS = 60_000;

/**
 * Asks again once `orderBy` has passed. An answer fetched before its deadline
 * that is found past it (a cached answer, a sleeping tab) is asked at once;
 * one that named a deadline already past when it came (a clock ahead of the
 * server's) a minute later, not in a loop.
 */
function useRefetchAfter(orderBy: string | undefined, fetchedAt: number | undefined, refetch: () => unknown) {
  useEffect(() => {
    if (orderBy === undefined || fetchedAt === undefined) return;
    const deadline = Date.parse(orderBy);
    if (Number.isNaN(deadline)) return;
    const left = deadline + AFTER_DEADLINE_MS - Date.now();
    let wait: number;
    if (left > 0) wait = Math.min(left, MAX_TIMER_MS);
    else if (fetchedAt < deadline) wait = 0;
    else wait = CLOCK_AHEAD_RETRY_MS;
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [orderBy, fetchedAt, refetch]);
}

type DeliveryPromiseProps = {
  /** Where the goods go: a member state's ISO code; Germany unless told. */
  country?: string;
  /** With 'Express-Produktion'. */
  express?: boolean;
};

export function DeliveryPromise({ country = GERMANY, express = false }: DeliveryPromiseProps) {
  // `currentData`: while another country is asked, the last country's promise is not shown for it.
  const { currentData, isFetching, isError, fulfilledTimeStamp, refetch } = useGetDeliveryPromiseQuery({
    country,
    express,
  });
  useRefetchAfter(currentData?.orderBy, fulfilledTimeStamp, refetch);

  // Also when asking again at the deadline failed: the last promise no longer holds.
  if (isError && !isFetching) return null;
  if (currentData === undefined) {
    return (
      <div className={styles.promise} aria-busy="true">
        <TruckIcon size={20} className={styles.icon} />
        <div className={styles.skeleton}>
          <span className="visually-hidden">{texts.loading}</span>
          <Skeleton height="1em" />
          <Skeleton width="65%" height="1em" />
        </div>
      </div>
    );
  }

  return (
    <div className={styles.promise}>
      <TruckIcon size={20} className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.text}>{currentData.text}</p>
        {currentData.reasons.length > 0 ? (
          <details className={styles.reasons}>
            <summary>{texts.why}</summary>
            <ul aria-label={texts.reasonsLabel}>
              {currentData.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </div>
  );
}
