/**
 * The scans of one code over the last 90 days: an SVG bar per German day,
 * days without scans included (a flat mark, so the gaps show), the count
 * above the bars (as many as fit side by side, the highest first), German
 * short dates under them ('01.12.') and the total as text. The bars, counts
 * and dates are hidden from screen readers: a table of the days with scans
 * says the same to them.
 */
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import cardParts from '@/components/ui/card-parts.module.css';
import { Spinner } from '@/components/ui/spinner';
import { formatDay } from '@/lib/dates';

import { useGetQrLinkScansQuery } from '../api';
import { CHART_DAYS, germanToday, scanBars } from '../scan-days';
import { scanChartTexts as texts } from '../texts';
import type { QrLinkOwner, QrScanDay } from '../types';

import styles from './scan-chart.module.css';

/** SVG units: each day takes a slot, its bar leaves a gap to the next. */
const SLOT = 10;
const BAR = 8;
const HEIGHT = 100;
/** A day without scans still gets a mark on the base line. */
const EMPTY_MARK = 2;
/** A date under every 15th day, counted back from today: six dates fit a phone. */
const TICK_EVERY = 15;
/**
 * Day slots one digit of a count needs beside the next count: on a phone a
 * slot is about 3 px and a digit about 7 px wide.
 */
const SLOTS_PER_DIGIT = 3;

function barHeight(count: number, highest: number): number {
  return count === 0 ? EMPTY_MARK : Math.max(EMPTY_MARK, (count / highest) * HEIGHT);
}

/** Where the middle of day `index` lies, in percent of the chart's width. */
function slotCentre(index: number): string {
  return `${((index + 0.5) / CHART_DAYS) * 100}%`;
}

/**
 * The days whose count is shown above the bar: the highest first (of equal
 * ones the later), each only where it keeps clear of the counts already
 * placed, so that none overlap however narrow the chart.
 */
export function labelledDays(bars: readonly QrScanDay[]): Set<number> {
  const digits = (count: number) => String(count).length;
  const candidates = bars
    .map((bar, index) => ({ index, count: bar.count }))
    .filter((bar) => bar.count > 0)
    .sort((a, b) => b.count - a.count || b.index - a.index);
  const placed: { index: number; count: number }[] = [];
  for (const candidate of candidates) {
    const clear = placed.every(
      (other) =>
        Math.abs(other.index - candidate.index) >=
        SLOTS_PER_DIGIT * Math.max(digits(other.count), digits(candidate.count)),
    );
    if (clear) placed.push(candidate);
  }
  return new Set(placed.map((bar) => bar.index));
}

/** The days under which a date is written: today and every 15th day before it. */
function tickIndexes(): number[] {
  const ticks: number[] = [];
  for (let index = CHART_DAYS - 1; index >= TICK_EVERY - 1; index -= TICK_EVERY) ticks.unshift(index);
  return ticks;
}

/** `2026-12-01` as '01.12.'. */
function shortDay(day: string): string {
  return formatDay(day)?.slice(0, 6) ?? day;
}

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
  const labelled = labelledDays(bars);
  const scanned = bars.filter((bar) => bar.count > 0);
  return (
    <figure className={styles.chart}>
      <div className={styles.plot}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${CHART_DAYS * SLOT} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {bars.map((bar, index) => {
            const height = barHeight(bar.count, highest);
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
                {/* A tooltip for pointer users; the table speaks for the chart. */}
                <title>{texts.day(formatDay(bar.day) ?? bar.day, bar.count)}</title>
              </rect>
            );
          })}
        </svg>
        <div className={styles.values} aria-hidden="true" data-testid="scan-values">
          {bars.map((bar, index) =>
            labelled.has(index) ? (
              <span
                key={bar.day}
                className={styles.value}
                style={{ left: slotCentre(index), bottom: `${barHeight(bar.count, highest)}%` }}
                data-day={bar.day}
              >
                {bar.count.toLocaleString('de-DE')}
              </span>
            ) : null,
          )}
        </div>
      </div>
      <div className={styles.axis} aria-hidden="true" data-testid="scan-axis">
        {tickIndexes().map((index) => (
          <span
            key={index}
            className={index === CHART_DAYS - 1 ? `${styles.tick} ${styles.tickLast}` : styles.tick}
            style={{ left: index === CHART_DAYS - 1 ? '100%' : slotCentre(index) }}
          >
            {shortDay(bars[index].day)}
          </span>
        ))}
      </div>
      {scanned.length > 0 ? (
        <table className="visually-hidden">
          <caption>{texts.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.tableDay}</th>
              <th scope="col">{texts.tableScans}</th>
            </tr>
          </thead>
          <tbody>
            {scanned.map((bar) => (
              <tr key={bar.day}>
                <th scope="row">{formatDay(bar.day) ?? bar.day}</th>
                <td>{bar.count.toLocaleString('de-DE')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <figcaption className={styles.summary}>{texts.summary(total)}</figcaption>
    </figure>
  );
}
