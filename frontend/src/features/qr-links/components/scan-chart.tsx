/**
 * The scans of one code over the last 90 days: an SVG bar per German day,
 * days without scans included (a flat mark, so the gaps show), and the total
 * as text beside it. The SVG is hidden from screen readers; the summary
 * under it says what it shows.
 */
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import cardParts from '@/components/ui/card-parts.module.css';
import { Spinner } from '@/components/ui/spinner';
import { formatDay } from '@/lib/dates';

import { useGetQrLinkScansQuery } from '../api';
import { CHART_DAYS, germanToday, scanBars } from '../scan-days';
import { scanChartTexts as texts } from '../texts';
import type { QrLinkOwner } from '../types';

import styles from './qr-links.module.css';

/** SVG units: each day takes a slot, its bar leaves a gap to the next. */
const SLOT = 10;
const BAR = 8;
const HEIGHT = 100;
/** A day without scans still gets a mark on the base line. */
const EMPTY_MARK = 2;

export function ScanChart({ code, owner }: { code: string; owner: QrLinkOwner }) {
  const scans = useGetQrLinkScansQuery({ code, owner }, { refetchOnMountOrArgChange: true });
  // The period ends today in Germany, like the server's.
  const [today] = useState(() => germanToday());

  const data = scans.currentData;
  if (data === undefined) {
    if (scans.isError && !scans.isFetching) {
      return (
        <div className={cardParts.actions}>
          <p className={cardParts.alert} role="alert">
            {texts.loadError}
          </p>
          <Button variant="outline" size="small" onClick={() => void scans.refetch()}>
            {texts.retry}
          </Button>
        </div>
      );
    }
    return <Spinner size={24} label={texts.loading} />;
  }

  const bars = scanBars(data.days, today);
  const total = bars.reduce((sum, bar) => sum + bar.count, 0);
  const highest = Math.max(1, ...bars.map((bar) => bar.count));
  return (
    <figure className={styles.chart}>
      <svg
        className={styles.chartSvg}
        viewBox={`0 0 ${CHART_DAYS * SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {bars.map((bar, index) => {
          const height = bar.count === 0 ? EMPTY_MARK : Math.max(EMPTY_MARK, (bar.count / highest) * HEIGHT);
          return (
            <rect
              key={bar.day}
              className={bar.count === 0 ? styles.barEmpty : styles.bar}
              x={index * SLOT + (SLOT - BAR) / 2}
              y={HEIGHT - height}
              width={BAR}
              height={height}
              data-day={bar.day}
              data-count={bar.count}
            >
              {/* A tooltip for pointer users; the summary speaks for the chart. */}
              <title>{texts.day(formatDay(bar.day) ?? bar.day, bar.count)}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className={styles.summary}>{texts.summary(total)}</figcaption>
    </figure>
  );
}
