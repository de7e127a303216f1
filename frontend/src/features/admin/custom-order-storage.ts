/**
 * Spec §4: the custom order's shipping data (its country and billing address
 * included), lines and Aktionscode stay in
 * sessionStorage (this tab only) until the order is created. Unreadable or malformed values
 * are logged and read as empty (`lib/storage`).
 */
import { GERMANY } from '@/lib/eu';
import { endAttempt } from '@/lib/idempotency';
import {
  OPTIONAL_SHIPPING_FIELDS,
  REQUIRED_SHIPPING_FIELDS,
  type OptionalShippingField,
  type ShippingValues,
} from '@/lib/shipping';
import { readJson, removeKey, writeJson } from '@/lib/storage';

import type { BillingAddress, CustomLine, CustomShipping } from './types';

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
 * order reference, the billing address) only when given, like they are
 * sent, so shipping data saved before they existed still reads; so does
 * shipping data saved before the country, which went to Germany.
 */
type StoredShipping = Omit<ShippingValues, OptionalShippingField> &
  Partial<Pick<ShippingValues, OptionalShippingField>> & { country?: string; billingAddress?: BillingAddress };

const BILLING_FIELDS = [
  'legalName',
  'street',
  'zipCode',
  'city',
  'country',
] as const satisfies readonly (keyof BillingAddress)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBillingAddress(value: unknown): value is BillingAddress {
  return isRecord(value) && BILLING_FIELDS.every((field) => typeof value[field] === 'string');
}

function isShipping(value: unknown): value is StoredShipping {
  return (
    isRecord(value) &&
    REQUIRED_SHIPPING_FIELDS.every((field) => typeof value[field] === 'string') &&
    OPTIONAL_SHIPPING_FIELDS.every((field) => value[field] === undefined || typeof value[field] === 'string') &&
    (value.country === undefined || typeof value.country === 'string') &&
    (value.billingAddress === undefined || isBillingAddress(value.billingAddress))
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

export function loadShipping(): CustomShipping | null {
  const stored = readJson('session', customOrderStorageKeys.shipping, isShipping);
  return stored === null
    ? null
    : {
        ...stored,
        vatId: stored.vatId ?? '',
        orderReference: stored.orderReference ?? '',
        country: stored.country ?? GERMANY,
        billingAddress: stored.billingAddress ?? null,
      };
}

export function saveShipping(shipping: CustomShipping | null): void {
  if (shipping === null) {
    removeKey('session', customOrderStorageKeys.shipping);
    return;
  }
  const { billingAddress, ...rest } = shipping;
  const stored: StoredShipping = billingAddress === null ? rest : { ...rest, billingAddress };
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
