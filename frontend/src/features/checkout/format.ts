/**
 * The payment time on the confirmation page, in German time with 'Uhr'
 * (`lib/dates.ts`); the expected shipping date is a plain day (`formatDay`).
 */
import { formatDateTime } from '@/lib/dates';

/** `2026-11-23T09:14:05Z` -> `23.11.2026, 10:14 Uhr` (German time). Missing or unreadable input is `null`. */
export function formatPaymentTime(isoTime: string | null | undefined): string | null {
  const formatted = formatDateTime(isoTime);
  return formatted === null ? null : `${formatted} Uhr`;
}
