/**
 * The fields of the shipping form (`lib/shipping.ts`), for a formik form
 * whose values hold `ShippingValues`: the same names, labels, placeholders
 * and autocomplete hints wherever the form is asked. The form around them
 * (title, terms, submit) is the caller's.
 */
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';

import { GERMANY, hasNumericPostalCodes } from '@/lib/eu';
import { shippingTexts, type ShippingValues } from '@/lib/shipping';

import { CountryField } from './country-field';
import { TextField } from './fields';
import styles from './shipping-fields.module.css';

const fields = shippingTexts.fields;
const placeholders = shippingTexts.placeholders;

export type ShippingFieldsLayout = 'two-columns' | 'fluid';

type ShippingFieldsProps = {
  /**
   * `'two-columns'` (checkout): two columns, the shipping address across
   * both, one column below 560px. `'fluid'` (the admin's custom order): as
   * many columns of at least 200px as fit, the address in one of them.
   */
  layout: ShippingFieldsLayout;
  /**
   * Whether 'PLZ' asks for the numeric keyboard (`inputmode="numeric"`)
   * where the country's codes are digits only; checkout does, the admin's form does not.
   */
  numericZipCode: boolean;
  /** A live note under 'USt-IdNr.' (checkout: the tax office's answer). */
  vatIdHint?: ReactNode;
};

export function ShippingFields({ layout, numericZipCode, vatIdHint }: ShippingFieldsProps) {
  const { values, setFieldTouched } = useFormikContext<ShippingValues>();
  const country = values.country ?? GERMANY;
  const address = (
    <TextField
      name="shippingAddress"
      label={fields.shippingAddress}
      placeholder={placeholders.shippingAddress}
      autoComplete="street-address"
    />
  );
  return (
    <div className={layout === 'two-columns' ? styles.twoColumns : styles.fluid}>
      <TextField name="responsableName" label={fields.responsableName} autoComplete="name" />
      <TextField name="companyName" label={fields.companyName} autoComplete="organization" />
      <TextField name="email" type="email" label={fields.email} placeholder={placeholders.email} autoComplete="email" />
      <TextField name="phone" type="tel" label={fields.phone} placeholder={placeholders.phone} autoComplete="tel" />
      {layout === 'two-columns' ? <div className={styles.wide}>{address}</div> : address}
      <TextField
        name="zipCode"
        label={fields.zipCode}
        autoComplete="postal-code"
        inputMode={numericZipCode && hasNumericPostalCodes(country) ? 'numeric' : undefined}
      />
      <TextField name="city" label={fields.city} autoComplete="address-level2" />
      {/* Another country may need a USt-IdNr.: its field says so at once, not only once visited. */}
      <CountryField
        name="country"
        label={fields.country}
        onValueChange={() => void setFieldTouched('vatId', true, false)}
      />
      <TextField
        name="vatId"
        label={country === GERMANY ? fields.vatId : shippingTexts.vatIdRequired}
        placeholder={placeholders.vatId}
        spellCheck={false}
        hint={vatIdHint}
      />
      <TextField name="orderReference" label={fields.orderReference} />
    </div>
  );
}
