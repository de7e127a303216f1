/**
 * 'Land': the 27 member states by their German names, Deutschland first and
 * the others alphabetically (`lib/eu.ts`), for the shipping and the billing
 * address.
 */
import { COUNTRY_CHOICES, GERMANY } from '@/lib/eu';

import { SelectField } from './fields';

const options = COUNTRY_CHOICES.map((country) => ({ value: country.code, label: country.name }));

type CountryFieldProps = {
  name: string;
  label: string;
  /** Called with the new code after formik took it. */
  onValueChange?: (code: string) => void;
};

export function CountryField({ name, label, onValueChange }: CountryFieldProps) {
  // A form that never chose keeps no country: it means Germany, and shows it.
  return (
    <SelectField name={name} label={label} options={options} onValueChange={onValueChange} fallbackValue={GERMANY} />
  );
}
