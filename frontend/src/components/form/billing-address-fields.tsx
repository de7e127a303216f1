/**
 * 'Abweichende Rechnungsadresse' and, once ticked, the billing address
 * (`lib/billing-address.ts`) for a formik form whose values hold the switch
 * at `toggleName` and the address at `name`. Unticked, no address is sent.
 */
import { useFormikContext } from 'formik';

import { billingAddressTexts as texts } from '@/lib/billing-address';
import { hasNumericPostalCodes } from '@/lib/eu';

import { CheckboxField } from './checkbox-field';
import { CountryField } from './country-field';
import { TextField } from './fields';
import styles from './shipping-fields.module.css';

type BillingAddressFieldsProps = {
  /** The address's place in the form's values, e.g. `billing`. */
  name: string;
  /** The switch's place, e.g. `billingDiffers`. */
  toggleName: string;
};

export function BillingAddressFields({ name, toggleName }: BillingAddressFieldsProps) {
  const { getFieldProps } = useFormikContext();
  const shown = getFieldProps<boolean>(toggleName).value === true;
  const country = String(getFieldProps<string>(`${name}.country`).value);
  return (
    <div className={styles.billing}>
      <CheckboxField name={toggleName} label={texts.toggle} />
      {shown ? (
        <fieldset className={styles.twoColumns}>
          <legend className="visually-hidden">{texts.toggle}</legend>
          <div className={styles.wide}>
            <TextField name={`${name}.legalName`} label={texts.fields.legalName} autoComplete="billing organization" />
          </div>
          <div className={styles.wide}>
            <TextField name={`${name}.street`} label={texts.fields.street} autoComplete="billing street-address" />
          </div>
          <TextField
            name={`${name}.zipCode`}
            label={texts.fields.zipCode}
            autoComplete="billing postal-code"
            inputMode={hasNumericPostalCodes(country) ? 'numeric' : undefined}
          />
          <TextField name={`${name}.city`} label={texts.fields.city} autoComplete="billing address-level2" />
          <CountryField name={`${name}.country`} label={texts.fields.country} />
        </fieldset>
      ) : null}
    </div>
  );
}
