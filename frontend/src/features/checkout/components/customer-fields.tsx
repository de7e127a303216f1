/**
 * The form's fields that decide the tax: the shipping fields with the live
 * USt-IdNr. hint, and the billing address. They tell the page the tax
 * category to show at once, and the context the Aktionscode is priced for
 * once typing stopped.
 */
import { useFormikContext } from 'formik';
import { useEffect } from 'react';

import { BillingAddressFields } from '@/components/form/billing-address-fields';
import { ShippingFields } from '@/components/form/shipping-fields';
import { Spinner } from '@/components/ui/spinner';
import type { TaxCategory } from '@/lib/eu';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { VoucherTaxContext } from '@/lib/voucher';

import { checkoutTaxCategory, vatIdCheckRequest, voucherTaxContext } from '../tax';
import { checkoutTexts as texts } from '../texts';
import type { CheckoutFormValues } from '../types';
import { useVatIdCheck, VAT_ID_CHECK_DELAY_MS, type VatIdCheck } from '../use-vat-id-check';

/** The check's state under the field; `null` keeps the (empty) live region in place. */
function vatIdHint(check: VatIdCheck) {
  switch (check.state) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <>
          <Spinner size={14} />
          {texts.vatIdCheck.checking}
        </>
      );
    case 'answered':
    case 'failed':
      return check.message;
  }
}

type CustomerFieldsProps = {
  onTaxCategoryChange: (category: TaxCategory) => void;
  onTaxContextChange: (context: VoucherTaxContext) => void;
};

export function CustomerFields({ onTaxCategoryChange, onTaxContextChange }: CustomerFieldsProps) {
  const { values } = useFormikContext<CheckoutFormValues>();
  const check = useVatIdCheck(vatIdCheckRequest(values));
  const confirmedVatId = check.state === 'answered' && check.valid ? check.vatId : null;
  const category = checkoutTaxCategory(values, confirmedVatId);
  const context = useDebouncedValue(JSON.stringify(voucherTaxContext(values)), VAT_ID_CHECK_DELAY_MS);

  useEffect(() => {
    onTaxCategoryChange(category);
  }, [category, onTaxCategoryChange]);
  useEffect(() => {
    onTaxContextChange(JSON.parse(context) as VoucherTaxContext);
  }, [context, onTaxContextChange]);

  return (
    <>
      {/* Two columns, the address across both; 'PLZ' asks for the numeric keyboard where codes are digits. */}
      <ShippingFields layout="two-columns" numericZipCode vatIdHint={vatIdHint(check)} />
      <BillingAddressFields name="billing" toggleName="billingDiffers" />
    </>
  );
}
