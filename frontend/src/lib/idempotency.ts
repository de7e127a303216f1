/**
 * `Idempotency-Key` for requests that must not take effect twice, such as
 * placing an order: the server answers a key it has seen with the same body
 * with its first answer, so a double click or a second try after a lost
 * answer places one order. One key per attempt: the same body again reuses
 * it, a changed body starts a new attempt, and the caller ends the attempt
 * once it is over, which may be later than the request's success: a checkout
 * ends when the browser leaves for the payment page, so trying again after
 * a failed payment session gets the order already placed. The attempt is
 * kept in sessionStorage, so a reload during it keeps its key.
 */
import { readJson, removeKey, writeJson } from './storage';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

type Attempt = { key: string; body: string };

// Where sessionStorage fails (private browsing, quota), the attempt still lasts as long as the page.
const pageAttempts = new Map<string, Attempt>();

function isAttempt(value: unknown): value is Attempt {
  if (typeof value !== 'object' || value === null) return false;
  const { key, body } = value as Record<string, unknown>;
  return typeof key === 'string' && typeof body === 'string';
}

/** A random UUID; `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The header for sending `body` in the attempt stored under `storageKey`. */
export function idempotencyHeader(storageKey: string, body: unknown): Record<string, string> {
  const serialized = JSON.stringify(body);
  const attempt = readJson('session', storageKey, isAttempt) ?? pageAttempts.get(storageKey);
  if (attempt?.body === serialized) return { [IDEMPOTENCY_HEADER]: attempt.key };
  const next = { key: newKey(), body: serialized };
  pageAttempts.set(storageKey, next);
  writeJson('session', storageKey, next);
  return { [IDEMPOTENCY_HEADER]: next.key };
}

/** Ends the attempt: the next request under `storageKey` gets a new key. */
export function endAttempt(storageKey: string): void {
  pageAttempts.delete(storageKey);
  removeKey('session', storageKey);
}
