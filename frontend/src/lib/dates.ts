/**
 * Every date and time the shop shows, the German way and in German time: the
 * shop, its print shop and its customers are in Germany, so a moment is
 * shown as it was in `Europe/Berlin` (summer and winter time included),
 * whatever the browser's own time zone is.
 *
 * The server sends moments as ISO 8601 in UTC (`2026-11-26T13:05:00Z`) and
 * calendar days as `YYYY-MM-DD` (the expected shipping date). A calendar day
 * is no moment: it is shown as it is, never shifted by a time zone.
 *
 * Each function answers `null` for a missing or unreadable value; the caller
 * decides what to show instead (the value as it came, or a dash).
 */
import { SHOP_TIME_ZONE } from './shop-year';

export { SHOP_TIME_ZONE, yearInGermany } from './shop-year';

const LOCALE = 'de-DE';

const DAY_FORMAT = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

const DAY_TIME_FORMAT = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SHOP_TIME_ZONE,
});

/** `YYYY-MM-DD` (Canadian English writes days the ISO way). */
const ISO_DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

/** A calendar day: `2026-11-24`. */
const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A moment: a day, `T` (or a space), hours and minutes, optional seconds and
 * fraction, then `Z` or an offset. Without a zone it is read as UTC, as the
 * server means it, never as the browser's local time.
 */
const INSTANT = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:\d{2})?$/i;

type PlainDay = { year: string; month: string; day: string };

/** `2026-11-24` as its parts, or `null` when it is no calendar day (`2026-02-30` is none). */
function parsePlainDay(value: string): PlainDay | null {
  const match = PLAIN_DAY.exec(value);
  if (match === null) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return real ? { year, month, day } : null;
}

/** The moment an ISO 8601 timestamp names, or `null`. */
export function parseInstant(value: string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const match = INSTANT.exec(value.trim());
  if (match === null) return null;
  const [, day, time, zone] = match;
  const date = new Date(`${day}T${time}${zone === undefined ? 'Z' : zone.toUpperCase()}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The day, `dd.mm.yyyy`: of a moment, the day it was in Germany
 * (`2026-11-25T23:30:00Z` -> `26.11.2026`); a calendar day as it is
 * (`2026-11-24` -> `24.11.2026`).
 */
export function formatDate(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const day = parsePlainDay(value.trim());
  if (day !== null) return `${day.day}.${day.month}.${day.year}`;
  const instant = parseInstant(value);
  return instant === null ? null : DAY_FORMAT.format(instant);
}

/** A calendar day only (`2026-11-24` -> `24.11.2026`); a timestamp or anything else is `null`. */
export function formatDay(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const day = parsePlainDay(value.trim());
  return day === null ? null : `${day.day}.${day.month}.${day.year}`;
}

/** The German weekdays as the delivery promises abbreviate them, Sunday first (`Date#getUTCDay`). */
const WEEKDAYS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'] as const;

/** A calendar day with its weekday (`2026-12-21` -> `Mo, 21.12.2026`); anything else is `null`. */
export function formatWeekdayDay(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const day = parsePlainDay(value.trim());
  if (day === null) return null;
  const weekday = new Date(Date.UTC(Number(day.year), Number(day.month) - 1, Number(day.day))).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${day.day}.${day.month}.${day.year}`;
}

/** A moment with its time in Germany: `2026-11-26T13:05:00Z` -> `26.11.2026, 14:05`. */
export function formatDateTime(value: string | null | undefined): string | null {
  const instant = parseInstant(value);
  return instant === null ? null : DAY_TIME_FORMAT.format(instant);
}

/** The calendar day it is (or was at `now`) in Germany, `YYYY-MM-DD`: 23:30 UTC on 25 November is the 26th. */
export function dayInGermany(now: Date = new Date()): string {
  return ISO_DAY_FORMAT.format(now);
}

/** The calendar day after `day` (`2026-12-31` -> `2027-01-01`); `null` when `day` is no calendar day. */
export function nextDay(day: string): string | null {
  const parts = parsePlainDay(day.trim());
  if (parts === null) return null;
  const next = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) + 1));
  return next.toISOString().slice(0, 10);
}
