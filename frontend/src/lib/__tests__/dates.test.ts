import {
  dayInGermany,
  formatDate,
  formatDateTime,
  formatDay,
  formatWeekdayDay,
  nextDay,
  parseInstant,
  SHOP_TIME_ZONE,
  yearInGermany,
} from '../dates';

describe('one time zone: Europe/Berlin', () => {
  it('is the shop’s', () => {
    expect(SHOP_TIME_ZONE).toBe('Europe/Berlin');
  });
});

describe('formatDateTime: a moment, German style, in German time', () => {
  it('writes day, month, year and the time', () => {
    expect(formatDateTime('2026-11-26T13:05:00Z')).toBe('26.11.2026, 14:05');
  });

  it('adds one hour in winter (CET) and two in summer (CEST)', () => {
    expect(formatDateTime('2026-01-15T12:00:00Z')).toBe('15.01.2026, 13:00');
    expect(formatDateTime('2026-07-15T12:00:00Z')).toBe('15.07.2026, 14:00');
  });

  it('follows the switch to summer time and back (last Sunday of March and of October)', () => {
    // 29 March 2026: 01:00 UTC is 03:00 CEST, a minute before it 01:59 CET.
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29.03.2026, 01:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29.03.2026, 03:00');
    // 25 October 2026: 01:00 UTC is 02:00 CET again, a minute before it 02:59 CEST.
    expect(formatDateTime('2026-10-25T00:59:00Z')).toBe('25.10.2026, 02:59');
    expect(formatDateTime('2026-10-25T01:00:00Z')).toBe('25.10.2026, 02:00');
  });

  it('shows a moment just after midnight in Germany on the German day, at 00:xx', () => {
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('02.07.2026, 00:30');
    expect(formatDateTime('2026-11-25T23:05:00Z')).toBe('26.11.2026, 00:05');
  });

  it('reads seconds, milliseconds and offsets; a time without a zone is UTC, not the browser’s time', () => {
    expect(formatDateTime('2026-11-26T13:05:42.123Z')).toBe('26.11.2026, 14:05');
    expect(formatDateTime('2026-11-26T14:05:00+01:00')).toBe('26.11.2026, 14:05');
    expect(formatDateTime('2026-11-26T13:05:00')).toBe('26.11.2026, 14:05');
  });

  it('is null for nothing and for what is no ISO 8601 moment', () => {
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime(undefined)).toBeNull();
    expect(formatDateTime('')).toBeNull();
    expect(formatDateTime('gestern')).toBeNull();
    expect(formatDateTime('26.11.2026')).toBeNull();
    expect(formatDateTime('2026-11-26')).toBeNull();
  });
});

describe('formatDate: the day of a moment in Germany, or a calendar day as it is', () => {
  it('takes the German day of a UTC moment around midnight, not the UTC day', () => {
    // 23:30 UTC is already the next day in Germany: 00:30 CET in winter, 01:30 CEST in summer.
    expect(formatDate('2026-11-25T23:30:00Z')).toBe('26.11.2026');
    expect(formatDate('2026-06-30T22:30:00Z')).toBe('01.07.2026');
    expect(formatDate('2024-03-05T23:30:00.000Z')).toBe('06.03.2024');
    // New Year's Eve in UTC is New Year's Day in Germany.
    expect(formatDate('2026-12-31T23:00:00Z')).toBe('01.01.2027');
  });

  it('keeps the day when midnight in Germany is not yet reached', () => {
    expect(formatDate('2026-11-25T22:59:59Z')).toBe('25.11.2026');
    expect(formatDate('2026-06-30T21:59:59Z')).toBe('30.06.2026');
    expect(formatDate('2024-03-05T11:45:10.123Z')).toBe('05.03.2024');
  });

  it('shows a plain YYYY-MM-DD day as that day, never shifted by a time zone', () => {
    expect(formatDate('2026-11-24')).toBe('24.11.2026');
    expect(formatDate('2026-01-01')).toBe('01.01.2026');
    expect(formatDate('2026-03-29')).toBe('29.03.2026');
    expect(formatDate('2026-10-25')).toBe('25.10.2026');
  });

  it('is null for nothing and for what it cannot read', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate('gestern')).toBeNull();
    expect(formatDate('24.11.2026')).toBeNull();
    expect(formatDate('2026-02-30')).toBeNull();
  });
});

describe('formatDay: a calendar day only', () => {
  it('writes YYYY-MM-DD as DD.MM.YYYY, unshifted', () => {
    expect(formatDay('2026-11-24')).toBe('24.11.2026');
    expect(formatDay('2026-12-31')).toBe('31.12.2026');
  });

  it('is null for a moment, an impossible day and anything else', () => {
    expect(formatDay('2026-11-24T23:30:00Z')).toBeNull();
    expect(formatDay('2026-13-01')).toBeNull();
    expect(formatDay('24.11.2026')).toBeNull();
    expect(formatDay(null)).toBeNull();
  });
});

describe('formatWeekdayDay: a calendar day with its weekday', () => {
  it('names the weekday the German way, unshifted', () => {
    expect(formatWeekdayDay('2026-12-21')).toBe('Mo, 21.12.2026');
    expect(formatWeekdayDay('2026-12-27')).toBe('So, 27.12.2026');
    expect(formatWeekdayDay('2028-02-29')).toBe('Di, 29.02.2028');
  });

  it('is null for a moment, an impossible day and anything else', () => {
    expect(formatWeekdayDay('2026-12-21T23:30:00Z')).toBeNull();
    expect(formatWeekdayDay('2026-02-30')).toBeNull();
    expect(formatWeekdayDay(undefined)).toBeNull();
  });
});

describe('the browser’s own time zone does not matter', () => {
  // The formats name their zone; `Date` only parses. Whatever TZ the machine has, the results are German.
  it('parses a moment as the instant it names', () => {
    expect(parseInstant('2026-11-25T23:30:00Z')?.getTime()).toBe(Date.UTC(2026, 10, 25, 23, 30));
    expect(parseInstant('2026-11-26T00:30:00+01:00')?.getTime()).toBe(Date.UTC(2026, 10, 25, 23, 30));
    expect(parseInstant('2026-11-25')).toBeNull();
  });

  it('counts the year in Germany', () => {
    expect(yearInGermany(new Date(Date.UTC(2026, 11, 31, 22, 59)))).toBe(2026);
    expect(yearInGermany(new Date(Date.UTC(2026, 11, 31, 23, 0)))).toBe(2027);
  });
});

describe('dayInGermany: the calendar day it is in Germany', () => {
  it('is the German day, not the UTC one, around midnight in winter and in summer', () => {
    expect(dayInGermany(new Date('2026-11-25T22:59:00Z'))).toBe('2026-11-25');
    expect(dayInGermany(new Date('2026-11-25T23:00:00Z'))).toBe('2026-11-26');
    expect(dayInGermany(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(dayInGermany(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('turns the year on New Year’s Eve at midnight German time', () => {
    expect(dayInGermany(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});

describe('nextDay', () => {
  it('counts across the ends of months and years and the leap day', () => {
    expect(nextDay('2026-12-20')).toBe('2026-12-21');
    expect(nextDay('2026-04-30')).toBe('2026-05-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
  });

  it('is null for what is no calendar day', () => {
    expect(nextDay('2026-02-30')).toBeNull();
    expect(nextDay('20.12.2026')).toBeNull();
  });
});
