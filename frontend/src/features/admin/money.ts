/**
 * Euro amounts typed the German way ('49,90', '1.234,5', '12') to whole cents
 * and back. The text is split into digits rather than parsed as a float, so
 * '0,29' is exactly 29 cents, never 28.999….
 */
const EURO_INPUT = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/** Cents for a German euro amount, or `null` if the text is not one. */
export function parseEuroToCents(text: string): number | null {
  const match = EURO_INPUT.exec(text.trim().replace(/\s*€$/, ''));
  if (match === null) return null;
  const euros = Number(match[1].replaceAll('.', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = euros * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** The input text for an amount in cents: 4990 -> '49,90' (no thousands dots, no euro sign). */
export function centsToEuroInput(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = (cents % 100).toString().padStart(2, '0');
  return `${whole},${rest}`;
}
