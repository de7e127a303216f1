/**
 * The shop's time zone and the year in it, apart from the date formats of
 * `dates.ts` (which re-exports both): the footer's copyright year is all the
 * app shell needs of them.
 */

/** The time zone of everything shown. */
export const SHOP_TIME_ZONE = 'Europe/Berlin';

const YEAR_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: SHOP_TIME_ZONE });

/** The year it is (or was at `now`) in Germany. */
export function yearInGermany(now: Date = new Date()): number {
  return Number(YEAR_FORMAT.format(now));
}
