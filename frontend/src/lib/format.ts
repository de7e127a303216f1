/**
 * Formats a price in euro cents the German way: cents/100 with two decimals,
 * a decimal comma, dots between thousands and the euro sign after a space.
 * 4990 -> "49,90 €", 123456 -> "1.234,56 €".
 */
export function formatCents(cents: number): string {
  if (!Number.isFinite(cents)) {
    throw new RangeError(`formatCents expects a finite number of cents, got ${cents}`);
  }
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const absolute = Math.abs(rounded);
  const euros = Math.floor(absolute / 100).toString();
  const rest = (absolute % 100).toString().padStart(2, '0');
  const grouped = euros.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${grouped},${rest} €`;
}
