/**
 * The days of the scans chart. The server counts scans per German day and
 * sends only the days that had any; the chart shows every day of the period,
 * the server's way (`since = today − (days − 1)`, today included), with a
 * zero for a day without scans.
 */
import { SHOP_TIME_ZONE } from '@/lib/dates';

import type { QrScanDay } from './types';

/** Days the chart covers. */
export const CHART_DAYS = 90;

const DAY_PARTS = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

/** The day it is (or was at `now`) in Germany, `YYYY-MM-DD`. */
export function germanToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(DAY_PARTS.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `day` moved by `offset` calendar days (no time zone: a calendar day has none). */
export function shiftDay(day: string, offset: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + offset)).toISOString().slice(0, 10);
}

/** The `count` days up to and including `today`, oldest first. */
export function lastDays(today: string, count: number = CHART_DAYS): string[] {
  return Array.from({ length: count }, (_, index) => shiftDay(today, index - (count - 1)));
}

/** One bar per day of the period, oldest first; days the server did not name had no scans. */
export function scanBars(days: readonly QrScanDay[], today: string, count: number = CHART_DAYS): QrScanDay[] {
  const counts = new Map(days.map((entry) => [entry.day, entry.count]));
  return lastDays(today, count).map((day) => ({ day, count: counts.get(day) ?? 0 }));
}
