/**
 * An order's way through the shop (issue 23): the steps it has reached,
 * oldest first, each with its moment in German time, and once shipped the
 * carrier with the tracking number, linked to the carrier's tracking page.
 * Shared by the customer's orders, the proof approval page and the admin's
 * order details; it takes the wire fields as they come.
 */
import { useId } from 'react';

import type { Schemas } from '@/lib/api-types';
import { formatDateTime } from '@/lib/dates';
import { timelineStepLabel } from '@/lib/order-status';

import styles from './order-timeline.module.css';

export const orderTimelineTexts = {
  title: 'Bestellverlauf',
  empty: 'Noch keine Schritte.',
  at: (dateTime: string) => `${dateTime} Uhr`,
  tracking: 'Sendungsverfolgung:',
  newTab: '(öffnet in neuem Tab)',
} as const;

type OrderTimelineProps = {
  timeline: readonly Schemas['TimelineEntryDto'][];
  carrier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
  /** The heading above the list; the list is named by it. */
  title?: string;
  /** The heading's level (h2 on a page of its own, h3 inside a section). */
  headingLevel?: 2 | 3 | 4;
};

/** `2026-11-26T13:05:00Z` -> '26.11.2026, 14:05 Uhr'; an unreadable value as it came. */
function moment(at: string): string {
  const formatted = formatDateTime(at);
  return formatted === null ? at : orderTimelineTexts.at(formatted);
}

export function OrderTimeline({
  timeline,
  carrier = null,
  trackingNumber = null,
  trackingUrl = null,
  title = orderTimelineTexts.title,
  headingLevel = 3,
}: OrderTimelineProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const shipped = timeline.some((entry) => entry.step === 'shipped');
  const showTracking = (shipped || carrier !== null) && trackingNumber !== null && trackingNumber !== '';
  const trackingText = [carrier, trackingNumber].filter(Boolean).join(' ');

  return (
    <section className={styles.timeline} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      {timeline.length === 0 ? (
        <p className={styles.empty}>{orderTimelineTexts.empty}</p>
      ) : (
        <ol className={styles.steps} aria-labelledby={headingId}>
          {timeline.map((entry, index) => {
            const last = index === timeline.length - 1;
            return (
              <li
                key={`${entry.step}-${entry.at}`}
                className={[styles.step, last ? styles.current : '', entry.step === 'cancelled' ? styles.cancelled : '']
                  .filter(Boolean)
                  .join(' ')}
                aria-current={last ? 'step' : undefined}
              >
                <span className={styles.marker} aria-hidden="true" />
                <span className={styles.label}>{timelineStepLabel(entry.step)}</span>{' '}
                <time className={styles.at} dateTime={entry.at}>
                  {moment(entry.at)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
      {showTracking ? (
        <p className={styles.tracking}>
          {orderTimelineTexts.tracking}{' '}
          {trackingUrl ? (
            <a href={trackingUrl} target="_blank" rel="noopener noreferrer">
              {trackingText}
              <span className="visually-hidden"> {orderTimelineTexts.newTab}</span>
            </a>
          ) : (
            <span className={styles.trackingNumber}>{trackingText}</span>
          )}
        </p>
      ) : null}
    </section>
  );
}
