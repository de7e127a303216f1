/**
 * The Zusammenfassende Meldung's periods and download address
 * (`GET /admin/reports/zm.csv?period=2026-Q4` or `?period=2026-12`): the
 * quarters or months of this year and the last, named the German way
 * ('4. Quartal 2026', 'Dezember 2026'). The browser downloads the CSV
 * itself, so the admin's session cookie goes along.
 */
import { env } from '@/config/env';
import { SHOP_TIME_ZONE } from '@/lib/dates';

import { adminTexts } from './texts';

const texts = adminTexts.zmReport;

/** A report covers a calendar quarter or a month. */
export type ZmPeriodKind = 'quarter' | 'month';

const QUARTER = /^(\d{4})-Q([1-4])$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The server's period: `2026-Q4` or `2026-12`. */
function period(kind: ZmPeriodKind, year: number, index: number): string {
  return kind === 'quarter' ? `${year}-Q${index}` : `${year}-${String(index).padStart(2, '0')}`;
}

const periodsPerYear = { quarter: 4, month: 12 } as const satisfies Record<ZmPeriodKind, number>;

const YEAR_MONTH_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/** The year and month (1–12) it is at `now` in Germany, where the shop files its reports. */
function monthInGermany(now: Date): { year: number; month: number } {
  const parts = YEAR_MONTH_FORMAT.formatToParts(now);
  const part = (type: 'year' | 'month') => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month') };
}

/** Every quarter (or month) of this year and the last, the newest first. */
export function zmPeriods(kind: ZmPeriodKind, now: Date = new Date()): string[] {
  const { year } = monthInGermany(now);
  const count = periodsPerYear[kind];
  return [year, year - 1].flatMap((y) => Array.from({ length: count }, (_, offset) => period(kind, y, count - offset)));
}

/** The last period that has ended at `now`: the one a report is filed for. */
export function lastEndedPeriod(kind: ZmPeriodKind, now: Date = new Date()): string {
  const { year, month } = monthInGermany(now);
  const current = kind === 'quarter' ? Math.ceil(month / 3) : month;
  return current === 1 ? period(kind, year - 1, periodsPerYear[kind]) : period(kind, year, current - 1);
}

/** '2026-Q4' -> '4. Quartal 2026', '2026-12' -> 'Dezember 2026'; anything else as it came. */
export function zmPeriodLabel(value: string): string {
  const quarter = QUARTER.exec(value);
  if (quarter !== null) return texts.quarter(Number(quarter[2]), quarter[1]);
  const month = MONTH.exec(value);
  if (month !== null) return `${texts.months[Number(month[2]) - 1]} ${month[1]}`;
  return value;
}

export function zmCsvUrl(value: string): string {
  return `${env.API_URL}/admin/reports/zm.csv?period=${encodeURIComponent(value)}`;
}
