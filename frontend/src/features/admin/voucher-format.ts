/**
 * How the discount code list words a code's terms: its rule ('10 %',
 * '5,00 €'), its days ('ab 01.06.2026', 'unbegrenzt'), its minimum and its
 * category.
 */
import { formatDay } from '@/lib/dates';
import { formatCents } from '@/lib/format';

import { adminTexts } from './texts';
import type { AdminVoucher } from './types';

const texts = adminTexts.vouchers;

/** Category ids of the catalogue (crates/domain/src/catalog.rs). */
export const CARDS_CATEGORY = 2;
export const BOTTLE_OPENERS_CATEGORY = 3;

// The document marks the optional terms as optional: a term not set is `null` or absent alike.

export function voucherRule(voucher: Pick<AdminVoucher, 'percentOff' | 'amountOffCents'>): string {
  const { percentOff, amountOffCents } = voucher;
  if (typeof percentOff === 'number') return texts.percent(percentOff);
  return typeof amountOffCents === 'number' ? formatCents(amountOffCents) : texts.none;
}

/** A day as `dd.mm.yyyy`; anything unreadable as it came. */
function day(value: string): string {
  return formatDay(value) ?? value;
}

export function voucherValidity(voucher: Pick<AdminVoucher, 'validFrom' | 'validUntil'>): string {
  const { validFrom, validUntil } = voucher;
  if (validFrom && validUntil) return texts.validBetween(day(validFrom), day(validUntil));
  if (validFrom) return texts.validFrom(day(validFrom));
  if (validUntil) return texts.validUntil(day(validUntil));
  return texts.unlimited;
}

export function voucherCategory(categoryId: number | null | undefined): string {
  if (categoryId === null || categoryId === undefined) return texts.categories.all;
  if (categoryId === CARDS_CATEGORY) return texts.categories.cards;
  if (categoryId === BOTTLE_OPENERS_CATEGORY) return texts.categories.bottleOpeners;
  return texts.otherCategory(categoryId);
}

/** A code in use (reserved by an unpaid order or redeemed) stays: the server refuses its deletion. */
export function voucherMinimum(minOrderCents: number | null | undefined): string {
  return typeof minOrderCents === 'number' ? formatCents(minOrderCents) : texts.none;
}

export function voucherDeletable(voucher: Pick<AdminVoucher, 'redeemed' | 'reserved'>): boolean {
  return voucher.redeemed + voucher.reserved === 0;
}
