const DATE_ONLY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/**
 * The date of an order, German style (`dd.mm.yyyy`), as the day it was in
 * Germany: the server sends UTC, and an order placed at 00:30 German time is
 * dated that day, not the day before. An unreadable timestamp is shown as it came.
 */
export function formatOrderDate(isoTime: string, timeZone = 'Europe/Berlin'): string {
  const time = new Date(isoTime);
  if (Number.isNaN(time.getTime())) return isoTime;
  return new Intl.DateTimeFormat('de-DE', { ...DATE_ONLY, timeZone }).format(time);
}
