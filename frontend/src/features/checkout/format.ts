/** Dates on the confirmation page, German style, as the shop's customers in Germany read them. */

const SHOP_TIME_ZONE = 'Europe/Berlin';

/** `2026-11-24` -> `24.11.2026`. A date the server did not send, or sent unreadable, is `null`. */
export function formatShippingDate(date: string | null): string | null {
  const match = date === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : null;
}

/** `2026-11-23T09:14:05Z` -> `23.11.2026, 10:14 Uhr` (German time). Unreadable input is `null`. */
export function formatPaymentTime(isoTime: string | null, timeZone: string = SHOP_TIME_ZONE): string | null {
  if (isoTime === null) return null;
  const time = new Date(isoTime);
  if (Number.isNaN(time.getTime())) return null;
  const formatted = new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(time);
  return `${formatted} Uhr`;
}
