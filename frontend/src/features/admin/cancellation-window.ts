/**
 * The customer's cancellation window as the back office weighs it before
 * production: while the order's `cancellableUntil` is still ahead, the
 * customer may call the order off (the server allows it up to and including
 * that moment), so printing it now may print for nothing.
 */
import { formatDateTime, parseInstant } from '@/lib/dates';

/** `cancellableUntil` as '07.12.2026, 14:05' (German time) while it is still ahead of `now`; else `null`. */
export function openCancellationWindow(
  cancellableUntil: string | null | undefined,
  now: Date = new Date(),
): string | null {
  const until = parseInstant(cancellableUntil);
  if (until === null || until.getTime() < now.getTime()) return null;
  return formatDateTime(cancellableUntil);
}
