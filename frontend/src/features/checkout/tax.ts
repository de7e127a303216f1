/**
 * What the checkout form decides about VAT (issue 35), for its summary and
 * the Aktionscode's quote: the tax table of `lib/eu.ts` applied to the
 * delivery country and the buyer's USt-IdNr., which for a number of another
 * member state counts only once the tax office confirmed it.
 */
import { toBillingAddress } from '@/lib/billing-address';
import { GERMANY, isGermanVatId, taxCategory, type BuyerVatNumber, type TaxCategory } from '@/lib/eu';
import { vatOn, type Totals } from '@/lib/money';
import type { VoucherTaxContext } from '@/lib/voucher';
import { compactVatId, isVatId } from '@/lib/vat-id';

import type { CheckoutFormValues, VatIdCheckRequest } from './types';

/** The number with the name and address it should be registered to: the billing address, else the shipping address. */
export function vatIdCheckRequest(values: CheckoutFormValues): VatIdCheckRequest | null {
  const vatId = compactVatId(values.vatId);
  // German numbers are checked here, by their check digit; malformed ones have the field's own error.
  if (!isVatId(vatId) || isGermanVatId(vatId)) return null;
  const address = values.billingDiffers
    ? toBillingAddress(values.billing)
    : {
        legalName: values.companyName.trim(),
        street: values.shippingAddress.trim(),
        zipCode: values.zipCode.trim(),
        city: values.city.trim(),
        country: values.country ?? GERMANY,
      };
  // The tax office compares name and city: without them there is nothing to confirm yet.
  if (address.legalName === '' || address.city === '') return null;
  const { legalName, ...rest } = address;
  return { vatId, name: legalName, ...rest };
}

/** The buyer's number as the tax table knows it; `confirmedVatId` is the number the tax office confirmed, if any. */
export function buyerVatNumber(vatId: string, confirmedVatId: string | null): BuyerVatNumber {
  const compact = compactVatId(vatId);
  if (compact === '') return 'none';
  if (isGermanVatId(compact)) return 'german';
  return compact === confirmedVatId ? 'confirmedOtherState' : 'none';
}

/**
 * The category the summary shows. Goods abroad without a confirmed number
 * cannot be ordered (the form says why); until then German VAT is shown.
 */
export function checkoutTaxCategory(values: CheckoutFormValues, confirmedVatId: string | null): TaxCategory {
  return taxCategory(values.country ?? GERMANY, buyerVatNumber(values.vatId, confirmedVatId)) ?? 'S';
}

/** What the Aktionscode's check sends besides the lines. */
export function voucherTaxContext(values: CheckoutFormValues): VoucherTaxContext {
  const vatId = compactVatId(values.vatId);
  return {
    country: values.country ?? GERMANY,
    vatId: vatId === '' ? null : vatId,
    billingAddress: values.billingDiffers ? toBillingAddress(values.billing) : null,
  };
}

/**
 * The totals for `category`: VAT on net − discount as the server computes it
 * (`vatOn`), none for an intra-community supply. Used while the server's
 * quote is for another category (it is being asked again).
 */
export function totalsWithTax(totals: Totals, discountCents: number, category: TaxCategory): Totals {
  const taxable = totals.subtotal - discountCents;
  const vat = category === 'K' ? 0 : vatOn(taxable);
  return { ...totals, vat, total: taxable + vat + totals.shipping };
}
