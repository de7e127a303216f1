/**
 * Spec §4: the custom order's shipping data, lines and Aktionscode stay in
 * sessionStorage (this tab only) until the order is created. Unreadable or malformed values
 * are logged and read as empty (`lib/storage`).
 */
import { endAttempt } from '@/lib/idempotency';
import {
  OPTIONAL_SHIPPING_FIELDS,
  REQUIRED_SHIPPING_FIELDS,
  type OptionalShippingField,
  type ShippingValues,
} from '@/lib/shipping';
import { readJson, removeKey, writeJson } from '@/lib/storage';

import type { CustomLine } from './types';

export const customOrderStorageKeys = {
  shipping: 'primecards.admin.customOrder.shipping',
  lines: 'primecards.admin.customOrder.lines',
  /** The Aktionscode as typed; the server checks it only when the order is created. */
  voucherCode: 'primecards.admin.customOrder.voucherCode',
  /** The Idempotency-Key of the order being created (`lib/idempotency.ts`). */
  attempt: 'primecards.admin.customOrder.attempt',
} as const;

/**
 * Shipping data as kept: the optional fields (the invoice's USt-IdNr. and
 * order reference) only when given, like they are sent, so shipping data
 * saved before they existed still reads.
 */
type StoredShipping = Omit<ShippingValues, OptionalShippingField> &
  Partial<Pick<ShippingValues, OptionalShippingField>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isShipping(value: unknown): value is StoredShipping {
  return (
    isRecord(value) &&
    REQUIRED_SHIPPING_FIELDS.every((field) => typeof value[field] === 'string') &&
    OPTIONAL_SHIPPING_FIELDS.every((field) => value[field] === undefined || typeof value[field] === 'string')
  );
}

function isLine(value: unknown): value is CustomLine {
  if (!isRecord(value)) return false;
  const texts = ['key', 'productName', 'phone', 'address', 'url', 'template', 'processingType'];
  return (
    texts.every((field) => typeof value[field] === 'string') &&
    typeof value.productId === 'number' &&
    typeof value.quantity === 'number'
  );
}

function isLines(value: unknown): value is CustomLine[] {
  return Array.isArray(value) && value.every(isLine);
}

export function loadShipping(): ShippingValues | null {
  const stored = readJson('session', customOrderStorageKeys.shipping, isShipping);
  return stored === null ? null : { ...stored, vatId: stored.vatId ?? '', orderReference: stored.orderReference ?? '' };
}

export function saveShipping(shipping: ShippingValues | null): void {
  if (shipping === null) {
    removeKey('session', customOrderStorageKeys.shipping);
    return;
  }
  const stored: StoredShipping = { ...shipping };
  for (const field of OPTIONAL_SHIPPING_FIELDS) if (stored[field] === '') delete stored[field];
  writeJson('session', customOrderStorageKeys.shipping, stored);
}

export function loadLines(): CustomLine[] {
  return readJson('session', customOrderStorageKeys.lines, isLines) ?? [];
}

export function saveLines(lines: readonly CustomLine[]): void {
  if (lines.length === 0) removeKey('session', customOrderStorageKeys.lines);
  else writeJson('session', customOrderStorageKeys.lines, lines);
}

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

export function loadVoucherCode(): string {
  return readJson('session', customOrderStorageKeys.voucherCode, isText) ?? '';
}

export function saveVoucherCode(code: string): void {
  if (code === '') removeKey('session', customOrderStorageKeys.voucherCode);
  else writeJson('session', customOrderStorageKeys.voucherCode, code);
}

/** After the order is created nothing of it stays behind, its Idempotency-Key included. */
export function clearCustomOrder(): void {
  removeKey('session', customOrderStorageKeys.shipping);
  removeKey('session', customOrderStorageKeys.lines);
  removeKey('session', customOrderStorageKeys.voucherCode);
  endAttempt(customOrderStorageKeys.attempt);
}
